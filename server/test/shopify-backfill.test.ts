/**
 * A Shopify connection against a stand-in of the shop's Admin API (src/dev/shopify-stand-in.ts): its
 * webhooks subscribed when it is made, and its backfill paging through the orders of the claim window to
 * the end, going on from its stored cursor after a restart, waiting out the rate limit by the clock, and
 * ending with Shopify's reason when the access token is refused.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfills, inbox, orders, stores } from '../src/db/schema';
import { type ShopifyStandIn, startShopifyStandIn } from '../src/dev/shopify-stand-in';
import { takeDueBackfill } from '../src/modules/ingest/backfill';
import { SHOPIFY_WEBHOOK_TOPICS } from '../src/modules/ingest/shopify/admin';
import { backfillWorker, drainBackfills } from './support/backfill';
import { DAY_MS, DRIVERS, startTestServer, T0, type TestServer } from './support/harness';
import { expectError } from './support/http';
import {
  connectAuroraShopify,
  SHOPIFY_ACCESS_TOKEN,
  SHOPIFY_CLIENT_SECRET,
  type TestConnection,
} from './support/shopify';
import { AURORA, addPerson, auroraGrant, seedTwoStores, signIn, staffCall } from './support/staff';

/** 1400 orders over 40 days, of which those of the store's 20-day claim window fill three pages. */
const ORDERS = { count: 1400, seed: 26, newest: new Date(T0.getTime() - 60 * 60 * 1000), spanDays: 40 };
const CLAIM_WINDOW_DAYS = 20;
/** An order that does not map: Shopify gives no address to prove it with. */
const UNMAPPABLE = 1300;
/** An order cancelled before the backfill read it. */
const CANCELLED = 1310;
const LEASE_MS = 60_000;

interface Backfill {
  status: string;
  days: number;
  ordersDone: number;
  ordersTotal: number | null;
  startedAt: string;
  finishedAt: string | null;
  error: string | null;
}
type Listed = TestConnection & { backfill: Backfill | null; disconnectedAt: string | null };

