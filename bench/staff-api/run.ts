/**
 * The staff API under load (issue 10, part 4). A benchmark: it prints figures and asserts nothing.
 *
 * A throwaway PostgreSQL 15 cluster is seeded with 100,000 claims over 50 stores (each with its order,
 * line, shipment and first event), written by SQL in a few statements. The app (`createApp`, what
 * `npm start` serves) runs as a child process on core 0 with PostgreSQL; wrk loads it from core 1 with the
 * session cookie of a signed-in person: an OrderProtection support agent, who reaches every store (the
 * largest queue), and a store admin of one store. Endpoints: the queue's first page with its counts, a
 * filtered search, and a claim's detail.
 *
 *   npm run bench:staff-api
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgresCluster } from '../../server/test/support/postgres';
import { sessionCookie, startAppServer } from '../support/app-server';
import {
  cleanUp,
  ensureLoadTools,
  LOAD_CORE,
  median,
  pinPostgres,
  type Sample,
  SERVER_CORE,
  toCleanUp,
  wrk,
} from '../support/load';
import { CLAIMS, PASSWORD, SECRET, STORES, seed } from './seed';

const ROUNDS = 3;
const ROUND_SECONDS = 4;
const WARMUP_SECONDS = 2;
const CONNECTIONS = 16;
const GOAL_P99_MS = 50;

async function main(): Promise<void> {
  const started = Date.now();
  await ensureLoadTools();
  const root = await mkdtemp(join(tmpdir(), 'op-bench-staff-'));
  toCleanUp.directories.push(root);
  const cluster = await startPostgresCluster();
  toCleanUp.clusters.push(cluster);
  await pinPostgres(Number(new URL(cluster.url).port));
  process.stderr.write(`Seeding ${CLAIMS.toLocaleString('en')} claims over ${STORES} stores...\n`);
  const seedStarted = Date.now();
  await seed(cluster.url);
  process.stderr.write(`  seeded in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s\n`);
  const server = await startAppServer({
    DATABASE_URL: cluster.url,
    SIGNING_SECRET: SECRET,
    DEMO_DATA: 'off',
    DATA_DIR: join(root, 'data'),
  });
  const agent = await sessionCookie(server.port, 'agent@bench.example', PASSWORD);
  const admin = await sessionCookie(server.port, 'admin@bench.example', PASSWORD);
  const base = `http://127.0.0.1:${server.port}/api/staff`;
  const endpoints: { name: string; url: string; cookie: string }[] = [
    // The least a staff call does (the session, the person's roles, their stores): the floor of the others.
    { name: 'me (reference)', url: `${base}/me`, cookie: agent },
    { name: 'queue, all stores (agent)', url: `${base}/claims?tab=needs_action`, cookie: agent },
    { name: 'queue, one store (admin)', url: `${base}/claims?tab=needs_action`, cookie: admin },
    {
      name: 'search: store + order no.',
      url: `${base}/claims?storeId=store-8&q=${100000 + 57}`,
      cookie: agent,
    },
    { name: 'search: email, all stores', url: `${base}/claims?q=shopper4242%40example.com`, cookie: agent },
    {
      name: 'filter: status + value',
      url: `${base}/claims?status=APPROVED&valueMin=10&sort=oldest`,
      cookie: agent,
    },
    { name: 'claim detail', url: `${base}/claims/c4242`, cookie: agent },
  ];
  const results: { name: string; samples: Sample[] }[] = [];
  for (const endpoint of endpoints) {
    const options = { connections: CONNECTIONS, headers: { cookie: endpoint.cookie } };
    await wrk(endpoint.url, { ...options, seconds: WARMUP_SECONDS });
    const samples: Sample[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const sample = await wrk(endpoint.url, { ...options, seconds: ROUND_SECONDS });
      samples.push(sample);
      process.stderr.write(
        `  ${endpoint.name} round ${round}: ${sample.rps.toFixed(0)} req/s, p50 ${sample.p50Ms.toFixed(1)} ms, p99 ${sample.p99Ms.toFixed(1)} ms${sample.errors > 0 ? `, ${sample.errors} errors` : ''}\n`,
      );
    }
    results.push({ name: endpoint.name, samples });
  }
  const lines = [
    '',
    `Staff API benchmark: PostgreSQL 15 with ${CLAIMS.toLocaleString('en')} claims over ${STORES} stores; wrk -t1 -c${CONNECTIONS}, ` +
      `${ROUNDS} rounds of ${ROUND_SECONDS} s, server and PostgreSQL on core ${SERVER_CORE}, wrk on core ${LOAD_CORE} (medians of the rounds)`,
    '',
    `${'endpoint'.padEnd(28)}${'req/s'.padStart(8)}${'p50'.padStart(10)}${'p99'.padStart(10)}  goal p99 < ${GOAL_P99_MS} ms`,
  ];
  for (const { name, samples } of results) {
    const p99 = median(samples.map((sample) => sample.p99Ms));
    const errors = samples.reduce((sum, sample) => sum + sample.errors, 0);
    lines.push(
      `${name.padEnd(28)}${median(samples.map((sample) => sample.rps))
        .toFixed(0)
        .padStart(8)}` +
        `${`${median(samples.map((sample) => sample.p50Ms)).toFixed(1)} ms`.padStart(10)}` +
        `${`${p99.toFixed(1)} ms`.padStart(10)}  ${p99 < GOAL_P99_MS ? 'met' : `missed by ${(p99 - GOAL_P99_MS).toFixed(1)} ms`}` +
        `${errors > 0 ? `  (${errors} errors: not measured right)` : ''}`,
    );
  }
  lines.push('', `Took ${((Date.now() - started) / 1000).toFixed(0)} s.`, '');
  process.stdout.write(lines.join('\n'));
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
