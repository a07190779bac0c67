/**
 * WooCommerce sites and carriers' tracking services deliver to their connections: each delivery verified
 * as its platform signs it, stored, and applied by the worker. A WooCommerce order's refunds are read from
 * the site's REST API (src/dev/woocommerce-stand-in.ts, answering as WooCommerce documents); a carrier's scan moves
 * the shipment with its tracking number, and with it when a claim may be filed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fulfillments, inbox, orderItems, orders } from '../src/db/schema';
import { startWooCommerceStandIn, type WooCommerceStandIn } from '../src/dev/woocommerce-stand-in';
import { createLogger } from '../src/logger';
import { signatureFor } from '../src/modules/ingest/webhooks';
import { createInboxWorker } from '../src/modules/ingest/worker';
import { secretBox } from '../src/security/secrets';
import { DRIVERS, startTestServer, type TestServer, testConfig } from './support/harness';
import { call, expectError } from './support/http';
import { fixture as jsonFixture } from './support/json-fixtures';
import type { TestConnection } from './support/shopify';
import { AURORA, addPerson, auroraGrant, seedTwoStores, signIn, staffCall } from './support/staff';

const WOO_SECRET = 'woo-webhook-secret-0123456789';
const CONSUMER_KEY = 'ck_0123456789abcdef0123456789abcdef01234567';
const CONSUMER_SECRET = 'cs_0123456789abcdef0123456789abcdef01234567';
const CARRIER_SECRET = 'carrier-webhook-secret-0123456789';

const fixture = (path: string) => jsonFixture(path) as Record<string, unknown>;

describe.each(DRIVERS)('WooCommerce and carrier deliveries on %s', (driver) => {
  let server: TestServer;
  let owner: string;
  let site: WooCommerceStandIn;
  /** A made-up order of the site that a refund took a unit of a line from. */
  let refunded: { id: number; billing: { email: string }; line_items: { id: number }[] };
  let woo: TestConnection;
  let easyPost: TestConnection;
  let afterShip: TestConnection;
  let deliveries = 0;
  const worker = () =>
    createInboxWorker({
      db: server.db,
      logger: createLogger({ write: () => {} }),
      secrets: secretBox(testConfig().secretsKey as Uint8Array),
      now: server.clock.now,
      leaseMs: 60_000,
    });
  const connect = async (platform: string, json: unknown) => {
    const made = await staffCall(server, owner, 'PUT', `stores/${AURORA.storeId}/connections/${platform}`, {
      json,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body as TestConnection;
  };

  beforeAll(async () => {
    server = await startTestServer(driver);
    // The day after EasyPost's documented parcel was delivered (fixtures/carriers/easypost-delivered.json).
    server.clock.set(new Date('2014-08-25T12:00:00Z'));
    await seedTwoStores(server);
    owner = await signIn(server, await addPerson(server, [auroraGrant('store_owner')]));
    site = await startWooCommerceStandIn({
      consumerKey: CONSUMER_KEY,
      consumerSecret: CONSUMER_SECRET,
      webhookSecret: WOO_SECRET,
      orders: { count: 100, seed: 4, newest: server.clock.now(), spanDays: 10 },
    });
    const index = Array.from({ length: 100 }, (_, at) => at).find((at) =>
      site.refunds(at).some((refund) => (refund.line_items as unknown[]).length > 0),
    );
    refunded = site.order(index ?? -1) as unknown as typeof refunded;
    woo = await connect('woocommerce', {
      siteUrl: `${site.origin}/shop/`,
      webhookSecret: WOO_SECRET,
      consumerKey: CONSUMER_KEY,
      consumerSecret: CONSUMER_SECRET,
      protection: { skus: ['OP-PROTECTION'] },
    });
    easyPost = await connect('easypost', { webhookSecret: CARRIER_SECRET });
    afterShip = await connect('aftership', { webhookSecret: CARRIER_SECRET });
  });
  afterAll(async () => {
    await server.close();
    await site.close();
  });

  const deliverWoo = (topic: string, payload: unknown, secret = WOO_SECRET) => {
    deliveries += 1;
    server.clock.advance(1000);
    const body = JSON.stringify(payload);
    return call(server, 'POST', woo.webhookUrl, {
      body,
      headers: {
        'content-type': 'application/json',
        'x-wc-webhook-topic': topic,
        'x-wc-webhook-delivery-id': `woo-${deliveries}`,
        'x-wc-webhook-signature': signatureFor('woocommerce', body, secret),
      },
    });
  };
  const deliverCarrier = (
    connection: TestConnection,
    platform: 'easypost' | 'aftership',
    payload: unknown,
  ) => {
    server.clock.advance(1000);
    const body = JSON.stringify(payload);
    const header = platform === 'easypost' ? 'x-hmac-signature' : 'aftership-hmac-sha256';
    return call(server, 'POST', connection.webhookUrl, {
      body,
      headers: { 'content-type': 'application/json', [header]: signatureFor(platform, body, CARRIER_SECRET) },
    });
  };
  const storedOrder = async (sourceOrderId: string) =>
    (await server.db.select().from(orders).where(eq(orders.sourceOrderId, sourceOrderId)))[0];
  const lastOutcome = async () =>
    (await server.db.select().from(inbox).orderBy(inbox.receivedAt))
      .map((row) => [row.status, row.outcome])
      .at(-1);

  it('answers WooCommerce’s unsigned ping when a webhook is saved, and stores nothing unsigned or too large', async () => {
    const ping = await call(server, 'POST', woo.webhookUrl, {
      body: 'webhook_id=17',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(ping.status).toBe(200);
    expect(ping.body).toEqual({ stored: false });
    await expectError(await deliverWoo('order.updated', { id: 1 }, 'another-secret-0123456789'), 401);
    const tooLarge = { id: 1, note: 'x'.repeat(testConfig().bodyLimitBytes) };
    await expectError(await deliverWoo('order.updated', tooLarge), 413);
    expect(await server.db.select().from(inbox)).toEqual([]);
  });

  it('writes a WooCommerce order with its refunds read from the site', async () => {
    const answer = await deliverWoo('order.updated', refunded);
    expect(answer.body).toEqual({ stored: true });
    expect(await worker().runOnce()).toBe(1);
    expect(await lastOutcome()).toEqual(['applied', 'created']);
    const order = await storedOrder(String(refunded.id));
    expect(order?.customerEmail).toBe(refunded.billing.email);
    const items = await server.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? ''));
    // The refunded unit is on its line, which only the refund objects say.
    expect(items.map((item) => [item.sourceItemId, item.refundedQuantity])).toContainEqual([
      String(refunded.line_items[0]?.id),
      1,
    ]);
    expect(items.filter((item) => item.refundedQuantity > 0)).toHaveLength(1);
  });

  it('keeps a deleted order, cancelled when the site said so, so its claims still find it', async () => {
    await deliverWoo('order.deleted', { id: refunded.id });
    const deletedAt = server.clock.now();
    await deliverWoo('order.deleted', { id: 999999 });
    expect(await worker().runOnce()).toBe(2);
    expect((await storedOrder(String(refunded.id)))?.cancelledAt).toEqual(deletedAt);
    expect(await lastOutcome()).toEqual(['ignored', 'order 999999 is not stored, or already cancelled']);
  });

  it('names the failing call when the site cannot give an order’s refunds', async () => {
    // An order the site does not have: its refunds are not found.
    const payload = { ...refunded, id: 1103, number: '1103' };
    await deliverWoo('order.updated', payload);
    await worker().runOnce();
    const listed = await staffCall(server, owner, 'GET', `stores/${AURORA.storeId}/connections`);
    const health = (listed.body as TestConnection[]).find((connection) => connection.id === woo.id);
    expect(health?.lastFailure).toMatch(/^WooCommerce answered 404 to GET \/orders\/1103\/refunds/);
    expect(health?.pending).toBe(1);
  });

  it('moves a shipment with its carrier’s scans, and when a claim may be filed with it', async () => {
    const scannedOrder = {
      orderNumber: '#3001',
      customerEmail: 'ezra@example.com',
      protected: true,
      total: 40,
      orderItems: [{ sourceItemId: 'L1', productName: 'Lantern', price: 40, quantity: 1 }],
      fulfillments: [
        {
          sourceFulfillmentId: 'F1',
          fulfillmentStatus: 'IN_TRANSIT',
          trackingNumber: ['EZ4000000004'],
          shippedAt: '2014-08-20T10:00:00Z',
          items: [{ item: 'L1', quantity: 1 }],
        },
      ],
    };
    const putOrder = () =>
      staffCall(server, owner, 'PUT', `stores/${AURORA.storeId}/orders/scanned-1`, { json: scannedOrder });
    const put = await putOrder();
    expect(put.status, JSON.stringify(put.body)).toBe(201);
    const shipment = async () => {
      const lookup = await call(server, 'GET', 'order-lookup', {
        query: { email: 'ezra@example.com', order: '3001' },
      });
      expect(lookup.status, JSON.stringify(lookup.body)).toBe(200);
      return (lookup.body as { fulfillments: Record<string, unknown>[] }).fulfillments[0];
    };
    expect(await shipment()).toMatchObject({ fulfillmentStatus: 'IN_TRANSIT', eligibilityCode: 'eligible' });

    expect((await deliverCarrier(easyPost, 'easypost', fixture('carriers/easypost-delivered'))).status).toBe(
      200,
    );
    expect(await worker().runOnce()).toBe(1);
    expect(await lastOutcome()).toEqual(['applied', 'DELIVERED: 1 shipment(s)']);
    // Delivered on the 24th, so the store's waiting days after delivery now count from then.
    expect(await shipment()).toMatchObject({
      fulfillmentStatus: 'DELIVERED',
      deliveredAt: '2014-08-24T15:33:00.000Z',
      eligibilityCode: 'too_soon',
      eligibleAt: '2014-08-27T15:33:00.000Z',
    });

    // The platform's own, older word on the parcel does not move it back.
    expect((await putOrder()).status).toBe(200);
    expect(await shipment()).toMatchObject({ fulfillmentStatus: 'DELIVERED' });
    const [row] = await server.db
      .select()
      .from(fulfillments)
      .where(eq(fulfillments.sourceFulfillmentId, 'F1'));
    expect(row?.carrierDetail).not.toBeNull();
  });

  it('applies AfterShip’s tracking updates, and ignores a scan of no shipment of the store', async () => {
    const exception = fixture('carriers/aftership-exception');
    expect((await deliverCarrier(afterShip, 'aftership', exception)).status).toBe(200);
    expect(await worker().runOnce()).toBe(1);
    expect(await lastOutcome()).toEqual([
      'ignored',
      'no shipment of this store has tracking number 9405511899223197428490, or it has a later scan',
    ]);
    const forged = await call(server, 'POST', afterShip.webhookUrl, {
      body: JSON.stringify(exception),
      headers: { 'aftership-hmac-sha256': signatureFor('aftership', '{}', CARRIER_SECRET) },
    });
    await expectError(forged, 401);
  });

  it('sends a test event through the inbox, and refuses deliveries once disconnected', async () => {
    const path = `stores/${AURORA.storeId}/connections/${easyPost.id}`;
    const sent = await staffCall(server, owner, 'POST', `${path}/test`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ pending: 1 });
    await worker().runOnce();
    expect(await lastOutcome()).toEqual(['applied', 'test event received']);
    const listed = await staffCall(server, owner, 'GET', `stores/${AURORA.storeId}/connections`);
    const health = (listed.body as (TestConnection & { lastAppliedAt: string })[]).find(
      (connection) => connection.id === easyPost.id,
    );
    expect(health).toMatchObject({ pending: 0, lastAppliedAt: server.clock.now().toISOString() });
    const agent = await signIn(server, await addPerson(server, [auroraGrant('store_support')]));
    await expectError(await staffCall(server, agent, 'DELETE', path), 403);
    expect((await staffCall(server, owner, 'DELETE', path)).status).toBe(204);
    const refused = await deliverCarrier(easyPost, 'easypost', fixture('carriers/easypost-delivered'));
    await expectError(refused, 404);
    await expectError(await staffCall(server, owner, 'POST', `${path}/test`), 409);
  });

  it('checks what each platform is connected with', async () => {
    const refused = await staffCall(
      server,
      owner,
      'PUT',
      `stores/${AURORA.storeId}/connections/woocommerce`,
      {
        json: {
          siteUrl: 'shop',
          webhookSecret: 'short',
          consumerKey: 'key',
          consumerSecret: CONSUMER_SECRET,
        },
      },
    );
    const body = await expectError(refused, 400);
    expect(body).toMatch(/siteUrl: Expected the site’s https:\/\/ address/);
    const listed = await staffCall(server, owner, 'GET', `stores/${AURORA.storeId}/connections`);
    const byPlatform = Object.fromEntries(
      (listed.body as (TestConnection & { platform: string; account: string; protection: unknown })[]).map(
        (connection) => [connection.platform, connection],
      ),
    );
    expect(byPlatform.woocommerce).toMatchObject({ account: site.origin });
    expect(byPlatform.easypost).toMatchObject({ account: 'EasyPost', protection: null });
    expect(JSON.stringify(listed.body)).not.toMatch(/ck_|cs_|secret-0123/);
  });
});
