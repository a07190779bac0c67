/**
 * A WooCommerce connection's backfill against a stand-in of the site's REST API
 * (src/dev/woocommerce-stand-in.ts): paging through the orders of the claim window to the end, oldest first,
 * with the refunds of the orders that list some; going on from its stored page after a restart; waiting out
 * a 429 by the clock; and ending with WooCommerce's reason when the API keys are refused.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfills, inbox, orderItems, orders, stores } from '../src/db/schema';
import { startWooCommerceStandIn, type WooCommerceStandIn } from '../src/dev/woocommerce-stand-in';
import { takeDueBackfill } from '../src/modules/ingest/backfill';
import { backfillWorker, drainBackfills } from './support/backfill';
import { DAY_MS, DRIVERS, startTestServer, T0, type TestServer } from './support/harness';
import { expectError } from './support/http';
import type { TestConnection } from './support/shopify';
import { AURORA, addPerson, auroraGrant, seedTwoStores, signIn, staffCall } from './support/staff';

const CONSUMER_KEY = 'ck_0123456789abcdef0123456789abcdef01234567';
const CONSUMER_SECRET = 'cs_0123456789abcdef0123456789abcdef01234567';
const WEBHOOK_SECRET = 'woo-webhook-secret-0123456789';
/** 600 orders over 40 days, of which those of the store's 20-day claim window fill three pages. */
const ORDERS = { count: 600, seed: 27, newest: new Date(T0.getTime() - 60 * 60 * 1000), spanDays: 40 };
const CLAIM_WINDOW_DAYS = 20;
/** An order that does not map: it has no billing email to prove it with. */
const UNMAPPABLE = 550;
const LEASE_MS = 60_000;

interface Backfill {
  status: string;
  days: number;
  ordersDone: number;
  ordersTotal: number | null;
  finishedAt: string | null;
  error: string | null;
}
type Listed = TestConnection & { backfill: Backfill | null };
interface Order {
  id: number;
  date_created_gmt: string;
  status: string;
  refunds: unknown[];
}

