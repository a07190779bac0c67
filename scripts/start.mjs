#!/usr/bin/env node
/**
 * `npm start`: the customer portal and its API on one port (PORT, default 3000), on the embedded database
 * (PGlite in DATA_DIR, default .data/) with the demo stores and orders loaded on the first start.
 *
 * What is missing is built first: the portal's `portal/dist` with `npm run build -w portal` when it is
 * absent or older than any of its sources (see portalInputs). Nothing else needs a
 * build: the server (scripts/serve.ts) runs from its TypeScript sources through tsx, with the workspace
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
const portalDir = join(root, 'portal');
const portalDist = join(portalDir, 'dist');

/** @param {string} path newest modification time of a file or of every file below a folder */
function newestMtime(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * What the portal's bundle is made of: its own files and the sources of the workspace packages it bundles
 * (read from source, never from their dist/), so a change to a design-system component rebuilds it too.
 */
const portalInputs = [
  ...['src', 'index.html', 'vite.config.ts', 'package.json'].map((name) => join(portalDir, name)),
  ...['ui', 'domain', 'client', 'countries'].flatMap((name) => [
    join(root, 'packages', name, 'src'),
    join(root, 'packages', name, 'package.json'),
  ]),
];

/** True when portal/dist is absent or older than the portal's sources. */
export function portalNeedsBuild() {
  const builtIndex = join(portalDist, 'index.html');
  if (!existsSync(builtIndex)) return true;
  const newestInput = Math.max(...portalInputs.filter((path) => existsSync(path)).map(newestMtime));
  return newestInput > statSync(builtIndex).mtimeMs;
}

/** Builds the portal when it needs it; throws when the build fails. */
export function buildPortalIfNeeded(log = (/** @type {string} */ message) => console.error(message)) {
  if (!portalNeedsBuild()) return false;
  log('Building the portal (npm run build -w portal)...');
  // A production build whoever asks: under a test runner (NODE_ENV=test, as in the end-to-end tests' setup)
  // Vite would bundle React's development build, and `npm start` would then serve it.
  const result = spawnSync('npm', ['run', 'build', '-w', 'portal'], {
    cwd: root,
    stdio: ['ignore', 2, 2],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The portal build failed (npm run build -w portal): see above.');
  return true;
}

function main() {
  try {
    buildPortalIfNeeded();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // The server directly, not through npm: npm does not pass signals on to its child.
  const child = spawn(
    process.execPath,
    ['--conditions=@orderprotection/source', '--import', 'tsx', join(root, 'scripts', 'serve.ts')],
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
      buildPortalIfNeeded();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  } else {
    main();
  }
}
