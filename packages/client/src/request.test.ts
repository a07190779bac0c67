import { noBodyStatuses, REQUEST_ID_HEADER, retryStatuses } from '@orderprotection/domain';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ClaimsApiError, ClaimsTimeoutError, createClaimsClient, TIMEOUT_MESSAGE } from './index';
import { createRequester, type Method } from './request';
import { claimAnswer, reviewAnswer, storeAnswer, submission } from './test-fixtures';
import { type Handler, inTurn, sendJson, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const requester = (timeout = 0) => createRequester({ baseURL: server.baseURL, fetch, timeout });

const status =
  (code: number, body: unknown = { message: `Answered ${code}`, statusCode: code }): Handler =>
  (_request, response) =>
    sendJson(response, code, body);

const never: Handler = () => {};

describe('headers', () => {
  it('asks for JSON on every call and declares JSON bodies', async () => {
    server.handle(status(200, {}));
    await requester()('stores/7', { method: 'GET' });
    await requester()('sessions', { method: 'PUT', body: { a: 1 } });
    const [get, put] = server.requests;
    expect(get?.headers.accept).toBe('application/json');
    expect(get?.headers['content-type']).toBeUndefined();
    expect(put?.headers.accept).toBe('application/json');
    expect(put?.headers['content-type']).toBe('application/json');
    expect(put?.json).toEqual({ a: 1 });
  });
});

describe('answers', () => {
  it('are parsed by their content type', async () => {
    server.handle(status(200, { a: 1 }));
    await expect(requester()('x', { method: 'GET' })).resolves.toMatchObject({ status: 200, body: { a: 1 } });
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('{"a":1}');
    });
    await expect(requester()('x', { method: 'GET' })).resolves.toMatchObject({ body: '{"a":1}' });
  });

  // 101 is the answer to a protocol upgrade, which no call of this client asks for.
  it.each(noBodyStatuses.filter((code) => code !== 101))('have no body with status %i', async (code) => {
    server.handle((_request, response) => {
      response.writeHead(code, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ a: 1 }));
    });
    await expect(requester()('x', { method: 'GET' })).resolves.toMatchObject({
      status: code,
      body: undefined,
    });
  });

  it('wait as long as the server takes unless a timeout is set', async () => {
    let answer = () => {};
    server.handle((request, response) => {
      answer = () => status(200, {})(request, response);
    });
    const inits: RequestInit[] = [];
    const call = createRequester({
      baseURL: server.baseURL,
      fetch: (input, init = {}) => {
        inits.push(init);
        return fetch(input, init);
      },
      timeout: 0,
    })('x', { method: 'GET' });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1), { timeout: 5000 });
    // Nothing could cut the call short: it carries no signal, so no timer is running against it.
    expect(inits.map((init) => init.signal ?? null)).toEqual([null]);
    answer();
    await expect(call).resolves.toMatchObject({ status: 200 });
  });
});

describe('retries', () => {
  it.each(retryStatuses)('retry a GET once after %i', async (code) => {
    server.handle(inTurn(status(code), status(200, storeAnswer)));
    await expect(createClaimsClient({ baseURL: server.baseURL }).getStore('7')).resolves.toMatchObject({
      id: '7',
    });
    expect(server.requests).toHaveLength(2);
  });

  it('retry a GET only once', async () => {
    server.handle(status(503));
    await expect(requester()('x', { method: 'GET' })).rejects.toMatchObject({ statusCode: 503 });
    expect(server.requests).toHaveLength(2);
  });

  it.each<Method>(['POST', 'PUT', 'DELETE'])('never retry a %s', async (method) => {
    server.handle(inTurn(status(503), status(200, reviewAnswer)));
    await expect(requester()('x', { method, body: {} })).rejects.toMatchObject({ statusCode: 503 });
    expect(server.requests).toHaveLength(1);
  });

  it('never retry a claim submission', async () => {
    server.handle(inTurn(status(503), status(200, claimAnswer)));
    await expect(
      createClaimsClient({ baseURL: server.baseURL }).submitClaim('order-1', submission),
    ).rejects.toMatchObject({ statusCode: 503 });
    expect(server.requests).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 422])('do not retry a GET after %i', async (code) => {
    server.handle(inTurn(status(code), status(200, {})));
    await expect(requester()('x', { method: 'GET' })).rejects.toMatchObject({ statusCode: code });
    expect(server.requests).toHaveLength(1);
  });

  it('retry a GET once when the connection fails, then say the server could not be reached', async () => {
    server.handle((_request, response) => response.socket?.destroy());
    const failure = await requester()('x', { method: 'GET' }).catch((error: unknown) => error);
    expect(server.requests).toHaveLength(2);
    expect(failure).toBeInstanceOf(ClaimsApiError);
    expect(failure).toMatchObject({ message: 'The server could not be reached', statusCode: 500 });
    expect((failure as ClaimsApiError).cause).toBeInstanceOf(Error);
  });
});

