/**
 * Requests refused before they reach the app (by Node's HTTP parser, or because their URL cannot be read)
 * are answered in the shared error shape too, not with an empty body.
 */
import { connect } from 'node:net';
import { ApiError } from '@orderprotection/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/harness';

/** Sends `request` as raw bytes and answers the status and the body of what comes back. */
function rawRequest(origin: string, request: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
  });
}

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
});
