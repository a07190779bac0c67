import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { WhitelabelSettings } from '@orderprotection/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type App, createApp } from '../src/app';
import { createPortalHandler, type PortalPageRenderer } from '../src/http/portal';
import { createLogger } from '../src/logger';
import { lookUp, seed, seedOrder, submission, submit, testStore } from './support/fixtures';
import { startTestServer, type TestServer, testConfig } from './support/harness';

const TEMPLATE = '<!doctype html><html lang="en"><head><title>Claims</title></head><body></body></html>';

/**
 * Stands in for the portal's renderer (portal/src/serve/render.tsx): writes the store and the page it was
 * given.
 */
const renderPage: PortalPageRenderer = (template, store, page) =>
  template.replace(
    '</body>',
    `<script type="application/json">${JSON.stringify({ store, page }).replaceAll('<', '\\u003c')}</script></body>`,
  );

/** What the renderer was given for a page: the store the server found and the page (URL, claim). */
async function renderedWith(response: Response): Promise<{ store: unknown; page: Record<string, unknown> }> {
  const json = /<script type="application\/json">([^<]*)<\/script>/.exec(await response.text())?.[1];
  if (json === undefined) throw new Error('The page was not rendered');
  return JSON.parse(json) as { store: unknown; page: Record<string, unknown> };
}

/** The store the server found for a page, as written by the renderer. */
async function storeOf(response: Response): Promise<unknown> {
  return (await renderedWith(response)).store;
}

/** The part of POST claims' answer this file needs: the new claim's id, its token. */
const ClaimAnswer = z.object({ id: z.string() });

const squareBranding = { brand700: '#123456', buttonStyle: 'SQUARE' } as const;

