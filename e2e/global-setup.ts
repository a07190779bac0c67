/**
 * Starts the portal and its API for the end-to-end tests exactly as `npm start` does on a fresh clone
 * (scripts/start.mjs in a copy of the checkout without any build output, see freshClone.ts, but for the
 * portal's and the console's builds when this checkout's are up to date, see reuseCheckoutBuilds), on
 * 127.0.0.1, a free port and a fresh data directory with the demo data, and stops it and removes the copy
 * afterwards.
 * Between its first start (which loads the demo data) and the one the tests use, the console's bulk claims
 * and the tests' own orders (own-orders.ts) are imported with `npm run data:import`'s command: PGlite lets
 * one process at a time open the database.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { consoleApp, needsBuild, portalApp } from '../scripts/start.mjs';
import { bulkClaimsImport } from './bulk-claims';
import { freshClone } from './freshClone';
import { ownOrders } from './own-orders';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoClaimTokens: string[];
    /** The server's DATA_DIR: its emails are `.eml` files under `mail/` (no SMTP_URL). */
    dataDir: string;
    /** An owner of Aurora made by `npm run people:create`, with the password it printed. */
    firstOwner: { email: string; password: string };
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));
const STARTUP_TIMEOUT_MS = 150_000;

interface Started {
  url: string;
  claimTokens: string[];
}

/** Resolves once the server logged its address and the start message named the demo claims. */
function waitForStart(server: ChildProcess): Promise<Started> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    let url: string | undefined;
    let claimTokens: string[] = [];
    const timer = setTimeout(
      () => reject(new Error(`The server did not start in time.\n${stderr}`)),
      STARTUP_TIMEOUT_MS,
    );
    const settle = () => {
      // The start message is written in one piece, ending with how to stop the server.
      if (url === undefined || !stderr.includes('Ctrl-C stops the server.')) return;
      clearTimeout(timer);
      resolve({ url, claimTokens });
    };
    server.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /"url":"([^"]+)".*"msg":"listening"/.exec(stdout);
      if (match?.[1] !== undefined) url = match[1];
      settle();
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      claimTokens = [...stderr.matchAll(/Demo claim.*?\/view\/([\w-]+)/g)].flatMap((match) => match[1] ?? []);
      settle();
    });
    server.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before it was ready.\n${stderr}`));
    });
  });
}

/** Collects the log lines of `server` at error level or above into `lines`. */
function keepErrorLines(server: ChildProcess, lines: string[]): void {
  let partial = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      if (/"level":"(error|fatal)"/.test(line)) lines.push(line);
    }
  });
}

/**
 * The portal's and the console's builds that `npm run build` made in this checkout, copied into the fresh
 * clone when they are up to date with their sources, so the clone's `npm start` serves them instead of
 * building again. Every build fails if it bundled a package's dist/ (scripts/workspaceSourcesOnly.ts),
 * so this checkout's build is what a fresh clone would build. Copied after the sources, they are newer.
 */
async function reuseCheckoutBuilds(clone: string): Promise<void> {
  for (const app of [portalApp, consoleApp]) {
    if (needsBuild(app)) continue;
    const folders = new Set(app.outputs.map((output) => output.split('/')[0] ?? output));
    for (const folder of folders) {
      await cp(join(root, app.name, folder), join(clone, app.name, folder), { recursive: true });
    }
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const clone = await freshClone(root);
  const removeClone = () => rm(clone, { recursive: true, force: true });
  await reuseCheckoutBuilds(clone);
  const built = spawnSync(process.execPath, [join(clone, 'scripts', 'start.mjs'), '--build-only'], {
    cwd: clone,
    stdio: 'inherit',
  });
  if (built.status !== 0) {
    await removeClone();
    throw new Error('Building the portal failed: see above.');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'op-e2e-'));
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'auto',
    // Every test looks orders up from the same address; a wrong email is tried on purpose.
    LOOKUP_FAILURES_PER_CLIENT: '1000',
    LOOKUP_FAILURES_PER_CLIENT_ORDER: '1000',
    // The console's tests sign several demo people in from this one address within a minute.
    STAFF_SIGN_INS_PER_MINUTE: '1000',
  } as const;
  // The server's error lines, told at the end of the run: a test that fails on a 500 shows only the page.
  const serverErrors: string[] = [];
  const start = () => {
    const started = spawn(process.execPath, [join(clone, 'scripts', 'start.mjs')], {
      cwd: clone,
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    keepErrorLines(started, serverErrors);
    return { started, exited: new Promise<void>((resolve) => started.on('exit', () => resolve())) };
  };
  let { started: server, exited } = start();
  try {
    await waitForStart(server);
    server.kill('SIGTERM');
    await exited;
    const importFile = join(dataDir, 'bulk-claims.json');
    const now = new Date();
    const bulk = bulkClaimsImport(now);
    await writeFile(importFile, JSON.stringify({ ...bulk, orders: [...bulk.orders, ...ownOrders(now)] }));
    // The server's commands, run as `npm run` runs them, while the server is stopped (PGlite is one process's).
    const runServerCli = (script: string, args: string[]) =>
      spawnSync(
        process.execPath,
        ['--conditions=@orderprotection/source', '--import', 'tsx', join('server', 'src', script), ...args],
        { cwd: clone, env, encoding: 'utf8' },
      );
    const imported = runServerCli('import-cli.ts', [importFile]);
    if (imported.status !== 0) throw new Error(`Importing the bulk claims failed:\n${imported.stderr}`);
    // Not containing the demo owner's address, which other tests find the owner's team row by.
    const firstOwner = { email: 'founder@aurora-outfitters.example', password: '' };
    const created = runServerCli('people-cli.ts', [
      '--email',
      firstOwner.email,
      '--role',
      'store_owner',
      '--store',
      'aurora',
    ]);
    firstOwner.password = /Their password, shown only now: (\S+)/.exec(created.stdout)?.[1] ?? '';
    if (created.status !== 0 || firstOwner.password === '')
      throw new Error(`Creating the first owner failed:\n${created.stdout}${created.stderr}`);
    ({ started: server, exited } = start());
    const { url, claimTokens } = await waitForStart(server);
    if (claimTokens.length === 0) throw new Error('The start message named no demo claim.');
    project.provide('baseUrl', url);
    project.provide('demoClaimTokens', claimTokens);
    project.provide('dataDir', dataDir);
    project.provide('firstOwner', firstOwner);
  } catch (error) {
    server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
    await removeClone();
    throw error;
  }
  return async () => {
    server.kill('SIGTERM');
    await exited;
    if (serverErrors.length > 0) console.error(`The e2e server logged errors:\n${serverErrors.join('\n')}`);
    await rm(dataDir, { recursive: true, force: true });
    await removeClone();
  };
}
