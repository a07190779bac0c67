/**
 * One way to write a route: `createRoute` + `api.openapi`, so every API route the app serves is in the
 * OpenAPI document, and the input the document declares is checked by the route's own validators.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/harness';
import { call } from './support/http';

/** Routes under /api that are not API calls of ours, each with why it is not in the document. */
const NOT_IN_THE_DOCUMENT: Record<string, string> = {
  '/api/*': "middleware on every API call (the JSON body's limit, CORS), not a route",
  '/api/staff/*': 'middleware on every staff call (the cross-site check), not a route',
  '/api/staff/auth/*': "better-auth's own endpoints, mounted as they are and documented by better-auth",
  '/api/openapi.json': 'the document itself',
  '/api/docs': "the document's viewer (Swagger UI)",
  '/api/docs/init.js': "the viewer's start script",
  '/api/docs/:file': "the viewer's files",
};

interface Operation {
  parameters?: unknown[];
  requestBody?: unknown;
}

describe('the OpenAPI document', () => {
  let server: TestServer;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    paths = ((await call(server, 'GET', 'openapi.json')).body as { paths: typeof paths }).paths;
  });
  afterAll(() => server.close());

  /** Each API route the app serves as `METHOD /path` in the document's spelling, with its handler count. */
  function servedRoutes(): Map<string, number> {
    const served = new Map<string, number>();
    for (const { method, path } of server.app.routes) {
      if (!path.startsWith('/api/') || path in NOT_IN_THE_DOCUMENT) continue;
      const key = `${method} ${path.slice('/api'.length).replaceAll(/:(\w+)/g, '{$1}')}`;
      served.set(key, (served.get(key) ?? 0) + 1);
    }
    return served;
  }

  it('holds every API route the app serves', () => {
    const documented = new Set(
      Object.entries(paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const served = [...servedRoutes().keys()];
    expect(served.length).toBeGreaterThan(40);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !served.includes(route))).toEqual([]);
  });

  it("checks the input each route declares with the route's own validators", () => {
    const served = servedRoutes();
    const declaring = Object.values(paths).flatMap((item) =>
      Object.values(item).filter(
        (operation) => (operation.parameters?.length ?? 0) > 0 || operation.requestBody,
      ),
    );
    expect(declaring.length).toBeGreaterThan(40);
    const unchecked = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => (operation.parameters?.length ?? 0) > 0 || operation.requestBody)
        // `api.openapi` puts a validator before the handler for each part of the request it declares.
        .filter(([method]) => (served.get(`${method.toUpperCase()} ${path}`) ?? 0) < 2)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(unchecked).toEqual([]);
  });
});
