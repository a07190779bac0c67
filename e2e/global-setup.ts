/**
 * Starts the portal and its API for the end-to-end tests exactly as `npm start` does (scripts/start.mjs),
 * on 127.0.0.1, a free port and a fresh data directory with the demo data, and stops it afterwards.
 * The portal is built first when portal/dist is missing or older than its sources.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoClaimToken: string;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));
const STARTUP_TIMEOUT_MS = 150_000;

interface Started {
  url: string;
  claimToken: string;
}

/** Resolves once the server logged its address and the start message named the demo claim. */
function waitForStart(server: ChildProcess): Promise<Started> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    let url: string | undefined;
    let claimToken: string | undefined;
    const timer = setTimeout(
      () => reject(new Error(`The server did not start in time.\n${stderr}`)),
      STARTUP_TIMEOUT_MS,
    );
    const settle = () => {
      if (url === undefined || claimToken === undefined) return;
      clearTimeout(timer);
      resolve({ url, claimToken });
    };
    server.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /"msg":"listening","url":"([^"]+)"/.exec(stdout);
      if (match?.[1] !== undefined) url = match[1];
      settle();
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /Demo claim: \S*\/view\/([\w-]+)/.exec(stderr);
      if (match?.[1] !== undefined) claimToken = match[1];
      settle();
    });
    server.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before it was ready.\n${stderr}`));
    });
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const built = spawnSync(process.execPath, [join(root, 'scripts', 'start.mjs'), '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('Building the portal failed: see above.');
  const dataDir = await mkdtemp(join(tmpdir(), 'op-e2e-'));
  const server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'auto',
      // Every test looks orders up from the same address; a wrong email is tried on purpose.
      LOOKUP_FAILURES_PER_CLIENT: '1000',
    },
  });
  const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));
  try {
    const { url, claimToken } = await waitForStart(server);
    project.provide('baseUrl', url);
    project.provide('demoClaimToken', claimToken);
  } catch (error) {
    server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
}
