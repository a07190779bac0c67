/**
 * The staff API under load. A benchmark: it prints figures and asserts nothing.
 *
 * A throwaway PostgreSQL 15 cluster is seeded with 100,000 claims over 50 stores (each with its order,
 * line, shipment and first event), written by SQL in a few statements. The app (`createApp`, what
 * `npm start` serves) runs as a child process on core 0 with PostgreSQL; wrk loads it from core 1 with the
 * session cookie of a signed-in person: an OrderProtection support agent, who reaches every store (the
 * largest queue), and a store admin of one store. Endpoints: the queue's first page with its counts, a
 * filtered search, and a claim's detail. Beside req/s and latency it prints the CPU time each request
 * cost the server process and PostgreSQL (from /proc), which a machine shared with other work disturbs far
 * less than it disturbs latency.
 *
 *   npm run bench:staff-api
 *   BENCH_ENDPOINTS='me,detail' npm run bench:staff-api   # only the endpoints whose names hold one of these
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir } from 'node:fs/promises';
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
/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process, and with `children` the reaped children's too, in ticks; 0 once it is gone. */
function cpuTicks(pid: number, { children = false } = {}): number {
  const stat = (() => {
    try {
      return readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      return '';
    }
  })();
  // Fields after the command (which may hold spaces), from field 3 (state): utime is 14, stime 15, cutime
  // 16, cstime 17.
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  const own = (fields[11] ?? 0) + (fields[12] ?? 0);
  return children ? own + (fields[13] ?? 0) + (fields[14] ?? 0) : own;
}

/** CPU ticks so far of PostgreSQL: its postmaster (with the backends it reaped) and the backends alive. */
async function postgresTicks(postmaster: number): Promise<number> {
  let ticks = cpuTicks(postmaster, { children: true });
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = (() => {
      try {
        return readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        return '';
      }
    })();
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === postmaster) ticks += cpuTicks(Number(entry));
  }
  return ticks;
}

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
  // A comma-separated list of words: only the endpoints whose names hold one of them are measured.
  const only = process.env.BENCH_ENDPOINTS?.split(',').filter((word) => word !== '');
  const measured =
    only === undefined ? endpoints : endpoints.filter(({ name }) => only.some((word) => name.includes(word)));
  const serverPid = server.child.pid ?? 0;
  const postmaster = Number(
    readFileSync(join(cluster.directory, 'data/postmaster.pid'), 'utf8').split('\n')[0],
  );
  const results: { name: string; samples: Sample[]; nodeMs: number; postgresMs: number }[] = [];
  for (const endpoint of measured) {
    const options = { connections: CONNECTIONS, headers: { cookie: endpoint.cookie } };
    await wrk(endpoint.url, { ...options, seconds: WARMUP_SECONDS });
    const [nodeBefore, postgresBefore] = [cpuTicks(serverPid), await postgresTicks(postmaster)];
    const samples: Sample[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const sample = await wrk(endpoint.url, { ...options, seconds: ROUND_SECONDS });
      samples.push(sample);
      process.stderr.write(
        `  ${endpoint.name} round ${round}: ${sample.rps.toFixed(0)} req/s, p50 ${sample.p50Ms.toFixed(1)} ms, p99 ${sample.p99Ms.toFixed(1)} ms${sample.errors > 0 ? `, ${sample.errors} errors` : ''}\n`,
      );
    }
    const requests = samples.reduce((sum, sample) => sum + sample.rps * ROUND_SECONDS, 0);
    const msPerRequest = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND / requests;
    results.push({
      name: endpoint.name,
      samples,
      nodeMs: msPerRequest(cpuTicks(serverPid) - nodeBefore),
      postgresMs: msPerRequest((await postgresTicks(postmaster)) - postgresBefore),
    });
  }
  const lines = [
    '',
    `Staff API benchmark: PostgreSQL 15 with ${CLAIMS.toLocaleString('en')} claims over ${STORES} stores; wrk -t1 -c${CONNECTIONS}, ` +
      `${ROUNDS} rounds of ${ROUND_SECONDS} s, server and PostgreSQL on core ${SERVER_CORE}, wrk on core ${LOAD_CORE} (medians of the rounds)`,
    '',
    `CPU per request: of the server process (node) and of PostgreSQL, over the ${ROUNDS} rounds.`,
    '',
    `${'endpoint'.padEnd(28)}${'req/s'.padStart(8)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'node CPU'.padStart(10)}${'pg CPU'.padStart(9)}  goal p99 < ${GOAL_P99_MS} ms`,
  ];
  for (const { name, samples, nodeMs, postgresMs } of results) {
    const p99 = median(samples.map((sample) => sample.p99Ms));
    const errors = samples.reduce((sum, sample) => sum + sample.errors, 0);
    lines.push(
      `${name.padEnd(28)}${median(samples.map((sample) => sample.rps))
        .toFixed(0)
        .padStart(8)}` +
        `${`${median(samples.map((sample) => sample.p50Ms)).toFixed(1)} ms`.padStart(10)}` +
        `${`${p99.toFixed(1)} ms`.padStart(10)}${`${nodeMs.toFixed(2)} ms`.padStart(10)}${`${postgresMs.toFixed(2)} ms`.padStart(9)}  ${p99 < GOAL_P99_MS ? 'met' : `missed by ${(p99 - GOAL_P99_MS).toFixed(1)} ms`}` +
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
