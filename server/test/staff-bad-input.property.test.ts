/**
 * Random bad input on every staff call, property-based: the answer is a 4xx in the shared error shape,
 * never a 500, and nothing is written.
 */
import { BrandingInput, ClaimPolicyInput } from '@orderprotection/domain';
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
import { countRows, DRIVERS, startTestServer, type TestServer } from './support/harness';
import type { Answer, CallOptions } from './support/http';
import {
  AURORA,
  addPerson,
  type FiledClaim,
  fileClaim,
  seedTwoStores,
  signIn,
  staffCall,
} from './support/staff';

const RUNS = 25;

/** Rows of every table but the ones signing in and rate limiting write by design. */
async function rowsWritten(server: TestServer) {
  const { personSessions: _sessions, authRateLimits: _attempts, ...rows } = await countRows(server.db);
  return rows;
}

/** The JSON a call's options send, or undefined when it is not JSON. */
function bodyOf(options: CallOptions): unknown {
  if (options.json !== undefined) return options.json;
  try {
    return JSON.parse(String(options.body));
  } catch {
    return undefined;
  }
}

const badCount = fc.oneof(
  fc.integer({ max: 0 }),
  fc.double({ min: 0.1, max: 9.9, noInteger: true }),
  fc.string({ maxLength: 4 }),
);

