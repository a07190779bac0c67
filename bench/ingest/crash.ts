/**
 * Deliveries survive a kill -9: every delivery the server acknowledged (200) is in the inbox once and
 * applied exactly once, whatever is killed mid-stream. A benchmark of the failure path: it prints counts
 * taken from the database afterwards, and exits non-zero when one is wrong.
 *
 * On a throwaway PostgreSQL 15 cluster, the server (src/main.ts with OUTBOX_WORKER=off) and the worker
 * alone (src/worker-cli.ts, `npm run worker -w server`) run as two processes, as a deployment that runs its
 * worker apart does (PGlite cannot: one process owns its files). Signed Shopify deliveries stream in at 200
 * a second; at 15% of the stream the worker is killed with SIGKILL and started again, at 35% the
 * server is, and started again on the same port. Deliveries not acknowledged (refused while the server
 * was down, or cut short by its kill) are sent again afterwards with the same webhook id, as Shopify
 * retries them, until acknowledged. Once nothing is pending it counts: inbox rows per delivery, their
 * status and how often they were taken, which writes created an order, and the orders stored.
 *
 *   npm run bench:ingest:crash     (CRASH_DELIVERIES=2000 for a shorter run)
 */
import { mkdtemp } from 'node:fs/promises';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/database';
import { fulfillments, inbox, orderItems, orders } from '../../server/src/db/schema';
import { findConnection } from '../../server/src/modules/ingest/connections';
import { freePort, startPostgresCluster } from '../../server/test/support/postgres';
import { cleanUp, toCleanUp } from '../support/load';
import {
  type Delivery,
  deliver,
  listening,
  makeDeliveries,
  mappedOrders,
  type NodeProcess,
  STORE,
  seedStore,
  sendOpenLoop,
  startNode,
  workerRunning,
} from './stream';

