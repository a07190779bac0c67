/**
 * Random bad input, property-based: whatever a client sends, the answer is a 4xx with the shared error
 * shape (never a 500) and nothing is written. Bodies are either random JSON values, broken JSON text, or
 * a valid body with one field replaced by a value its schema refuses.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  badBodies,
  expectRefused,
  notAString,
  type Path,
  tooLong,
  unknownWord,
  unstorable,
  unstorableInUrl,
} from './support/bad-input';
import { lookUp, type SeededOrder, seed, seedOrder, submission, testStore } from './support/fixtures';
import { countRows, DRIVERS, startTestServer, type TestServer } from './support/harness';
import { type Answer, call } from './support/http';

const RUNS = 40;

/** Rows of every table but the lookup attempts, which failed lookups are meant to count. */
async function rowsWritten(server: TestServer) {
  const { lookupAttempts: _counted, ...rows } = await countRows(server.db);
  return rows;
}

const badQuantity = fc.oneof(
  fc.integer({ max: 0 }),
  fc.integer({ min: 10_001 }),
  fc.double({ min: 0.01, max: 100, noInteger: true, noNaN: true }),
  fc.string({ maxLength: 5 }),
  fc.constant(null),
);

const submissionCorruptions: [Path, fc.Arbitrary<unknown>][] = [
  [
    ['email'],
    fc.oneof(
      fc.string({ maxLength: 30 }).filter((text) => !text.includes('@')),
      notAString,
      unstorable.map((text) => `${text}@example.com`),
    ),
  ],
  [['fulfillmentIssues'], fc.oneof(fc.constant([]), notAString)],
  [['fulfillmentIssues', 0, 'issues'], fc.oneof(fc.constant([]), fc.integer())],
  [['fulfillmentIssues', 0, 'issues', 0, 'quantity'], badQuantity],
  [['fulfillmentIssues', 0, 'issues', 0, 'type'], unknownWord],
  [['fulfillmentIssues', 0, 'issues', 0, 'id'], fc.oneof(fc.constant('0OIl'), fc.constant(''), notAString)],
  [
    ['fulfillmentIssues', 0, 'issues', 0, 'sourceItemId'],
    fc.oneof(fc.constant(''), notAString, tooLong(100), unstorable),
  ],
  [['fulfillmentIssues', 0, 'issues', 0, 'details'], fc.oneof(tooLong(2000), fc.integer(), unstorable)],
  [
    ['fulfillmentIssues', 0, 'issues', 0, 'media'],
    fc.oneof(fc.constant([{}]), fc.constant([{ fileKey: '' }]), fc.string()),
  ],
  [['fulfillmentIssues', 0, 'sourceFulfillmentId'], fc.oneof(fc.constant(''), notAString, unstorable)],
  [['resolution', 'desiredMethod'], unknownWord],
  [
    ['resolution', 'customerSignature'],
    fc.oneof(fc.string({ maxLength: 40 }), fc.constant('data:image/png;base64,!!')),
  ],
  [
    ['resolution', 'updatedShippingAddress'],
    fc.oneof(fc.constant({}), fc.constant({ firstName: 'A' }), fc.string()),
  ],
  [
    ['idempotencyKey'],
    fc.oneof(
      fc.string({ maxLength: 7 }),
      tooLong(100),
      fc.integer(),
      unstorable.map((text) => `${text}12345678`),
    ),
  ],
  [['unexpectedField'], fc.jsonValue()],
];

const messageCorruptions: [Path, fc.Arbitrary<unknown>][] = [
  [['messageContent'], fc.oneof(tooLong(5000), fc.integer(), fc.constant(null), unstorable)],
  [['senderName'], unstorable],
  [
    ['medias'],
    fc.oneof(
      fc.string(),
      fc.constant([{}]),
      fc.constant(Array.from({ length: 11 }, () => ({ fileKey: 'k' }))),
    ),
  ],
  [['senderType'], unknownWord],
  [['claimId'], fc.oneof(tooLong(100), fc.integer(), unstorable)],
  [['unexpectedField'], fc.jsonValue()],
];

const reviewCorruptions: [Path, fc.Arbitrary<unknown>][] = [
  [
    ['rating'],
    fc.oneof(
      fc.integer({ max: 0 }),
      fc.integer({ min: 6 }),
      fc.double({ min: 1.01, max: 4.99, noInteger: true }),
      fc.string(),
    ),
  ],
  [['comment'], fc.oneof(tooLong(2000), fc.integer(), unstorable)],
  [['unexpectedField'], fc.jsonValue()],
];

const uploadCorruptions: [Path, fc.Arbitrary<unknown>][] = [
  [['mediaType'], unknownWord],
  [
    ['filename'],
    fc.oneof(
      fc.constant(''),
      tooLong(255),
      fc.constant('notes.txt'),
      fc.constant('no-extension'),
      unstorable.map((text) => `${text}.png`),
    ),
  ],
  [['claimId'], unstorable],
  [['contentType'], fc.oneof(fc.constant(''), fc.constant('text/html'), tooLong(100))],
  [['size'], fc.oneof(fc.integer({ max: 0 }), fc.constant(10 ** 12), fc.string())],
  [['unexpectedField'], fc.jsonValue()],
];

