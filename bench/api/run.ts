/**
 * API throughput next to a bare node:http server (issue 4, part 8). A benchmark: it prints figures and
 * asserts nothing.
 *
 * For each database (PGlite on disk, then a throwaway PostgreSQL 15 cluster) it starts two child servers
 * on the same demo data: the app (`createApp`) and a bare `node:http` server running the same data
 * functions (server.ts). Both endpoints (order lookup of demo order 1001, view of the demo claim) are
 * loaded with wrk in alternating rounds, app then bare, so that drift on this shared machine hits both
 * alike. Servers (and PostgreSQL) run on core 0, wrk on core 1. Peak memory is each child's VmHWM.
 *
 *   npm run bench:api
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
const GOAL_RATIO = 0.8;
const GOAL_PGLITE_MB = 400;
const SECRET = 'bench-signing-secret-that-is-long-enough-0123456789';
const LOOKUP = { email: 'ada@example.com', order: '1001' };

type Mode = 'app' | 'bare';
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

interface Result {
  driver: Driver;
  endpoint: string;
  app: Sample[];
  bare: Sample[];
}

async function measure(driver: Driver, app: Server, bare: Server, claimToken: string): Promise<Result[]> {
  const endpoints = {
    'order lookup': `/api/order-lookup?email=${encodeURIComponent(LOOKUP.email)}&order=${LOOKUP.order}`,
    'claim view': `/api/claims/${claimToken}`,
  };
  const results: Result[] = [];
  for (const [endpoint, path] of Object.entries(endpoints)) {
    const result: Result = { driver, endpoint, app: [], bare: [] };
    for (const server of [app, bare])
      await wrk(`http://127.0.0.1:${server.port}${path}`, {
        seconds: WARMUP_SECONDS,
        connections: CONNECTIONS,
      });
    for (let round = 1; round <= ROUNDS; round++) {
      for (const server of [app, bare]) {
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
  await Promise.all(
    ['app', 'bare'].map((mode) => cp(seedDir, join(root, `pglite-${mode}`), { recursive: true })),
  );

  // A lookup counts against the limits of its address until it has found its order: wrk's 16 connections
  // from one address keep up to 16 lookups of one order in flight, past the default limit of 10.
  const common = {
    SIGNING_SECRET: SECRET,
    DEMO_DATA: 'off',
    DATABASE_URL: '',
    LOOKUP_FAILURES_PER_CLIENT: '100000',
    LOOKUP_FAILURES_PER_CLIENT_ORDER: '100000',
  };
  const servers = {
    pglite: {
      app: await startServer('app', { ...common, DATA_DIR: join(root, 'pglite-app') }),
      bare: await startServer('bare', { ...common, DATA_DIR: join(root, 'pglite-bare') }),
    },
    postgres: {
      app: await startServer('app', { ...common, DATA_DIR: postgres.dataDir, DATABASE_URL: postgres.url }),
      bare: await startServer('bare', { ...common, DATA_DIR: postgres.dataDir, DATABASE_URL: postgres.url }),
    },
  };
  process.stderr.write('Starting the servers...\n');
  await Promise.all(Object.values(servers).flatMap(({ app, bare }) => [waitReady(app), waitReady(bare)]));

  const results = [
    ...(await measure('pglite', servers.pglite.app, servers.pglite.bare, pgliteToken)),
    ...(await measure('postgres', servers.postgres.app, servers.postgres.bare, postgres.token)),
  ];
  const peaks = Object.fromEntries(
    (['pglite', 'postgres'] as const).map((driver) => [
      driver,
      { app: peakMb(servers[driver].app.child.pid), bare: peakMb(servers[driver].bare.child.pid) },
    ]),
  ) as Record<Driver, Record<Mode, number>>;
  report(results, peaks, (Date.now() - started) / 1000);
}

function report(results: Result[], peaks: Record<Driver, Record<Mode, number>>, seconds: number): void {
  const lines = [
    '',
    `API benchmark: wrk -t1 -c${CONNECTIONS}, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s per server, ` +
      `servers on core ${SERVER_CORE}, wrk on core ${LOAD_CORE} (medians of the rounds)`,
    '',
    'database  endpoint      app req/s  app p99   bare req/s  bare p99  app/bare  goal ≥0.8  errors',
  ];
  for (const { driver, endpoint, app, bare } of results) {
    const appRps = median(app.map((s) => s.rps));
    const bareRps = median(bare.map((s) => s.rps));
    const ratio = median(app.map((s, i) => s.rps / (bare[i]?.rps ?? Number.NaN)));
    const errors = [...app, ...bare].reduce((sum, s) => sum + s.errors, 0);
    lines.push(
      [
        driver.padEnd(9),
        endpoint.padEnd(13),
        appRps.toFixed(0).padStart(9),
        `${median(app.map((s) => s.p99Ms)).toFixed(1)} ms`.padStart(9),
        bareRps.toFixed(0).padStart(11),
        `${median(bare.map((s) => s.p99Ms)).toFixed(1)} ms`.padStart(9),
        ratio.toFixed(2).padStart(9),
        (ratio >= GOAL_RATIO ? 'met' : 'NOT met').padStart(10),
        String(errors).padStart(7),
      ].join(' '),
    );
  }
  lines.push('', 'peak memory (VmHWM of the server process, MB):');
  for (const driver of ['pglite', 'postgres'] as const) {
    const goal =
      driver === 'pglite'
        ? `  goal < ${GOAL_PGLITE_MB} MB: ${Math.max(peaks.pglite.app, peaks.pglite.bare) < GOAL_PGLITE_MB ? 'met' : 'NOT met'}`
        : '  (the PostgreSQL server processes are not counted)';
    lines.push(
      `  ${driver.padEnd(9)} app ${peaks[driver].app.toFixed(0)}   bare ${peaks[driver].bare.toFixed(0)}${goal}`,
    );
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
