/**
 * A Shopify backfill of 50,000 orders from the stand-in (server/src/dev/shopify-stand-in.ts) into PGlite
 * on disk, as a server does it: the backfill worker's steps, one page of 250 each, until done. It prints
 * the time, the rate, and the process's resident memory above what it was idle (after opening the database,
 * before the first page), at its peak and at the end: the goal is no more than 100 MB above idle, memory
 * that stays flat however many orders the shop has. A benchmark: it prints figures, and checks only that
 * every order was written.
 *
 * The stand-in runs in this process too; it makes each order when a page asks for it, so it holds none.
 * Its bucket leaks in real time: when the worker waits for it, so does this script. It runs with the V8 heap
 * flags `npm start` gives the server (scripts/start.mjs `SERVER_HEAP_FLAGS`), set in package.json.
 *
 *   npm run bench:ingest:backfill      (BACKFILL_ORDERS=5000 for a shorter run)
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImportData } from '@orderprotection/domain';
import { and, count, eq } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/database';
import { backfills, orders } from '../../server/src/db/schema';
import { startShopifyStandIn } from '../../server/src/dev/shopify-stand-in';
import { createLogger } from '../../server/src/logger';
import { importData } from '../../server/src/modules/data-import/import';
import { startBackfill } from '../../server/src/modules/ingest/backfill';
import { createBackfillWorker } from '../../server/src/modules/ingest/backfill-worker';
import { connect } from '../../server/src/modules/ingest/connections';
import { localDiskStorage } from '../../server/src/modules/media/storage';
import { secretBox } from '../../server/src/security/secrets';
import { createSigner } from '../../server/src/security/tokens';

const ORDERS = Number(process.env.BACKFILL_ORDERS ?? 50_000);
const GOAL_ABOVE_IDLE_MB = 100;
const STORE = 'bench-store';
const SHOP = { shopDomain: 'bench.myshopify.com', clientSecret: randomHex(), accessToken: randomHex() };
const MB = 1024 * 1024;

function randomHex(): string {
  return randomBytes(24).toString('hex');
}

function rssMb(): number {
  return process.memoryUsage().rss / MB;
}

function settle(): void {
  // Run with --expose-gc: idle is measured once what is garbage is gone, not before.
  (globalThis as { gc?: () => void }).gc?.();
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'op-bench-backfill-'));
  const database = await openDatabase({ driver: 'pglite', dataDir: join(dir, 'pglite') });
  // The stand-in's call bucket and the worker's rate-limit waits run on this clock: when the worker waits
  // for the bucket to leak, the clock skips ahead instead of the bench sleeping, so the time printed is
  // the backfill's work (a real shop's waits depend on its other apps' calls, not on this code).
  let skipped = 0;
  const clock = () => new Date(Date.now() + skipped);
  const standIn = await startShopifyStandIn({
    ...SHOP,
    now: clock,
    // The orders of the last 29 days, all inside the 30 the backfill asks for.
    orders: { count: ORDERS, seed: 1, newest: new Date(Date.now() - 60 * 60 * 1000), spanDays: 29 },
  });
  try {
    const { db } = database;
    const now = new Date();
    await importData(db, ImportData.parse({ stores: [{ id: STORE, name: 'Bench', domains: [] }] }), {
      storage: localDiskStorage(join(dir, 'media')),
      signer: createSigner(randomHex()),
      now,
      readAttachment: () => Promise.reject(new Error('no attachments')),
    });
    const box = secretBox(randomBytes(32));
    const connection = await connect(
      db,
      box,
      { storeId: STORE, createdBy: null, now },
      {
        platform: 'shopify',
        account: SHOP.shopDomain,
        webhookSecret: SHOP.clientSecret,
        accessToken: SHOP.accessToken,
      },
    );
    const worker = createBackfillWorker({
      db,
      logger: createLogger({ write: () => {} }),
      secrets: box,
      shopifyApiOrigin: standIn.origin,
      now: clock,
      leaseMs: 300_000,
    });

    settle();
    const idle = rssMb();
    let peak = idle;
    let atPeak = process.memoryUsage();
    let steps = 0;
    const started = performance.now();
    await startBackfill(db, { connectionId: connection.id, days: 30, now: clock() });
    for (;;) {
      const made = await worker.runOnce();
      steps += made;
      if (rssMb() > peak) {
        peak = rssMb();
        atPeak = process.memoryUsage();
      }
      if (made > 0) continue;
      const [row] = await db.select().from(backfills).where(eq(backfills.connectionId, connection.id));
      if (row === undefined || row.status === 'done' || row.status === 'failed') break;
      skipped += Math.max(1, (row.notBefore?.getTime() ?? clock().getTime()) - clock().getTime());
    }
    const seconds = (performance.now() - started) / 1000;
    settle();
    const end = rssMb();

    const [row] = await db.select().from(backfills).where(eq(backfills.connectionId, connection.id));
    const [stored] = await db
      .select({ orders: count() })
      .from(orders)
      .where(and(eq(orders.storeId, STORE)));
    if (row?.status !== 'done' || row.ordersDone !== ORDERS || stored?.orders !== ORDERS) {
      throw new Error(
        `The backfill did not write every order: ${row?.status}, ${row?.ordersDone} done, ${stored?.orders} stored, ${row?.error ?? ''}`,
      );
    }
    const pages = standIn.calls.filter((call) => call.includes('/orders.json')).length;
    const lines = [
      `Shopify backfill into PGlite on disk: ${ORDERS} orders, ${pages} pages of up to 250, ${steps} worker steps`,
      `  time            ${seconds.toFixed(1)} s (${Math.round(ORDERS / seconds)} orders/s)`,
      `  RSS idle        ${idle.toFixed(0)} MB`,
      `  RSS above idle  peak ${(peak - idle).toFixed(0)} MB, at the end ${(end - idle).toFixed(0)} MB (goal: at most ${GOAL_ABOVE_IDLE_MB} MB) ${peak - idle <= GOAL_ABOVE_IDLE_MB ? 'met' : 'MISSED'}`,
      `  at the peak     V8 heap ${(atPeak.heapTotal / MB).toFixed(0)} MB (used ${(atPeak.heapUsed / MB).toFixed(0)}), external ${(atPeak.external / MB).toFixed(0)} MB (PGlite's WebAssembly memory is there), other ${((atPeak.rss - atPeak.heapTotal - atPeak.external) / MB).toFixed(0)} MB`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await standIn.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
