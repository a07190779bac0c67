/**
 * Characters no input may hold (the domain's `inputString`): NUL, which PostgreSQL refuses in text and
 * jsonb, a lone surrogate, which is not Unicode, and the other control characters. Sent anywhere a client
 * puts text (a body field, a nested one, a path segment, a query parameter) they are refused with 400 in
 * the error shape naming the field, before anything is written; never a 500 from the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lookUp,
  type SeededOrder,
  SIGNATURE,
  seed,
  seedOrder,
  submission,
  testStore,
} from './support/fixtures';
import { countRows, DRIVERS, startTestServer, type TestServer } from './support/harness';
import { type Answer, type CallOptions, call, expectError } from './support/http';
import { AURORA, addPerson, type FiledClaim, fileClaim, signIn, staffCall } from './support/staff';

/** Each one inside ordinary text, so that trimming cannot take it away. */
const UNSTORABLE = {
  NUL: 'a\u0000b',
  'a lone surrogate': 'a\uD800b',
  'an escape character': 'a\u001Bb',
  DEL: 'a\u007Fb',
} as const;
type Unstorable = keyof typeof UNSTORABLE;

/**
 * A URL cannot carry a lone surrogate: encodeURIComponent throws on it and URLSearchParams makes it
 * U+FFFD. Query parameters and path segments are tried with the other characters.
 */
const IN_URLS: Unstorable[] = ['NUL', 'an escape character', 'DEL'];
const IN_JSON = Object.keys(UNSTORABLE) as Unstorable[];

interface Place {
  /** The request and where the text goes. */
  name: string;
  /** The field the refusal must name: its path as the message gives it. */
  field: string;
  characters: Unstorable[];
  send(text: string): Promise<Answer>;
}

/** A copy of `value` with the field at `path` set to `text`, creating the objects on the way. */
function withField(value: unknown, path: (string | number)[], text: string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) {
    target[key] ??= {};
    target = target[key] as Record<string | number, unknown>;
  }
  target[path.at(-1) as string | number] = text;
  return copy;
}

const segment = (text: string) => encodeURIComponent(text);

