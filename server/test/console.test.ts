import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../src/app';
import { createConsoleHandler } from '../src/http/console';
import { createPortalHandler } from '../src/http/portal';
import { createLogger } from '../src/logger';
import { startTestServer, type TestServer, testConfig } from './support/harness';

const CONSOLE_INDEX = '<!doctype html><html lang="en"><head><title>Claims console</title></head></html>';
const PORTAL_INDEX = '<!doctype html><html lang="en"><head><title>Claims</title></head></html>';

describe('the console served by the server under /console', () => {
  let server: TestServer;
  let consoleDir: string;
  let portalDir: string;
  let app: App;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    consoleDir = await mkdtemp(join(tmpdir(), 'op-console-'));
    await mkdir(join(consoleDir, 'assets'));
    await writeFile(join(consoleDir, 'index.html'), CONSOLE_INDEX);
    await writeFile(join(consoleDir, 'assets', 'index-9c8d7e.js'), 'export {};');
    portalDir = await mkdtemp(join(tmpdir(), 'op-portal-'));
    await writeFile(join(portalDir, 'index.html'), PORTAL_INDEX);
    app = createApp({
      db: server.db,
      storage: server.storage,
      config: testConfig(),
      logger: createLogger({ write: () => {} }),
      portal: createPortalHandler({ distDir: portalDir, renderPage: (template) => template }, server.db),
      console: createConsoleHandler({ distDir: consoleDir }),
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(consoleDir, { recursive: true, force: true });
    await rm(portalDir, { recursive: true, force: true });
  });

  it("answers a deep link with the console's index, revalidated on each visit", async () => {
    for (const path of [
      '/console',
      '/console/',
      '/console/claims/c_123',
      '/console/reset-password?token=abc',
    ]) {
      const page = await app.request(`http://localhost${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await page.text()).toBe(CONSOLE_INDEX);
    }
    // The portal keeps every other path.
    expect(await (await app.request('http://localhost/start')).text()).toBe(PORTAL_INDEX);
  });

  it('serves its hashed files for a year and a missing file as a 404, never as the page', async () => {
    const asset = await app.request('http://localhost/console/assets/index-9c8d7e.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('export {};');
    for (const path of [
      '/console/assets/index-000000.js',
      '/console/claims/missing.png',
      '/console/%E0%A4%A.js',
    ]) {
      expect((await app.request(`http://localhost${path}`)).status, path).toBe(404);
    }
    expect((await app.request('http://localhost/console/../package.json')).status).toBe(404);
  });
});
