/**
 * `npm run demo:shopify`'s feed (src/dev/shopify-demo.ts) against a test server with the demo data, its
 * pauses moving the test's clock and running the server's workers: the day's orders and the new ones
 * arrive, protected as the shop sold them, and the parcels end as the carrier's scans left them. And what
 * it says when the server is not there or has no demo data to sign in with.
 */
import { type AddressInfo, createServer } from 'node:net';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fulfillments, inbox, orders } from '../src/db/schema';
import { loadDemoDataIfEmpty } from '../src/demo/demo-data';
import { type DemoShop, isProtected, NEW_ORDERS, PAST_ORDERS, startDemoShop } from '../src/dev/demo-shop';
import { DemoError, runShopifyDemo, type ShopifyDemoOptions } from '../src/dev/shopify-demo';
import { createLogger } from '../src/logger';
import { createBackfillWorker } from '../src/modules/ingest/backfill-worker';
import { createInboxWorker } from '../src/modules/ingest/worker';
import { secretBox } from '../src/security/secrets';
import { startTestServer, T0, type TestServer } from './support/harness';

const LEASE_MS = 60_000;

describe('the Shopify demo', () => {
  let server: TestServer;
  let shop: DemoShop;
  let clock = () => new Date(T0);
  const said: string[] = [];

  /** The server's workers, run until they find nothing to do: what the real server does between two pauses. */
  const runWorkers = async () => {
    const options = {
      db: server.db,
      logger: createLogger({ write: () => {} }),
      secrets: secretBox(server.config.secretsKey as Uint8Array),
      now: server.clock.now,
      leaseMs: LEASE_MS,
    };
    const backfill = createBackfillWorker({ ...options, shopifyApiOrigin: shop.standIn.origin });
    const deliveries = createInboxWorker(options);
    while ((await backfill.runOnce()) + (await deliveries.runOnce()) > 0) {}
  };
  const demo = (overrides: Partial<ShopifyDemoOptions> = {}) =>
    runShopifyDemo({
      apiOrigin: server.origin,
      shop,
      now: server.clock.now,
      pause: async (ms) => {
        server.clock.advance(ms);
        await runWorkers();
      },
      say: (line) => said.push(line),
      ...overrides,
    });

  beforeAll(async () => {
    shop = await startDemoShop({ now: () => clock() });
    server = await startTestServer('pglite', { shopifyApiOrigin: shop.standIn.origin });
    clock = server.clock.now;
  });
  afterAll(async () => {
    await server?.close();
    await shop?.close();
  });

  it('says what is wrong when the server does not answer, or has no demo owner to sign in as', async () => {
    // A port that was free a moment ago: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(demo({ apiOrigin: `http://127.0.0.1:${port}` })).rejects.toThrow(
      new DemoError(
        `The server at http://127.0.0.1:${port} does not answer (connect ECONNREFUSED 127.0.0.1:${port}): is it running?`,
      ),
    );
    await expect(demo()).rejects.toThrow(
      /^Signing in as owner@aurora-outfitters\.example failed \(401\): the demo needs the demo data/,
    );
    expect(shop.standIn.webhooks).toEqual([]);
  });

  it('backfills the day, applies the live orders and scans, and looks up what they left', async () => {
    await loadDemoDataIfEmpty(
      { db: server.db, storage: server.storage, signer: server.signer, auth: server.auth },
      server.clock.now(),
    );
    const result = await demo({ headStartMs: 10_000 });

    expect(result.ordersSent).toBe(NEW_ORDERS + shop.toShip.length);
    // Each parcel's scans up to where it goes: in transit for four, out for delivery for two, one delivered.
    expect(result.scansSent).toBe(7);
    const stored = await server.db
      .select({ sourceOrderId: orders.sourceOrderId, protected: orders.protected })
      .from(orders)
      .where(and(eq(orders.storeId, 'aurora'), like(orders.sourceOrderId, '61%')));
    expect(stored).toHaveLength(PAST_ORDERS + NEW_ORDERS);
    const sold = Array.from({ length: PAST_ORDERS + NEW_ORDERS }, (_, index) => shop.order(index));
    expect(stored.filter((order) => order.protected)).toHaveLength(sold.filter(isProtected).length);
    expect(
      new Set((await server.db.select({ status: inbox.status }).from(inbox)).map((row) => row.status)),
    ).toEqual(new Set(['applied']));

    const parcels = await server.db
      .select({ trackingNumbers: fulfillments.trackingNumbers, status: fulfillments.status })
      .from(fulfillments)
      .innerJoin(orders, eq(orders.id, fulfillments.orderId))
      .where(
        inArray(
          orders.sourceOrderId,
          sold.map((order) => String(order.id)),
        ),
      );
    const statusOf = (trackingNumber: string) =>
      parcels.find((parcel) => parcel.trackingNumbers.includes(trackingNumber))?.status;
    expect(shop.parcels.map((parcel) => [parcel.goesTo, statusOf(parcel.trackingNumber)])).toEqual([
      ['delivered', 'DELIVERED'],
      ['out_for_delivery', 'OUT_FOR_DELIVERY'],
      ['in_transit', 'IN_TRANSIT'],
      ['in_transit', 'IN_TRANSIT'],
      [null, 'FULFILLED'],
    ]);
    expect(parcels).toHaveLength(shop.parcels.length + shop.toShip.length);

    const [delivered, outForDelivery, placed] = result.lookedUp;
    expect(delivered?.shipments).toEqual([
      { status: 'DELIVERED', eligibilityCode: 'too_soon', eligibleAt: expect.any(String) },
    ]);
    expect(outForDelivery?.shipments).toMatchObject([
      { status: 'OUT_FOR_DELIVERY', eligibilityCode: 'eligible' },
    ]);
    expect(placed).toMatchObject({ orderNumber: '#1141', shipments: [] });
    expect(said).toContain('Backfill: 40 of 40 orders read from the shop');
    expect(said).toContain(`Look these up as a shopper on ${server.origin}/start:`);
  });
});