describe.each(DRIVERS)('unstorable characters on %s', (driver) => {
  let server: TestServer;
  let order: SeededOrder;
  let token: string;
  let claim: FiledClaim;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
    await seed(server, { stores: [testStore({ id: AURORA.storeId, name: 'Aurora' })] });
    claim = await fileClaim(server, AURORA.storeId);
    order = await seedOrder(server, { storeId: AURORA.storeId });
    token = (await lookUp(server, order)).token;
    cookie = await signIn(server, await addPerson(server, [{ role: 'orderprotection_admin' }]));
  });
  afterAll(() => server.close());

  const customer = (method: string, path: string, options: CallOptions = {}) =>
    call(server, method, path, options);
  const staff = (method: string, path: string, options: CallOptions = {}) =>
    staffCall(server, cookie, method, path, options);
  /** A valid body with the text in one field; `around` keeps the rest of the field valid. */
  const inBody = (
    name: string,
    request: {
      method: string;
      path: () => string;
      valid: () => unknown;
      field: (string | number)[];
      around?: (text: string) => string;
      options?: () => CallOptions;
      by?: typeof customer;
    },
  ): Place => ({
    name,
    field: request.field.join('.'),
    characters: IN_JSON,
    send: (text) =>
      (request.by ?? customer)(request.method, request.path(), {
        ...request.options?.(),
        json: withField(request.valid(), request.field, (request.around ?? String)(text)),
      }),
  });
  const inUrl = (name: string, field: string, send: (text: string) => Promise<Answer>): Place => ({
    name,
    field,
    characters: IN_URLS,
    send,
  });
  const issues = () => submission(order, [{ item: 'mug', quantity: 1 }]);
  const address = {
    firstName: 'Ada',
    lastName: 'L',
    address1: '1 Main St',
    city: 'Springfield',
    countryCode: 'US',
  };

  const places: Place[] = [
    inUrl('GET order-lookup', 'email', (text) =>
      customer('GET', 'order-lookup', { query: { email: `${text}@example.com`, order: order.orderNumber } }),
    ),
    inUrl('GET order-lookup', 'order', (text) =>
      customer('GET', 'order-lookup', { query: { email: order.email, order: text } }),
    ),
    inUrl('GET whitelabel/settings', 'domain', (text) =>
      customer('GET', 'whitelabel/settings', { query: { domain: text } }),
    ),
    inUrl('GET whitelabel/settings', 'store', (text) =>
      customer('GET', 'whitelabel/settings', { query: { store: text } }),
    ),
    inUrl('GET stores/{id}', 'id', (text) => customer('GET', `stores/${segment(text)}`)),
    inUrl('GET claims/{id}', 'id', (text) => customer('GET', `claims/${segment(text)}`)),
    inUrl('GET claims/{id}/messages', 'id', (text) => customer('GET', `claims/${segment(text)}/messages`)),
    inUrl('GET claims/{id}/reviews', 'id', (text) => customer('GET', `claims/${segment(text)}/reviews`)),
    inUrl('GET sessions', 'orderId', (text) =>
      customer('GET', 'sessions', { query: { orderId: text }, token }),
    ),
    inUrl('DELETE sessions/{id}', 'id', (text) => customer('DELETE', `sessions/${segment(text)}`, { token })),
    inUrl('GET media/files/{key}', 'key', (text) => customer('GET', `media/files/${segment(text)}`)),
    inUrl('POST claims/{sourceOrderId}', 'id', (text) =>
      customer('POST', `claims/${segment(text)}`, { json: issues(), token }),
    ),
    inBody('POST claims/{id}/messages', {
      method: 'POST',
      path: () => `claims/${claim.token}/messages`,
      valid: () => ({ messageContent: 'Hello' }),
      field: ['messageContent'],
    }),
    inBody('POST claims/{id}/messages', {
      method: 'POST',
      path: () => `claims/${claim.token}/messages`,
      valid: () => ({ messageContent: 'Hello' }),
      field: ['senderName'],
    }),
    inBody('POST claims/{id}/reviews', {
      method: 'POST',
      path: () => `claims/${claim.token}/reviews`,
      valid: () => ({ rating: 4 }),
      field: ['comment'],
    }),
    inBody('POST claims/{sourceOrderId}, claim details', {
      method: 'POST',
      path: () => `claims/${order.orderId}`,
      valid: issues,
      field: ['fulfillmentIssues', 0, 'issues', 0, 'details'],
      options: () => ({ token }),
    }),
    inBody('POST claims/{sourceOrderId}, address', {
      method: 'POST',
      path: () => `claims/${order.orderId}`,
      valid: () => ({
        ...issues(),
        resolution: {
          customerSignature: SIGNATURE,
          desiredMethod: 'RESHIP',
          updatedShippingAddress: address,
        },
      }),
      field: ['resolution', 'updatedShippingAddress', 'address1'],
      options: () => ({ token }),
    }),
    inBody('PUT sessions, metadata', {
      method: 'PUT',
      path: () => 'sessions',
      valid: () => ({ email: order.email, orderId: order.orderId, metadata: { messages: [] } }),
      field: ['metadata', 'messages', 0],
      options: () => ({ token }),
    }),
    inBody('PUT sessions, metadata address', {
      method: 'PUT',
      path: () => 'sessions',
      valid: () => ({
        email: order.email,
        orderId: order.orderId,
        metadata: { resolution: { updatedShippingAddress: address } },
      }),
      field: ['metadata', 'resolution', 'updatedShippingAddress', 'city'],
      options: () => ({ token }),
    }),
    inBody('PUT sessions, metadata shipment', {
      method: 'PUT',
      path: () => 'sessions',
      valid: () => ({ email: order.email, orderId: order.orderId, metadata: {} }),
      field: ['metadata', 'currentShipmentId'],
      options: () => ({ token }),
    }),
    inBody('POST media/uploads', {
      method: 'POST',
      path: () => 'media/uploads',
      valid: () => ({ contentType: 'image/png', filename: 'photo.png', mediaType: 'CLAIM' }),
      field: ['filename'],
      around: (text) => `photo-${text}.png`,
      options: () => ({ token }),
    }),
    inBody('POST media/uploads', {
      method: 'POST',
      path: () => 'media/uploads',
      valid: () => ({ contentType: 'image/png', filename: 'photo.png', mediaType: 'CLAIM' }),
      field: ['claimId'],
    }),
    inBody('POST staff/auth/sign-in/email', {
      method: 'POST',
      path: () => 'staff/auth/sign-in/email',
      valid: () => ({ email: 'someone@example.com', password: 'a-long-enough-password' }),
      field: ['email'],
      around: (text) => `${text}@example.com`,
      options: () => ({ headers: { origin: server.origin } }),
    }),
    inBody('POST staff/auth/reset-password', {
      method: 'POST',
      path: () => 'staff/auth/reset-password',
      valid: () => ({ newPassword: 'a-long-enough-password' }),
      field: ['token'],
      options: () => ({ headers: { origin: server.origin } }),
    }),
    inUrl('GET staff/auth/reset-password/{token}', 'path', (text) =>
      customer('GET', `staff/auth/reset-password/${segment(text)}`, { query: { callbackURL: '/' } }),
    ),
    inUrl('GET staff/claims', 'q', (text) => staff('GET', 'claims', { query: { q: text } })),
    inUrl('GET staff/claims', 'storeId', (text) => staff('GET', 'claims', { query: { storeId: text } })),
    inUrl('GET staff/claims/{id}', 'id', (text) => staff('GET', `claims/${segment(text)}`)),
    inUrl('DELETE staff/claims/{id}/labels/{labelId}', 'labelId', (text) =>
      staff('DELETE', `claims/${claim.id}/labels/${segment(text)}`),
    ),
    inUrl('GET staff/stores/{storeId}/settings', 'storeId', (text) =>
      staff('GET', `stores/${segment(text)}/settings`),
    ),
    inBody('POST staff/claims/{id}/moves', {
      method: 'POST',
      path: () => `claims/${claim.id}/moves`,
      valid: () => ({ move: 'open', version: 1 }),
      field: ['note'],
      by: staff,
    }),
    inBody('POST staff/claims/{id}/messages', {
      method: 'POST',
      path: () => `claims/${claim.id}/messages`,
      valid: () => ({ messageContent: 'Hello', internal: true }),
      field: ['messageContent'],
      by: staff,
    }),
    inBody('PUT staff/claims/{id}/assignee', {
      method: 'PUT',
      path: () => `claims/${claim.id}/assignee`,
      valid: () => ({}),
      field: ['personId'],
      by: staff,
    }),
    inBody('POST staff/claims/{id}/labels', {
      method: 'POST',
      path: () => `claims/${claim.id}/labels`,
      valid: () => ({}),
      field: ['labelId'],
      by: staff,
    }),
    inBody('POST staff/claims/bulk', {
      method: 'POST',
      path: () => 'claims/bulk',
      valid: () => ({ action: { kind: 'move', move: 'open' }, ids: [claim.id] }),
      field: ['ids', 0],
      by: staff,
    }),
    inBody('PUT staff/stores/{storeId}/branding', {
      method: 'PUT',
      path: () => `stores/${AURORA.storeId}/branding`,
      valid: () => ({}),
      field: ['fonts', 'body', 'family'],
      by: staff,
    }),
    inBody('PUT staff/stores/{storeId}/branding', {
      method: 'PUT',
      path: () => `stores/${AURORA.storeId}/branding`,
      valid: () => ({}),
      field: ['logoUrl'],
      around: (text) => `https://cdn.example/${text}.png`,
      by: staff,
    }),
    inBody('POST staff/stores/{storeId}/labels', {
      method: 'POST',
      path: () => `stores/${AURORA.storeId}/labels`,
      valid: () => ({}),
      field: ['name'],
      by: staff,
    }),
  ];

  it.each(places.map((place) => [`${place.name}: ${place.field}`, place] as const))(
    '%s',
    async (_name, place) => {
      const before = await countRows(server.db);
      for (const character of place.characters) {
        const answer = await place.send(UNSTORABLE[character]);
        const message = expectError(answer, 400);
        expect(message, `${character} in ${place.field}`).toContain(`${place.field}: `);
        const issues = (answer.body as { data?: { issues?: unknown[] } }).data?.issues;
        expect(issues, `${character} in ${place.field}`).toContainEqual(
          expect.objectContaining({
            path: place.field,
            message: expect.stringContaining('cannot be stored'),
          }),
        );
      }
      expect(await countRows(server.db)).toEqual(before);
    },
  );
});
