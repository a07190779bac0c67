/**
 * The orders API: a platform without a connector keeps a store's orders by its own ids, one at a time or
 * in batches, with `order:write` only, and a late write never undoes a newer one.
 */
import {
  NewApiToken,
  type Order,
  OrderBatchInput,
  OrderInput,
  orderChangesSinceFiling,
  StaffClaimDetail,
  type StaffClaimFeed,
} from '@orderprotection/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fulfillments, orderItems, orders } from '../src/db/schema';
import { countRows, DRIVERS, startTestServer, type TestServer } from './support/harness';
import { call, expectError } from './support/http';
import {
  AURORA,
  addPerson,
  auroraGrant,
  BOREALIS,
  fileClaim,
  seedTwoStores,
  signIn,
  staffCall,
} from './support/staff';

const order = (number: string, overrides: Record<string, unknown> = {}) => ({
  orderNumber: number,
  customerEmail: 'rowan@example.com',
  currency: 'EUR',
  total: 100.8,
  protected: true,
  orderItems: [
    { sourceItemId: 'L1', productName: 'Trail jacket', price: 79, quantity: 1 },
    { sourceItemId: 'L2', productName: 'Wool socks', price: 5, quantity: 2 },
  ],
  fulfillments: [
    { sourceFulfillmentId: 'F1', trackingNumber: ['JD1'], items: [{ item: 'L1', quantity: 1 }] },
  ],
  ...overrides,
});

