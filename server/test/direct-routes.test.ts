/**
 * The order lookup and the claim view are answered two ways (src/http/direct-routes.ts): on Node's own
 * request, and through Hono for what the direct way leaves alone. The same app is served here both ways
 * and every answer must be the same, status, headers and body, as must its log line.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Claim } from '@orderprotection/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlainTarget } from '../src/http/direct-routes';
import { serveApp } from '../src/http/serve';
import { lookUp, type SeededOrder, seed, seedOrder, submission, submit, testStore } from './support/fixtures';
import { startTestServer, type TestServer } from './support/harness';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with exactly these headers (a fixed Host: answers hold links built on it). */
function get(
  port: number,
  target: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(
      { host: '127.0.0.1', port, path: target, method, headers: { host: 'localhost', ...headers } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...kept } = answer.headers;
          resolve({ status: answer.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks).toString() });
        });
        answer.on('error', reject);
      },
    )
      .on('error', reject)
      .end();
  });
}

describe('the direct routes', () => {
  let server: TestServer;
  let seeded: SeededOrder;
  let claimToken: string;
  /** Serves the app as `npm start` does, counting the requests that reach Hono. */
  let directPort: number;
  let reachedHono = 0;
  /** Serves the same app through Hono only. */
  let honoPort: number;
  const servers: ReturnType<typeof serveApp>[] = [];

  async function listen(app: Parameters<typeof serveApp>[0]): Promise<number> {
    const served = serveApp(app, { port: 0, hostname: '127.0.0.1' });
    servers.push(served);
    await new Promise((resolve) => served.once('listening', resolve));
    return (served.address() as AddressInfo).port;
  }

  beforeAll(async () => {
    server = await startTestServer('pglite');
    await seed(server, { stores: [testStore()] });
    seeded = await seedOrder(server);
    const filed = await submit(
      server,
      seeded,
      (await lookUp(server, seeded)).token,
      submission(seeded, [{ item: 'mug', quantity: 1 }]),
    );
    claimToken = Claim.parse(filed.body).id;
    const { app } = server;
    directPort = await listen({
      fetch: (incoming, bindings) => {
        reachedHono += 1;
        return app.fetch(incoming, bindings);
      },
      answerDirectly: app.answerDirectly,
    });
    honoPort = await listen({ fetch: app.fetch });
  });
  afterAll(async () => {
    for (const served of servers) served.close();
    await server.close();
  });

  /** Both ways' answers to `target`, with the request lines each logged. */
  async function bothWays(target: string, client: string) {
    const headers = { 'x-request-id': `parity-${client.replaceAll('.', '-')}`, 'x-forwarded-for': client };
    const before = reachedHono;
    const direct = await get(directPort, target, headers);
    const tookHono = reachedHono > before;
    const hono = await get(honoPort, target, headers);
    const logged = server.logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.requestId === headers['x-request-id'])
      .map(({ time: _time, durationMs: _durationMs, ...line }) => line);
    return { direct, hono, tookHono, logged };
  }

  const cases: [string, () => string][] = [
    [
      'a lookup',
      () => `/api/order-lookup?email=${encodeURIComponent(seeded.email)}&order=${seeded.orderNumber}`,
    ],
    [
      'a lookup with spaces, capitals and "#"',
      () =>
        `/api/order-lookup?email=+${encodeURIComponent(seeded.email.toUpperCase())}%20&order=%23${seeded.orderNumber}`,
    ],
    [
      'a lookup of an order that does not exist',
      () => '/api/order-lookup?email=nobody%40example.com&order=404',
    ],
    ['a lookup with a malformed email', () => '/api/order-lookup?email=nope&order=1'],
    ['a lookup with nothing', () => '/api/order-lookup'],
    ['a lookup with a name given twice', () => '/api/order-lookup?email=a%40b.co&email=c%40d.co&order=1'],
    ['a lookup with bytes that are not UTF-8', () => '/api/order-lookup?email=a%40b.co&order=%E9%zz'],
    ['a claim', () => `/api/claims/${claimToken}`],
    ['a claim no token opens', () => `/api/claims/${'A'.repeat(32)}`],
    ['a token of the wrong shape', () => '/api/claims/short'],
  ];

  it.each(cases.map(([name, target], index) => [name, target, `198.51.100.${index + 1}`] as const))(
    'answers %s the same both ways, and directly',
    async (_name, target, client) => {
      const { direct, hono, tookHono, logged } = await bothWays(target(), client);
      expect(tookHono).toBe(false);
      expect(direct).toEqual(hono);
      expect(direct.headers['x-request-id']).toBe(`parity-${client.replaceAll('.', '-')}`);
      expect(direct.headers['content-length']).toBe(String(Buffer.byteLength(direct.body)));
      // Each way logged the same lines: the route's own, then the request's.
      expect(logged.length).toBeGreaterThan(1);
      expect(logged.slice(0, logged.length / 2)).toEqual(logged.slice(logged.length / 2));
      expect(logged.at(-1)).toMatchObject({ msg: 'request', method: 'GET', status: direct.status });
    },
  );

  it('answers a rate-limited lookup the same both ways, with Retry-After', async () => {
    const client = '198.51.100.200';
    const target = '/api/order-lookup?email=nobody%40example.com&order=limited';
    for (let attempt = 0; attempt < server.config.lookupLimits.failuresPerClientOrder; attempt++) {
      expect((await get(directPort, target, { 'x-forwarded-for': client })).status).toBe(404);
    }
    const { direct, hono, tookHono } = await bothWays(target, client);
    expect(tookHono).toBe(false);
    expect(direct.status).toBe(429);
    expect(direct.headers['retry-after']).toMatch(/^\d+$/);
    expect(direct).toEqual(hono);
  });

  it('leaves to Hono what it would read differently or not answer alike', async () => {
    const lookup = `/api/order-lookup?email=${encodeURIComponent(seeded.email)}&order=${seeded.orderNumber}`;
    const throughHono: [string, string, Record<string, string>, string][] = [
      ['a HEAD', lookup, {}, 'HEAD'],
      ['a host new URL rewrites', lookup, { host: 'LOCALHOST' }, 'GET'],
      ['a path with percent-encoding', `/api/claims/%41${claimToken.slice(1)}`, {}, 'GET'],
      ['a dot segment', `/api/x/../claims/${claimToken}`, {}, 'GET'],
      ['a quote new URL encodes', `${lookup}&x='`, {}, 'GET'],
      ['a trailing slash', `/api/claims/${claimToken}/`, {}, 'GET'],
      ['another route', `/api/claims/${claimToken}/messages`, {}, 'GET'],
    ];
    for (const [name, target, headers, method] of throughHono) {
      const before = reachedHono;
      const answer = await get(directPort, target, headers, method);
      expect(reachedHono, name).toBe(before + 1);
      expect(answer.status, name).toBeLessThan(500);
    }
  });
});

describe('a plain target', () => {
  it('is one new URL keeps exactly as sent', () => {
    const printable = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));
    // Weighted towards what a path and a query hold, so that most targets drawn are plain.
    const likely = fc.constantFrom('/', '.', '%', '?', '=', '&', 'a', 'Z', '9', '-', '~', "'", '#');
    fc.assert(
      fc.property(fc.array(fc.oneof(printable, likely), { maxLength: 24 }), (characters) => {
        const target = `/${characters.join('')}`;
        if (!isPlainTarget(target)) return;
        expect(new URL(`http://localhost${target}`).href).toBe(`http://localhost${target}`);
      }),
      { numRuns: 20_000 },
    );
  });
});
