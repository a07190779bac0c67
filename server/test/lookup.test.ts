import {
  nextStepAfterLookup,
  ORDER_TOKEN_COOKIE,
  ORDER_TOKEN_HEADER,
  Order,
  REQUEST_ID_HEADER,
} from '@orderprotection/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { lookupAttempts } from '../src/db/schema';
import { createLogger } from '../src/logger';
import { ORDER_NOT_FOUND_MESSAGE } from '../src/modules/orders/customer-lookup';
import { clientNetwork } from '../src/security/client-network';
import { type SeededOrder, seed, seedOrder, testStore } from './support/fixtures';
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

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

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
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
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
    // A name given twice is a list, which no field takes.
    const twice = await call(
      server,
      'GET',
      `${server.origin}/api/order-lookup?email=a%40example.com&email=b%40example.com&order=1`,
    );
    expect(expectError(twice, 400)).toMatch(/^email: /);
  });

  /** Looks the order up from `client`, with the right email or a wrong one, and answers the status. */
  const statusOf = async (seeded: SeededOrder, client: string, email = seeded.email) =>
    (await call(server, 'GET', 'order-lookup', { query: { email, order: seeded.orderNumber }, client }))
      .status;

  it('limits failed lookups per client and order number, counted in the database, with Retry-After', async () => {
    const seeded = await seedOrder(server);
    const other = await seedOrder(server);
    const client = '192.0.2.10';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await statusOf(seeded, client, `guess${attempt}@example.com`)).toBe(404);
    }
    // The limit holds even for the right email: guessing stays slow, whatever the guess.
    const limited = await call(server, 'GET', 'order-lookup', {
      query: { email: seeded.email, order: seeded.orderNumber },
      client,
    });
    expect(expectError(limited, 429)).toBe(
      'Too many attempts to find an order. Please wait a minute and try again.',
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same client may still look up another order, another client this one; and the window passes.
    expect(await statusOf(other, client)).toBe(200);
    expect(await statusOf(seeded, '192.0.2.11')).toBe(200);
    server.clock.advance(61_000);
    try {
      expect(await statusOf(seeded, client)).toBe(200);
    } finally {
      server.clock.set(T0);
    }
  });

  it('stops one client after its limit of failures across order numbers', async () => {
    const client = '192.0.2.20';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const answer = await call(server, 'GET', 'order-lookup', {
        query: { email: 'guess@example.com', order: `G${attempt}` },
        client,
      });
      expect(answer.status).toBe(404);
    }
    const seeded = await seedOrder(server);
    expect(await statusOf(seeded, client)).toBe(429);
    expect(await statusOf(seeded, '192.0.2.21')).toBe(200);
  });

  it('still finds the order for its owner after others failed on its number from other addresses', async () => {
    const seeded = await seedOrder(server);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const guesser = attempt % 2 === 0 ? '192.0.2.30' : '192.0.2.31';
      expect(await statusOf(seeded, guesser, `guess${attempt}@example.com`)).toBe(404);
    }
    expect(await statusOf(seeded, '192.0.2.30')).toBe(429);
    expect(await statusOf(seeded, '192.0.2.31')).toBe(429);
    expect(await statusOf(seeded, '192.0.2.32')).toBe(200);
  });

  it('lets a shopper behind a shared address look up after ten typos by others there', async () => {
    const shared = '192.0.2.40';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const typo = await seedOrder(server);
      expect(await statusOf(typo, shared, `typo.${typo.email}`)).toBe(404);
    }
    expect(await statusOf(await seedOrder(server), shared)).toBe(200);
  });

  it('does not count lookups that find their order', async () => {
    const seeded = await seedOrder(server);
    const client = '192.0.2.50';
    for (let attempt = 0; attempt < 40; attempt += 1) expect(await statusOf(seeded, client)).toBe(200);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await statusOf(seeded, client, `guess${attempt}@example.com`)).toBe(404);
    }
    expect(await statusOf(seeded, client)).toBe(429);
  });

  it('counts an IPv6 client by its /64, and an IPv4 client the same in IPv6 notation', async () => {
    const seeded = await seedOrder(server);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const client = `2001:db8:5:6:${attempt.toString(16)}:${(attempt * 977).toString(16)}::${attempt + 1}`;
      expect(await statusOf(seeded, client, `guess${attempt}@example.com`)).toBe(404);
    }
    expect(await statusOf(seeded, '2001:0db8:0005:0006:ffff:ffff:ffff:fffe')).toBe(429);
    expect(await statusOf(seeded, '2001:db8:5:7::1')).toBe(200);

    const mapped = await seedOrder(server);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const client = attempt % 2 === 0 ? '192.0.2.60' : '::ffff:192.0.2.60';
      expect(await statusOf(mapped, client, `guess${attempt}@example.com`)).toBe(404);
    }
    expect(await statusOf(mapped, '192.0.2.60')).toBe(429);
    expect(await statusOf(mapped, '::ffff:c000:23c')).toBe(429);
  });

  it('never answers more wrong lookups than the limit, however many arrive at once', async () => {
    const seeded = await seedOrder(server);
    const sameOrder = await Promise.all(
      Array.from({ length: 300 }, (_, attempt) =>
        statusOf(seeded, '192.0.2.70', `guess${attempt}@example.com`),
      ),
    );
    expect(tally(sameOrder)).toEqual({ 404: 10, 429: 290 });
    // Those refused were not counted against the client either: it may still look up its own order.
    expect(await statusOf(await seedOrder(server), '192.0.2.70')).toBe(200);
    const manyOrders = await Promise.all(
      Array.from({ length: 120 }, async (_, attempt) => {
        const answer = await call(server, 'GET', 'order-lookup', {
          query: { email: 'guess@example.com', order: `P${attempt}` },
          client: '192.0.2.71',
        });
        return answer.status;
      }),
    );
    expect(tally(manyOrders)).toEqual({ 404: 30, 429: 90 });
    // A refused lookup is not counted: the client's counter stopped at its limit.
    const [row] = await server.db
      .select({ failures: lookupAttempts.failures })
      .from(lookupAttempts)
      .where(and(eq(lookupAttempts.scope, 'client'), eq(lookupAttempts.subject, '192.0.2.71')));
    expect(row?.failures).toBe(30);
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
        logger: createLogger({ write: () => {} }),
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
      logger: createLogger({ write: () => {} }),
    });
    const query = new URLSearchParams({ email: seeded.email, order: seeded.orderNumber });
    const answer = await app.request(`/api/order-lookup?${query}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toMatch(/; Secure/);
  });
});

describe('the client a lookup limit counts', () => {
  it('is an IPv4 address as it is, an IPv6 address by its /64, a mapped IPv4 address as IPv4', () => {
    const cases: [string, string][] = [
      ['192.0.2.1', '192.0.2.1'],
      ['::ffff:192.0.2.1', '192.0.2.1'],
      ['::FFFF:C000:0201', '192.0.2.1'],
      ['2001:db8::1', '2001:db8:0:0::/64'],
      ['2001:0DB8:0000:0000:ffff:1:2:3', '2001:db8:0:0::/64'],
      ['2001:db8:1:2:3:4:198.51.100.1', '2001:db8:1:2::/64'],
      ['2001:db8:1:2::', '2001:db8:1:2::/64'],
      ['fe80::1%eth0', 'fe80:0:0:0::/64'],
      ['::1', '0:0:0:0::/64'],
      ['unknown', 'unknown'],
    ];
    for (const [address, client] of cases) expect(clientNetwork(address), address).toBe(client);
  });
});
