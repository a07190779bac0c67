import { apiPaths, Claim, REQUEST_ID_HEADER, Store, WhitelabelSettings } from '@orderprotection/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { DEMO_ASSETS_DIRECTORY } from '../src/demo/demo-data';
import { createLogger } from '../src/logger';
import { lookUp, seed, seedOrder, submission, submit, testStore } from './support/fixtures';
import { DRIVERS, startTestServer, type TestServer, testConfig } from './support/harness';
import { call, expectError } from './support/http';

describe.each(DRIVERS)('stores, branding, docs and logs on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
    await seed(server, {
      stores: [
        testStore({
          domains: ['claims.example.com', 'shop.example.com'],
          branding: { brand700: '#123456', buttonStyle: 'SQUARE', logoUrl: '/demo/logos/aurora.svg' },
          policy: { claimWindowDays: 14 },
        }),
        testStore({ id: 'second', name: 'Second Store', domains: ['second.example.com'] }),
      ],
    });
  });
  afterAll(() => server.close());

  it('GET whitelabel/settings finds the store by id, then by domain', async () => {
    const byDomain = await call(server, 'GET', apiPaths.whitelabelSettings, {
      query: { domain: 'Claims.Example.com:443' },
    });
    expect(WhitelabelSettings.parse(byDomain.body)).toEqual({
      storeId: 'test-store',
      storeName: 'Test Store',
      branding: { brand700: '#123456', buttonStyle: 'SQUARE', logoUrl: '/demo/logos/aurora.svg' },
    });
    const byStore = await call(server, 'GET', apiPaths.whitelabelSettings, {
      query: { store: 'second', domain: 'claims.example.com' },
    });
    expect(WhitelabelSettings.parse(byStore.body).storeId).toBe('second');
    const unknownStore = await call(server, 'GET', apiPaths.whitelabelSettings, {
      query: { store: 'nope', domain: 'second.example.com' },
    });
    expect(WhitelabelSettings.parse(unknownStore.body).storeId).toBe('second');
    expectError(
      await call(server, 'GET', apiPaths.whitelabelSettings, { query: { domain: 'unknown.example.org' } }),
      404,
    );
    expect(expectError(await call(server, 'GET', apiPaths.whitelabelSettings), 400)).toBe(
      'Give a domain or a store',
    );
  });

  it('GET stores/{id} answers the store with its domains, settings and policy', async () => {
    const answer = await call(server, 'GET', apiPaths.store('test-store'));
    const store = Store.parse(answer.body);
    expect(store).toMatchObject({
      id: 'test-store',
      name: 'Test Store',
      domains: ['claims.example.com', 'shop.example.com'],
    });
    expect(store.policy).toEqual({ claimWindowDays: 14, waitingDaysAfterDelivery: 3, maxFilesPerClaim: 10 });
    expect(store.settings.capabilities).toMatchObject({ reship: true, refund: true, credit: false });
    expect(expectError(await call(server, 'GET', apiPaths.store('nope')), 404)).toBe('Store not found.');
  });

  it('publishes an OpenAPI document with every call of the spec, and an offline docs page', async () => {
    const document = (await call(server, 'GET', 'openapi.json')).body as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      components: {
        schemas: Record<string, unknown>;
        securitySchemes: Record<string, { in: string; name: string }>;
      };
    };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /order-lookup',
        'GET /sessions',
        'PUT /sessions',
        'DELETE /sessions/{id}',
        'GET /claims/{id}',
        'POST /claims/{id}',
        'GET /claims/{id}/messages',
        'POST /claims/{id}/messages',
        'GET /claims/{id}/reviews',
        'POST /claims/{id}/reviews',
        'GET /whitelabel/settings',
        'GET /stores/{id}',
        'POST /media/uploads',
        'PUT /media/uploads/{key}',
        'GET /media/files/{key}',
        // The staff side.
        'GET /staff/me',
        'GET /staff/claims',
        'GET /staff/claims/{id}',
        'POST /staff/claims/{id}/moves',
        'POST /staff/claims/{id}/resolution',
        'POST /staff/claims/{id}/messages',
        'POST /staff/claims/{id}/media/uploads',
        'PUT /staff/claims/{id}/assignee',
        'POST /staff/claims/{id}/labels',
        'DELETE /staff/claims/{id}/labels/{labelId}',
        'POST /staff/claims/bulk',
        'GET /staff/stores/{storeId}/settings',
        'PUT /staff/stores/{storeId}/branding',
        'POST /staff/stores/{storeId}/logo',
        'PUT /staff/stores/{storeId}/policy',
        'PUT /staff/stores/{storeId}/reply-to',
        'GET /staff/stores/{storeId}/notification-preferences',
        'PUT /staff/stores/{storeId}/notification-preferences',
        'GET /staff/stores/{storeId}/capabilities',
        'PUT /staff/stores/{storeId}/capabilities',
        'GET /staff/stores/{storeId}/assignees',
        'GET /staff/stores/{storeId}/labels',
        'POST /staff/stores/{storeId}/labels',
        'PUT /staff/stores/{storeId}/labels/{labelId}',
        'DELETE /staff/stores/{storeId}/labels/{labelId}',
        'GET /staff/stores/{storeId}/team',
        'POST /staff/stores/{storeId}/team',
        'PUT /staff/stores/{storeId}/team/{personId}',
        'DELETE /staff/stores/{storeId}/team/{personId}',
        'POST /staff/stores/{storeId}/team/{personId}/ownership',
        'GET /staff/stores/{storeId}/api-tokens',
        'POST /staff/stores/{storeId}/api-tokens',
        'DELETE /staff/stores/{storeId}/api-tokens/{tokenId}',
        'GET /staff/stores/{storeId}/macros',
        'POST /staff/stores/{storeId}/macros',
        'PUT /staff/stores/{storeId}/macros/{macroId}',
        'DELETE /staff/stores/{storeId}/macros/{macroId}',
        'GET /staff/views',
        'POST /staff/views',
        'DELETE /staff/views/{viewId}',
        // Notifications.
        'POST /orders/{id}/claim-links',
        'GET /staff/stores/{storeId}/webhooks',
        'POST /staff/stores/{storeId}/webhooks',
        'DELETE /staff/stores/{storeId}/webhooks/{endpointId}',
        'GET /staff/stores/{storeId}/webhooks/{endpointId}/deliveries',
        'POST /staff/stores/{storeId}/webhooks/{endpointId}/deliveries/{deliveryId}/redeliver',
        'GET /staff/stores/{storeId}/email-previews/{kind}',
        // Orders from platforms without a connector.
        'PUT /staff/stores/{storeId}/orders/{externalId}',
        'POST /staff/stores/{storeId}/orders/batch',
        // Platforms that send orders and scans.
        'GET /staff/stores/{storeId}/connections',
        'PUT /staff/stores/{storeId}/connections/shopify',
        'PUT /staff/stores/{storeId}/connections/woocommerce',
        'PUT /staff/stores/{storeId}/connections/easypost',
        'PUT /staff/stores/{storeId}/connections/aftership',
        'POST /staff/stores/{storeId}/connections/{connectionId}/test',
        'POST /staff/stores/{storeId}/connections/{connectionId}/backfill',
        'DELETE /staff/stores/{storeId}/connections/{connectionId}',
        'POST /ingest/shopify/{connectionId}',
        'POST /ingest/woocommerce/{connectionId}',
        'POST /ingest/easypost/{connectionId}',
        'POST /ingest/aftership/{connectionId}',
      ].sort(),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'Order',
        'Claim',
        'ClaimSession',
        'Message',
        'Review',
        'Store',
        'WhitelabelSettings',
        'UploadResponse',
        'ApiError',
      ]),
    );
    expect(document.components.securitySchemes).toMatchObject({
      orderToken: { in: 'header', name: 'x-order-token' },
      orderCookie: { in: 'cookie', name: 'op_order' },
      claimToken: { in: 'query', name: 'claimId' },
    });
    const page = await call(server, 'GET', 'docs');
    expect(page.status).toBe(200);
    const html = String(page.body);
    expect(html).not.toMatch(/https?:\/\//);
    for (const asset of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      const response = await fetch(`${server.origin}${asset[1]}`);
      expect(response.status, asset[1]).toBe(200);
    }
    expectError(await call(server, 'GET', 'docs/package.json'), 404);
  });

  it('answers unknown paths with the error shape, and every answer with a request id', async () => {
    const answer = await call(server, 'GET', 'no-such-call');
    expectError(answer, 404);
    expect(answer.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await call(server, 'GET', 'stores/test-store', {
      headers: { [REQUEST_ID_HEADER]: 'trace-abc-123' },
    });
    expect(echoed.headers.get(REQUEST_ID_HEADER)).toBe('trace-abc-123');
    // The API's headers on an answer and on a refusal of its input.
    const seeded = await seedOrder(server);
    const found = await call(server, 'GET', 'order-lookup', {
      query: { email: seeded.email, order: seeded.orderNumber },
      headers: { [REQUEST_ID_HEADER]: 'trace-lookup' },
    });
    const refused = await call(server, 'GET', `claims/${'x'.repeat(201)}`);
    expect(found.status).toBe(200);
    expectError(refused, 400);
    for (const [answer, requestId] of [
      [found, 'trace-lookup'],
      [refused, expect.stringMatching(/^[0-9a-f-]{36}$/)],
    ] as const) {
      expect(answer.headers.get(REQUEST_ID_HEADER)).toEqual(requestId);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-type')).toBe('application/json');
    }
  });

  it('logs one JSON line per request with its request id, and no email, token or claim id', async () => {
    const seeded = await seedOrder(server);
    server.logs.length = 0;
    const { token } = await lookUp(server, seeded);
    await call(server, 'GET', 'order-lookup', {
      query: { email: seeded.email, order: 'wrong' },
      client: '198.51.100.99',
    });
    const claim = Claim.parse(
      (await submit(server, seeded, token, submission(seeded, [{ item: 'mug', quantity: 1 }]))).body,
    );
    await call(server, 'GET', `claims/${claim.id}`);
    const lines = server.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests.map((line) => [line.method, line.route, line.status])).toEqual([
      ['GET', '/api/order-lookup', 200],
      ['GET', '/api/order-lookup', 404],
      ['POST', '/api/claims/:id', 201],
      ['GET', '/api/claims/:id', 200],
    ]);
    for (const line of lines) expect(line.requestId).toEqual(expect.any(String));
    const written = server.logs.join('\n');
    expect(written).toContain(`"email":"s***@example.com"`);
    for (const secret of [seeded.email, token, claim.id, server.config.signingSecret])
      expect(written).not.toContain(secret);
  });

  it("serves the demo stores' fonts and logos, and leaves other paths to the portal seam", async () => {
    const app = createApp({
      db: server.db,
      storage: server.storage,
      config: testConfig(),
      logger: createLogger({ write: () => {} }),
      demoAssetsDir: DEMO_ASSETS_DIRECTORY,
      portal: { fetch: (request) => new Response(`portal page for ${new URL(request.url).pathname}`) },
    });
    const font = await app.request('/demo/fonts/lobster-latin-400-normal.woff2');
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('access-control-allow-origin')).toBe('*');
    expect((await app.request('/demo/logos/aurora.svg')).headers.get('content-type')).toBe('image/svg+xml');
    expect(await (await app.request('/start')).text()).toBe('portal page for /start');
    expect(await (await app.request('/demo/../package.json')).text()).toBe('portal page for /package.json');
    const api = await app.request('/api/nothing-here');
    expect(api.status).toBe(404);
    const withoutPortal = createApp({
      db: server.db,
      storage: server.storage,
      config: testConfig(),
      logger: createLogger({ write: () => {} }),
    });
    expectError(
      { status: 404, headers: new Headers(), body: await (await withoutPortal.request('/start')).json() },
      404,
    );
  });

  it('answers cross-origin calls only from the configured origins, exposing the proof headers', async () => {
    const app = createApp({
      db: server.db,
      storage: server.storage,
      config: testConfig({ corsOrigins: ['https://portal.example.com'] }),
      logger: createLogger({ write: () => {} }),
    });
    const preflight = await app.request('/api/order-lookup', {
      method: 'OPTIONS',
      headers: { origin: 'https://portal.example.com', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://portal.example.com');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const answer = await app.request('/api/stores/test-store', {
      headers: { origin: 'https://portal.example.com' },
    });
    expect(answer.headers.get('access-control-expose-headers')).toContain('x-order-token');
    const stranger = await app.request('/api/stores/test-store', {
      headers: { origin: 'https://evil.example' },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});
