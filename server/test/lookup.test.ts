import {
  nextStepAfterLookup,
  ORDER_TOKEN_COOKIE,
  ORDER_TOKEN_HEADER,
  Order,
  REQUEST_ID_HEADER,
} from '@orderprotection/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { ORDER_NOT_FOUND_MESSAGE } from '../src/http/errors';
import { createLogger } from '../src/logger';
import { seed, seedOrder, testStore } from './support/fixtures';
import {
  DAY_MS,
  DRIVERS,
  daysBefore,
  startTestServer,
  T0,
  type TestServer,
  testConfig,
} from './support/harness';
import { call, expectError } from './support/http';

describe.each(DRIVERS)('GET order-lookup on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
    await seed(server, {
      stores: [testStore({ policy: { claimWindowDays: 30, waitingDaysAfterDelivery: 3 } })],
    });
  });
  afterAll(() => server.close());

  it('finds the order by trimmed number and email, with eligibility computed now', async () => {
    const seeded = await seedOrder(server);
    const answer = await call(server, 'GET', 'order-lookup', {
      query: { email: `  ${seeded.email.toUpperCase()} `, order: ` #${seeded.orderNumber}  ` },
    });
    expect(answer.status).toBe(200);
    const order = Order.parse(answer.body);
    expect(order).toMatchObject({
      orderId: seeded.orderId,
      orderNumber: seeded.orderNumber,
      protected: true,
    });
    expect(order.fulfillments).toEqual([
      expect.objectContaining({
        sourceFulfillmentId: 'F1',
        eligible: true,
        eligibilityCode: 'eligible',
        eligibleAt: daysBefore(2),
      }),
    ]);
    expect(order.orderItems.map((item) => [item.sourceItemId, item.quantity])).toEqual([
      ['mug', 3],
      ['tee', 1],
    ]);
    expect(Object.values(order.eligibility)).toEqual([3, 1]);
    expect(order.existingClaims).toEqual([]);
    expect(order.settings.capabilities).toMatchObject({ reship: true, refund: true, credit: false });
    expect(order.store).toMatchObject({ id: 'test-store', name: 'Test Store' });
    expect(order.maxFilesPerClaim).toBe(10);
  });

  it('gives proof of the lookup as an HttpOnly cookie and as a header, and a request id', async () => {
    const seeded = await seedOrder(server);
    const answer = await call(server, 'GET', 'order-lookup', {
      query: { email: seeded.email, order: seeded.orderNumber },
    });
    const token = answer.headers.get(ORDER_TOKEN_HEADER);
    expect(token).toMatch(/^[\w-]+\.\d+\.[\w-]+$/);
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${ORDER_TOKEN_COOKIE}=${token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=7200/);
    expect(cookie).not.toMatch(/Secure/);
    expect(answer.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('computes each code of the domain rules from the store policy and the clock', async () => {
    const at = (days: number) => daysBefore(days, server.clock.now());
    const line = [{ item: 'mug', quantity: 3 }];
    const cases = [
      {
        shipment: { fulfillmentStatus: 'DELIVERED', deliveredAt: at(1) },
        code: 'too_soon',
        step: 'too-soon',
      },
      {
        shipment: { fulfillmentStatus: 'DELIVERED', deliveredAt: at(31) },
        code: 'expired',
        step: 'too-late',
      },
      { shipment: { fulfillmentStatus: 'AWAITING_SHIPMENT' }, code: 'not_shipped', step: 'not-shipped' },
      { shipment: { fulfillmentStatus: 'IN_TRANSIT', shippedAt: at(2) }, code: 'eligible', step: 'issues' },
    ] as const;
    for (const { shipment, code, step } of cases) {
      const seeded = await seedOrder(server, {
        orderItems: [{ sourceItemId: 'mug', productName: 'Mug', quantity: 3 }],
        fulfillments: [{ sourceFulfillmentId: 'F1', items: line, ...shipment }],
      });
      const order = Order.parse(
        (
          await call(server, 'GET', 'order-lookup', {
            query: { email: seeded.email, order: seeded.orderNumber },
          })
        ).body,
      );
      expect(order.fulfillments[0]?.eligibilityCode, code).toBe(code);
      expect(nextStepAfterLookup(order).step).toBe(step);
    }
  });

  it('follows the clock: a parcel delivered yesterday becomes claimable after the waiting days', async () => {
    const seeded = await seedOrder(server, {
      fulfillments: [
        {
          sourceFulfillmentId: 'F1',
          fulfillmentStatus: 'DELIVERED',
          deliveredAt: daysBefore(1),
          items: [{ item: 'mug', quantity: 3 }],
        },
      ],
    });
    const query = { email: seeded.email, order: seeded.orderNumber };
    const before = Order.parse((await call(server, 'GET', 'order-lookup', { query })).body);
    expect(before.fulfillments[0]).toMatchObject({ eligible: false, eligibilityCode: 'too_soon' });
    server.clock.advance(2 * DAY_MS);
    try {
      const after = Order.parse((await call(server, 'GET', 'order-lookup', { query })).body);
      expect(after.fulfillments[0]).toMatchObject({ eligible: true, eligibilityCode: 'eligible' });
    } finally {
      server.clock.set(T0);
    }
  });

  it('answers 404 with the spec message when the email or the number is wrong', async () => {
    const seeded = await seedOrder(server);
    for (const query of [
      { email: 'someone.else@example.com', order: seeded.orderNumber },
      { email: seeded.email, order: `${seeded.orderNumber}9` },
    ]) {
      const answer = await call(server, 'GET', 'order-lookup', { query, client: '198.51.100.7' });
      expect(expectError(answer, 404)).toBe(ORDER_NOT_FOUND_MESSAGE);
      expect(answer.headers.get(ORDER_TOKEN_HEADER)).toBeNull();
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
  });

  it('says what is wrong with missing or malformed input', async () => {
    expect(expectError(await call(server, 'GET', 'order-lookup', { query: { order: '1' } }), 400)).toMatch(
      /^email: /,
    );
    expect(
      expectError(
        await call(server, 'GET', 'order-lookup', { query: { email: 'not-an-email', order: '1' } }),
        400,
      ),
    ).toBe('email: Enter a valid email address');
    expect(
      expectError(
        await call(server, 'GET', 'order-lookup', { query: { email: 'a@example.com', order: '   ' } }),
        400,
      ),
    ).toBe('order: Enter your order number');
  });

  it('limits failed lookups per client, counted in the database, with Retry-After', async () => {
    const client = '192.0.2.10';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await call(server, 'GET', 'order-lookup', {
        query: { email: 'guess@example.com', order: `G${attempt}` },
        client,
      });
      expect(answer.status).toBe(404);
    }
    const limited = await call(server, 'GET', 'order-lookup', {
      query: { email: 'guess@example.com', order: 'G10' },
      client,
    });
    expect(expectError(limited, 429)).toMatch(/Too many attempts/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected, and the window passes.
    const seeded = await seedOrder(server);
    const query = { email: seeded.email, order: seeded.orderNumber };
    expect((await call(server, 'GET', 'order-lookup', { query, client: '192.0.2.11' })).status).toBe(200);
    expect((await call(server, 'GET', 'order-lookup', { query, client })).status).toBe(429);
    server.clock.advance(61_000);
    try {
      expect((await call(server, 'GET', 'order-lookup', { query, client })).status).toBe(200);
    } finally {
      server.clock.set(T0);
    }
  });

  it('limits failed lookups per order number across clients, and successes do not count', async () => {
    const seeded = await seedOrder(server);
    const query = { email: seeded.email, order: seeded.orderNumber };
    for (let attempt = 0; attempt < 25; attempt += 1) {
      expect((await call(server, 'GET', 'order-lookup', { query, client: '192.0.2.50' })).status).toBe(200);
    }
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const wrong = { email: `guess${attempt}@example.com`, order: seeded.orderNumber };
      expect(
        (await call(server, 'GET', 'order-lookup', { query: wrong, client: `192.0.2.${100 + attempt}` }))
          .status,
      ).toBe(404);
    }
    const limited = await call(server, 'GET', 'order-lookup', { query, client: '192.0.2.200' });
    expect(expectError(limited, 429)).toMatch(/Too many attempts/);
    server.clock.advance(61_000);
    try {
      expect((await call(server, 'GET', 'order-lookup', { query, client: '192.0.2.200' })).status).toBe(200);
    } finally {
      server.clock.set(T0);
    }
  });

  it("gives the store's file limit per claim, lowered to the server's own when that is lower", async () => {
    await seed(server, { stores: [testStore({ id: 'three-files', policy: { maxFilesPerClaim: 3 } })] });
    const seeded = await seedOrder(server, { storeId: 'three-files' });
    const lookUpOn = async (maxFilesPerClaim: number) => {
      const app = createApp({
        db: server.db,
        storage: server.storage,
        config: testConfig({ uploads: { ...server.config.uploads, maxFilesPerClaim } }),
        clock: server.clock.now,
        logger: createLogger(() => {}),
      });
      const query = new URLSearchParams({ email: seeded.email, order: seeded.orderNumber });
      return Order.parse(await (await app.request(`/api/order-lookup?${query}`)).json()).maxFilesPerClaim;
    };
    expect(await lookUpOn(10)).toBe(3);
    expect(await lookUpOn(2)).toBe(2);
  });

  it('sets the cookie Secure when the public URL is https', async () => {
    const seeded = await seedOrder(server);
    const app = createApp({
      db: server.db,
      storage: server.storage,
      config: testConfig({ publicUrl: 'https://claims.example.com' }),
      clock: server.clock.now,
      logger: createLogger(() => {}),
    });
    const query = new URLSearchParams({ email: seeded.email, order: seeded.orderNumber });
    const answer = await app.request(`/api/order-lookup?${query}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toMatch(/; Secure/);
  });
});