describe.each(DRIVERS)('a WooCommerce backfill on %s', (driver) => {
  let server: TestServer;
  let standIn: WooCommerceStandIn;
  let owner: string;
  let connection: TestConnection;
  const since = new Date(T0.getTime() - CLAIM_WINDOW_DAYS * DAY_MS);
  /** The stand-in's orders of the claim window, as it serves them. */
  const inWindow = () =>
    Array.from({ length: ORDERS.count }, (_, index) => standIn.order(index) as unknown as Order).filter(
      (order) => Date.parse(`${order.date_created_gmt}Z`) > since.getTime(),
    );
  const worker = () => backfillWorker(server, { shopifyApiOrigin: undefined, leaseMs: LEASE_MS });
  const drain = (runner = worker()) => drainBackfills(runner);
  const listed = async (): Promise<Listed> => {
    const answer = await staffCall(server, owner, 'GET', `stores/${AURORA.storeId}/connections`);
    return (answer.body as Listed[]).find((listed) => listed.id === connection.id) as Listed;
  };
  const connect = async (consumerSecret = CONSUMER_SECRET) => {
    const made = await staffCall(server, owner, 'PUT', `stores/${AURORA.storeId}/connections/woocommerce`, {
      json: {
        siteUrl: standIn.origin,
        webhookSecret: WEBHOOK_SECRET,
        consumerKey: CONSUMER_KEY,
        consumerSecret,
        protection: { skus: ['ORDERPROTECTION'], feeNames: ['Order Protection'] },
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body as TestConnection;
  };
  const start = (id = connection.id) =>
    staffCall(server, owner, 'POST', `stores/${AURORA.storeId}/connections/${id}/backfill`);
  const storedOrders = async () => {
    const ids = inWindow().map((order) => String(order.id));
    return server.db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, AURORA.storeId), inArray(orders.sourceOrderId, ids)));
  };
  const pagesRead = () => standIn.calls.filter((made) => made.startsWith('GET /wp-json/wc/v3/orders?'));
  const refundsRead = () => standIn.calls.filter((made) => /^GET \S+\/refunds/.test(made));

  beforeAll(async () => {
    standIn = await startWooCommerceStandIn({
      consumerKey: CONSUMER_KEY,
      consumerSecret: CONSUMER_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      orders: ORDERS,
      edit: (order, index) =>
        index === UNMAPPABLE ? { ...order, billing: { ...(order.billing as object), email: '' } } : order,
    });
    server = await startTestServer(driver);
    await seedTwoStores(server);
    await server.db
      .update(stores)
      .set({
        policy: sql`jsonb_set(${stores.policy}, '{claimWindowDays}', ${String(CLAIM_WINDOW_DAYS)}::jsonb)`,
      })
      .where(eq(stores.id, AURORA.storeId));
    owner = await signIn(server, await addPerson(server, [auroraGrant('store_owner')]));
    connection = await connect();
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  it('sends the site’s webhooks signed as WooCommerce does, which the server stores', async () => {
    const order = standIn.order(5);
    expect(await standIn.deliver(connection.webhookUrl, 'order.updated', order, { deliveryId: 'w-1' })).toBe(
      200,
    );
    const stored = await server.db.select().from(inbox).where(eq(inbox.deliveryId, 'w-1'));
    expect(stored.map((row) => [row.connectionId, row.topic, row.body])).toEqual([
      [connection.id, 'order.updated', JSON.stringify(order)],
    ]);
  });

  it('pages through the claim window’s orders to the end, reading the refunds of those that list some', async () => {
    const started = await start();
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(await drain()).toBe(3);

    const window = inWindow();
    // The window holds some of the site's orders, over two pages' worth: the filter and the paging count.
    expect(window.length).toBeGreaterThan(200);
    expect(window.length).toBeLessThanOrEqual(300);
    const { backfill, lastFailure } = await listed();
    expect(backfill).toMatchObject({
      status: 'done',
      ordersTotal: window.length,
      ordersDone: window.length,
      finishedAt: T0.toISOString(),
      error: null,
    });
    const stored = await storedOrders();
    expect(stored).toHaveLength(window.length - 1);
    expect(stored.every((order) => order.placedAt !== null && order.placedAt > since)).toBe(true);
    expect(lastFailure).toMatch(/^Order 5550 of the backfill: billing\.email: required/);

    const [first, ...next] = pagesRead();
    expect(first).toBe(
      `GET /wp-json/wc/v3/orders?after=${encodeURIComponent(since.toISOString())}&dates_are_gmt=true&status=any&orderby=date&order=asc&per_page=100&page=1`,
    );
    expect(next.map((call) => call.slice(-7))).toEqual(['&page=2', '&page=3']);
    // Refunds are asked for only for the orders that list some, and land on their lines.
    const refunded = window.filter((order) => order.refunds.length > 0);
    expect(refunded.length).toBeGreaterThan(0);
    expect(refundsRead().sort()).toEqual(
      refunded.map((order) => `GET /wp-json/wc/v3/orders/${order.id}/refunds?per_page=100`).sort(),
    );
    const refundedUnits = await server.db
      .select({ sourceOrderId: orders.sourceOrderId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(sql`${orderItems.refundedQuantity} > 0`);
    const unitRefunds = refunded.filter((order) => {
      const refunds = standIn.refunds(order.id - 5000) as { line_items: unknown[] }[];
      return refunds.some((refund) => refund.line_items.length > 0);
    });
    expect(new Set(refundedUnits.map((row) => row.sourceOrderId))).toEqual(
      new Set(unitRefunds.map((order) => String(order.id))),
    );
    // The protected and the cancelled are as the site has them.
    const cancelled = window.filter((order) => order.status === 'cancelled').map((order) => String(order.id));
    expect(cancelled.length).toBeGreaterThan(0);
    expect(
      stored
        .filter((order) => order.cancelledAt !== null)
        .map((order) => order.sourceOrderId)
        .sort(),
    ).toEqual(cancelled.sort());
    expect(stored.some((order) => order.protected)).toBe(true);
    expect(stored.some((order) => !order.protected)).toBe(true);
  });

  it('goes on from its stored page after a restart, and reads no page twice', async () => {
    await server.db.delete(orders).where(eq(orders.storeId, AURORA.storeId));
    expect((await start()).status).toBe(202);
    const firstWorker = worker();
    await firstWorker.runOnce();
    const [midway] = await server.db.select().from(backfills);
    expect(midway).toMatchObject({
      status: 'running',
      ordersDone: 100,
      ordersTotal: inWindow().length,
      cursor: '2',
    });
    // A worker killed right after taking the next page: the page is its own until the lease ends.
    expect(await takeDueBackfill(server.db, { now: server.clock.now(), leaseMs: LEASE_MS })).toBeDefined();
    const pagesBefore = pagesRead().length;

    const restarted = worker();
    expect(await restarted.runOnce()).toBe(0);
    server.clock.advance(LEASE_MS);
    expect(await drain(restarted)).toBe(2);
    expect(
      pagesRead()
        .slice(pagesBefore)
        .map((call) => call.slice(-7)),
    ).toEqual(['&page=2', '&page=3']);
    const { backfill } = await listed();
    expect(backfill).toMatchObject({ status: 'done', ordersDone: inWindow().length });
    expect(await storedOrders()).toHaveLength(inWindow().length - 1);
  });

  it('waits out a 429 until its Retry-After by the clock, without a call, then goes on', async () => {
    expect((await start()).status).toBe(202);
    standIn.throttle(1, 30);
    const callsBefore = standIn.calls.length;
    expect(await worker().runOnce()).toBe(1);
    expect((await listed()).backfill).toMatchObject({ status: 'waiting', ordersDone: 0 });
    const [waiting] = await server.db.select().from(backfills);
    expect(waiting?.notBefore?.getTime()).toBe(server.clock.now().getTime() + 30_000);

    server.clock.advance(29_999);
    expect(await worker().runOnce()).toBe(0);
    expect(standIn.calls.length).toBe(callsBefore + 1);

    server.clock.advance(1);
    expect(await drain()).toBe(3);
    expect((await listed()).backfill).toMatchObject({ status: 'done', ordersDone: inWindow().length });
  });

  it('tries again after a 5xx, waiting longer each time, and goes on when the site answers', async () => {
    expect((await start()).status).toBe(202);
    standIn.failNext(2, 503);
    expect(await worker().runOnce()).toBe(1);
    let [row] = await server.db.select().from(backfills);
    expect(row).toMatchObject({ status: 'running', errors: 1, ordersDone: 0 });
    expect(row?.notBefore?.getTime()).toBe(server.clock.now().getTime() + 30_000);
    server.clock.advance(30_000);
    expect(await worker().runOnce()).toBe(1);
    [row] = await server.db.select().from(backfills);
    expect(row).toMatchObject({ errors: 2 });
    expect(row?.notBefore?.getTime()).toBe(server.clock.now().getTime() + 60_000);
    server.clock.advance(60_000);
    expect(await drain()).toBe(3);
    [row] = await server.db.select().from(backfills);
    expect(row).toMatchObject({ status: 'done', errors: 0, ordersDone: inWindow().length });
  });

  it('ends its backfill with WooCommerce’s reason when the site refuses the API keys', async () => {
    await connect('cs_not_the_secret_of_these_keys_0000');
    expect((await start()).status).toBe(202);
    expect(await drain()).toBe(1);
    const { backfill, lastFailure } = await listed();
    expect(backfill).toMatchObject({
      status: 'failed',
      ordersDone: 0,
      finishedAt: server.clock.now().toISOString(),
    });
    expect(backfill?.error).toMatch(
      /^WooCommerce answered 401 to GET \/orders\?\S+: Consumer secret is invalid\.$/,
    );
    expect(lastFailure).toBe(backfill?.error);
    // A failed backfill may be started again once the keys are right.
    await connect();
    expect((await start()).status).toBe(202);
    await drain();
    expect((await listed()).backfill?.status).toBe('done');
  });

  it('refuses to backfill a carrier’s connection, which brings scans and no orders', async () => {
    const made = await staffCall(server, owner, 'PUT', `stores/${AURORA.storeId}/connections/easypost`, {
      json: { webhookSecret: 'carrier-webhook-secret-0123456789' },
    });
    expect(made.status).toBe(200);
    const refused = await start((made.body as TestConnection).id);
    expect(expectError(refused, 409)).toMatch(/carrier’s connection brings tracking scans, not orders/);
  });
});
