/**
 * Sustained Shopify webhook deliveries into the server, next to the database's floor. The goals: answers
 * (acknowledgements) with a p99 under 50 ms at 200 deliveries a second, and deliveries applied at least
 * at half the rate of a floor that writes the same orders with the same statements. A benchmark: it prints
 * figures, and checks only that every delivery was acknowledged and applied.
 *
 * For each database (PGlite on disk, then a throwaway PostgreSQL 15 cluster) it seeds a store with a
 * Shopify connection, starts the server as `npm start -w server` runs it (src/main.ts: the API with its
 * inbox worker, the V8 heap flags of scripts/start.mjs) and sends it signed orders/create and
 * orders/updated deliveries at a steady 200 a second (open-loop: each when it is due, whatever the answers
 * so far) for DELIVERIES_SECONDS (default 30), then waits until the inbox has none pending. The applied
 * rate of the stream cannot exceed the rate sent; what the worker can apply is measured after the server
 * has stopped, on a backlog: deliveries stored in the inbox (as the route stores them) and applied by the
 * inbox worker (as the server runs it), in rounds alternating with the floor, one transaction of
 * `writeOrder` per order of the same deliveries read and mapped beforehand, into a second store.
 *
 *   npm run bench:ingest:deliveries     (DELIVERIES_SECONDS=10, BACKLOG=600 for a shorter run)
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, inArray, sql } from 'drizzle-orm';
import { type DatabaseLocation, openDatabase } from '../../server/src/db/database';
import { inbox, orders } from '../../server/src/db/schema';
import { createLogger } from '../../server/src/logger';
import type { ConnectionRow } from '../../server/src/modules/ingest/connections';
import { recordDelivery } from '../../server/src/modules/ingest/inbox';
import { createInboxWorker } from '../../server/src/modules/ingest/worker';
import { writeOrder } from '../../server/src/modules/orders/write';
import { secretBox } from '../../server/src/security/secrets';
import { freePort, startPostgresCluster } from '../../server/test/support/postgres';
import { sessionCookie } from '../support/app-server';
import { cleanUp, toCleanUp } from '../support/load';
import {
  ADMIN,
  cpuSeconds,
  type Delivery,
  FLOOR_STORE,
  listening,
  makeDeliveries,
  mappedOrders,
  percentile,
  SECRETS_KEY,
  STORE,
  seedStore,
  sendOpenLoop,
  startNode,
} from './stream';

const PER_SECOND = 200;
const SECONDS = Number(process.env.DELIVERIES_SECONDS ?? 30);
const WARMUP_SECONDS = 3;
const WORKER_OFF_SECONDS = 10;
const CONNECTIONS = 64;
const BACKLOG = Number(process.env.BACKLOG ?? 1500);
const ROUNDS = 3;
const GOAL_P99_MS = 50;
const GOAL_FLOOR_RATIO = 0.5;
const DRAIN_TIMEOUT_MS = 15 * 60_000;

type Driver = 'pglite' | 'postgres';

interface Figures {
  driver: Driver;
  sent: number;
  sendSeconds: number;
  acknowledged: number;
  ackMs: number[];
  applied: number;
  /** From the first delivery received to the last applied. */
  appliedSeconds: number;
  lagMs: number[];
  drainSeconds: number;
  /** From the first delivery sent until none was pending. */
  streamSeconds: number;
  /** CPU seconds the server used from the first delivery sent to the last applied. */
  serverCpu: number;
  workerOff: { acknowledged: number; ackMs: number[]; seconds: number; serverCpu: number };
  worker: number[];
  floor: number[];
  inboxInsertMs: number[];
  /** What reading and mapping a delivery costs the worker, outside its transaction. */
  readAndMapMs: number;
}

async function main(): Promise<void> {
  const results: Figures[] = [];
  for (const driver of ['pglite', 'postgres'] as const) results.push(await measure(driver));
  report(results);
}

