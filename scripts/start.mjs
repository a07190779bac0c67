#!/usr/bin/env node
/**
 * `npm start`: the customer portal, the console (/console) and their API on one port (PORT, default 3000), on the embedded database
 * (PGlite in DATA_DIR, default .data/) with the demo stores and orders loaded on the first start.
 *
 * What is missing is built first: the portal's `portal/dist` and the console's `console/dist` with
 * `npm run build -w portal` (or `-w console`) when it is absent or older than any of its sources (see
 * inputsOf). Nothing else needs a build: the server (scripts/serve.ts) runs from its TypeScript sources through tsx, with the workspace
 * packages resolved to their sources too (the `@orderprotection/source` condition). Ctrl-C (SIGINT) or
 * SIGTERM stops it cleanly: no new connections, database closed.
 *
 * The end-to-end tests and bench/portal build (`--build-only`) and start the server through this script
 * too (PORT=0, HOST=127.0.0.1, a temp DATA_DIR), so what they prove is what `npm start` serves.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** @param {string} path newest modification time of a file or of every file below a folder */
function newestMtime(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * @typedef {object} WebApp a workspace the server serves from its Vite build
 * @property {string} name its workspace folder, as `npm run build -w` names it
 * @property {string[]} packages the workspace packages it bundles (read from source, never from their
 *   dist/), so a change to one of their sources rebuilds it too
 * @property {string[]} outputs what its build writes, below its folder: each must be there and newer than
 *   every input
 */

/**
 * V8's heap sized for a server that keeps little (bench/api's README, "PGlite's memory"): a young
 * generation of 4 MB semi-spaces instead of 16 MB (the server allocates little per request; with the
 * default it peaked 25 to 60 MB higher on PGlite under load), and an old generation grown by a fifth of
 * what it holds at each full collection, where V8 grows it up to fourfold while the server starts, loading
 * and compiling its modules, and does not give the pages back (about 50 MB of the peak, at no measurable
 * cost in garbage collection under load). The benchmarks run the server with these too.
 */
export const SERVER_HEAP_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=20'];

/** @type {WebApp} */
export const portalApp = {
  name: 'portal',
  packages: ['ui', 'domain', 'client', 'countries'],
  // The browser's build and the server's (the page renderer scripts/serve.ts calls).
  outputs: ['dist/index.html', 'dist-server/render.js'],
};
/** @type {WebApp} */
export const consoleApp = {
  name: 'console',
  packages: ['ui', 'domain', 'client', 'countries'],
  outputs: ['dist/index.html'],
};

/** @param {WebApp} app what its bundle is made of: its own files and the sources of the packages it bundles */
function inputsOf(app) {
  return [
    ...['src', 'index.html', 'vite.config.ts', 'package.json'].map((name) => join(root, app.name, name)),
    // The plugins both builds run (their vite.config.ts imports them) and the list of files compressed.
    join(root, 'scripts', 'precompress.ts'),
    join(root, 'scripts', 'workspaceSourcesOnly.ts'),
    join(root, 'server', 'src', 'http', 'compression.ts'),
    ...app.packages.flatMap((name) => [
      join(root, 'packages', name, 'src'),
      join(root, 'packages', name, 'package.json'),
    ]),
  ];
}

/** True when the app's dist/ is absent or older than its sources. @param {WebApp} app */
export function needsBuild(app) {
  const outputs = app.outputs.map((output) => join(root, app.name, output));
  if (!outputs.every((output) => existsSync(output))) return true;
  const newestInput = Math.max(
    ...inputsOf(app)
      .filter((path) => existsSync(path))
      .map(newestMtime),
  );
  return outputs.some((output) => newestInput > statSync(output).mtimeMs);
}

/**
 * Builds the app when it needs it; throws when the build fails.
 * @param {WebApp} app
 */
export function buildIfNeeded(app, log = (/** @type {string} */ message) => console.error(message)) {
  if (!needsBuild(app)) return false;
  log(`Building the ${app.name} (npm run build -w ${app.name})...`);
  // A production build whoever asks: under a test runner (NODE_ENV=test, as in the end-to-end tests' setup)
  // Vite would bundle React's development build, and `npm start` would then serve it.
  const result = spawnSync('npm', ['run', 'build', '-w', app.name], {
    cwd: root,
    stdio: ['ignore', 2, 2],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`The ${app.name} build failed (npm run build -w ${app.name}): see above.`);
  }
  return true;
}

/** The portal and the console, each built when it needs it. */
function buildAppsIfNeeded() {
  for (const app of [portalApp, consoleApp]) buildIfNeeded(app);
}

function main() {
  try {
    buildAppsIfNeeded();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // The server directly, not through npm: npm does not pass signals on to its child.
  const child = spawn(
    process.execPath,
    [
      ...SERVER_HEAP_FLAGS,
      '--conditions=@orderprotection/source',
      '--import',
      'tsx',
      join(root, 'scripts', 'serve.ts'),
    ],
    { stdio: 'inherit', env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() } },
  );
  // A Ctrl-C in the terminal reaches both processes; the child stops cleanly on its own and we wait for it.
  // A signal sent to this process alone is passed on.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => {
    process.exit(code ?? (signal === null ? 1 : 0));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--build-only')) {
    // The end-to-end tests and the benchmark build through here, so they build exactly what `npm start` would.
    try {
      buildAppsIfNeeded();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  } else {
    main();
  }
}
