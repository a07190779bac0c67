/**
 * Requests refused before they reach the app (by Node's HTTP parser, or because their URL cannot be read)
 * are answered in the shared error shape too, not with an empty body; a body past its limit is read to its
 * end before the 413, so that its client reads the answer rather than a reset.
 */
import { ApiError } from '@orderprotection/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/harness';
import { rawRequest, sendWholeBody } from './support/raw-http';

describe('requests refused before the app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('answers a 64 kB URL with 431 in the error shape', async () => {
    const path = `/api/order-lookup?order=${'1'.repeat(64 * 1024)}`;
    const answer = await rawRequest(server.origin, `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(ApiError.parse(JSON.parse(answer.body))).toMatchObject({ statusCode: 431 });
  });

  it('answers a malformed Host header with 400 in the error shape', async () => {
    const answer = await rawRequest(
      server.origin,
      'GET /api/stores/x HTTP/1.1\r\nHost: bad host/..\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(ApiError.parse(JSON.parse(answer.body))).toMatchObject({ statusCode: 400 });
  });

  it('answers a request line Node cannot parse with 400 in the error shape', async () => {
    const answer = await rawRequest(server.origin, 'NOT A REQUEST\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(ApiError.parse(JSON.parse(answer.body)).statusCode).toBe(400);
  });

  it.each(['length', 'chunked'] as const)(
    'reads a 10 MB JSON body sent with %s framing to its end and answers 413 in the error shape, every time',
    async (framing) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const answer = await sendWholeBody(server.origin, {
          method: 'POST',
          path: '/api/media/uploads',
          headers: { 'Content-Type': 'application/json' },
          size: 10 * 1024 * 1024,
          framing,
        });
        expect(answer.writeError).toBeNull();
        expect(answer.status).toBe(413);
        expect(ApiError.parse(JSON.parse(answer.body))).toMatchObject({ statusCode: 413 });
      }
    },
  );

  it('still hands a chunked JSON body within the limit to its route', async () => {
    const answer = await sendWholeBody(server.origin, {
      method: 'POST',
      path: '/api/media/uploads',
      headers: { 'Content-Type': 'application/json', Connection: 'close' },
      size: 64 * 1024,
      start: Buffer.from(JSON.stringify({ mediaType: 'CLAIM', filename: 'a.png', contentType: 'image/png' })),
      framing: 'chunked',
    });
    // Read and valid, so the route gets as far as asking for proof of the order.
    expect(answer.status).toBe(401);
  });
});