const ENTRY_SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};`;

describe('the portal served by the server', () => {
  let server: TestServer;
  let distDir: string;
  let app: App;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    await seed(server, {
      stores: [
        testStore({
          id: 'square',
          name: 'Square & Co',
          domains: ['square.example'],
          branding: squareBranding,
        }),
        testStore({ id: 'night', name: 'Night Shop', domains: ['night.example'] }),
      ],
    });
    distDir = await mkdtemp(join(tmpdir(), 'op-portal-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'index.html'), TEMPLATE);
    await writeFile(join(distDir, 'assets', 'index-3f2a1b.js'), 'export {};');
    // A script with the compressed copies the build writes beside it (scripts/precompress.ts).
    await writeFile(join(distDir, 'assets', 'entry-9c8d7e.js'), ENTRY_SCRIPT);
    await writeFile(join(distDir, 'assets', 'entry-9c8d7e.js.br'), brotliCompressSync(ENTRY_SCRIPT));
    await writeFile(join(distDir, 'assets', 'entry-9c8d7e.js.gz'), gzipSync(ENTRY_SCRIPT));
    await writeFile(join(distDir, 'robots.txt'), 'User-agent: *');
    app = createApp({
      db: server.db,
      storage: server.storage,
      config: testConfig(),
      logger: createLogger({ write: () => {} }),
      portal: createPortalHandler({ distDir, renderPage }, server.db),
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('renders every portal route for the store of the host, revalidated on each visit', async () => {
    const square = await app.request('http://square.example/issues/items');
    expect(square.status).toBe(200);
    expect(square.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(square.headers.get('cache-control')).toBe('no-cache');
    expect(WhitelabelSettings.parse(await storeOf(square))).toEqual({
      storeId: 'square',
      storeName: 'Square & Co',
      branding: squareBranding,
    });
    const night = await app.request('http://Night.Example/view/abc/review');
    expect(WhitelabelSettings.parse(await storeOf(night)).storeId).toBe('night');
  });

  it("shows a claim's pages in the claim's store on any host, whatever ?store= says", async () => {
    const order = await seedOrder(server, { storeId: 'night' });
    const { token } = await lookUp(server, order);
    const filed = await submit(server, order, token, submission(order, [{ item: 'mug', quantity: 1 }]));
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const claimId = ClaimAnswer.parse(filed.body).id;
    for (const origin of ['http://square.example', 'http://unknown.example']) {
      // The page is rendered with the claim exactly as GET claims/{token} answers it on that origin, and
      // the review page with its reviews as GET claims/{token}/reviews does.
      const answer: unknown = await (await app.request(`${origin}/api/claims/${claimId}`)).json();
      const reviews: unknown = await (await app.request(`${origin}/api/claims/${claimId}/reviews`)).json();
      for (const path of [`/view/${claimId}`, `/view/${claimId}/review`, `/print/${claimId}`]) {
        const { store, page } = await renderedWith(await app.request(`${origin}${path}?store=square`));
        expect(WhitelabelSettings.parse(store).storeId, `${origin}${path}`).toBe('night');
        expect(page, `${origin}${path}`).toEqual({
          url: `${origin}${path}?store=square`,
          claim: answer,
          ...(path.endsWith('/review') ? { reviews } : {}),
        });
      }
    }
    // A token that finds no claim leaves the store to the host, as on any page, and renders no claim.
    const unknown = await renderedWith(
      await app.request('http://square.example/view/no-such-claim-token-000000'),
    );
    expect(WhitelabelSettings.parse(unknown.store).storeId).toBe('square');
    expect(unknown.page.claim).toBeNull();
    // Any other page is rendered without one.
    const start = await renderedWith(await app.request('http://square.example/start'));
    expect(start.page).toEqual({ url: 'http://square.example/start' });
  });

  it('answers the page the browser renders by itself, and logs why, when the renderer throws', async () => {
    const lines: string[] = [];
    const failing = createApp({
      db: server.db,
      storage: server.storage,
      config: testConfig(),
      logger: createLogger({ write: () => {} }),
      portal: createPortalHandler(
        {
          distDir,
          renderPage: () => {
            throw new Error('renderToString broke');
          },
        },
        server.db,
        createLogger({ write: (line) => lines.push(line) }),
      ),
    });
    const page = await failing.request('http://square.example/start?store=night');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe(TEMPLATE);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'the portal page could not be rendered',
        url: 'http://square.example/start?store=night',
        error: 'renderToString broke',
      }),
    ]);
  });

  it('lets ?store= choose the store, and finds no store for an unknown host', async () => {
    const chosen = await app.request('http://square.example/start?store=night');
    expect(WhitelabelSettings.parse(await storeOf(chosen)).storeId).toBe('night');
    expect(await storeOf(await app.request('http://unknown.example/start'))).toBeNull();
  });

  it('sends build files and pages compressed to a browser that takes them, and as they are to one that does not', async () => {
    const fetchScript = (acceptEncoding?: string) =>
      app.request('http://square.example/assets/entry-9c8d7e.js', {
        headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
      });
    const decoded = {
      br: (bytes: ArrayBuffer) => brotliDecompressSync(Buffer.from(bytes)).toString(),
      gzip: (bytes: ArrayBuffer) => gunzipSync(Buffer.from(bytes)).toString(),
      none: (bytes: ArrayBuffer) => Buffer.from(bytes).toString(),
    };
    const cases = [
      { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br' },
      { acceptEncoding: 'gzip, br;q=0', encoding: 'gzip' },
      { acceptEncoding: 'br;q=1.0, gzip;q=0.8', encoding: 'br' },
      { acceptEncoding: '*', encoding: 'br' },
      { acceptEncoding: 'identity', encoding: 'none' },
      { acceptEncoding: '*;q=0, identity', encoding: 'none' },
      { acceptEncoding: undefined, encoding: 'none' },
    ] as const;
    for (const { acceptEncoding, encoding } of cases) {
      const script = await fetchScript(acceptEncoding);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-encoding') ?? 'none', acceptEncoding).toBe(encoding);
      expect(script.headers.get('vary')).toBe('Accept-Encoding');
      expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(decoded[encoding](await script.arrayBuffer()), acceptEncoding).toBe(ENTRY_SCRIPT);
    }
    // A file the build left without copies goes as it is, whatever the browser takes.
    const small = await app.request('http://square.example/assets/index-3f2a1b.js', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('export {};');

    // Each page is compressed as it is sent.
    const plain = await (await app.request('http://square.example/start')).text();
    for (const [acceptEncoding, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const page = await app.request('http://square.example/start', {
        headers: { 'Accept-Encoding': acceptEncoding },
      });
      expect(page.headers.get('content-encoding')).toBe(encoding);
      expect(page.headers.get('vary')).toBe('Accept-Encoding');
      expect(decoded[encoding](await page.arrayBuffer())).toBe(plain);
    }
  });

  it('caches hashed build files for good and answers missing files and API paths with 404, never the page', async () => {
    const script = await app.request('http://square.example/assets/index-3f2a1b.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const robots = await app.request('http://square.example/robots.txt');
    expect(robots.headers.get('cache-control')).toBe('no-cache');

    // A HEAD is answered as the GET would be, without the body.
    const head = await app.request('http://square.example/assets/entry-9c8d7e.js', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('gzip');
    expect(head.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await head.text()).toBe('');

    // The compressed copies are sent in the file's place only, never as files of their own.
    for (const path of [
      '/assets/index-gone.js',
      '/assets/entry-9c8d7e.js.br',
      '/assets/%E0%A4%A.js',
      '/assets/../../package.json',
    ]) {
      const missing = await app.request(`http://square.example${path}`);
      expect(missing.status, path).toBe(404);
      expect(await missing.text(), path).not.toContain('<html');
    }
    const api = await app.request('http://square.example/api/nothing-here');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
    const bareApi = await app.request('http://square.example/api');
    expect(bareApi.status).toBe(404);
    expect(await bareApi.text()).not.toContain('<html');
  });
});