describe('errors', () => {
  it('carry the shared error shape of the answer and its request id', async () => {
    const body = {
      message: 'Enter a valid email address',
      statusCode: 422,
      statusMessage: 'Unprocessable Entity',
      data: { issues: [{ path: ['email'] }] },
      fatal: false,
    };
    server.handle((_request, response) => sendJson(response, 422, body, { [REQUEST_ID_HEADER]: 'req-42' }));
    const failure = await requester()('x', { method: 'PUT', body: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ClaimsApiError);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ ...body, name: 'ClaimsApiError', requestId: 'req-42' });
  });

  it('fall back on the HTTP status when the body is not JSON', async () => {
    const page = '<html><body>502 Bad Gateway</body></html>';
    server.handle((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end(page);
    });
    const failure = await requester()('x', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      message: 'Bad Gateway',
      statusCode: 502,
      statusMessage: 'Bad Gateway',
      data: page,
      requestId: undefined,
    });
  });

  it('fall back on the HTTP status when the JSON is not the error shape', async () => {
    server.handle(status(400, { error: 'nope' }));
    await expect(requester()('x', { method: 'GET' })).rejects.toMatchObject({
      message: 'Bad Request',
      statusCode: 400,
      data: { error: 'nope' },
    });
  });

  it('never crash on whatever body an error answer has', async () => {
    const body = fc.oneof(
      fc.jsonValue().map((value) => ({ type: 'application/json', text: JSON.stringify(value) })),
      fc.string().map((text) => ({ type: 'application/json', text })),
      fc.string().map((text) => ({ type: 'text/plain', text })),
      fc.record({ message: fc.string(), statusCode: fc.anything() }).map((value) => ({
        type: 'application/json',
        text: JSON.stringify(value),
      })),
    );
    await fc.assert(
      // fetch turns a 407 into a network error (Fetch standard, HTTP-network-or-cache fetch).
      fc.asyncProperty(
        fc.integer({ min: 400, max: 599 }).filter((code) => code !== 407),
        body,
        async (code, { type, text }) => {
          server.handle((_request, response) => {
            response.writeHead(code, { 'content-type': type });
            response.end(text);
          });
          const failure = await requester()('x', { method: 'POST', body: {} }).catch(
            (error: unknown) => error,
          );
          expect(failure).toBeInstanceOf(ClaimsApiError);
          const { statusCode, message } = failure as ClaimsApiError;
          expect(statusCode).toBe(code);
          expect(message.trim()).not.toBe('');
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('a timeout', () => {
  /**
   * A server that never answers, and the moment its first request arrived: on a loaded machine the client's
   * timeout can expire before the server has read the request, which would then be recorded in the next test.
   */
  const neverAnswering = () => {
    server.handle(never);
    return () => vi.waitFor(() => expect(server.requests.length).toBeGreaterThan(0), { timeout: 5000 });
  };

  it('fails a call the server does not answer in time, with the spec message', async () => {
    const arrived = neverAnswering();
    const failure = await requester(200)('x', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ClaimsTimeoutError);
    expect(failure).toBeInstanceOf(ClaimsApiError);
    expect(failure).toMatchObject({ message: TIMEOUT_MESSAGE, statusCode: 500, statusMessage: 'Timeout' });
    expect(TIMEOUT_MESSAGE).toBe('The operation was aborted due to timeout');
    await arrived();
    expect(server.requests).toHaveLength(1);
  });

  // ofetch hands its retry the signal that already expired, so the shopper waits one timeout, not two.
  it('is not followed by a retry, even of a safe call', async () => {
    const arrived = neverAnswering();
    const signalsAborted: boolean[] = [];
    const client = createClaimsClient({
      baseURL: server.baseURL,
      timeout: 200,
      fetch: (input, init = {}) => {
        signalsAborted.push(init.signal?.aborted ?? false);
        return fetch(input, init);
      },
    });
    await expect(client.getStore('7')).rejects.toThrow(ClaimsTimeoutError);
    await arrived();
    // Every call to fetch is made before the call fails, so none is still to come; the server's count
    // alone could miss a retry on its way. ofetch's retry goes with the expired signal, which fetch refuses
    // before sending anything.
    expect(signalsAborted[0]).toBe(false);
    expect(signalsAborted.slice(1).every((aborted) => aborted)).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('does not cut short an answer that arrives in time', async () => {
    server.handle((request, response) => setTimeout(() => status(200, storeAnswer)(request, response), 20));
    const client = createClaimsClient({ baseURL: server.baseURL, timeout: 2000 });
    await expect(client.getStore('7')).resolves.toMatchObject({ name: 'Acme Outfitters' });
  });
});