describe.each(DRIVERS)('bad input on the staff calls on %s', (driver) => {
  let server: TestServer;
  let cookie: string;
  let claim: FiledClaim;

  beforeAll(async () => {
    server = await startTestServer(driver);
    await seedTwoStores(server);
    claim = await fileClaim(server, AURORA.storeId);
    cookie = await signIn(server, await addPerson(server, [{ role: 'orderprotection_admin' }]));
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

  /** Bad bodies for a call; where every field is optional, random JSON may be valid, and is left out. */
  const bodiesTo = (
    method: string,
    path: () => string,
    valid: unknown,
    corruptions: [Path, fc.Arbitrary<unknown>][],
    schema?: { safeParse(value: unknown): { success: boolean } },
  ) =>
    refusesAll(
      badBodies(valid, corruptions)
        .filter((options) => schema === undefined || !schema.safeParse(bodyOf(options)).success)
        .map((options) => () => staffCall(server, cookie, method, path(), options)),
    );

  it('POST staff/claims/{id}/moves', () =>
    bodiesTo('POST', () => `claims/${claim.id}/moves`, { move: 'open', version: 1 }, [
      [['move'], fc.oneof(unknownWord, notAString)],
      [['version'], badCount],
      [['reason'], fc.oneof(unknownWord, fc.integer())],
      [['note'], fc.oneof(tooLong(5000), fc.integer(), unstorable)],
      [['unexpectedField'], fc.jsonValue()],
    ]));

  it('POST staff/claims/{id}/resolution', () =>
    bodiesTo(
      'POST',
      () => `claims/${claim.id}/resolution`,
      // An item of no claim: even the uncorrupted body is refused, by the domain's plan.
      {
        version: 1,
        items: [{ claimItemId: 'no-such-item', kind: 'REFUND', quantity: 1 }],
        shippingAmount: 1,
      },
      [
        [['version'], badCount],
        [['items'], fc.oneof(fc.constant([]), notAString)],
        [['items', 0, 'kind'], fc.oneof(unknownWord, fc.integer())],
        [['items', 0, 'quantity'], badCount],
        [['items', 0, 'percentage'], fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 101 }), fc.string())],
        [['items', 0, 'flatAmount'], fc.oneof(fc.integer({ max: -1 }), fc.string())],
        [['shippingAmount'], fc.oneof(fc.double({ max: -0.01 }), fc.string())],
        [['unexpectedField'], fc.jsonValue()],
      ],
    ));

  it('POST staff/claims/{id}/messages', () =>
    bodiesTo('POST', () => `claims/${claim.id}/messages`, { messageContent: 'Hello', internal: true }, [
      [['messageContent'], fc.oneof(fc.constant(''), tooLong(5000), notAString, unstorable)],
      [['internal'], fc.oneof(fc.string(), fc.integer())],
      [['unexpectedField'], fc.jsonValue()],
    ]));

  it('PUT staff/claims/{id}/assignee and POST .../labels', async () => {
    await bodiesTo('PUT', () => `claims/${claim.id}/assignee`, { personId: null }, [
      [['personId'], fc.oneof(fc.constant(''), tooLong(100), fc.integer(), fc.boolean(), unstorable)],
      [['unexpectedField'], fc.jsonValue()],
    ]);
    await bodiesTo('POST', () => `claims/${claim.id}/labels`, { labelId: 'no-such-label' }, [
      [['labelId'], fc.oneof(fc.constant(''), tooLong(100), notAString, unstorable)],
      [['unexpectedField'], fc.jsonValue()],
    ]);
  });

  it('POST staff/claims/bulk', () =>
    bodiesTo(
      'POST',
      () => 'claims/bulk',
      { action: { kind: 'move', move: 'open' }, ids: [claim.id], dryRun: true },
      [
        [['action'], fc.oneof(fc.constant({}), fc.constant({ kind: 'fly' }), notAString)],
        [['action', 'kind'], unknownWord],
        [
          ['ids'],
          fc.oneof(
            fc.constant([]),
            fc.constant(Array.from({ length: 1001 }, (_, index) => `c${index}`)),
            fc.string(),
            unstorable.map((text) => [text]),
          ),
        ],
        [['filter'], fc.oneof(fc.constant({ tab: 'someday' }), fc.constant({ valueMin: -1 }), notAString)],
        [['dryRun'], fc.oneof(fc.string(), fc.integer())],
        [['unexpectedField'], fc.jsonValue()],
      ],
    ));

  it('PUT staff/stores/{id}/branding, PUT .../policy, POST .../labels', async () => {
    await bodiesTo(
      'PUT',
      () => 'stores/aurora/branding',
      { brand700: '#123456' },
      [
        [['brand700'], fc.oneof(unknownWord, fc.integer())],
        [
          ['logoUrl'],
          fc.oneof(
            fc.constant('javascript:alert(1)'),
            fc.integer(),
            unstorable.map((text) => `https://cdn.example/${text}`),
          ),
        ],
        [['fonts'], unstorable.map((family) => ({ body: { family } }))],
        [['unexpectedField'], fc.jsonValue()],
      ],
      BrandingInput,
    );
    await bodiesTo(
      'PUT',
      () => 'stores/aurora/policy',
      { claimWindowDays: 30, waitingDaysAfterDelivery: 3, maxFilesPerClaim: 10 },
      [
        [['claimWindowDays'], fc.oneof(badCount, fc.integer({ min: 366 }))],
        [
          ['waitingDaysAfterDelivery'],
          fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 61 }), fc.string()),
        ],
        [['maxFilesPerClaim'], fc.oneof(badCount, fc.integer({ min: 51 }))],
        [['unexpectedField'], fc.jsonValue()],
      ],
      ClaimPolicyInput,
    );
    await bodiesTo('POST', () => 'stores/aurora/labels', { name: 'Fine' }, [
      [['name'], fc.oneof(fc.constant(''), tooLong(60), notAString, unstorable)],
      [['unexpectedField'], fc.jsonValue()],
    ]);
  });

  it('POST staff/stores/{id}/team, PUT .../team/{personId}', async () => {
    await bodiesTo(
      'POST',
      () => 'stores/aurora/team',
      { email: 'new@example.com', name: 'New', role: 'store_user' },
      [
        [['email'], fc.oneof(fc.constant('not-an-email'), tooLong(300), notAString)],
        [['name'], fc.oneof(fc.constant(''), tooLong(300), notAString)],
        [['role'], fc.oneof(fc.constant('orderprotection_admin'), fc.constant('account_owner'), unknownWord)],
        [['unexpectedField'], fc.jsonValue()],
      ],
    );
    await bodiesTo('PUT', () => 'stores/aurora/team/no-such-person', { role: 'store_user' }, [
      [['role'], fc.oneof(fc.constant('orderprotection_admin'), unknownWord, fc.integer())],
      [['unexpectedField'], fc.jsonValue()],
    ]);
  });

  it('GET staff/claims with a bad filter', () =>
    refusesAll(
      fc
        .oneof(
          unknownWord.map((tab) => ({ tab })),
          unknownWord.map((status) => ({ status })),
          fc
            .string({ maxLength: 8 })
            .filter((text) => !/^\d{4}-\d{2}-\d{2}/.test(text))
            .map((filedFrom) => ({ filedFrom })),
          fc
            .oneof(fc.integer({ max: -1 }), fc.constant('lots'))
            .map((valueMin) => ({ valueMin: String(valueMin) })),
          fc
            .oneof(fc.integer({ max: 0 }), fc.integer({ min: 201 }))
            .map((limit) => ({ limit: String(limit) })),
          fc.string({ minLength: 1, maxLength: 30 }).map((cursor) => ({ cursor: `!${cursor}` })),
          fc.constant({ sort: 'sideways' }),
          unstorableInUrl.map((q) => ({ q })),
          unstorableInUrl.map((storeId) => ({ storeId })),
        )
        .map((query) => () => staffCall(server, cookie, 'GET', 'claims', { query })),
    ));
});