describe.each(DRIVERS)('bad input on %s', (driver) => {
  let server: TestServer;
  let seeded: SeededOrder;
  let token: string;
  let claimId: string;

  beforeAll(async () => {
    server = await startTestServer(driver, {
      lookupLimits: { failuresPerClient: 100_000, failuresPerClientOrder: 100_000, windowSeconds: 60 },
      claimWriteLimits: { perClaim: 100_000, perClient: 100_000, windowSeconds: 60 },
    });
    await seed(server, { stores: [testStore()] });
    seeded = await seedOrder(server);
    token = (await lookUp(server, seeded)).token;
    const filed = await call(server, 'POST', `claims/${seeded.orderId}`, {
      json: submission(seeded, [{ item: 'tee', quantity: 1 }]),
      token,
    });
    claimId = (filed.body as { id: string }).id;
  });
  afterAll(() => server.close());

  async function refusesAll(request: fc.Arbitrary<() => Promise<Answer>>): Promise<void> {
    const before = await rowsWritten(server);
    await fc.assert(
      fc.asyncProperty(request, async (send) => {
        expectRefused(await send());
      }),
      { numRuns: RUNS },
    );
    expect(await rowsWritten(server)).toEqual(before);
  }

  it('POST claims/{sourceOrderId}', async () => {
    const valid = submission(seeded, [{ item: 'mug', quantity: 1 }]);
    await refusesAll(
      badBodies(valid, submissionCorruptions).map(
        (options) => () => call(server, 'POST', `claims/${seeded.orderId}`, { ...options, token }),
      ),
    );
  });

  it('PUT sessions', async () => {
    const valid = { email: seeded.email, orderId: seeded.orderId, status: 'STARTED' };
    const corruptions: [Path, fc.Arbitrary<unknown>][] = [
      [['status'], unknownWord],
      [
        ['email'],
        fc.oneof(
          fc.string({ maxLength: 20 }).filter((text) => !text.includes('@')),
          notAString,
        ),
      ],
      [['orderId'], fc.oneof(fc.constant(''), tooLong(100), fc.integer(), unstorable)],
      [
        ['metadata'],
        fc.oneof(
          fc.string(),
          fc.constant({ fulfillments: 'x' }),
          fc.constant({ signature: 'x' }),
          unstorable.map((text) => ({ messages: [text] })),
          unstorable.map((text) => ({ currentShipmentId: text })),
        ),
      ],
      [['unexpectedField'], fc.jsonValue()],
    ];
    await refusesAll(
      badBodies(valid, corruptions).map(
        (options) => () => call(server, 'PUT', 'sessions', { ...options, token }),
      ),
    );
  });

  it('POST claims/{id}/messages and reviews', async () => {
    await refusesAll(
      fc.oneof(
        badBodies({ messageContent: 'Hello' }, messageCorruptions).map(
          (options) => () => call(server, 'POST', `claims/${claimId}/messages`, options),
        ),
        badBodies({ rating: 5, comment: 'ok' }, reviewCorruptions).map(
          (options) => () => call(server, 'POST', `claims/${claimId}/reviews`, options),
        ),
      ),
    );
  });

  it('POST media/uploads', async () => {
    const valid = { contentType: 'image/png', filename: 'photo.png', mediaType: 'CLAIM' };
    await refusesAll(
      badBodies(valid, uploadCorruptions).map(
        (options) => () => call(server, 'POST', 'media/uploads', { ...options, token }),
      ),
    );
  });

  it('GET calls with random queries and path segments', async () => {
    const text = (maxLength: number) => fc.oneof(fc.string({ maxLength }), unstorableInUrl);
    const segment = fc
      .oneof(fc.string({ minLength: 1, maxLength: 300 }), unstorableInUrl)
      .map(encodeURIComponent);
    const query = fc.dictionary(fc.string({ maxLength: 10 }), text(60), { maxKeys: 4 });
    await refusesAll(
      fc.oneof(
        query.map((values) => () => call(server, 'GET', 'order-lookup', { query: values })),
        fc
          .record({ email: text(40), order: text(120) })
          .map((values) => () => call(server, 'GET', 'order-lookup', { query: values })),
        query.map(
          (values) => () =>
            call(server, 'GET', 'whitelabel/settings', {
              query: values,
              headers: { host: 'nowhere.invalid' },
            }),
        ),
        query.map((values) => () => call(server, 'GET', 'sessions', { query: values, token })),
        segment.map((id) => () => call(server, 'GET', `claims/${id}`)),
        segment.map((id) => () => call(server, 'GET', `claims/${id}/messages`)),
        segment.map((id) => () => call(server, 'GET', `stores/${id}`)),
        segment.map((key) => () => call(server, 'GET', `media/files/${key}`)),
        segment.map((id) => () => call(server, 'DELETE', `sessions/${id}`, { token })),
      ),
    );
  });
});
