/**
 * API throughput next to the floor, one hand-written SQL statement per answer: the goal is the app at
 * 0.7 of the floor or more on both databases (the floor is the database's own cost, what the framework and
 * the app add must stay under that), with the p99 latency at 16 connections. A bare node:http server is
 * measured beside them for reference. A benchmark: it prints figures and asserts only that the three
 * servers answer alike.
 *
 * For each database (PGlite on disk, then a throwaway PostgreSQL 15 cluster) it starts three child servers
 * on the same demo data: the app (`createApp`), a bare `node:http` server running the same data functions
 * (server.ts) and the floor, one hand-written SQL statement per answer (floor.ts). It first checks that the
 * three answer both endpoints byte for byte alike (a floor or bare server that drifted from the API would
 * measure something else), then loads both endpoints (order lookup of demo order 1001, view of the demo
 * claim) with wrk in alternating rounds, app, bare, floor, so that drift on this shared machine hits all
 * alike. Servers (and PostgreSQL) run on core 0, wrk on core 1. Peak memory is each child's VmHWM.
 *
 *   npm run bench:api
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_HEAP_FLAGS } from '../../scripts/start.mjs';
import { type DatabaseLocation, openDatabase } from '../../server/src/db/database';
import { demoClaimTokens, loadDemoData } from '../../server/src/demo/demo-data';
import { localDiskStorage } from '../../server/src/modules/media/storage';
import { createSigner } from '../../server/src/security/tokens';
import { freePort, startPostgresCluster } from '../../server/test/support/postgres';
import {
  cleanUp,
  ensureLoadTools,
  LOAD_CORE,
  median,
  peakMb,
  pinPostgres,
  type Sample,
  SERVER_CORE,
  toCleanUp,
  wrk,
} from '../support/load';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const ROUNDS = 3;
const ROUND_SECONDS = 4;
const WARMUP_SECONDS = 1;
const CONNECTIONS = 16;
const READY_TIMEOUT_MS = 180_000;
const GOAL_FLOOR_RATIO = 0.7;
const GOAL_PGLITE_MB = 300;
const SECRET = 'bench-signing-secret-that-is-long-enough-0123456789';
const LOOKUP = { email: 'ada@example.com', order: '1001' };

const MODES = ['app', 'bare', 'floor'] as const;
type Mode = (typeof MODES)[number];
type Driver = 'pglite' | 'postgres';
interface Server {
  mode: Mode;
  port: number;
  child: ChildProcess;
  stderr: string[];
}

/** A data directory holding the demo data (PGlite's files under it, or data loaded into PostgreSQL). */
async function seed(location: DatabaseLocation, dataDir: string): Promise<string> {
  const database = await openDatabase(location);
  try {
    const now = new Date();
    const signer = createSigner(SECRET);
    await loadDemoData(database.db, localDiskStorage(join(dataDir, 'media')), signer, now);
    const [token] = await demoClaimTokens(database.db, signer, now);
    if (token === undefined) throw new Error('the demo data has no claim with messages');
    return token;
  } finally {
    await database.close();
  }
}

