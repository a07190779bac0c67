import {
  Claim,
  IDEMPOTENCY_KEY_HEADER,
  initialClaimLifecycleState,
  Message,
  Order,
  Review,
} from '@orderprotection/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimEvents, claims } from '../src/db/schema';
import {
  claimIdOf,
  type FulfillmentInput,
  lookUp,
  PNG_BYTES,
  type SeededOrder,
  seed,
  seedOrder,
  submission,
  submit,
  testStore,
} from './support/fixtures';
import { countRows, DRIVERS, daysBefore, startTestServer, type TestServer } from './support/harness';
import { call, expectError } from './support/http';

describe.each(DRIVERS)('claims on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
    await seed(server, {
      stores: [
        testStore(),
        testStore({
          id: 'credit-store',
          settings: {
            capabilities: { reship: false, refund: true, credit: true },
            credit: { enabled: true, bonus: 10, bonusType: 'percentage' },
          },
        }),
      ],
    });
  });
  afterAll(() => server.close());

  async function fileClaim(
    seeded: SeededOrder,
    token: string,
    body = submission(seeded, [{ item: 'mug', quantity: 1 }]),
  ) {
    const answer = await submit(server, seeded, token, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return Claim.parse(answer.body);
  }

  describe('POST claims/{sourceOrderId}', () => {
    it('files a claim with its items, types, resolution, address and signature', async () => {
      const seeded = await seedOrder(server);
      const { token } = await lookUp(server, seeded);
      const address = {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address1: '12 St James Sq',
        city: 'London',
        countryCode: 'gb',
      };
      const body = submission(
        seeded,
        [
          {
            item: 'mug',
            quantity: 2,
            type: 'DAMAGED',
            details: 'Cracked <b>handle</b><script>alert(1)</script>',
          },
          { item: 'tee', quantity: 1, type: 'WRONG_ITEM' },
        ],
        {
          resolution: {
            customerSignature: submission(seeded, []).resolution.customerSignature,
            desiredMethod: 'RESHIP',
            updatedShippingAddress: address,
          },
        },
      );
      const answer = await submit(server, seeded, token, body);
      expect(answer.status).toBe(201);
      const claim = Claim.parse(answer.body);
      expect(claim.id).toMatch(/^[\w-]{32}$/);
      expect(claim).toMatchObject({
        sourceOrderId: seeded.orderId,
        sourceOrderNumber: seeded.orderNumber,
        claimState: 'NEW',
        claimType: 'MULTIPLE',
        requestedResolution: 'RESHIP',
        storeId: 'test-store',
        authorEmail: seeded.email,
        itemCount: 3,
        isOta: false,
      });
      expect(claim.updatedShippingAddress).toMatchObject({ city: 'London', countryCode: 'GB' });
      expect(
        claim.claimItems.map((item) => [item.sourceItemId, item.quantity, item.claimType, item.details]),
      ).toEqual([
        ['mug', 2, 'DAMAGED', 'Cracked handle'],
        ['tee', 1, 'WRONG_ITEM', null],
      ]);
      expect(claim.claimItems[0]).toMatchObject({
        name: 'Blue mug',
        sourceFulfillmentId: 'F1',
        resolutionRequested: 'RESHIP',
      });
      const signature = await fetch(claim.signatureUrl ?? '');
      expect(signature.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await signature.arrayBuffer())).toEqual(PNG_BYTES);

      const after = Order.parse((await lookUp(server, seeded)).answer.body);
      expect(after.existingClaims).toEqual([
        expect.objectContaining({
          id: claim.id,
          claimNumber: claim.claimNumber,
          items: [
            { sourceItemId: 'mug', quantity: 2, sourceFulfillmentId: 'F1' },
            { sourceItemId: 'tee', quantity: 1, sourceFulfillmentId: 'F1' },
          ],
        }),
      ]);
      expect(after.fulfillments[0]?.eligible).toBe(true);
      expect(Object.values(after.eligibility)).toEqual([1, 0]);
    });

    it("starts the claim's lifecycle as the domain says, and records the filing as its one event", async () => {
      const seeded = await seedOrder(server);
      const { token } = await lookUp(server, seeded);
      const claim = await fileClaim(seeded, token);
      const [row] = await server.db
        .select({
          status: claims.claimState,
          decision: claims.decision,
          resolutionCarriedOut: claims.resolutionCarriedOut,
          waitingOn: claims.waitingOn,
          version: claims.version,
        })
        .from(claims)
        .where(eq(claims.id, await claimIdOf(server, claim.id)));
      expect(row).toEqual({ ...initialClaimLifecycleState, version: 1 });
      const events = await server.db
        .select()
        .from(claimEvents)
        .where(eq(claimEvents.claimId, await claimIdOf(server, claim.id)));
      expect(events).toEqual([
        expect.objectContaining({
          move: 'file',
          fromStatus: null,
          toStatus: initialClaimLifecycleState.status,
          actorKind: 'customer',
          at: server.clock.now(),
        }),
      ]);
    });

    it('numbers claims per store, one after the other', async () => {
      const first = await seedOrder(server);
      const second = await seedOrder(server);
      const one = await fileClaim(first, (await lookUp(server, first)).token);
      const two = await fileClaim(second, (await lookUp(server, second)).token);
      expect(Number(two.claimNumber)).toBe(Number(one.claimNumber) + 1);
      const otherStore = await seedOrder(server, { storeId: 'credit-store' });
      const body = submission(otherStore, [{ item: 'mug', quantity: 1 }]);
      body.resolution.desiredMethod = 'STORE_CREDIT';
      const elsewhere = await fileClaim(otherStore, (await lookUp(server, otherStore)).token, body);
      expect(elsewhere.claimNumber).toBe('1');
      expect(elsewhere.claimItems[0]?.creditStore).toBe(true);
      expect(elsewhere.requestedResolution).toBe('STORE_CREDIT');
    });

    it('answers a retry with the first claim: same idempotency key, or same content', async () => {
      const seeded = await seedOrder(server);
      const { token } = await lookUp(server, seeded);
      const body = submission(seeded, [{ item: 'mug', quantity: 1 }], { idempotencyKey: 'retry-key-0001' });
      const first = await submit(server, seeded, token, body);
      expect(first.status).toBe(201);
      const rows = await countRows(server.db);
      const again = await submit(server, seeded, token, body);
      expect(again.status).toBe(200);
      expect(Claim.parse(again.body).id).toBe(Claim.parse(first.body).id);
      const { idempotencyKey: _key, ...sameContent } = body;
      const sameContentAnswer = await submit(server, seeded, token, sameContent);
      expect(sameContentAnswer.status).toBe(200);
      expect(Claim.parse(sameContentAnswer.body).id).toBe(Claim.parse(first.body).id);
      const byHeader = await submit(server, seeded, token, sameContent, {
        [IDEMPOTENCY_KEY_HEADER]: 'retry-key-0001',
      });
      expect(byHeader.status).toBe(200);
      expect(await countRows(server.db)).toEqual(rows);
    });

    it('refuses an idempotency key reused for other content, and a header that contradicts the body', async () => {
      const seeded = await seedOrder(server);
      const { token } = await lookUp(server, seeded);
      await submit(
        server,
        seeded,
        token,
        submission(seeded, [{ item: 'mug', quantity: 1 }], { idempotencyKey: 'key-reused-01' }),
      );
      const other = submission(seeded, [{ item: 'tee', quantity: 1 }], { idempotencyKey: 'key-reused-01' });
      expect(expectError(await submit(server, seeded, token, other), 422)).toMatch(
        /already used for a different claim/,
      );
      const contradicting = submission(seeded, [{ item: 'tee', quantity: 1 }], {
        idempotencyKey: 'key-in-body-1',
      });
      expect(
        expectError(
          await submit(server, seeded, token, contradicting, { [IDEMPOTENCY_KEY_HEADER]: 'key-in-head-1' }),
          400,
        ),
      ).toMatch(/^idempotencyKey: /);
    });

    it('files a one-time appeasement claim on an unprotected order, and refuses other unprotected orders', async () => {
      const appeasement = await seedOrder(server, { protected: false, isOneTimeAppeasement: true });
      const claim = await fileClaim(appeasement, (await lookUp(server, appeasement)).token);
      expect(claim.isOta).toBe(true);
      const unprotected = await seedOrder(server, { protected: false });
      const { token } = await lookUp(server, unprotected);
      const rows = await countRows(server.db);
      expect(
        expectError(
          await submit(server, unprotected, token, submission(unprotected, [{ item: 'mug', quantity: 1 }])),
          422,
        ),
      ).toMatch(/not protected/);
      expect(await countRows(server.db)).toEqual(rows);
    });

    it('re-checks eligibility at submission time: too soon, expired, not shipped, unknown shipment', async () => {
      const shipments: FulfillmentInput[] = [
        {
          sourceFulfillmentId: 'SOON',
          fulfillmentStatus: 'DELIVERED',
          deliveredAt: daysBefore(1),
          items: [{ item: 'mug', quantity: 1 }],
        },
        {
          sourceFulfillmentId: 'OLD',
          fulfillmentStatus: 'DELIVERED',
          deliveredAt: daysBefore(40),
          items: [{ item: 'mug', quantity: 1 }],
        },
        { sourceFulfillmentId: 'WAIT', fulfillmentStatus: 'ON_HOLD', items: [{ item: 'mug', quantity: 1 }] },
      ];
      const seeded = await seedOrder(server, { fulfillments: shipments });
      const { token } = await lookUp(server, seeded);
      const rows = await countRows(server.db);
      const expectations = [
        ['SOON', /can be claimed from 2025-06-17T12:00:00.000Z/],
        ['OLD', /claim window for shipment OLD has passed/],
        ['WAIT', /has not shipped yet/],
        ['NOPE', /Shipment NOPE is not part of this order/],
      ] as const;
      for (const [fulfillment, message] of expectations) {
        const body = submission(seeded, [{ item: 'mug', quantity: 1, fulfillment }]);
        expect(expectError(await submit(server, seeded, token, body), 422)).toMatch(message);
      }
      expect(await countRows(server.db)).toEqual(rows);
    });

    it('refuses items outside their shipment and quantities beyond what is left (refunds and claims count)', async () => {
      const seeded = await seedOrder(server, {
        orderItems: [
          { sourceItemId: 'mug', productName: 'Blue mug', quantity: 3, refundedQuantity: 1 },
          { sourceItemId: 'tee', productName: 'Tee', quantity: 1 },
        ],
        fulfillments: [
          {
            sourceFulfillmentId: 'F1',
            fulfillmentStatus: 'DELIVERED',
            deliveredAt: daysBefore(5),
            items: [{ item: 'mug', quantity: 3 }],
          },
          {
            sourceFulfillmentId: 'F2',
            fulfillmentStatus: 'DELIVERED',
            deliveredAt: daysBefore(5),
            items: [{ item: 'tee', quantity: 1 }],
          },
        ],
      });
      const { token } = await lookUp(server, seeded);
      const rows = await countRows(server.db);
      const outside = submission(seeded, [{ item: 'tee', quantity: 1, fulfillment: 'F1' }]);
      expect(expectError(await submit(server, seeded, token, outside), 422)).toBe(
        'Item tee is not in shipment F1.',
      );
      const tooMany = submission(seeded, [{ item: 'mug', quantity: 3 }]);
      expect(expectError(await submit(server, seeded, token, tooMany), 422)).toBe(
        'Only 2 units of "Blue mug" can still be claimed.',
      );
      expect(await countRows(server.db)).toEqual(rows);
      await fileClaim(seeded, token, submission(seeded, [{ item: 'mug', quantity: 2 }]));
      const nothingLeft = submission(seeded, [{ item: 'mug', quantity: 1 }], {
        idempotencyKey: 'another-claim',
      });
      expect(expectError(await submit(server, seeded, token, nothingLeft), 422)).toMatch(
        /cannot be claimed any more|already been claimed/,
      );
    });

    it('refuses a resolution the store does not offer', async () => {
      const seeded = await seedOrder(server);
      const { token } = await lookUp(server, seeded);
      const body = submission(seeded, [{ item: 'mug', quantity: 1 }]);
      body.resolution.desiredMethod = 'STORE_CREDIT';
      expect(expectError(await submit(server, seeded, token, body), 422)).toBe(
        'Store Credit is not offered by this store.',
      );
      const creditStore = await seedOrder(server, { storeId: 'credit-store' });
      const creditToken = (await lookUp(server, creditStore)).token;
      const reship = submission(creditStore, [{ item: 'mug', quantity: 1 }]);
      reship.resolution.desiredMethod = 'RESHIP';
      expect(expectError(await submit(server, creditStore, creditToken, reship), 422)).toBe(
        'Reshipment is not offered by this store.',
      );
    });

    it('says what is wrong with a malformed body, and writes nothing', async () => {
      const seeded = await seedOrder(server);
      const { token } = await lookUp(server, seeded);
      const rows = await countRows(server.db);
      const zero = submission(seeded, [{ item: 'mug', quantity: 0 }]);
      expect(expectError(await submit(server, seeded, token, zero), 400)).toBe(
        'fulfillmentIssues.0.issues.0.quantity: Too small: expected number to be >=1',
      );
      const excessive = submission(seeded, [{ item: 'mug', quantity: 1_000_000 }]);
      expect(expectError(await submit(server, seeded, token, excessive), 400)).toMatch(/quantity: Too big/);
      const badType = { ...submission(seeded, [{ item: 'mug', quantity: 1 }]) } as Record<string, unknown>;
      badType.resolution = { customerSignature: 'x', desiredMethod: 'CASH' };
      expect(expectError(await submit(server, seeded, token, badType), 400)).toMatch(
        /resolution\.customerSignature: .*resolution\.desiredMethod: /s,
      );
      const noIssues = submission(seeded, [{ item: 'mug', quantity: 1 }]);
      noIssues.fulfillmentIssues[0] = { sourceFulfillmentId: 'F1', issues: [] };
      expect(expectError(await submit(server, seeded, token, noIssues), 400)).toBe(
        'fulfillmentIssues.0.issues: Each shipment needs at least one issue',
      );
      const longDetails = submission(seeded, [{ item: 'mug', quantity: 1, details: 'x'.repeat(2001) }]);
      expect(expectError(await submit(server, seeded, token, longDetails), 400)).toMatch(/details: Too big/);
      const notPng = submission(seeded, [{ item: 'mug', quantity: 1 }]);
      notPng.resolution.customerSignature = `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}`;
      expect(expectError(await submit(server, seeded, token, notPng), 400)).toMatch(
        /signature is not a readable PNG/,
      );
      const broken = await call(server, 'POST', `claims/${seeded.orderId}`, {
        body: '{"email": ',
        headers: { 'content-type': 'application/json' },
        token,
      });
      expect(expectError(broken, 400)).toMatch(/Malformed JSON/);
      const notJson = await call(server, 'POST', `claims/${seeded.orderId}`, {
        body: 'email=x',
        headers: { 'content-type': 'text/plain' },
        token,
      });
      expectError(notJson, 415);
      const oversized = await call(server, 'POST', `claims/${seeded.orderId}`, {
        json: { ...submission(seeded, [{ item: 'mug', quantity: 1 }]), padding: 'x'.repeat(1_100_000) },
        token,
      });
      expect(expectError(oversized, 413)).toMatch(/larger than/);
      expect(await countRows(server.db)).toEqual(rows);
      expect(
        (
          await call(server, 'GET', 'order-lookup', {
            query: { email: seeded.email, order: seeded.orderNumber },
          })
        ).status,
      ).toBe(200);
    });

    it('needs proof of this order: none is 401, another order 403, another email 422', async () => {
      const seeded = await seedOrder(server);
      const other = await seedOrder(server);
      const otherToken = (await lookUp(server, other)).token;
      const { token } = await lookUp(server, seeded);
      const body = submission(seeded, [{ item: 'mug', quantity: 1 }]);
      const rows = await countRows(server.db);
      expect(
        expectError(await call(server, 'POST', `claims/${seeded.orderId}`, { json: body }), 401),
      ).toMatch(/look up your order/);
      expect(expectError(await submit(server, seeded, otherToken, body), 403)).toMatch(/another order/);
      expect(expectError(await submit(server, seeded, 'forged.9999999999.signature', body), 401)).toMatch(
        /look up/,
      );
      const wrongEmail = { ...body, email: other.email };
      expect(expectError(await submit(server, seeded, token, wrongEmail), 422)).toMatch(/^email: /);
      expect(await countRows(server.db)).toEqual(rows);
      const byCookie = await call(server, 'POST', `claims/${seeded.orderId}`, {
        json: body,
        cookieToken: token,
      });
      expect(byCookie.status).toBe(201);
    });

    it('refuses an expired order token', async () => {
      const seeded = await seedOrder(server);
      const { token } = await lookUp(server, seeded);
      server.clock.advance(2 * 60 * 60 * 1000 + 1000);
      try {
        const answer = await submit(
          server,
          seeded,
          token,
          submission(seeded, [{ item: 'mug', quantity: 1 }]),
        );
        expect(expectError(answer, 401)).toMatch(/expired/);
      } finally {
        server.clock.advance(-(2 * 60 * 60 * 1000 + 1000));
      }
    });
  });

  describe('reading a claim, its messages and reviews with the claim token', () => {
    it('answers the claim; a guessed or unknown id is 404 for every claim call', async () => {
      const seeded = await seedOrder(server);
      const claim = await fileClaim(seeded, (await lookUp(server, seeded)).token);
      const read = await call(server, 'GET', `claims/${claim.id}`);
      expect(read.status).toBe(200);
      expect(Claim.parse(read.body)).toMatchObject({ id: claim.id, claimNumber: claim.claimNumber });
      const lastCharacterChanged = `${claim.id.slice(0, -1)}${claim.id.endsWith('A') ? 'B' : 'A'}`;
      const guesses = [claim.claimNumber, lastCharacterChanged, 'x'.repeat(32), seeded.orderId];
      for (const guess of guesses) {
        expect(expectError(await call(server, 'GET', `claims/${guess}`), 404)).toBe('Claim not found.');
        expectError(await call(server, 'GET', `claims/${guess}/messages`), 404);
        expectError(await call(server, 'GET', `claims/${guess}/reviews`), 404);
        expectError(await call(server, 'POST', `claims/${guess}/reviews`, { json: { rating: 5 } }), 404);
        expectError(
          await call(server, 'POST', `claims/${guess}/messages`, { json: { messageContent: 'hi' } }),
          404,
        );
      }
    });

    it('stores a message as the customer whatever the body says, with markup stripped', async () => {
      const seeded = await seedOrder(server);
      const claim = await fileClaim(seeded, (await lookUp(server, seeded)).token);
      const posted = await call(server, 'POST', `claims/${claim.id}/messages`, {
        query: { storeId: 'someone-else' },
        json: {
          claimId: claim.id,
          messageContent: '<p>Any news?</p><img src=x onerror=alert(1)>',
          senderType: 'staff',
          senderName: 'Support Team',
          senderId: 'admin-1',
          storeId: 'another-store',
        },
      });
      expect(posted.status).toBe(201);
      const message = Message.parse(posted.body);
      expect(message).toMatchObject({
        claimId: claim.id,
        messageContent: 'Any news?',
        senderType: 'customer',
        senderName: 'Test Shopper',
        senderId: null,
        storeId: 'test-store',
      });
      const listed = await call(server, 'GET', `claims/${claim.id}/messages`, {
        query: { claimId: claim.id },
      });
      expect(Message.array().parse(listed.body)).toEqual([message]);
      expect(Claim.parse((await call(server, 'GET', `claims/${claim.id}`)).body).claimMessages).toEqual([
        message,
      ]);
    });

    it("moves a claim waiting for the customer on when they answer, and leaves any other claim's status", async () => {
      const seeded = await seedOrder(server);
      const claim = await fileClaim(seeded, (await lookUp(server, seeded)).token);
      const claimId = await claimIdOf(server, claim.id);
      const lifecycle = async () => {
        const [row] = await server.db
          .select({ status: claims.claimState, waitingOn: claims.waitingOn, version: claims.version })
          .from(claims)
          .where(eq(claims.id, claimId));
        const events = await server.db
          .select({ move: claimEvents.move, from: claimEvents.fromStatus, to: claimEvents.toStatus })
          .from(claimEvents)
          .where(eq(claimEvents.claimId, claimId));
        // The test clock stands still: both events have one time, so their order is not asked for.
        const described = events.map((event) => `${event.move}: ${event.from} -> ${event.to}`).sort();
        return { ...row, events: described };
      };
      const reply = () =>
        call(server, 'POST', `claims/${claim.id}/messages`, { json: { messageContent: 'Photo attached.' } });

      expect((await reply()).status).toBe(201);
      expect(await lifecycle()).toEqual({
        status: 'NEW',
        waitingOn: null,
        version: 1,
        events: ['file: null -> NEW'],
      });

      // As the staff's request for information leaves it (their move is the staff calls' to make).
      await server.db
        .update(claims)
        .set({ claimState: 'WAITING_FOR_CUSTOMER', waitingOn: 'customer' })
        .where(eq(claims.id, claimId));
      expect((await reply()).status).toBe(201);
      expect(await lifecycle()).toEqual({
        status: 'COMMUNICATING',
        waitingOn: null,
        version: 2,
        events: ['customerReplied: WAITING_FOR_CUSTOMER -> COMMUNICATING', 'file: null -> NEW'],
      });
    });

    it('refuses an empty message, a markup-only one, and a claimId that is not the path', async () => {
      const seeded = await seedOrder(server);
      const claim = await fileClaim(seeded, (await lookUp(server, seeded)).token);
      const rows = await countRows(server.db);
      expect(expectError(await call(server, 'POST', `claims/${claim.id}/messages`, { json: {} }), 400)).toBe(
        'messageContent: Write a message or attach a file',
      );
      expect(
        expectError(
          await call(server, 'POST', `claims/${claim.id}/messages`, { json: { messageContent: '<b></b>' } }),
          400,
        ),
      ).toBe('messageContent: Write a message or attach a file');
      expect(
        expectError(
          await call(server, 'POST', `claims/${claim.id}/messages`, {
            json: { messageContent: 'x'.repeat(5001) },
          }),
          400,
        ),
      ).toMatch(/^messageContent: Too big/);
      expect(
        expectError(
          await call(server, 'POST', `claims/${claim.id}/messages`, {
            json: { claimId: 'other', messageContent: 'hi' },
          }),
          400,
        ),
      ).toMatch(/^claimId: /);
      expect(
        expectError(
          await call(server, 'GET', `claims/${claim.id}/messages`, { query: { claimId: 'other' } }),
          400,
        ),
      ).toMatch(/^claimId: /);
      // The write limit's counters took these attempts and gave them back (a window row at 0 may stay);
      // nothing else was written.
      const { lookupAttempts: _counters, ...after } = await countRows(server.db);
      const { lookupAttempts: _before, ...before } = rows;
      expect(after).toEqual(before);
    });

    it('adds and lists reviews, with markup stripped and ratings checked', async () => {
      const seeded = await seedOrder(server);
      const claim = await fileClaim(seeded, (await lookUp(server, seeded)).token);
      const posted = await call(server, 'POST', `claims/${claim.id}/reviews`, {
        json: { rating: 4, comment: '<i>Quick</i> and kind' },
      });
      expect(posted.status).toBe(201);
      expect(Review.parse(posted.body)).toMatchObject({
        claimId: claim.id,
        rating: 4,
        comment: 'Quick and kind',
      });
      const listed = await call(server, 'GET', `claims/${claim.id}/reviews`);
      expect(Review.array().parse(listed.body)).toHaveLength(1);
      for (const rating of [0, 6, 3.5, '5']) {
        expect(
          expectError(await call(server, 'POST', `claims/${claim.id}/reviews`, { json: { rating } }), 400),
        ).toMatch(/^rating: /);
      }
    });
  });
});
