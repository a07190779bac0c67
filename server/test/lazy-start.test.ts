/**
 * What `npm start`'s server (scripts/serve.ts) leaves out of its start, to keep its peak memory down
 * (server/README, memory): the portal's page renderer (with react-dom/server) is imported on the first page
 * and the email templates (React Email) on the first email, never while the server starts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './support/server-process';

const RECORDER = fileURLToPath(new URL('./support/record-modules.mjs', import.meta.url));
const isRenderer = (url: string) => url.endsWith('/portal/dist-server/render.js');
const isLeftForLater = (url: string) =>
  isRenderer(url) ||
  /\/node_modules\/(@react-email|react-dom)\//.test(url) ||
  url.endsWith('/mail/templates.tsx');

describe("npm start's server", () => {
  let dataDir: string;
  let server: ServerProcess;
  const loadedModules = async () => (await readFile(join(dataDir, 'modules.txt'), 'utf8')).split('\n');
  beforeAll(async () => {
    // What npm start builds first (the portal's renderer among it), when a checkout has not built it yet.
    const built = spawnSync(
      process.execPath,
      [fileURLToPath(new URL('../../scripts/start.mjs', import.meta.url)), '--build-only'],
      {
        stdio: 'inherit',
      },
    );
    expect(built.status).toBe(0);
    dataDir = await mkdtemp(join(tmpdir(), 'op-lazy-start-'));
    server = await startServerProcess(
      { DATA_DIR: dataDir, RECORD_MODULES_TO: join(dataDir, 'modules.txt') },
      { entry: '../scripts/serve.ts', nodeOptions: ['--import', RECORDER] },
    );
  });
  afterAll(async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts without the page renderer and the email templates, and imports the renderer on the first page', async () => {
    const atStart = await loadedModules();
    // What was recorded is the server's whole start, the mailer included.
    expect(atStart.some((url) => url.endsWith('/server/src/modules/mail/emails.ts'))).toBe(true);
    expect(atStart.some((url) => url.endsWith('/server/src/main.ts'))).toBe(true);
    expect(atStart.filter(isLeftForLater)).toEqual([]);

    const page = await fetch(`${server.origin}/start`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<div id="root">\s*<\w/);
    expect((await loadedModules()).some(isRenderer)).toBe(true);
  });
});