async function startServer(mode: Mode, environment: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(
    'taskset',
    [
      '-c',
      SERVER_CORE,
      process.execPath,
      // As scripts/start.mjs runs the server.
      ...SERVER_HEAP_FLAGS,
      '--conditions=@orderprotection/source',
      '--import',
      'tsx',
      join(repositoryRoot, 'bench/api/server.ts'),
    ],
    {
      cwd: repositoryRoot,
      env: { ...process.env, ...environment, BENCH_MODE: mode, PORT: String(port), HOST: '127.0.0.1' },
      // The app's JSON log lines go to /dev/null: written, as in production, but not kept.
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  toCleanUp.children.add(child);
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  return { mode, port, child, stderr };
}

async function waitReady(server: Server): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the ${server.mode} server exited:\n${server.stderr.join('')}`);
    }
    const answered = await fetch(`http://127.0.0.1:${server.port}/api/claims/none`).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the ${server.mode} server did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}

type Result = { driver: Driver; endpoint: string } & Record<Mode, Sample[]>;

function endpointsOf(claimToken: string): Record<string, string> {
  return {
    'order lookup': `/api/order-lookup?email=${encodeURIComponent(LOOKUP.email)}&order=${LOOKUP.order}`,
    'claim view': `/api/claims/${claimToken}`,
  };
}

/** Status and body of a GET, with a Host header of our choosing (links in answers are built on it). */
function answer(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { host: 'localhost' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(`${response.statusCode} ${Buffer.concat(chunks).toString()}`));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The three servers must answer alike, byte for byte, or their figures compare different work. */
async function checkAlike(driver: Driver, servers: Record<Mode, Server>, claimToken: string): Promise<void> {
  for (const [endpoint, path] of Object.entries(endpointsOf(claimToken))) {
    const [app, ...others] = await Promise.all(MODES.map((mode) => answer(servers[mode].port, path)));
    if (app === undefined || !app.startsWith('200 '))
      throw new Error(`${driver} ${endpoint}: the app answered ${app}`);
    others.forEach((other, index) => {
      if (other !== app) {
        throw new Error(
          `${driver} ${endpoint}: the ${MODES[index + 1]} server's answer differs from the app's:\n${other}\n${app}`,
        );
      }
    });
  }
}

async function measure(driver: Driver, servers: Record<Mode, Server>, claimToken: string): Promise<Result[]> {
  const results: Result[] = [];
  for (const [endpoint, path] of Object.entries(endpointsOf(claimToken))) {
    const result: Result = { driver, endpoint, app: [], bare: [], floor: [] };
    for (const server of Object.values(servers))
      await wrk(`http://127.0.0.1:${server.port}${path}`, {
        seconds: WARMUP_SECONDS,
        connections: CONNECTIONS,
      });
    for (let round = 1; round <= ROUNDS; round++) {
      for (const server of Object.values(servers)) {
        const sample = await wrk(`http://127.0.0.1:${server.port}${path}`, {
          seconds: ROUND_SECONDS,
          connections: CONNECTIONS,
        });
        result[server.mode].push(sample);
        process.stderr.write(
          `  ${driver} ${endpoint} round ${round} ${server.mode}: ${sample.rps.toFixed(0)} req/s, p99 ${sample.p99Ms.toFixed(1)} ms\n`,
        );
      }
    }
    results.push(result);
  }
  return results;
}

async function main(): Promise<void> {
  const started = Date.now();
  await ensureLoadTools();
  const root = await mkdtemp(join(tmpdir(), 'op-bench-api-'));
  toCleanUp.directories.push(root);

  // Setup of both databases overlaps: nothing is being measured yet, and PGlite's first start is slow.
  process.stderr.write('Preparing PGlite and PostgreSQL with the demo data...\n');
  const seedDir = join(root, 'pglite-seed');
  const [pgliteToken, postgres] = await Promise.all([
    seed({ driver: 'pglite', dataDir: join(seedDir, 'pglite') }, seedDir),
    (async () => {
      const cluster = await startPostgresCluster();
      toCleanUp.clusters.push(cluster);
      const dataDir = join(root, 'postgres');
      return {
        url: cluster.url,
        dataDir,
        token: await seed({ driver: 'postgres', url: cluster.url }, dataDir),
      };
    })(),
  ]);
  await pinPostgres(Number(new URL(postgres.url).port));
  // Each PGlite server owns its files: one PGlite per data directory.
  await Promise.all(MODES.map((mode) => cp(seedDir, join(root, `pglite-${mode}`), { recursive: true })));

  // The default lookup limits: a lookup that finds its order counts nothing, so wrk's 16 connections
  // looking up one order from one address are never refused.
  const common = { SIGNING_SECRET: SECRET, DEMO_DATA: 'off', DATABASE_URL: '' };
  const servers = { pglite: {}, postgres: {} } as Record<Driver, Record<Mode, Server>>;
  for (const mode of MODES) {
    servers.pglite[mode] = await startServer(mode, { ...common, DATA_DIR: join(root, `pglite-${mode}`) });
    servers.postgres[mode] = await startServer(mode, {
      ...common,
      DATA_DIR: postgres.dataDir,
      DATABASE_URL: postgres.url,
    });
  }
  process.stderr.write('Starting the servers...\n');
  await Promise.all(Object.values(servers).flatMap((byMode) => Object.values(byMode).map(waitReady)));
  await checkAlike('pglite', servers.pglite, pgliteToken);
  await checkAlike('postgres', servers.postgres, postgres.token);
  process.stderr.write('The app, bare and floor servers answer alike, byte for byte.\n');

  const results = [
    ...(await measure('pglite', servers.pglite, pgliteToken)),
    ...(await measure('postgres', servers.postgres, postgres.token)),
  ];
  const peaks = Object.fromEntries(
    (['pglite', 'postgres'] as const).map((driver) => [
      driver,
      Object.fromEntries(MODES.map((mode) => [mode, peakMb(servers[driver][mode].child.pid)])),
    ]),
  ) as Record<Driver, Record<Mode, number>>;
  report(results, peaks, (Date.now() - started) / 1000);
}

function report(results: Result[], peaks: Record<Driver, Record<Mode, number>>, seconds: number): void {
  const ratio = (app: Sample[], other: Sample[]) =>
    median(app.map((sample, round) => sample.rps / (other[round]?.rps ?? Number.NaN)));
  const verdict = (value: number, goal: number) => `${value.toFixed(2)} ${value >= goal ? 'met' : 'NOT met'}`;
  const lines = [
    '',
    `API benchmark: wrk -t1 -c${CONNECTIONS}, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s per server, ` +
      `servers on core ${SERVER_CORE}, wrk on core ${LOAD_CORE} (medians of the rounds)`,
    '',
    `database  endpoint      app req/s  app p99   bare req/s  bare p99  floor req/s  floor p99  app/floor ≥${GOAL_FLOOR_RATIO}  app/bare  errors`,
  ];
  for (const { driver, endpoint, app, bare, floor } of results) {
    const rps = (samples: Sample[]) => median(samples.map((s) => s.rps)).toFixed(0);
    const p99 = (samples: Sample[]) => `${median(samples.map((s) => s.p99Ms)).toFixed(1)} ms`;
    const errors = [...app, ...bare, ...floor].reduce((sum, s) => sum + s.errors, 0);
    lines.push(
      [
        driver.padEnd(9),
        endpoint.padEnd(13),
        rps(app).padStart(9),
        p99(app).padStart(9),
        rps(bare).padStart(11),
        p99(bare).padStart(9),
        rps(floor).padStart(12),
        p99(floor).padStart(10),
        verdict(ratio(app, floor), GOAL_FLOOR_RATIO).padStart(15),
        ratio(app, bare).toFixed(2).padStart(8),
        String(errors).padStart(7),
      ].join(' '),
    );
  }
  lines.push('', 'peak memory (VmHWM of the server process, MB):');
  for (const driver of ['pglite', 'postgres'] as const) {
    const goal =
      driver === 'pglite'
        ? `  goal < ${GOAL_PGLITE_MB} MB for the app: ${peaks.pglite.app < GOAL_PGLITE_MB ? 'met' : 'NOT met'}`
        : '  (the PostgreSQL server processes are not counted)';
    const figures = MODES.map((mode) => `${mode} ${peaks[driver][mode].toFixed(0)}`).join('   ');
    lines.push(`  ${driver.padEnd(9)} ${figures}${goal}`);
  }
  lines.push(
    '',
    'PGlite runs with shared_buffers=16MB (server/src/db/database.ts); its default 128 MB took ~900 MB.',
    `Total time ${seconds.toFixed(0)} s.`,
    '',
  );
  process.stdout.write(lines.join('\n'));
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