async function measure(driver: Driver): Promise<Figures> {
  const dir = await mkdtemp(join(tmpdir(), 'op-bench-deliveries-'));
  toCleanUp.directories.push(dir);
  let location: DatabaseLocation = { driver: 'pglite', dataDir: join(dir, 'pglite') };
  let environment: Record<string, string> = { DATA_DIR: dir, DATABASE_URL: '' };
  if (driver === 'postgres') {
    const cluster = await startPostgresCluster();
    toCleanUp.clusters.push(cluster);
    location = { driver: 'postgres', url: cluster.url };
    environment = { DATA_DIR: dir, DATABASE_URL: cluster.url };
  }
  const seeded = await openDatabase(location);
  const connection = await seedStore(seeded.db, join(dir, 'media')).finally(() => seeded.close());
  // Orders apart: the warm-up's, the stream's, and the backlog's shared by the worker and the floor.
  const warmup = makeDeliveries(WARMUP_SECONDS * PER_SECOND, 900_000);
  const stream = makeDeliveries(SECONDS * PER_SECOND, 0);
  const backlog = makeDeliveries(BACKLOG, 500_000);
  const workerOff = makeDeliveries(WORKER_OFF_SECONDS * PER_SECOND, 700_000);

  const port = await freePort();
  process.stderr.write(`${driver}: starting the server...\n`);
  const server = await startNode('server/src/main.ts', { ...environment, PORT: String(port) }, listening);
  const origin = `http://127.0.0.1:${port}`;
  const target = () => ({ origin, path: `/api/ingest/shopify/${connection.id}` });
  const cookie = await sessionCookie(port, ADMIN.email, ADMIN.password);
  await sendOpenLoop(target, warmup, { perSecond: PER_SECOND, connections: CONNECTIONS });
  await drained(origin, cookie);
  process.stderr.write(`${driver}: ${stream.length} deliveries at ${PER_SECOND}/s...\n`);
  const cpuBefore = cpuSeconds(server.child.pid);
  const streamStarted = Date.now();
  const sent = await sendOpenLoop(target, stream, { perSecond: PER_SECOND, connections: CONNECTIONS });
  await drained(origin, cookie);
  const drainSeconds = (Date.now() - sent.lastAnswerAt) / 1000;
  const serverCpu = cpuSeconds(server.child.pid) - cpuBefore;
  const streamSeconds = (Date.now() - streamStarted) / 1000;
  await server.stop();

  // The same stream into a server that only stores deliveries: what the worker beside it costs the answers.
  process.stderr.write(`${driver}: ${workerOff.length} deliveries at ${PER_SECOND}/s, worker off...\n`);
  const storing = await startNode(
    'server/src/main.ts',
    { ...environment, PORT: String(port), OUTBOX_WORKER: 'off' },
    listening,
  );
  await sendOpenLoop(target, warmup.slice(0, PER_SECOND), {
    perSecond: PER_SECOND,
    connections: CONNECTIONS,
  });
  const offCpuBefore = cpuSeconds(storing.child.pid);
  const off = await sendOpenLoop(target, workerOff, { perSecond: PER_SECOND, connections: CONNECTIONS });
  const offCpu = cpuSeconds(storing.child.pid) - offCpuBefore;
  await storing.stop();

  const database = await openDatabase(location);
  try {
    const { db } = database;
    const rows = await db
      .select({ status: inbox.status, receivedAt: inbox.receivedAt, appliedAt: inbox.appliedAt })
      .from(inbox)
      .where(
        inArray(
          inbox.deliveryId,
          stream.map((delivery) => delivery.webhookId),
        ),
      );
    const applied = rows.filter((row) => row.status === 'applied');
    const first = Math.min(...rows.map((row) => row.receivedAt.getTime()));
    const last = Math.max(...applied.map((row) => row.appliedAt?.getTime() ?? 0));
    const lagMs = applied
      .map((row) => (row.appliedAt?.getTime() ?? 0) - row.receivedAt.getTime())
      .sort((a, b) => a - b);

    process.stderr.write(
      `${driver}: a backlog of ${backlog.length}, worker and floor in ${ROUNDS} rounds...\n`,
    );
    const capacity = await workerAndFloor(db, connection, backlog);
    await checkOrders(db, [warmup, stream, workerOff, backlog], backlog);
    const acknowledged = sent.answers.filter((answer) => answer.status === 200);
    return {
      driver,
      serverCpu,
      workerOff: {
        acknowledged: off.answers.filter((answer) => answer.status === 200).length,
        ackMs: off.answers.map((answer) => answer.latencyMs).sort((a, b) => a - b),
        seconds: off.seconds,
        serverCpu: offCpu,
      },
      sent: stream.length,
      sendSeconds: sent.seconds,
      acknowledged: acknowledged.length,
      ackMs: sent.answers.map((answer) => answer.latencyMs).sort((a, b) => a - b),
      applied: applied.length,
      appliedSeconds: (last - first) / 1000,
      lagMs,
      drainSeconds,
      streamSeconds,
      ...capacity,
    };
  } finally {
    await database.close();
    await Promise.all(toCleanUp.clusters.splice(0).map((cluster) => cluster.stop()));
  }
}

