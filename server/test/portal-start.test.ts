/**
 * The start page's form, sent before (or without) the page's script (http/portal-start.ts): the server
 * answers it with the API's own lookup (the same input rules, limits, messages and proof of the lookup),
 * with the next page the app would show, or with the start page and the lookup's answer.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ORDER_TOKEN_COOKIE } from '@orderprotection/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../src/app';
import { createPortalHandler, type PortalPageRenderer } from '../src/http/portal';
import { createLogger } from '../src/logger';
import { lookUp, seed, seedOrder, testStore } from './support/fixtures';
import { startTestServer, type TestServer, testConfig } from './support/harness';

const TEMPLATE = '<!doctype html><html lang="en"><head><title>Claims</title></head><body></body></html>';

/** Stands in for the portal's renderer: writes the page it was given (URL, form's answer, order). */
const renderPage: PortalPageRenderer = (template, _store, page) =>
  template.replace(
    '</body>',
    `<script type="application/json">${JSON.stringify(page).replaceAll('<', '\\u003c')}</script></body>`,
  );

async function renderedWith(response: Response): Promise<Record<string, unknown>> {
  const json = /<script type="application\/json">([^<]*)<\/script>/.exec(await response.text())?.[1];
  if (json === undefined) throw new Error('The page was not rendered');
  return JSON.parse(json) as Record<string, unknown>;
}

describe("the start page's form, answered by the server", () => {
  let server: TestServer;
  let distDir: string;
  let app: App;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    await seed(server, { stores: [testStore()] });
    distDir = await mkdtemp(join(tmpdir(), 'op-portal-start-'));
    await writeFile(join(distDir, 'index.html'), TEMPLATE);
    app = createApp({
      db: server.db,
      storage: server.storage,
      config: testConfig({
        lookupLimits: { failuresPerClient: 30, failuresPerClientOrder: 3, windowSeconds: 60 },
      }),
      clock: () => server.clock.now(),
      logger: createLogger({ write: () => {} }),
      portal: createPortalHandler({ distDir, renderPage }, server.db),
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const sendForm = (fields: Record<string, string>, client: string, query = '') =>
    app.request(`http://shop.example/start${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client },
      body: new URLSearchParams(fields).toString(),
    });

  it('sends a found order to the next page with proof of the lookup, and renders that page with the order', async () => {
    const order = await seedOrder(server);
    const sent = await sendForm(
      { order: ` ${order.orderNumber} `, email: order.email },
      '192.0.2.1',
      '?store=test',
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/issues?store=test');
    const cookie = sent.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${ORDER_TOKEN_COOKIE}=[^;]+; .*HttpOnly`));
    // The next page is rendered with the order as GET order-lookup answers it.
    const { order: apiOrder } = await lookUp(server, order);
    const next = await app.request('http://shop.example/issues?store=test', {
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(next.status).toBe(200);
    const page = await renderedWith(next);
    expect(page.order).toEqual({
      order: JSON.parse(JSON.stringify(apiOrder)),
      lookup: { email: order.email, order: apiOrder.orderNumber },
    });
    // Without proof, the page of the flow is rendered without an order (the browser sends it to /start).
    expect((await renderedWith(await app.request('http://shop.example/issues'))).order).toBeUndefined();
  });

  it('answers the start page with what was typed and the spec answer when the lookup fails', async () => {
    const order = await seedOrder(server);
    const missing = await sendForm({ order: ' ', email: order.email }, '192.0.2.2');
    expect(missing.status).toBe(400);
    expect((await renderedWith(missing)).startForm).toEqual({
      typed: { orderNumber: ' ', email: order.email },
      answer: { kind: 'invalid', message: 'Enter your order number' },
    });
    const wrong = await sendForm(
      { order: order.orderNumber, email: 'someone.else@example.com' },
      '192.0.2.2',
    );
    expect(wrong.status).toBe(404);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect((await renderedWith(wrong)).startForm).toEqual({
      typed: { orderNumber: order.orderNumber, email: 'someone.else@example.com' },
      answer: { kind: 'not-found' },
    });
  });

  it("shows an order that leads to no other page on the start page, with the order's answer", async () => {
    const order = await seedOrder(server, { protected: false });
    const sent = await sendForm({ order: order.orderNumber, email: order.email }, '192.0.2.3');
    expect(sent.status).toBe(200);
    const { order: apiOrder } = await lookUp(server, order);
    expect((await renderedWith(sent)).startForm).toEqual({
      typed: { orderNumber: order.orderNumber, email: order.email },
      answer: { kind: 'not-protected', order: JSON.parse(JSON.stringify(apiOrder)) },
    });
  });

  it('counts failed forms against the limits of the API’s lookup, and says how long to wait', async () => {
    const order = await seedOrder(server);
    const client = '192.0.2.4';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await sendForm({ order: order.orderNumber, email: 'x@example.com' }, client)).status).toBe(404);
    }
    const limited = await sendForm({ order: order.orderNumber, email: order.email }, client);
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect((await renderedWith(limited)).startForm).toMatchObject({
      answer: { kind: 'rate-limited', retryAfterSeconds: seconds },
    });
    // The API's lookup from the same client is refused too: one set of limits.
    const api = await app.request(
      `http://shop.example/api/order-lookup?${new URLSearchParams({ email: order.email, order: order.orderNumber })}`,
      { headers: { 'x-forwarded-for': client } },
    );
    expect(api.status).toBe(429);
  });
});