describe.each(DRIVERS)('a Shopify backfill on %s', (driver) => {
  let server: TestServer;
  let standIn: ShopifyStandIn;
  let owner: string;
  let connection: TestConnection;
  const worker = () => backfillWorker(server, { shopifyApiOrigin: standIn.origin, leaseMs: LEASE_MS });
  const drain = (runner = worker()) => drainBackfills(runner);
  const listed = async (): Promise<Listed> => {
    const answer = await staffCall(server, owner, 'GET', `stores/${AURORA.storeId}/connections`);
    return (answer.body as Listed[])[0] as Listed;
  };
  const start = (json?: { days: number }) =>
    staffCall(server, owner, 'POST', `stores/${AURORA.storeId}/connections/${connection.id}/backfill`, {
      ...(json === undefined ? {} : { json }),
    });
  /** The stand-in's orders stored for Aurora. */
  const storedOrders = () =>
    server.db
      .select({
        placedAt: orders.placedAt,
        sourceOrderId: orders.sourceOrderId,
        cancelledAt: orders.cancelledAt,
      })
      .from(orders)
      .where(and(eq(orders.storeId, AURORA.storeId), like(orders.sourceOrderId, '61%')));
  const pagesRead = () =>
    standIn.calls.filter((made) => made.startsWith('GET /admin/api/2025-07/orders.json'));

  beforeAll(async () => {
    standIn = await startShopifyStandIn({
      shopDomain: 'aurora.myshopify.com',
      accessToken: SHOPIFY_ACCESS_TOKEN,
      clientSecret: SHOPIFY_CLIENT_SECRET,
      orders: ORDERS,
      now: () => server.clock.now(),
      edit: (order, index) => {
        if (index === UNMAPPABLE) return { ...order, email: null, contact_email: null, customer: null };
        if (index === CANCELLED)
          return { ...order, cancelled_at: order.updated_at, cancel_reason: 'customer' };
        return order;
      },
    });
    server = await startTestServer(driver, { shopifyApiOrigin: standIn.origin });
    await seedTwoStores(server);
    await server.db
      .update(stores)
      .set({
        policy: sql`jsonb_set(${stores.policy}, '{claimWindowDays}', ${String(CLAIM_WINDOW_DAYS)}::jsonb)`,
      })
      .where(eq(stores.id, AURORA.storeId));
    owner = await signIn(server, await addPerson(server, [auroraGrant('store_owner')]));
    connection = await connectAuroraShopify(server, owner);
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  it('subscribes the webhooks the store needs when the shop is connected, once however often', async () => {
    const subscribed = () =>
      standIn.webhooks.map((webhook) => [webhook.topic, webhook.address, webhook.format]).sort();
    const expected = SHOPIFY_WEBHOOK_TOPICS.map((topic) => [topic, connection.webhookUrl, 'json']).sort();
    expect(subscribed()).toEqual(expected);
    await connectAuroraShopify(server, owner);
    expect(subscribed()).toEqual(expected);
    expect((await listed()).lastFailure).toBeNull();
  });

  it('sends the shop’s webhooks signed as Shopify does, which the server stores', async () => {
    const order = standIn.order(5);
    expect(await standIn.deliver('orders/create', order, { webhookId: 'stand-in-delivery-1' })).toEqual([
      200,
    ]);
    const stored = await server.db.select().from(inbox).where(eq(inbox.deliveryId, 'stand-in-delivery-1'));
    expect(stored.map((row) => [row.connectionId, row.topic, row.body])).toEqual([
      [connection.id, 'orders/create', JSON.stringify(order)],
    ]);
    expect(await standIn.deliver('carts/update', order)).toEqual([]);
  });

  it('pages through the claim window’s orders to the end, counting them', async () => {
    const started = await start();
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect((started.body as Listed).backfill).toEqual({
      status: 'running',
      days: CLAIM_WINDOW_DAYS,
      ordersDone: 0,
      ordersTotal: null,
      startedAt: T0.toISOString(),
      finishedAt: null,
      error: null,
    });
    expect(await drain()).toBe(4);

    const since = new Date(T0.getTime() - CLAIM_WINDOW_DAYS * DAY_MS);
    const { backfill, lastFailure } = await listed();
    const total = backfill?.ordersTotal ?? 0;
    // The window holds some of the shop's orders, over two pages' worth: the filter and the paging count.
    expect(total).toBeGreaterThan(500);
    expect(total).toBeLessThanOrEqual(750);
    expect(total).toBeLessThan(ORDERS.count);
    expect(backfill).toMatchObject({ status: 'done', ordersDone: total, finishedAt: T0.toISOString() });
    const stored = await storedOrders();
    expect(stored).toHaveLength(total - 1);
    expect(stored.every((order) => order.placedAt !== null && order.placedAt >= since)).toBe(true);
    expect(lastFailure).toMatch(/^Order 6100001300 of the backfill: email: required/);
    // A cancelled order is stored cancelled, when the shop says it was.
    const cancelled = stored.filter((order) => order.cancelledAt !== null);
    expect(cancelled.map((order) => [order.sourceOrderId, order.cancelledAt?.toISOString()])).toEqual([
      ['6100001310', new Date(String(standIn.order(CANCELLED).cancelled_at)).toISOString()],
    ]);

    const [first, ...next] = pagesRead();
    expect(first).toBe(
      `GET /admin/api/2025-07/orders.json?status=any&created_at_min=${encodeURIComponent(since.toISOString())}&limit=250`,
    );
    expect(next).toHaveLength(2);
    expect(next.every((call) => /^GET \S+orders\.json\?limit=250&page_info=[\w-]+$/.test(call))).toBe(true);
  });

  it('refuses a second backfill while one is under way, and takes the days asked for', async () => {
    const started = await start({ days: 5 });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect((started.body as Listed).backfill).toMatchObject({ status: 'running', days: 5, ordersDone: 0 });
    expect(expectError(await start(), 409)).toMatch(/under way/);
    await drain();
    const { backfill } = await listed();
    expect(backfill?.status).toBe('done');
    expect(backfill?.ordersTotal).toBeGreaterThan(0);
    expect(backfill?.ordersTotal).toBeLessThan(250);
    expect(backfill?.ordersDone).toBe(backfill?.ordersTotal);
  });

  it('goes on from its stored cursor after a restart, and reads no page twice', async () => {
    await server.db.delete(orders).where(like(orders.sourceOrderId, '61%'));
    expect((await start()).status).toBe(202);
    const firstWorker = worker();
    await firstWorker.runOnce();
    await firstWorker.runOnce();
    const [midway] = await server.db.select().from(backfills);
    expect(midway).toMatchObject({ status: 'running', ordersDone: 250 });
    expect(midway?.cursor).toEqual(expect.any(String));
    // A worker killed right after taking the next page: the page is its own until the lease ends.
    expect(await takeDueBackfill(server.db, { now: server.clock.now(), leaseMs: LEASE_MS })).toBeDefined();
    const pagesBefore = pagesRead().length;

    const restarted = worker();
    expect(await restarted.runOnce()).toBe(0);
    server.clock.advance(LEASE_MS);
    expect(await drain(restarted)).toBe(2);
    const { backfill } = await listed();
    expect(backfill).toMatchObject({ status: 'done', ordersDone: backfill?.ordersTotal });
    expect(pagesRead().length - pagesBefore).toBe(2);
    expect(await storedOrders()).toHaveLength((backfill?.ordersTotal ?? 0) - 1);
  });

  it('waits out a full bucket by the clock, without a call, and goes on when it has leaked', async () => {
    expect((await start()).status).toBe(202);
    const callsBefore = standIn.calls.length;
    // The shop's other apps have used up the bucket.
    standIn.fillBucket(40);
    expect(await worker().runOnce()).toBe(1);
    let backfill = (await listed()).backfill;
    expect(backfill).toMatchObject({ status: 'waiting', ordersDone: 0 });
    const [waiting] = await server.db.select().from(backfills);
    expect(waiting?.notBefore?.getTime()).toBe(server.clock.now().getTime() + 2000);

    server.clock.advance(1999);
    expect(await worker().runOnce()).toBe(0);
    expect(standIn.calls.length).toBe(callsBefore + 1);

    // After Retry-After the bucket holds 36 of 40: the page is read, then it lets the bucket drain to half.
    server.clock.advance(1);
    expect(await worker().runOnce()).toBe(1);
    const [nearFull] = await server.db.select().from(backfills);
    expect(nearFull).toMatchObject({ status: 'waiting', ordersDone: 0 });
    expect(nearFull?.ordersTotal).toBeGreaterThan(0);
    expect(nearFull?.notBefore?.getTime()).toBe(server.clock.now().getTime() + 8500);

    server.clock.advance(8500);
    expect(await drain()).toBe(3);
    backfill = (await listed()).backfill;
    expect(backfill).toMatchObject({ status: 'done', ordersDone: backfill?.ordersTotal });
  });

  it('keeps a connection whose token Shopify refuses, and ends its backfill with Shopify’s reason', async () => {
    const refused = await staffCall(server, owner, 'PUT', `stores/${AURORA.storeId}/connections/shopify`, {
      json: {
        shopDomain: 'aurora.myshopify.com',
        clientSecret: SHOPIFY_CLIENT_SECRET,
        accessToken: 'shpat_not-the-token-of-this-app-00000',
      },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect((refused.body as Listed).disconnectedAt).toBeNull();
    expect((refused.body as Listed).lastFailure).toMatch(/401: \[API\] Invalid API key or access token/);

    server.clock.advance(60_000);
    expect((await start()).status).toBe(202);
    await drain();
    const { backfill, lastFailure } = await listed();
    expect(backfill).toMatchObject({
      status: 'failed',
      ordersDone: 0,
      finishedAt: server.clock.now().toISOString(),
    });
    expect(backfill?.error).toMatch(/^Shopify answered 401: \[API\] Invalid API key or access token/);
    expect(lastFailure).toBe(backfill?.error);
    // A failed backfill may be started again once the token is right.
    await connectAuroraShopify(server, owner);
    expect((await start()).status).toBe(202);
    await drain();
    expect((await listed()).backfill?.status).toBe('done');
  });

  it('stops a backfill under way when the shop is disconnected', async () => {
    expect((await start()).status).toBe(202);
    const path = `stores/${AURORA.storeId}/connections/${connection.id}`;
    expect((await staffCall(server, owner, 'DELETE', path)).status).toBe(204);
    expect(await drain()).toBe(0);
    expect((await listed()).backfill).toMatchObject({
      status: 'failed',
      error: 'Stopped: the connection was disconnected',
      finishedAt: server.clock.now().toISOString(),
    });
  });
});
