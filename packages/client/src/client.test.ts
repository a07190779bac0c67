import {
  Claim,
  ClaimSession,
  IDEMPOTENCY_KEY_HEADER,
  Message,
  OLDER_MESSAGES_HEADER,
  ORDER_TOKEN_HEADER,
  Order,
  Review,
  Store,
  WhitelabelSettings,
} from '@orderprotection/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ClaimsApiError, createClaimsClient } from './index';
import {
  claimAnswer,
  claimToken,
  messageAnswer,
  orderAnswer,
  reviewAnswer,
  sessionAnswer,
  storeAnswer,
  submission,
  whitelabelAnswer,
} from './test-fixtures';
import { type RecordedRequest, sendJson, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => {
  server.reset();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const client = () => createClaimsClient({ baseURL: server.baseURL });

/** Answers with `body`, and with an order token on order lookups. */
function answerWith(body: unknown, status = 200): void {
  server.handle((request, response) =>
    sendJson(
      response,
      status,
      body,
      request.url.pathname.endsWith('/order-lookup') ? { [ORDER_TOKEN_HEADER]: 'proof-of-order-1' } : {},
    ),
  );
}

function onlyRequest(): RecordedRequest {
  expect(server.requests).toHaveLength(1);
  const [request] = server.requests;
  if (request === undefined) throw new Error('no request');
  return request;
}

function query(request: RecordedRequest): Record<string, string> {
  return Object.fromEntries(request.url.searchParams);
}

describe('order lookup', () => {
  it('sends the trimmed email and order number and parses the order', async () => {
    answerWith(orderAnswer);
    const order = await client().lookupOrder({ email: '  ada@example.com ', order: ' 1001\t' });
    const request = onlyRequest();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/api/order-lookup');
    expect(query(request)).toEqual({ email: 'ada@example.com', order: '1001' });
    expect(order).toEqual(Order.parse(orderAnswer));
    expect(order.orderNumber).toBe('1001');
  });

  it('carries the error of an order that is not found', async () => {
    const message = "We couldn't find a match for that order number and email address.";
    answerWith({ message, statusCode: 404, statusMessage: 'Not Found' }, 404);
    const failure = await client()
      .lookupOrder({ email: 'ada@example.com', order: '9' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ClaimsApiError);
    expect(failure).toMatchObject({ message, statusCode: 404, statusMessage: 'Not Found' });
  });
});

describe('the order token', () => {
  it('is sent on session and submit calls after a lookup, for the order it proves', async () => {
    const claims = client();
    answerWith(orderAnswer);
    await claims.lookupOrder({ email: 'ada@example.com', order: '1001' });
    answerWith(sessionAnswer);
    await claims.getSession('order-1');
    await claims.saveSession({ email: 'ada@example.com', orderId: 'order-1', status: 'STARTED' });
    answerWith(claimAnswer);
    await claims.submitClaim('order-1', submission);
    server.handle((_request, response) => response.writeHead(204).end());
    await claims.deleteSession({ id: 'session-1', orderId: 'order-1' });
    answerWith(sessionAnswer);
    await claims.getSession('another-order');

    const tokens = server.requests.map((request) => [
      `${request.method} ${request.url.pathname}`,
      request.headers[ORDER_TOKEN_HEADER],
    ]);
    expect(tokens).toEqual([
      ['GET /api/order-lookup', undefined],
      ['GET /api/sessions', 'proof-of-order-1'],
      ['PUT /api/sessions', 'proof-of-order-1'],
      ['POST /api/claims/order-1', 'proof-of-order-1'],
      ['DELETE /api/sessions/session-1', 'proof-of-order-1'],
      ['GET /api/sessions', undefined],
    ]);
  });

  it('also proves the order when it is named by its system id', async () => {
    const claims = client();
    answerWith(orderAnswer);
    await claims.lookupOrder({ email: 'ada@example.com', order: '1001' });
    answerWith(sessionAnswer);
    await claims.getSession('sys-1');
    expect(server.requests[1]?.headers[ORDER_TOKEN_HEADER]).toBe('proof-of-order-1');
  });

  it('is replaced by the latest lookup of the order', async () => {
    const claims = client();
    answerWith(orderAnswer);
    await claims.lookupOrder({ email: 'ada@example.com', order: '1001' });
    server.handle((_request, response) =>
      sendJson(response, 200, orderAnswer, { [ORDER_TOKEN_HEADER]: 'newer' }),
    );
    await claims.lookupOrder({ email: 'ada@example.com', order: '1001' });
    answerWith(sessionAnswer);
    await claims.getSession('order-1');
    expect(server.requests[2]?.headers[ORDER_TOKEN_HEADER]).toBe('newer');
  });

  it('is kept per client, never shared between clients', async () => {
    answerWith(orderAnswer);
    await client().lookupOrder({ email: 'ada@example.com', order: '1001' });
    answerWith(sessionAnswer);
    await client().getSession('order-1');
    expect(server.requests[1]?.headers[ORDER_TOKEN_HEADER]).toBeUndefined();
  });

  it('asks for cookies to be sent along, as the other proof of the order', async () => {
    const init: RequestInit[] = [];
    const claims = createClaimsClient({
      baseURL: server.baseURL,
      fetch: (input, options = {}) => {
        init.push(options);
        return fetch(input, options);
      },
    });
    answerWith(orderAnswer);
    await claims.lookupOrder({ email: 'ada@example.com', order: '1001' });
    expect(init.map((options) => options.credentials)).toEqual(['include']);
  });
});

describe('sessions', () => {
  it('fetches the session of an order', async () => {
    answerWith(sessionAnswer);
    const session = await client().getSession('order 1');
    const request = onlyRequest();
    expect([request.method, request.url.pathname, query(request)]).toEqual([
      'GET',
      '/api/sessions',
      { orderId: 'order 1' },
    ]);
    expect(session).toEqual(ClaimSession.parse(sessionAnswer));
  });

  it('answers null when the order has no session (204, no body)', async () => {
    server.handle((_request, response) => response.writeHead(204).end());
    await expect(client().getSession('order-1')).resolves.toBeNull();
  });

  it('raises any failure, a 404 too: no session saved is a 204, not an error', async () => {
    answerWith({ message: 'Proof of the order is missing', statusCode: 401 }, 401);
    await expect(client().getSession('order-1')).rejects.toMatchObject({ statusCode: 401 });
    answerWith({ message: 'Not Found', statusCode: 404 }, 404);
    await expect(client().getSession('order-1')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('saves a session with PUT and answers the saved session', async () => {
    answerWith({ ...sessionAnswer, status: 'SHIPMENT_SELECTION' });
    const input = { email: 'ada@example.com', orderId: 'order-1', status: 'SHIPMENT_SELECTION' } as const;
    const saved = await client().saveSession(input);
    const request = onlyRequest();
    expect([request.method, request.url.pathname]).toEqual(['PUT', '/api/sessions']);
    expect(request.json).toEqual(input);
    expect(request.headers['content-type']).toBe('application/json');
    expect(saved.status).toBe('SHIPMENT_SELECTION');
  });

  it('deletes a session by its id and answers nothing', async () => {
    server.handle((_request, response) => response.writeHead(204).end());
    await expect(client().deleteSession({ id: 'session/1', orderId: 'order-1' })).resolves.toBeUndefined();
    const request = onlyRequest();
    expect([request.method, request.url.pathname]).toEqual(['DELETE', '/api/sessions/session%2F1']);
  });
});

describe('claims, by their token', () => {
  it('fetches a claim', async () => {
    answerWith(claimAnswer);
    const claim = await client().getClaim(claimToken);
    const request = onlyRequest();
    expect([request.method, request.url.pathname]).toEqual(['GET', `/api/claims/${claimToken}`]);
    expect(claim).toEqual(Claim.parse(claimAnswer));
  });

  it('lists and adds reviews', async () => {
    answerWith([reviewAnswer]);
    await expect(client().listReviews(claimToken)).resolves.toEqual([Review.parse(reviewAnswer)]);
    answerWith(reviewAnswer);
    await expect(client().addReview(claimToken, { rating: 5, comment: 'Quick' })).resolves.toEqual(
      Review.parse(reviewAnswer),
    );
    const [list, add] = server.requests;
    expect([list?.method, list?.url.pathname]).toEqual(['GET', `/api/claims/${claimToken}/reviews`]);
    expect([add?.method, add?.url.pathname, add?.json]).toEqual([
      'POST',
      `/api/claims/${claimToken}/reviews`,
      { rating: 5, comment: 'Quick' },
    ]);
  });

  it('lists messages, naming the claim in the query too', async () => {
    answerWith([messageAnswer]);
    await expect(client().listMessages(claimToken)).resolves.toEqual([Message.parse(messageAnswer)]);
    const request = onlyRequest();
    expect([request.method, request.url.pathname, query(request)]).toEqual([
      'GET',
      `/api/claims/${claimToken}/messages`,
      { claimId: claimToken },
    ]);
  });

  it('lists older messages by cursor, with the cursor of the page before them', async () => {
    server.handle((request, response) =>
      sendJson(
        response,
        200,
        [messageAnswer],
        request.url.searchParams.get('before') === 'm-50' ? { [OLDER_MESSAGES_HEADER]: 'm-0' } : {},
      ),
    );
    await expect(client().listOlderMessages(claimToken, 'm-50')).resolves.toEqual({
      messages: [Message.parse(messageAnswer)],
      olderCursor: 'm-0',
    });
    await expect(client().listOlderMessages(claimToken, 'm-0')).resolves.toMatchObject({ olderCursor: null });
    const [request] = server.requests;
    expect([request?.method, request?.url.pathname, request && query(request)]).toEqual([
      'GET',
      `/api/claims/${claimToken}/messages`,
      { claimId: claimToken, before: 'm-50' },
    ]);
  });

  it('sends a message with the store in the query', async () => {
    answerWith(messageAnswer);
    const message = {
      claimId: claimToken,
      messageContent: 'The box was crushed',
      senderType: 'customer',
      storeId: '7',
    } as const;
    await expect(client().sendMessage(claimToken, message)).resolves.toEqual(Message.parse(messageAnswer));
    const request = onlyRequest();
    expect([request.method, request.url.pathname, query(request), request.json]).toEqual([
      'POST',
      `/api/claims/${claimToken}/messages`,
      { storeId: '7' },
      message,
    ]);
  });

  it('submits a claim for an order with its idempotency key in a header as well as in the body', async () => {
    answerWith(claimAnswer);
    const claim = await client().submitClaim('order-1', submission);
    const request = onlyRequest();
    expect([request.method, request.url.pathname]).toEqual(['POST', '/api/claims/order-1']);
    expect(request.headers[IDEMPOTENCY_KEY_HEADER]).toBe('submit-8f3a2c1d');
    expect(request.json).toEqual(submission);
    expect(claim.id).toBe(claimToken);
  });

  it('sends no idempotency header when the submission has no key', async () => {
    answerWith(claimAnswer);
    const { idempotencyKey: _key, ...withoutKey } = submission;
    await client().submitClaim('order-1', withoutKey);
    expect(onlyRequest().headers[IDEMPOTENCY_KEY_HEADER]).toBeUndefined();
  });
});

describe('stores and branding', () => {
  it('fetches a store', async () => {
    answerWith(storeAnswer);
    await expect(client().getStore('7')).resolves.toEqual(Store.parse(storeAnswer));
    const request = onlyRequest();
    expect([request.method, request.url.pathname]).toEqual(['GET', '/api/stores/7']);
  });

  it('asks for the branding of the given domain and store', async () => {
    answerWith(whitelabelAnswer);
    const settings = await client().getWhitelabelSettings({ domain: 'shop.acme.test', store: '7' });
    expect(settings).toEqual(WhitelabelSettings.parse(whitelabelAnswer));
    const request = onlyRequest();
    expect([request.method, request.url.pathname, query(request)]).toEqual([
      'GET',
      '/api/whitelabel/settings',
      { domain: 'shop.acme.test', store: '7' },
    ]);
  });

  it("names the page's host as the domain by default", async () => {
    vi.stubGlobal('location', new URL('https://claims.acme.test/start'));
    answerWith(whitelabelAnswer);
    await client().getWhitelabelSettings({ store: '7' });
    expect(query(onlyRequest())).toEqual({ domain: 'claims.acme.test', store: '7' });
  });

  it('names no domain on localhost', async () => {
    vi.stubGlobal('location', new URL('http://localhost:3000/start'));
    answerWith(whitelabelAnswer);
    await client().getWhitelabelSettings();
    expect(query(onlyRequest())).toEqual({});
  });
});

describe('answers that are not what the contract says', () => {
  it('raise a ClaimsApiError naming the call and the problem', async () => {
    answerWith({ ...claimAnswer, claimState: 42, createdAt: 'yesterday' });
    const failure = await client()
      .getClaim(claimToken)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ClaimsApiError);
    expect(failure).toMatchObject({ statusCode: 500, statusMessage: 'Invalid Answer' });
    const { message } = failure as ClaimsApiError;
    expect(message).toMatch(new RegExp(`^GET claims/${claimToken} answered with an unexpected shape: `));
    expect(message).toContain('claimState:');
    expect(message).toContain('createdAt:');
  });

  it('summarise a long list of problems', async () => {
    answerWith({});
    const failure = await client()
      .getClaim(claimToken)
      .catch((error: unknown) => error);
    expect((failure as ClaimsApiError).message).toMatch(/; and \d+ more$/);
  });

  it('include an answer that is not JSON at all', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>Portal</title>');
    });
    await expect(client().getStore('7')).rejects.toThrow(/^GET stores\/7 answered with an unexpected shape/);
  });
});
