/**
 * Links in answers (signed upload URLs, download links, the signature's link) are never built on a host
 * a client made up. Without PUBLIC_URL they are on the request's host only when it is a store's
 * registered domain or this machine's own name, otherwise on the address the server was reached on;
 * with PUBLIC_URL always on it.
 *
 * `fetch` sets Host itself, whatever a request says, so these requests go through node:http.
 */
import { request } from 'node:http';
import type { Claim, UploadResponse } from '@orderprotection/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookUp, seed, seedOrder, submission, submit, testStore } from './support/fixtures';
import { startTestServer, type TestServer } from './support/harness';

interface RawAnswer {
  status: number;
  body: unknown;
}

/** A request to the test server that names `host` in its Host header. */
function callWithHost(
  server: TestServer,
  method: string,
  path: string,
  host: string,
  options: { json?: unknown; token?: string } = {},
): Promise<RawAnswer> {
  const { port } = new URL(server.origin);
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api/${path}`,
        headers: {
          host,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token === undefined ? {} : { 'x-order-token': options.token }),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A server with a store on aurora.example, a filed claim (with its signature) and an order proof. */
async function serverWithClaim(publicUrl?: string) {
  const server = await startTestServer('pglite', { publicUrl });
  await seed(server, { stores: [testStore({ domains: ['aurora.example'] })] });
  const order = await seedOrder(server);
  const { token } = await lookUp(server, order);
  const filed = await submit(server, order, token, submission(order, [{ item: 'mug', quantity: 1 }]));
  expect(filed.status, JSON.stringify(filed.body)).toBe(201);
  return { server, token, claimToken: (filed.body as Claim).id };
}

/** Every link the answers give, for one Host: an upload's and the claim's signature. */
async function linksFor(
  { server, token, claimToken }: Awaited<ReturnType<typeof serverWithClaim>>,
  host: string,
): Promise<string[]> {
  const upload = await callWithHost(server, 'POST', 'media/uploads', host, {
    json: { contentType: 'image/png', filename: 'photo.png', mediaType: 'CLAIM' },
    token,
  });
  expect(upload.status, JSON.stringify(upload.body)).toBe(200);
  const claim = await callWithHost(server, 'GET', `claims/${claimToken}`, host);
  expect(claim.status, JSON.stringify(claim.body)).toBe(200);
  const { signedUrl, downloadLink, publicUrl } = upload.body as UploadResponse;
  return [signedUrl ?? '', downloadLink, publicUrl, (claim.body as Claim).signatureUrl ?? ''];
}

describe('links without PUBLIC_URL', () => {
  let setup: Awaited<ReturnType<typeof serverWithClaim>>;
  beforeAll(async () => {
    setup = await serverWithClaim();
  });
  afterAll(() => setup.server.close());

  it('are on the address the server was reached on when the Host is unknown', async () => {
    for (const host of ['evil.example', 'evil.example:3000', 'aurora.example.evil.example']) {
      const links = await linksFor(setup, host);
      for (const link of links) expect(link.startsWith(`${setup.server.origin}/api/media/`), link).toBe(true);
    }
  });

  it("are on a store's registered domain, with the port the request named", async () => {
    for (const link of await linksFor(setup, 'aurora.example:8080')) {
      expect(link.startsWith('http://aurora.example:8080/api/media/'), link).toBe(true);
    }
    for (const link of await linksFor(setup, 'Aurora.Example')) {
      expect(link.startsWith('http://aurora.example/api/media/'), link).toBe(true);
    }
  });

  it("are on this machine's own names", async () => {
    for (const host of ['localhost:5173', '127.0.0.1:4000', '[::1]:3000']) {
      for (const link of await linksFor(setup, host)) {
        expect(link.startsWith(`http://${host}/api/media/`), link).toBe(true);
      }
    }
  });
});

describe('links with PUBLIC_URL', () => {
  let setup: Awaited<ReturnType<typeof serverWithClaim>>;
  beforeAll(async () => {
    setup = await serverWithClaim('https://claims.example.com');
  });
  afterAll(() => setup.server.close());

  it('are on it, whatever the Host', async () => {
    for (const host of ['evil.example', 'aurora.example', 'localhost:3000']) {
      for (const link of await linksFor(setup, host)) {
        expect(link.startsWith('https://claims.example.com/api/media/'), link).toBe(true);
      }
    }
  });
});
