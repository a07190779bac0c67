/**
 * Stored Shopify deliveries applied by the inbox worker: an order arrives and can be looked up, a late
 * older update never undoes a newer one, a payload that does not map is kept as a failure naming its
 * field, an uninstalled app disconnects the store, and a worker that lost its lease applies nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, fulfillments, inbox, orders } from '../src/db/schema';
import { createLogger } from '../src/logger';
import { settleDelivery, takeDueDeliveries } from '../src/modules/ingest/inbox';
import { createInboxWorker } from '../src/modules/ingest/worker';
import { DRIVERS, startTestServer, type TestServer } from './support/harness';
import { call, expectError } from './support/http';
import { connectAuroraShopify, deliverShopify, type TestConnection } from './support/shopify';
import { AURORA, addPerson, auroraGrant, seedTwoStores, signIn, staffCall } from './support/staff';

/** An order as Shopify's webhooks send it, with only the fields the mapping reads. */
function shopifyOrder(id: number, updatedAt: string, overrides: Record<string, unknown> = {}) {
  const money = (amount: string) => ({
    shop_money: { amount, currency_code: 'USD' },
    presentment_money: { amount, currency_code: 'USD' },
  });
  return {
    id,
    name: `#${id % 10_000}`,
    email: 'bob.norman@mail.example.com',
    created_at: '2026-11-20T10:00:00-05:00',
    updated_at: updatedAt,
    currency: 'USD',
    presentment_currency: 'USD',
    total_price: '199.00',
    subtotal_price: '199.00',
    total_tax: '0.00',
    total_discounts: '0.00',
    total_price_set: money('199.00'),
    subtotal_price_set: money('199.00'),
    total_tax_set: money('0.00'),
    total_discounts_set: money('0.00'),
    total_shipping_price_set: money('0.00'),
    customer: { first_name: 'Bob', last_name: 'Norman', email: 'bob.norman@mail.example.com' },
    line_items: [
      {
        id: id + 1,
        product_id: 632910392,
        variant_id: 808950810,
        title: 'IPod Nano - 8GB',
        name: 'IPod Nano - 8GB',
        sku: 'IPOD2008PINK',
        price: '199.00',
        price_set: money('199.00'),
        quantity: 1,
        discount_allocations: [],
        tax_lines: [],
        gift_card: false,
      },
    ],
    fulfillments: [],
    refunds: [],
    ...overrides,
  };
}