/** Waits until the connection has no delivery pending, as the console's connections list shows it. */
async function drained(origin: string, cookie: string): Promise<void> {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const answer = await fetch(`${origin}/api/staff/stores/${STORE}/connections`, { headers: { cookie } });
    if (!answer.ok) throw new Error(`the connections list answered ${answer.status}`);
    const listed = (await answer.json()) as { pending: number }[];
    if (listed.every((connection) => connection.pending === 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('deliveries were still pending after 15 minutes');
}

/**
 * The worker's rate on a backlog next to the floor's, in alternating rounds so that drift on a shared
 * machine hits both alike; and what storing a delivery in the inbox costs alone (the route's write).
 */
async function workerAndFloor(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  connection: ConnectionRow,
  backlog: Delivery[],
): Promise<{ worker: number[]; floor: number[]; inboxInsertMs: number[]; readAndMapMs: number }> {
  const mapStarted = performance.now();
  const mapped = await mappedOrders(connection, backlog);
  const readAndMapMs = (performance.now() - mapStarted) / backlog.length;
  const worker = createInboxWorker({
    db,
    logger: createLogger({ write: () => {} }),
    secrets: secretBox(SECRETS_KEY),
    leaseMs: 300_000,
  });
  // First what the worker-off server stored, untimed: each round's backlog is its own.
  while ((await worker.runOnce()) > 0) {}
  const rates = {
    worker: [] as number[],
    floor: [] as number[],
    inboxInsertMs: [] as number[],
    readAndMapMs,
  };
  const size = Math.ceil(backlog.length / ROUNDS);
  for (let round = 0; round < ROUNDS; round++) {
    const deliveries = backlog.slice(round * size, (round + 1) * size);
    const orders = mapped.slice(round * size, (round + 1) * size);
    for (const delivery of deliveries) {
      const started = performance.now();
      await recordDelivery(
        db,
        {
          connectionId: connection.id,
          topic: delivery.topic,
          deliveryId: delivery.webhookId,
          triggeredAt: new Date(delivery.triggeredAt),
          body: delivery.body.toString(),
        },
        new Date(),
      );
      rates.inboxInsertMs.push(performance.now() - started);
    }
    const runWorker = async () => {
      const started = performance.now();
      let applied = 0;
      for (let taken = await worker.runOnce(); taken > 0; taken = await worker.runOnce()) applied += taken;
      if (applied !== deliveries.length)
        throw new Error(`the worker took ${applied} of ${deliveries.length}`);
      rates.worker.push(applied / ((performance.now() - started) / 1000));
    };
    const runFloor = async () => {
      const started = performance.now();
      for (const { sourceOrderId, order } of orders) {
        await db.transaction((tx) => writeOrder(tx, FLOOR_STORE, sourceOrderId, order, new Date()));
      }
      rates.floor.push(orders.length / ((performance.now() - started) / 1000));
    };
    if (round % 2 === 0) {
      await runWorker();
      await runFloor();
    } else {
      await runFloor();
      await runWorker();
    }
  }
  const [notApplied] = await db
    .select({ rows: count() })
    .from(inbox)
    .where(sql`${inbox.status} <> 'applied'`);
  if (notApplied?.rows !== 0) throw new Error(`${notApplied?.rows} deliveries were not applied`);
  rates.inboxInsertMs.sort((a, b) => a - b);
  return rates;
}

/** Every order delivered is stored once, in the bench store; the floor's in its own. */
async function checkOrders(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  delivered: Delivery[][],
  floor: Delivery[],
): Promise<void> {
  const distinct = (deliveries: Delivery[]) =>
    new Set(deliveries.map((delivery) => delivery.orderIndex)).size;
  const stored = await db
    .select({ storeId: orders.storeId, orders: count() })
    .from(orders)
    .groupBy(orders.storeId);
  const of = (storeId: string) => stored.find((row) => row.storeId === storeId)?.orders ?? 0;
  const expected = { [STORE]: distinct(delivered.flat()), [FLOOR_STORE]: distinct(floor) };
  for (const [storeId, orderCount] of Object.entries(expected)) {
    if (of(storeId) !== orderCount)
      throw new Error(`${storeId} holds ${of(storeId)} orders where ${orderCount} were delivered`);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

function report(results: Figures[]): void {
  const lines = [
    '',
    `Shopify deliveries at ${PER_SECOND}/s for ${SECONDS} s (open-loop, at most ${CONNECTIONS} in flight), into the server with its worker`,
  ];
  for (const r of results) {
    const p99 = percentile(r.ackMs, 99);
    const appliedRate = r.applied / r.appliedSeconds;
    const worker = median(r.worker);
    const floor = median(r.floor);
    const ratios = r.worker.map((rate, round) => rate / (r.floor[round] ?? Number.NaN));
    lines.push(
      '',
      `${r.driver}`,
      `  sent            ${r.sent} in ${r.sendSeconds.toFixed(1)} s (${(r.sent / r.sendSeconds).toFixed(0)}/s), acknowledged (200) ${r.acknowledged} (${(r.acknowledged / r.sendSeconds).toFixed(0)}/s)`,
      `  ack latency     p50 ${ms(percentile(r.ackMs, 50))}  p95 ${ms(percentile(r.ackMs, 95))}  p99 ${ms(p99)}  max ${ms(r.ackMs.at(-1) ?? 0)}   goal p99 < ${GOAL_P99_MS} ms: ${verdict(p99 < GOAL_P99_MS)}`,
      `  applied         ${r.applied} in ${r.appliedSeconds.toFixed(1)} s, first received to last applied (${appliedRate.toFixed(0)} orders/s); the last ${r.drainSeconds.toFixed(1)} s after the last answer`,
      `  applied after   received: p50 ${ms(percentile(r.lagMs, 50))}  p99 ${ms(percentile(r.lagMs, 99))}  max ${ms(r.lagMs.at(-1) ?? 0)}`,
      `  server CPU      ${r.serverCpu.toFixed(1)} s over the ${r.streamSeconds.toFixed(1)} s from the first sent to none pending (${((r.serverCpu / r.sent) * 1000).toFixed(1)} ms a delivery)`,
      `  worker off      ${r.workerOff.ackMs.length} more, acknowledged ${r.workerOff.acknowledged}: ack p50 ${ms(percentile(r.workerOff.ackMs, 50))}  p99 ${ms(percentile(r.workerOff.ackMs, 99))}  max ${ms(r.workerOff.ackMs.at(-1) ?? 0)}; server CPU ${r.workerOff.serverCpu.toFixed(1)} s over ${r.workerOff.seconds.toFixed(1)} s (${((r.workerOff.serverCpu / r.workerOff.ackMs.length) * 1000).toFixed(1)} ms a delivery)`,
      `  inbox insert    alone, one at a time: p50 ${ms(percentile(r.inboxInsertMs, 50))}  p99 ${ms(percentile(r.inboxInsertMs, 99))}`,
      `  backlog         worker ${worker.toFixed(0)} orders/s, floor ${floor.toFixed(0)} orders/s (medians of ${ROUNDS} alternating rounds of ${Math.ceil(BACKLOG / ROUNDS)}); reading and mapping alone ${r.readAndMapMs.toFixed(2)} ms a delivery`,
      `  applied/floor   stream ${(appliedRate / floor).toFixed(2)}${appliedRate >= 0.95 * PER_SECOND ? ` (capped by the ${PER_SECOND}/s sent)` : ''}, backlog ${median(ratios).toFixed(2)}   goal >= ${GOAL_FLOOR_RATIO}: stream ${verdict(appliedRate / floor >= GOAL_FLOOR_RATIO)}, backlog ${verdict(median(ratios) >= GOAL_FLOOR_RATIO)}`,
    );
  }
  const short = results.filter((r) => r.acknowledged !== r.sent || r.applied !== r.sent);
  for (const r of short) lines.push(`${r.driver}: not every delivery was acknowledged and applied`);
  process.stdout.write(`${lines.join('\n')}\n`);
  if (short.length > 0) process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