describe.each(DRIVERS)('the orders API on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let writer: string;
  beforeAll(async () => {
    server = await startTestServer(driver);
    await seedTwoStores(server);
    admin = await signIn(server, await addPerson(server, [auroraGrant('store_admin')]));
    const made = await staffCall(server, admin, 'POST', `stores/${AURORA.storeId}/api-tokens`, {
      json: { name: 'ERP sync', permissions: ['order:write'] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    writer = NewApiToken.parse(made.body).secret;
  });
  afterAll(() => server.close());

  const asWriter = (method: string, path: string, json: unknown, secret = writer) =>
    call(server, method, `staff/${path}`, { headers: { authorization: `Bearer ${secret}` }, json });
  const put = (externalId: string, json: unknown, storeId = AURORA.storeId) =>
    asWriter('PUT', `stores/${storeId}/orders/${encodeURIComponent(externalId)}`, json);
  const stored = async (externalId: string) => {
    const [row] = await server.db.select().from(orders).where(eq(orders.sourceOrderId, externalId));
    if (row === undefined) return undefined;
    const items = await server.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    const shipments = await server.db.select().from(fulfillments).where(eq(fulfillments.orderId, row.id));
    return { row, items, shipments };
  };

  it('is documented with examples that it accepts', async () => {
    type Operation = { requestBody: { content: { 'application/json': { example: unknown } } } };
    const { paths } = (await call(server, 'GET', 'openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    const exampleOf = (path: string, method: string) =>
      paths[path]?.[method]?.requestBody.content['application/json'].example;
    const single = exampleOf('/staff/stores/{storeId}/orders/{externalId}', 'put');
    expect(OrderInput.safeParse(single).error).toBeUndefined();
    expect(
      OrderBatchInput.safeParse(exampleOf('/staff/stores/{storeId}/orders/batch', 'post')).error,
    ).toBeUndefined();
    expect((await put('documented', single)).status).toBe(201);
  });

  it('creates an order a shopper can then look up, and writing it again changes nothing', async () => {
    const created = await put('ext-1', order('#2001'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toEqual({ externalId: 'ext-1', written: 'created' });
    const lookup = await call(server, 'GET', 'order-lookup', {
      query: { email: 'ROWAN@example.com', order: '2001' },
    });
    expect(lookup.status, JSON.stringify(lookup.body)).toBe(200);
    expect((lookup.body as { orderItems: unknown[] }).orderItems).toHaveLength(2);

    const before = await stored('ext-1');
    const again = await put('ext-1', order('#2001'));
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ externalId: 'ext-1', written: 'updated' });
    const after = await stored('ext-1');
    expect(after?.items.map((item) => item.id).sort()).toEqual(before?.items.map((item) => item.id).sort());
    expect(after?.row.id).toBe(before?.row.id);
  });

  it('replaces lines and shipments with what is sent, keeping the ids of those still listed', async () => {
    await put('ext-2', order('#2002'));
    const before = await stored('ext-2');
    const changed = order('#2002', {
      orderItems: [
        { sourceItemId: 'L1', productName: 'Trail jacket', price: 79, quantity: 1, refundedQuantity: 1 },
      ],
      fulfillments: [
        { sourceFulfillmentId: 'F1', trackingNumber: ['JD1'], items: [{ item: 'L1', quantity: 1 }] },
        { sourceFulfillmentId: 'F2', trackingCompany: 'UPS', trackingNumber: ['1Z9'], items: [] },
      ],
    });
    expect((await put('ext-2', changed)).status).toBe(200);
    const after = await stored('ext-2');
    expect(after?.items.map((item) => [item.sourceItemId, item.refundedQuantity])).toEqual([['L1', 1]]);
    expect(after?.items[0]?.id).toBe(before?.items.find((item) => item.sourceItemId === 'L1')?.id);
    expect(after?.shipments.map((shipment) => shipment.sourceFulfillmentId).sort()).toEqual(['F1', 'F2']);
  });

  it('keeps a newer order than a late write, and takes a write that says nothing of when', async () => {
    const newer = order('#2003', { total: 90, sourceUpdatedAt: '2026-11-22T16:05:00Z' });
    expect((await put('ext-3', newer)).status).toBe(201);
    const late = await put('ext-3', order('#2003', { total: 120, sourceUpdatedAt: '2026-11-22T16:00:00Z' }));
    expect(late.body).toEqual({ externalId: 'ext-3', written: 'stale' });
    expect((await stored('ext-3'))?.row.total).toBe(90);

    const undated = await put('ext-3', order('#2003', { total: 95 }));
    expect(undated.body).toEqual({ externalId: 'ext-3', written: 'updated' });
    const row = (await stored('ext-3'))?.row;
    expect(row?.total).toBe(95);
    // The platform's last time is kept, so a late write is still refused after an undated one.
    expect(row?.sourceUpdatedAt?.toISOString()).toBe('2026-11-22T16:05:00.000Z');
    const laterStill = await put(
      'ext-3',
      order('#2003', { total: 99, sourceUpdatedAt: '2026-11-23T08:00:00Z' }),
    );
    expect(laterStill.body).toEqual({ externalId: 'ext-3', written: 'updated' });
  });

  it('names the field of an invalid order and stores nothing', async () => {
    const bad = await put('ext-4', order('#2004', { customerEmail: 'not an email' }));
    expect(expectError(bad, 400)).toMatch(/customerEmail/);
    const unshipped = await put(
      'ext-4',
      order('#2004', { fulfillments: [{ sourceFulfillmentId: 'F1', items: [{ item: 'L9', quantity: 1 }] }] }),
    );
    expect(expectError(unshipped, 400)).toMatch(/L9 is not one of the order's items/);
    expect(await stored('ext-4')).toBeUndefined();
  });

  it("needs order:write on the order's store", async () => {
    expectError(await put('ext-5', order('#2005'), BOREALIS.storeId), 404);
    const support = await signIn(server, await addPerson(server, [auroraGrant('store_support')]));
    const asSupport = await staffCall(server, support, 'PUT', `stores/${AURORA.storeId}/orders/ext-5`, {
      json: order('#2005'),
    });
    expect(expectError(asSupport, 403)).toMatch(/order:write/);
    const asAdmin = await staffCall(server, admin, 'PUT', `stores/${AURORA.storeId}/orders/ext-5`, {
      json: order('#2005'),
    });
    expect(asAdmin.status).toBe(201);
  });

  it('writes a batch in one go, all or none, and refuses more than 500 or an order twice', async () => {
    const batch = (entries: unknown[]) =>
      asWriter('POST', `stores/${AURORA.storeId}/orders/batch`, { orders: entries });
    const before = await countRows(server.db);
    const invalid = await batch([
      { orderId: 'b-1', ...order('#3001') },
      { orderId: 'b-2', ...order('#3002', { total: -1 }) },
    ]);
    expect(expectError(invalid, 400)).toMatch(/orders\.1\.total/);
    expect(await countRows(server.db)).toEqual(before);
    expect(
      expectError(
        await batch([
          { orderId: 'b-1', ...order('#3001') },
          { orderId: 'b-1', ...order('#3001') },
        ]),
        400,
      ),
    ).toMatch(/Order b-1 appears twice/);

    // 500 orders with long names: past the API's usual 1 MiB body, within the batch's own limit.
    const many = Array.from({ length: 500 }, (_, index) => ({
      orderId: `b-${index}`,
      ...order(`#4${index}`, {
        customerName: 'R'.repeat(200),
        orderItems: [
          {
            sourceItemId: 'L1',
            productName: 'P'.repeat(200),
            quantity: 1,
            itemDescription: 'D'.repeat(1500),
          },
        ],
        fulfillments: [],
      }),
    }));
    const written = await batch(many);
    expect(written.status, JSON.stringify(written.body).slice(0, 500)).toBe(200);
    const results = (written.body as { orders: { externalId: string; written: string }[] }).orders;
    expect(results.map((result) => result.externalId)).toEqual(many.map((entry) => entry.orderId));
    expect(new Set(results.map((result) => result.written))).toEqual(new Set(['created']));
    expect((await countRows(server.db)).orders).toBe((before.orders ?? 0) + 500);
    expect(expectError(await batch([...many, { orderId: 'b-500', ...order('#4500') }]), 400)).toMatch(
      /orders/,
    );
  });

  it('shows in the queue and on a claim that its order changed after the filing', async () => {
    const claim = await fileClaim(server, AURORA.storeId);
    const queued = async () => {
      const feed = await staffCall(server, admin, 'GET', 'claims', { query: { limit: '200' } });
      return (feed.body as StaffClaimFeed).claims.find((summary) => summary.id === claim.id);
    };
    expect((await queued())?.orderChangedAt).toBeNull();

    // The platform refunds one claimed mug a day later.
    server.clock.advance(24 * 60 * 60 * 1000);
    const refundedAt = server.clock.now().toISOString();
    const detailBefore = StaffClaimDetail.parse(
      (await staffCall(server, admin, 'GET', `claims/${claim.id}`)).body,
    );
    const sourceOrderId = detailBefore.order?.orderId ?? '';
    const refunded = await put(sourceOrderId, {
      orderNumber: claim.orderNumber,
      customerEmail: claim.email,
      protected: true,
      sourceUpdatedAt: refundedAt,
      orderItems: [
        { sourceItemId: 'mug', productName: 'Blue mug', quantity: 3, price: 10, refundedQuantity: 1 },
        { sourceItemId: 'tee', productName: 'Tee', quantity: 1, price: 20 },
      ],
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);

    expect((await queued())?.orderChangedAt).toBe(refundedAt);
    const detail = StaffClaimDetail.parse((await staffCall(server, admin, 'GET', `claims/${claim.id}`)).body);
    expect(detail.order?.changedAt).toBe(refundedAt);
    expect(orderChangesSinceFiling(detail.order as Order, detail.claim)).toEqual([
      { kind: 'edited', at: refundedAt },
      { kind: 'refunded', productName: 'Blue mug', refundedQuantity: 1, quantity: 3 },
    ]);
  });
});