const PER_SECOND = 200;
const DELIVERIES = Number(process.env.CRASH_DELIVERIES ?? 6000);
const CONNECTIONS = 64;
/** The shortest lease the configuration allows, so rows the killed worker held are taken again soon. */
const LEASE_SECONDS = '5';
const KILL_WORKER_AT = Math.floor(DELIVERIES * 0.15);
const KILL_SERVER_AT = Math.floor(DELIVERIES * 0.35);
const RETRY_ROUNDS = 10;

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'op-bench-crash-'));
  toCleanUp.directories.push(dir);
  const cluster = await startPostgresCluster();
  toCleanUp.clusters.push(cluster);
  const database = await openDatabase({ driver: 'postgres', url: cluster.url, poolSize: 2 });
  const { db } = database;
  try {
    const connection = await seedStore(db, join(dir, 'media'));
    const deliveries = makeDeliveries(DELIVERIES, 0);
    const port = await freePort();
    const environment = { DATABASE_URL: cluster.url, DATA_DIR: dir, OUTBOX_LEASE_SECONDS: LEASE_SECONDS };
    const startServer = () =>
      startNode(
        'server/src/main.ts',
        { ...environment, PORT: String(port), OUTBOX_WORKER: 'off' },
        listening,
      );
    const startWorker = () => startNode('server/src/worker-cli.ts', environment, workerRunning);
    process.stderr.write('Starting the server and the worker...\n');
    let [server, worker] = await Promise.all([startServer(), startWorker()]);

    const restarts: Promise<void>[] = [];
    const killAndStart = (which: 'worker' | 'server', position: number) => {
      const killed: NodeProcess = which === 'worker' ? worker : server;
      restarts.push(
        (async () => {
          const started = Date.now();
          await killed.kill();
          process.stderr.write(`  kill -9 of the ${which} at delivery ${position}; starting it again...\n`);
          const again = await (which === 'worker' ? startWorker() : startServer());
          if (which === 'worker') worker = again;
          else server = again;
          process.stderr.write(
            `  the ${which} is back after ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
          );
        })(),
      );
    };
    const origin = `http://127.0.0.1:${port}`;
    const path = `/api/ingest/shopify/${connection.id}`;
    process.stderr.write(`${DELIVERIES} deliveries at ${PER_SECOND}/s...\n`);
    const sent = await sendOpenLoop(() => ({ origin, path }), deliveries, {
      perSecond: PER_SECOND,
      connections: CONNECTIONS,
      onDue: (position) => {
        if (position === KILL_WORKER_AT) killAndStart('worker', position);
        if (position === KILL_SERVER_AT) killAndStart('server', position);
      },
    });
    await Promise.all(restarts);
    const acknowledgedFirst = sent.answers.filter((answer) => answer.status === 200).length;
    const otherAnswers = sent.answers.filter((answer) => answer.status !== 200 && answer.status !== 0).length;

    // As Shopify does: what was not acknowledged is sent again, with the same webhook id.
    let unacknowledged = deliveries.filter((_, position) => sent.answers[position]?.status !== 200);
    const notAcknowledgedFirst = unacknowledged.length;
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    for (let round = 0; round < RETRY_ROUNDS && unacknowledged.length > 0; round++) {
      const statuses = await Promise.all(
        unacknowledged.map((delivery) => deliver(agent, origin, path, delivery)),
      );
      unacknowledged = unacknowledged.filter((_, index) => statuses[index] !== 200);
    }
    agent.destroy();
    if (unacknowledged.length > 0)
      throw new Error(`${unacknowledged.length} deliveries were never acknowledged`);

    process.stderr.write('Waiting for the worker to apply every delivery...\n');
    await applied(db, connection.id);
    await Promise.all([server.stop(), worker.stop()]);

    const counts = await countAll(db, connection.id, deliveries);
    const wrong = [
      counts.rows !== DELIVERIES && 'inbox rows',
      counts.distinctDeliveries !== DELIVERIES && 'distinct deliveries',
      counts.applied !== DELIVERIES && 'applied',
      counts.created !== counts.expectedOrders && 'orders created',
      counts.orders !== counts.expectedOrders && 'orders stored',
      counts.items !== counts.expectedItems && 'order lines',
      counts.shipments !== counts.expectedShipments && 'shipments',
    ].filter((what): what is string => typeof what === 'string');
    const lines = [
      '',
      `kill -9 mid-stream on PostgreSQL: ${DELIVERIES} Shopify deliveries at ${PER_SECOND}/s, server and worker apart`,
      `  the worker killed at delivery ${KILL_WORKER_AT} and started again, the server at ${KILL_SERVER_AT}`,
      `  acknowledged (200) when first sent   ${acknowledgedFirst}; not: ${notAcknowledgedFirst} (no answer: ${notAcknowledgedFirst - otherAnswers}, other status: ${otherAnswers})`,
      `  acknowledged in the end              ${DELIVERIES} (the others sent again, same webhook id)`,
      `  inbox rows                           ${counts.rows} for ${counts.distinctDeliveries} distinct delivery ids`,
      `  status applied                       ${counts.applied}; pending, ignored or failed: ${counts.rows - counts.applied}`,
      `  taken more than once                 ${counts.takenAgain} (held by the killed worker, taken again after its lease)`,
      `  writes that created an order         ${counts.created}; updated ${counts.updated}; stale ${counts.stale}`,
      `  orders stored                        ${counts.orders} of ${counts.expectedOrders} distinct orders delivered`,
      `  order lines, shipments               ${counts.items} of ${counts.expectedItems}, ${counts.shipments} of ${counts.expectedShipments}`,
      `  every acknowledged delivery applied exactly once: ${wrong.length === 0 ? 'yes' : `NO (${wrong.join(', ')})`}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (wrong.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

async function applied(db: Awaited<ReturnType<typeof openDatabase>>['db'], connectionId: string) {
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const [row] = await db
      .select({ pending: count() })
      .from(inbox)
      .where(and(eq(inbox.connectionId, connectionId), eq(inbox.status, 'pending')));
    if (row?.pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('deliveries were still pending after 10 minutes');
}

async function countAll(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  connectionId: string,
  deliveries: Delivery[],
) {
  const [rows] = await db
    .select({
      rows: count(),
      distinctDeliveries: sql<number>`count(DISTINCT ${inbox.deliveryId})::int`,
      applied: sql<number>`count(*) FILTER (WHERE ${inbox.status} = 'applied')::int`,
      takenAgain: sql<number>`count(*) FILTER (WHERE ${inbox.attempts} > 1)::int`,
      created: sql<number>`count(*) FILTER (WHERE ${inbox.outcome} = 'created')::int`,
      updated: sql<number>`count(*) FILTER (WHERE ${inbox.outcome} = 'updated')::int`,
      stale: sql<number>`count(*) FILTER (WHERE ${inbox.outcome} = 'stale')::int`,
    })
    .from(inbox)
    .where(eq(inbox.connectionId, connectionId));
  const [stored] = await db
    .select({
      orders: sql<number>`count(DISTINCT ${orders.id})::int`,
      items: sql<number>`(SELECT count(*) FROM ${orderItems} JOIN ${orders} o ON o.id = ${orderItems.orderId} WHERE o.store_id = ${STORE})::int`,
      shipments: sql<number>`(SELECT count(*) FROM ${fulfillments} JOIN ${orders} o ON o.id = ${fulfillments.orderId} WHERE o.store_id = ${STORE})::int`,
    })
    .from(orders)
    .where(eq(orders.storeId, STORE));
  // What the last version of each order holds, read and mapped as the worker does.
  const last = new Map(deliveries.map((delivery) => [delivery.orderIndex, delivery]));
  const connection = await findConnection(db, connectionId);
  if (connection === undefined) throw new Error('the connection is gone');
  const expected = await mappedOrders(connection, [...last.values()]);
  return {
    rows: rows?.rows ?? 0,
    distinctDeliveries: rows?.distinctDeliveries ?? 0,
    applied: rows?.applied ?? 0,
    takenAgain: rows?.takenAgain ?? 0,
    created: rows?.created ?? 0,
    updated: rows?.updated ?? 0,
    stale: rows?.stale ?? 0,
    orders: stored?.orders ?? 0,
    items: stored?.items ?? 0,
    shipments: stored?.shipments ?? 0,
    expectedOrders: last.size,
    expectedItems: expected.reduce((sum, { order }) => sum + order.orderItems.length, 0),
    expectedShipments: expected.reduce((sum, { order }) => sum + order.fulfillments.length, 0),
  };
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
