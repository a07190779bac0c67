/**
 * A store's logo as brands ship it: uploaded from the console (POST staff/stores/{id}/logo) as SVG, PNG,
 * JPEG or WebP, judged by its bytes; an SVG made safe before it is stored; every logo served with its own
 * content type, nosniff and, for an SVG, a policy under which opening it directly runs nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../src/db/schema';
import { PNG_BYTES } from './support/fixtures';
import { countRows, DRIVERS, startTestServer, storedFiles, type TestServer } from './support/harness';
import { expectError } from './support/http';
import { AURORA, addPerson, auroraGrant, BOREALIS, seedTwoStores, signIn, staffCall } from './support/staff';

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const WEBP_BYTES = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
]);

/** Each hostile part is beside a shape that is kept, so what is left is still a logo. */
const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg ${SVG_NS} viewBox="0 0 120 40" onload="alert('onload')">
  <script>alert('script')</script>
  <script xlink:href="https://evil.example/x.js"/>
  <foreignObject width="100" height="40"><div xmlns="http://www.w3.org/1999/xhtml">
    <iframe src="https://evil.example/"/></div></foreignObject>
  <image href="https://evil.example/tracker.png" width="1" height="1"/>
  <image xlink:href="https://evil.example/tracker2.png" width="1" height="1"/>
  <use href="https://evil.example/sprite.svg#icon"/>
  <style>@import url(https://evil.example/a.css); .x { fill: red }</style>
  <style>.brand { fill: #1a2b3c }</style>
  <a href="javascript:alert('link')"><text x="0" y="30" class="brand" onclick="alert('click')">Acme</text></a>
  <linearGradient id="fade"><stop offset="0" stop-color="#fff"/></linearGradient>
  <rect id="mark" width="20" height="20" fill="url(#fade)" style="background:url('https://evil.example/bg.png')"/>
  <use xlink:href="#mark" x="24"/>
</svg>`;

describe.each(DRIVERS)("a store's logo on %s", (driver) => {
  let server: TestServer;
  let owner: string;
  beforeAll(async () => {
    server = await startTestServer(driver);
    await seedTwoStores(server);
    owner = await signIn(server, await addPerson(server, [auroraGrant('store_owner')]));
  });
  afterAll(() => server.close());

  const upload = (
    body: Uint8Array | string,
    { storeId = AURORA.storeId, cookie = owner, type = 'image/png' } = {},
  ) =>
    staffCall(server, cookie, 'POST', `stores/${storeId}/logo`, {
      body: typeof body === 'string' ? body : new Uint8Array(body),
      headers: { 'content-type': type },
      query: { filename: 'brand-logo.png' },
    });

  async function uploaded(body: Uint8Array | string, type?: string): Promise<Response> {
    const answer = await upload(body, type === undefined ? {} : { type });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { logoUrl } = answer.body as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/api\/media\/files\/[\w-]+\.(svg|png|jpg|webp)$/);
    return fetch(`${server.origin}${logoUrl}`);
  }

  it.each([
    ['png', PNG_BYTES, 'image/png'],
    ['jpg', JPEG_BYTES, 'image/jpeg'],
    ['webp', WEBP_BYTES, 'image/webp'],
  ] as const)(
    'stores a %s logo as it is and serves it with its type and nosniff',
    async (format, bytes, type) => {
      // Sent as something else: the bytes say what it is.
      const file = await uploaded(bytes, 'application/octet-stream');
      expect(file.url).toMatch(new RegExp(`\\.${format}$`));
      expect(file.headers.get('content-type')).toBe(type);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
    },
  );

  it('stores an SVG without its scripts, handlers, foreignObject and outside references', async () => {
    const file = await uploaded(HOSTILE_SVG, 'image/png');
    expect(file.headers.get('content-type')).toBe('image/svg+xml');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    const svg = await file.text();
    for (const hostile of [
      '<script',
      'onload',
      'onclick',
      'alert',
      'foreignObject',
      'iframe',
      'evil.example',
      'javascript:',
      '@import',
    ]) {
      expect(svg, hostile).not.toContain(hostile);
    }
    // What draws the logo is kept, local references and camel-cased SVG attributes included.
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 120 40"/);
    expect(svg).toContain('<style>.brand { fill: #1a2b3c }</style>');
    expect(svg).toContain('fill="url(#fade)"');
    expect(svg).toContain('xlink:href="#mark"');
    expect(svg).toContain('>Acme</text>');
    const key = file.url.split('/').at(-1) ?? '';
    const [row] = await server.db.select().from(media).where(eq(media.key, key));
    expect(row).toMatchObject({ purpose: 'logo', filename: 'brand-logo.svg', contentType: 'image/svg+xml' });
  });

  it('refuses an SVG with a DOCTYPE, so no entity is ever expanded (XXE)', async () => {
    const before = await storedFiles(server.mediaDir);
    for (const xxe of [
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY secret SYSTEM "file:///etc/passwd">]><svg ${SVG_NS}><text>&secret;</text></svg>`,
      `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><svg ${SVG_NS}><text>&b;</text></svg>`,
      `<!doctype svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg ${SVG_NS}><rect width="1" height="1"/></svg>`,
    ]) {
      expect(expectError(await upload(xxe), 415)).toBe('An SVG logo may not have a DOCTYPE or entities.');
    }
    expect(await storedFiles(server.mediaDir)).toEqual(before);
  });

  it('refuses what is not a logo, with a clear message, and stores nothing', async () => {
    const rows = await countRows(server.db);
    const files = await storedFiles(server.mediaDir);
    const refusals: [string | Uint8Array, number, string][] = [
      ['GIF89a\x01\x00\x01\x00', 415, 'A logo must be an SVG, PNG, JPEG or WebP image.'],
      ['%PDF-1.7 not an image', 415, 'A logo must be an SVG, PNG, JPEG or WebP image.'],
      [`<svg ${SVG_NS}><rect`, 415, 'The SVG is not well-formed XML.'],
      [
        '<html><body><p>hi</p></body></html>',
        415,
        'The file is not an SVG image: its root element is not <svg>.',
      ],
      [
        `<svg ${SVG_NS} onload="alert(1)"><script>alert(1)</script></svg>`,
        415,
        'Nothing safe is left of the SVG: it draws nothing.',
      ],
      [new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]), 415, 'The SVG is not UTF-8 text.'],
      ['', 415, 'The logo file is empty.'],
      [new Uint8Array(1024 * 1024 + 1).fill(0x20), 413, 'The logo is larger than 1 MB.'],
    ];
    for (const [body, status, message] of refusals) {
      expect(expectError(await upload(body), status), String(body).slice(0, 40)).toBe(message);
    }
    expect(await countRows(server.db)).toEqual(rows);
    expect(await storedFiles(server.mediaDir)).toEqual(files);
  });

  it('needs branding:update on the store, as the branding does', async () => {
    const support = await signIn(server, await addPerson(server, [auroraGrant('store_support')]));
    expect(expectError(await upload(PNG_BYTES, { cookie: support }), 403)).toBe(
      'This needs the branding:update permission on this store.',
    );
    expect(expectError(await upload(PNG_BYTES, { storeId: BOREALIS.storeId }), 404)).toBe('Store not found.');
    expectError(await upload(PNG_BYTES, { cookie: '' }), 401);
  });
});
