import { ClaimSession, newId } from '@orderprotection/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookUp, SIGNATURE, seed, seedOrder, testStore } from './support/fixtures';
import { countRows, DRIVERS, startTestServer, type TestServer } from './support/harness';
import { call, expectError } from './support/http';

describe.each(DRIVERS)('sessions on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
    await seed(server, { stores: [testStore()] });
  });
  afterAll(() => server.close());

  const metadata = (email: string, orderId: string) => ({
    customer: { email, sourceOrderId: orderId },
    fulfillments: {
      F1: {
        id: 'F1',
        issues: [
          { id: newId(), sourceItemId: 'mug', quantity: 1, type: 'DAMAGED', details: 'chipped', media: [] },
        ],
      },
    },
    resolution: { desiredMethod: 'REFUND' },
    signature: SIGNATURE,
    currentShipmentId: 'F1',
  });

  // Having no session is the usual state of an order, not an error: a 404 would show in the browser's
  // console on every lookup.
  async function expectNoSession(orderId: string, token: string) {
    const answer = await call(server, 'GET', 'sessions', { query: { orderId }, token });
    expect(answer.status).toBe(204);
    expect(answer.body).toBe('');
  }

  it("saves, restores, updates and deletes the order's session", async () => {
    const seeded = await seedOrder(server);
    const { order, token } = await lookUp(server, seeded);
    const orderId = order.systemOrderId;
    await expectNoSession(orderId, token);

    const saved = await call(server, 'PUT', 'sessions', {
      json: {
        email: seeded.email,
        orderId,
        status: 'ISSUE_TYPE',
        metadata: metadata(seeded.email, seeded.orderId),
      },
      token,
    });
    expect(saved.status).toBe(200);
    const session = ClaimSession.parse(saved.body);
    expect(session).toMatchObject({ status: 'ISSUE_TYPE', email: seeded.email, orderId });
    expect(session.metadata.fulfillments.F1?.issues[0]?.details).toBe('chipped');

    const statusOnly = await call(server, 'PUT', 'sessions', {
      json: { email: seeded.email, orderId, status: 'REVIEW' },
      token,
    });
    expect(ClaimSession.parse(statusOnly.body)).toMatchObject({ id: session.id, status: 'REVIEW' });
    const restored = ClaimSession.parse(
      (await call(server, 'GET', 'sessions', { query: { orderId }, token })).body,
    );
    expect(restored.metadata).toEqual(session.metadata);
    // The platform's order id names the same order.
    const byPlatformId = await call(server, 'GET', 'sessions', {
      query: { orderId: seeded.orderId },
      cookieToken: token,
    });
    expect(ClaimSession.parse(byPlatformId.body).id).toBe(session.id);

    const deleted = await call(server, 'DELETE', `sessions/${session.id}`, { token });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBe('');
    await expectNoSession(orderId, token);
    expectError(await call(server, 'DELETE', `sessions/${session.id}`, { token }), 404);
  });

  it("needs proof of the order, and refuses another order's session", async () => {
    const mine = await seedOrder(server);
    const theirs = await seedOrder(server);
    const { token } = await lookUp(server, mine);
    const other = await lookUp(server, theirs);
    const body = { email: theirs.email, orderId: other.order.systemOrderId, status: 'STARTED' };
    const saved = ClaimSession.parse(
      (await call(server, 'PUT', 'sessions', { json: body, token: other.token })).body,
    );
    const rows = await countRows(server.db);

    expectError(
      await call(server, 'GET', 'sessions', { query: { orderId: other.order.systemOrderId } }),
      401,
    );
    expectError(
      await call(server, 'GET', 'sessions', { query: { orderId: other.order.systemOrderId }, token }),
      403,
    );
    expectError(await call(server, 'PUT', 'sessions', { json: body }), 401);
    expectError(await call(server, 'PUT', 'sessions', { json: body, token }), 403);
    expectError(await call(server, 'DELETE', `sessions/${saved.id}`), 401);
    expectError(await call(server, 'DELETE', `sessions/${saved.id}`, { token }), 404);
    expect(await countRows(server.db)).toEqual(rows);
  });

  it('says what is wrong with a bad session, and writes nothing', async () => {
    const seeded = await seedOrder(server);
    const { order, token } = await lookUp(server, seeded);
    const orderId = order.systemOrderId;
    const rows = await countRows(server.db);
    const put = (json: unknown) => call(server, 'PUT', 'sessions', { json, token });
    expect(expectError(await put({ email: seeded.email, orderId }), 400)).toBe('Send a status or metadata');
    expect(expectError(await put({ email: seeded.email, orderId, status: 'DANCING' }), 400)).toMatch(
      /^status: Invalid option/,
    );
    expect(expectError(await put({ email: 'other@example.com', orderId, status: 'STARTED' }), 422)).toMatch(
      /^email: /,
    );
    const badMetadata = { ...metadata(seeded.email, seeded.orderId), signature: 'javascript:alert(1)' };
    expect(expectError(await put({ email: seeded.email, orderId, metadata: badMetadata }), 400)).toMatch(
      /^metadata\.signature: /,
    );
    expect(
      expectError(await put({ email: seeded.email, orderId, status: 'STARTED', extra: true }), 400),
    ).toMatch(/Unrecognized key/);
    expect(expectError(await call(server, 'GET', 'sessions', { token }), 400)).toMatch(/^orderId: /);
    expect(await countRows(server.db)).toEqual(rows);
  });
});
