#!/usr/bin/env node
/**
 * Finds the Chromium that every browser test uses, installing Debian's package when it can.
 *
 * Order: CHROME_PATH, then the usual Debian and Chrome locations. Nothing may download its own browser
 * here, so when none is found and we are root with apt, Debian's `chromium` is installed; otherwise we
 * stop with a message that says what to install. As a command it prints the path; as a module
 * `findChromium()` returns it.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome-stable'];

/** The flags every tool starts Chromium with on this kind of machine (closed network, root, no GPU). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const INSTALL_HINT =
  'Browser tests need Chromium. Install Debian\'s package (as root: "apt-get update && apt-get install -y chromium"), ' +
  'or set CHROME_PATH to a Chromium or Chrome executable.';

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasApt() {
  return isExecutable('/usr/bin/apt-get');
}

/** @param {(message: string) => void} log */
function installWithApt(log) {
  log('Chromium not found: installing Debian\'s "chromium" package (one time, about a minute)...');
  /** @type {import('node:child_process').ExecFileSyncOptions} */
  const options = {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  };
  execFileSync('apt-get', ['update'], options);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], options);
}

/**
 * @typedef {object} FindChromiumDeps seams for tests; the defaults touch the real machine
 * @property {Record<string, string | undefined>} [env]
 * @property {(path: string) => boolean} [exists]
 * @property {boolean} [isRoot]
 * @property {boolean} [aptAvailable]
 * @property {(log: (message: string) => void) => void} [install]
 * @property {(message: string) => void} [log]
 */

/**
 * @param {FindChromiumDeps} [deps]
 * @returns {string} path of a Chromium executable
 */
export function findChromium({
  env = process.env,
  exists = isExecutable,
  isRoot = process.getuid?.() === 0,
  aptAvailable = hasApt(),
  install = installWithApt,
  log = (/** @type {string} */ message) => console.error(message),
} = {}) {
  if (env.CHROME_PATH) {
    if (exists(env.CHROME_PATH)) return env.CHROME_PATH;
    throw new Error(
      `CHROME_PATH is set to "${env.CHROME_PATH}", which is not an executable file. ${INSTALL_HINT}`,
    );
  }
  const found = () => CANDIDATES.find((candidate) => exists(candidate));
  const existing = found();
  if (existing) return existing;
  if (!isRoot || !aptAvailable) throw new Error(INSTALL_HINT);
  install(log);
  const installed = found();
  if (installed) return installed;
  throw new Error(
    `apt-get installed chromium but no executable was found at ${CANDIDATES.join(', ')}. ${INSTALL_HINT}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