describe.each(DRIVERS)('applying Shopify deliveries on %s', (driver) => {
  let server: TestServer;
  let owner: string;
  let webhookUrl: string;
  let connectionId: string;
  let deliveries = 0;
  const worker = () =>
    createInboxWorker({
      db: server.db,
      logger: createLogger({ write: () => {} }),
      now: server.clock.now,
      leaseMs: 60_000,
    });
  beforeAll(async () => {
    server = await startTestServer(driver);
    await seedTwoStores(server);
    owner = await signIn(server, await addPerson(server, [auroraGrant('store_owner')]));
    ({ webhookUrl, id: connectionId } = await connectAuroraShopify(server, owner));
  });
  afterAll(() => server.close());

  const deliver = async (topic: string, payload: unknown) => {
    deliveries += 1;
    // Each arrives a second after the one before, as the worker takes them in that order.
    server.clock.advance(1000);
    const body = JSON.stringify(payload);
    const answer = await deliverShopify(server, webhookUrl, body, {
      'x-shopify-topic': topic,
      'x-shopify-webhook-id': `delivery-${deliveries}`,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const storedOrder = async (sourceOrderId: string) =>
    (await server.db.select().from(orders).where(eq(orders.sourceOrderId, sourceOrderId)))[0];
  const outcomes = async () =>
    (await server.db.select().from(inbox).orderBy(inbox.receivedAt)).map((row) => [
      row.topic,
      row.status,
      row.outcome,
    ]);

  it('writes an order that arrives, which the shopper can then look up', async () => {
    await deliver('orders/create', shopifyOrder(450789469, '2026-11-20T10:00:00-05:00'));
    expect(await worker().runOnce()).toBe(1);
    const order = await storedOrder('450789469');
    expect(order?.orderNumber).toBe('#9469');
    expect(order?.storeId).toBe(AURORA.storeId);
    const lookup = await call(server, 'GET', 'order-lookup', {
      query: { email: 'bob.norman@mail.example.com', order: '9469' },
    });
    expect(lookup.status, JSON.stringify(lookup.body)).toBe(200);
    expect(await worker().runOnce()).toBe(0);
  });

  it('keeps the newer order when an older update arrives after it', async () => {
    await deliver(
      'orders/updated',
      shopifyOrder(450789470, '2026-11-22T12:00:00Z', { email: 'new@example.com' }),
    );
    await deliver(
      'orders/updated',
      shopifyOrder(450789470, '2026-11-21T12:00:00Z', { email: 'old@example.com' }),
    );
    expect(await worker().runOnce()).toBe(2);
    expect((await storedOrder('450789470'))?.customerEmail).toBe('new@example.com');
    expect((await outcomes()).slice(-2)).toEqual([
      ['orders/updated', 'applied', 'created'],
      ['orders/updated', 'applied', 'stale'],
    ]);
  });

  it('keeps a payload that does not map as a failure naming its field, shown on the connection', async () => {
    await deliver(
      'orders/create',
      shopifyOrder(450789471, '2026-11-22T12:00:00Z', { email: 'not an email', customer: null }),
    );
    await deliver('refunds/create', { id: 1, order_id: 450789469 });
    expect(await worker().runOnce()).toBe(2);
    const [failed, ignored] = (await outcomes()).slice(-2);
    expect(failed?.[1]).toBe('failed');
    expect(failed?.[2]).toMatch(/email/i);
    expect(ignored?.slice(0, 2)).toEqual(['refunds/create', 'ignored']);
    const [listed] = (await staffCall(server, owner, 'GET', `stores/${AURORA.storeId}/connections`))
      .body as TestConnection[];
    expect(listed?.failed).toBe(1);
    expect(listed?.lastFailure).toMatch(/email/i);
  });

  it('applies nothing for a worker whose lease ran out and another took the delivery', async () => {
    await deliver('orders/create', shopifyOrder(450789472, '2026-11-22T12:00:00Z'));
    const [first] = await takeDueDeliveries(server.db, { now: server.clock.now(), leaseMs: 1000, limit: 10 });
    if (first === undefined) throw new Error('nothing was taken');
    server.clock.advance(2000);
    expect(await worker().runOnce()).toBe(1);
    // The first worker comes back after its lease: its settling is refused, so its work is rolled back.
    expect(
      await settleDelivery(server.db, first, { status: 'applied', outcome: 'created' }, server.clock.now()),
    ).toBe(false);
    const [row] = await server.db.select().from(inbox).where(eq(inbox.id, first.id));
    expect([row?.status, row?.attempts]).toEqual(['applied', 2]);
  });

  it('moves a shipment with Shopify’s fulfillment events, until a carrier’s own scan takes over', async () => {
    const fulfillment = {
      id: 255858046,
      order_id: 450789473,
      status: 'success',
      tracking_company: 'UPS',
      tracking_numbers: ['1Z2345'],
      created_at: '2026-11-21T09:00:00Z',
      updated_at: '2026-11-21T09:00:00Z',
      line_items: [{ id: 450789474, quantity: 1 }],
    };
    await deliver(
      'orders/create',
      shopifyOrder(450789473, '2026-11-21T09:00:00Z', { fulfillments: [fulfillment] }),
    );
    await deliver('fulfillments/update', { ...fulfillment, shipment_status: null });
    await deliver('fulfillments/update', {
      ...fulfillment,
      shipment_status: 'delivered',
      updated_at: '2026-11-24T15:00:00Z',
    });
    expect(await worker().runOnce()).toBe(3);
    expect((await outcomes()).slice(-2)).toEqual([
      [
        'fulfillments/update',
        'ignored',
        'the fulfillment has no tracking event yet: the orders/updated that follows it is applied',
      ],
      ['fulfillments/update', 'applied', 'DELIVERED: 1 shipment'],
    ]);
    const [shipment] = await server.db
      .select()
      .from(fulfillments)
      .where(eq(fulfillments.sourceFulfillmentId, '255858046'));
    expect([shipment?.status, shipment?.deliveredAt?.toISOString()]).toEqual([
      'DELIVERED',
      '2026-11-24T15:00:00.000Z',
    ]);

    // A tracking service's scan is first-hand: Shopify's later word no longer moves the parcel.
    await server.db
      .update(fulfillments)
      .set({ status: 'NOT_DELIVERED', lastScanAt: new Date('2026-11-25T10:00:00Z') })
      .where(eq(fulfillments.sourceFulfillmentId, '255858046'));
    await deliver('fulfillments/update', { ...fulfillment, shipment_status: 'in_transit' });
    await worker().runOnce();
    expect((await outcomes()).at(-1)?.[1]).toBe('ignored');
  });

  it('disconnects the store when the app is uninstalled, and refuses its deliveries after', async () => {
    await deliver('app/uninstalled', { id: 548380009, domain: 'aurora.myshopify.com' });
    await worker().runOnce();
    const [connection] = await server.db.select().from(connections).where(eq(connections.id, connectionId));
    expect(connection?.disconnectedAt?.toISOString()).toBe(server.clock.now().toISOString());
    const late = await deliverShopify(server, webhookUrl, '{}', {
      'x-shopify-topic': 'orders/create',
      'x-shopify-webhook-id': 'after-uninstall',
    });
    expectError(late, 404);
  });
});
