/**
 * The staff's claim calls, for every role of the domain: what each may read and do follows from the
 * domain's grants (`can`, `allowedMoves`), never from a table restated here. A store's team never reaches
 * another store's claims, notes never reach a customer, and a stale move changes nothing.
 */
import {
  allowedMoves,
  type Claim,
  can,
  initialClaimLifecycleState,
  isAccountRole,
  isStoreRole,
  type Permission,
  QUEUE_COUNT_CAP,
  roles,
  StaffClaimDetail,
  StaffClaimFeed,
  StaffClaimQuery,
} from '@orderprotection/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimEvents } from '../src/db/schema';
import { claimFeed } from '../src/modules/claims/queue';
import { countRows, DRIVERS, startTestServer, type TestServer } from './support/harness';
import { call, expectError } from './support/http';
import {
  AURORA,
  addPerson,
  auroraGrant,
  BOREALIS,
  fileClaim,
  seedTwoStores,
  signIn,
  staffCall,
} from './support/staff';

describe.each(DRIVERS)('staff claim calls on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
    await seedTwoStores(server);
  });
  afterAll(() => server.close());

  it('lets every role read, answer, note and move exactly as the domain grants it, on its own store only', async () => {
    const ownClaim = await fileClaim(server, AURORA.storeId);
    const otherClaim = await fileClaim(server, BOREALIS.storeId);
    for (const role of roles) {
      const grants = [auroraGrant(role)];
      const may = (permission: Permission) => can(grants, permission, AURORA);
      const cookie = await signIn(server, await addPerson(server, grants));
      const as = `${role}`;

      const feed = await staffCall(server, cookie, 'GET', 'claims', { query: { limit: '200' } });
      expect(feed.status, as).toBe(200);
      const listed = StaffClaimFeed.parse(feed.body).claims.map((claim) => claim.id);
      expect(listed.includes(ownClaim.id), as).toBe(may('claim:read'));
      // A staff role reaches every store; any other role never reaches Borealis.
      expect(listed.includes(otherClaim.id), as).toBe(can(grants, 'claim:read', BOREALIS));

      const detail = await staffCall(server, cookie, 'GET', `claims/${ownClaim.id}`);
      expect(detail.status, as).toBe(may('claim:read') ? 200 : 404);
      if (!can(grants, 'claim:read', BOREALIS)) {
        expectError(await staffCall(server, cookie, 'GET', `claims/${otherClaim.id}`), 404);
      }
      if (!may('claim:read')) continue;

      const state = StaffClaimDetail.parse(detail.body).state;
      const offered = allowedMoves(state, {
        actor: {
          id: 'someone',
          kind: grants.some((grant) => !isStoreRole(grant.role) && !isAccountRole(grant.role))
            ? 'op'
            : 'brand',
        },
        roles: grants,
        scope: AURORA,
      });
      expect(StaffClaimDetail.parse(detail.body).allowedMoves, as).toEqual(offered);

      const reply = await staffCall(server, cookie, 'POST', `claims/${ownClaim.id}/messages`, {
        json: { messageContent: `A reply from ${role}` },
      });
      expect(reply.status, as).toBe(may('message:create') ? 201 : 403);
      const note = await staffCall(server, cookie, 'POST', `claims/${ownClaim.id}/messages`, {
        json: { messageContent: `A note from ${role}`, internal: true },
      });
      expect(note.status, as).toBe(may('claim-note:create') ? 201 : 403);
    }
  });

  it('makes each offered move once, with one event per change, and refuses the rest', async () => {
    const claim = await fileClaim(server, AURORA.storeId);
    const cookie = await signIn(
      server,
      await addPerson(server, [{ role: 'store_support', storeId: AURORA.storeId }]),
    );
    const detailOf = async () =>
      StaffClaimDetail.parse((await staffCall(server, cookie, 'GET', `claims/${claim.id}`)).body);

    const before = await detailOf();
    expect(before.state).toEqual({ ...initialClaimLifecycleState, version: 1 });
    expect(before.allowedMoves).toContain('open');
    server.clock.advance(60_000);
    const opened = await staffCall(server, cookie, 'POST', `claims/${claim.id}/moves`, {
      json: { move: 'open', version: 1 },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(StaffClaimDetail.parse(opened.body).state).toMatchObject({ status: 'OPEN', version: 2 });

    // The domain needs a reason to deny; without one nothing changes.
    expectError(
      await staffCall(server, cookie, 'POST', `claims/${claim.id}/moves`, {
        json: { move: 'deny', version: 2 },
      }),
      422,
    );
    // Escalating to OP is the brand's move; escalating to the brand is ours.
    expectError(
      await staffCall(server, cookie, 'POST', `claims/${claim.id}/moves`, {
        json: { move: 'escalateToBrand', version: 2 },
      }),
      403,
    );
    expectError(
      await staffCall(server, cookie, 'POST', `claims/${claim.id}/moves`, {
        json: { move: 'fly', version: 2 },
      }),
      400,
    );
    server.clock.advance(60_000);
    const denied = await staffCall(server, cookie, 'POST', `claims/${claim.id}/moves`, {
      json: {
        move: 'deny',
        version: 2,
        reason: 'POTENTIAL_FRAUD',
        note: 'Same address as three other claims',
      },
    });
    expect(denied.status, JSON.stringify(denied.body)).toBe(200);
    const after = StaffClaimDetail.parse(denied.body);
    expect(after.state).toMatchObject({ status: 'DENIED', decision: 'DENIED', version: 3 });
    expect(after.events.map((event) => [event.move, event.from, event.to, event.reason])).toEqual([
      ['file', null, 'NEW', null],
      ['open', 'NEW', 'OPEN', null],
      ['deny', 'OPEN', 'DENIED', 'POTENTIAL_FRAUD'],
    ]);
    expect(after.events[2]?.actor).toMatchObject({ kind: 'brand', name: expect.any(String) });
    const stored = await server.db.select().from(claimEvents).where(eq(claimEvents.claimId, claim.id));
    expect(stored).toHaveLength(3);
  });

  it('lets one of two people approving at once win; the other gets 409 and changes nothing', async () => {
    const claim = await fileClaim(server, AURORA.storeId);
    const [first, second] = await Promise.all(
      [0, 1].map(async () =>
        signIn(server, await addPerson(server, [{ role: 'store_admin', storeId: AURORA.storeId }])),
      ),
    );
    const approve = (cookie: string | undefined) =>
      staffCall(server, cookie ?? '', 'POST', `claims/${claim.id}/moves`, {
        json: { move: 'approve', version: 1 },
      });
    const answers = await Promise.all([approve(first), approve(second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const conflict = answers.find((answer) => answer.status === 409);
    expect(
      expectError(conflict ?? answers[0] ?? { status: 0, headers: new Headers(), body: null }, 409),
    ).toMatch(/Someone else changed this claim first/);
    const events = await server.db.select().from(claimEvents).where(eq(claimEvents.claimId, claim.id));
    expect(events.map((event) => event.move).sort()).toEqual(['approve', 'file']);
  });

  it("shows whether a claim could be filed on each shipment today, leaving the claim's own units aside", async () => {
    // Two mugs ordered, both in the claim: counted, its own claim would say every unit is claimed.
    const claim = await fileClaim(server, AURORA.storeId, 'SKU-MUG', {
      orderItems: [{ sourceItemId: 'mug', productName: 'Blue mug', quantity: 2, price: 10, sku: 'SKU-MUG' }],
      fulfillments: [
        {
          sourceFulfillmentId: 'F1',
          fulfillmentStatus: 'DELIVERED',
          shippedAt: new Date(server.clock.now().getTime() - 8 * 86_400_000).toISOString(),
          deliveredAt: new Date(server.clock.now().getTime() - 5 * 86_400_000).toISOString(),
          items: [{ item: 'mug', quantity: 2 }],
        },
      ],
    });
    const cookie = await signIn(
      server,
      await addPerson(server, [{ role: 'store_owner', storeId: AURORA.storeId }]),
    );
    const detail = StaffClaimDetail.parse(
      (await staffCall(server, cookie, 'GET', `claims/${claim.id}`)).body,
    );
    expect(detail.order?.fulfillments.map((shipment) => shipment.eligibilityCode)).toEqual(['eligible']);
  });

  it('never shows an internal note to the shopper', async () => {
    const claim = await fileClaim(server, AURORA.storeId);
    const cookie = await signIn(
      server,
      await addPerson(server, [{ role: 'store_owner', storeId: AURORA.storeId }]),
    );
    await staffCall(server, cookie, 'POST', `claims/${claim.id}/messages`, {
      json: { messageContent: 'Ships again on Monday.' },
    });
    server.clock.advance(60_000);
    await staffCall(server, cookie, 'POST', `claims/${claim.id}/messages`, {
      json: { messageContent: 'Carrier owes us for this one.', internal: true },
    });
    const customerClaim = (await call(server, 'GET', `claims/${claim.token}`)).body as Claim;
    const customerMessages = (await call(server, 'GET', `claims/${claim.token}/messages`))
      .body as Claim['claimMessages'];
    for (const messages of [customerClaim.claimMessages, customerMessages]) {
      expect(messages.map((message) => message.messageContent)).toEqual(['Ships again on Monday.']);
      expect(messages[0]).toMatchObject({ senderType: 'brand', claimId: claim.token });
    }
    const staffView = StaffClaimDetail.parse(
      (await staffCall(server, cookie, 'GET', `claims/${claim.id}`)).body,
    );
    expect(
      staffView.claim.claimMessages.map((message) => [message.messageContent, message.internal ?? false]),
    ).toEqual([
      ['Ships again on Monday.', false],
      ['Carrier owes us for this one.', true],
    ]);
    // The staff side never hands out the shopper's link.
    expect(JSON.stringify(staffView)).not.toContain(claim.token);
  });

  it('finds claims by tab, filter and search, a page at a time with counts', async () => {
    const searched = await fileClaim(server, BOREALIS.storeId, 'SKU-FIND-ME');
    // Enough claims for a search to find more of them than it names one by one (below).
    for (const storeId of [
      AURORA.storeId,
      BOREALIS.storeId,
      AURORA.storeId,
      BOREALIS.storeId,
      AURORA.storeId,
      BOREALIS.storeId,
    ]) {
      await fileClaim(server, storeId);
    }
    const cookie = await signIn(server, await addPerson(server, [{ role: 'orderprotection_support' }]));
    const feed = async (query: Record<string, string>) => {
      const answer = await staffCall(server, cookie, 'GET', 'claims', { query });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return StaffClaimFeed.parse(answer.body);
    };
    const idsOf = async (query: Record<string, string>) =>
      (await feed(query)).claims.map((claim) => claim.id);

    for (const q of [
      searched.orderNumber,
      `#${searched.orderNumber}`,
      searched.email.toUpperCase(),
      'SKU-FIND-ME',
    ]) {
      expect(await idsOf({ q, storeId: BOREALIS.storeId }), q).toEqual([searched.id]);
    }
    expect(await idsOf({ q: searched.claimNumber, storeId: BOREALIS.storeId })).toContain(searched.id);
    expect(await idsOf({ q: 'no-such-thing' })).toEqual([]);

    const all = await feed({ limit: '200' });
    expect(all.counts.all).toBe(all.claims.length);
    expect(
      all.counts.needs_action +
        all.counts.waiting_on_customer +
        all.counts.approved_not_carried_out +
        all.counts.closed,
    ).toBe(all.counts.all);
    expect(
      (await feed({ tab: 'closed', limit: '200' })).claims.every((claim) =>
        ['DENIED', 'CLOSED', 'RESOLVED', 'RESOLVED_BY_BRAND', 'ARCHIVED', 'DISMISSED'].includes(claim.status),
      ),
    ).toBe(true);
    expect(
      (await feed({ status: 'NEW', storeId: AURORA.storeId, limit: '200' })).claims.every(
        (claim) => claim.status === 'NEW' && claim.storeId === AURORA.storeId,
      ),
    ).toBe(true);
    expect(await idsOf({ valueMin: '1000' })).toEqual([]);
    // Every bound of a range, each read by PostgreSQL through a subquery of its own type.
    expect(
      (
        await feed({
          filedFrom: '2000-01-01',
          filedTo: '2999-12-31',
          valueMin: '0',
          valueMax: '1000000',
          limit: '200',
        })
      ).claims,
    ).toEqual(all.claims);
    expect(await idsOf({ filedTo: '2000-01-01' })).toEqual([]);
    expect(await idsOf({ filedFrom: '2999-01-01T00:00:00Z' })).toEqual([]);

    // Without filters (or with a store only) the counts are exact, and with a filter matching fewer claims
    // than the cap; past it each tab is counted up to the cap (here a cap of 2 stands for the API's 1,000):
    // a count at the cap means at least that many.
    expect(all.countsCappedAt).toBeNull();
    expect((await feed({ storeId: BOREALIS.storeId })).countsCappedAt).toBeNull();
    const filtered = await feed({ valueMin: '0' });
    expect(filtered.countsCappedAt).toBeNull();
    expect(filtered.counts).toEqual(all.counts);
    expect(all.counts.all).toBeLessThan(QUEUE_COUNT_CAP);
    expect(all.counts.all).toBeGreaterThan(2);
    const capped = await claimFeed(
      server.db,
      StaffClaimQuery.parse({ valueMin: '0' }),
      { all: true },
      'nobody',
      { countCap: 2 },
    );
    expect(capped.countsCappedAt).toBe(2);
    expect(capped.counts).toEqual(
      Object.fromEntries(Object.entries(all.counts).map(([tab, count]) => [tab, Math.min(count, 2)])),
    );
    expect(await idsOf({ valueMin: '20', valueMax: '20', storeId: BOREALIS.storeId })).toContain(searched.id);

    // Each shape of the queue's statement answers alike: a search finding few claims (each id a value of
    // its own) or many (a list), a reach of one store (an equality) or of several (a list).
    const mugs = StaffClaimQuery.parse({ q: 'SKU-MUG', limit: '200' });
    const reaching = (storeIds: string[]) =>
      claimFeed(server.db, mugs, { all: false, storeIds }, 'nobody').then((found) => ({
        ids: found.claims.map((claim) => claim.id),
        counts: found.counts,
      }));
    const inBoth = await reaching([AURORA.storeId, BOREALIS.storeId]);
    const inAurora = await reaching([AURORA.storeId]);
    expect(inBoth.ids.length).toBeGreaterThan(10);
    expect(inBoth.ids).toEqual(
      all.claims.filter((claim) => claim.id !== searched.id).map((claim) => claim.id),
    );
    expect(inAurora.ids).toEqual(
      all.claims
        .filter((claim) => claim.id !== searched.id && claim.storeId === AURORA.storeId)
        .map((claim) => claim.id),
    );
    expect(inAurora.counts).toEqual(
      (await feed({ q: 'SKU-MUG', storeId: AURORA.storeId, limit: '200' })).counts,
    );
    const few = await feed({ q: 'SKU-MUG', storeId: BOREALIS.storeId, limit: '200' });
    expect(few.claims.length).toBeLessThanOrEqual(10);
    expect(few.claims.map((claim) => claim.id)).toEqual(
      inBoth.ids.filter((id) => !inAurora.ids.includes(id)),
    );

    // Keyset pages: every claim once, in order, whatever the page size.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof feed>> = await feed({
        limit: '2',
        sort: 'oldest',
        ...(cursor === null ? {} : { cursor }),
      });
      seen.push(...page.claims.map((claim) => claim.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual([...all.claims].reverse().map((claim) => claim.id));
    // A tab of several statuses (each status read on its own index and merged), over every store and one.
    const pagesOf = async (query: Record<string, string>) => {
      const ids: string[] = [];
      let after: string | null = null;
      do {
        const page: Awaited<ReturnType<typeof feed>> = await feed({
          ...query,
          limit: '2',
          ...(after === null ? {} : { cursor: after }),
        });
        ids.push(...page.claims.map((claim) => claim.id));
        after = page.nextCursor;
      } while (after !== null);
      return ids;
    };
    const opened = await fileClaim(server, AURORA.storeId);
    const open = await staffCall(server, cookie, 'POST', `claims/${opened.id}/moves`, {
      json: { move: 'open', version: 1 },
    });
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    const needing = (await feed({ tab: 'needs_action', limit: '200' })).claims;
    expect(new Set(needing.map((claim) => claim.status)).size).toBeGreaterThan(1);
    expect(await pagesOf({ tab: 'needs_action' })).toEqual(needing.map((claim) => claim.id));
    expect(await pagesOf({ tab: 'needs_action', sort: 'oldest', storeId: AURORA.storeId })).toEqual(
      needing
        .filter((claim) => claim.storeId === AURORA.storeId)
        .reverse()
        .map((claim) => claim.id),
    );
    expectError(await staffCall(server, cookie, 'GET', 'claims', { query: { cursor: 'bogus' } }), 400);

    // A claim's detail names its customer's other claims in its store, whatever the email's case, newest
    // first: not this one, not those in another store.
    const later: string[] = [];
    for (const email of [searched.email.toUpperCase(), searched.email]) {
      server.clock.advance(1000);
      later.unshift((await fileClaim(server, BOREALIS.storeId, 'SKU-MUG', { customerEmail: email })).id);
    }
    await fileClaim(server, AURORA.storeId, 'SKU-MUG', { customerEmail: searched.email });
    const detail = await staffCall(server, cookie, 'GET', `claims/${searched.id}`);
    const others = StaffClaimDetail.parse(detail.body).otherClaims;
    // As the queue lists them (the detail reads them in JSON, the queue as columns).
    const listed = (await feed({ storeId: BOREALIS.storeId, limit: '200' })).claims;
    expect(others).toEqual(
      later.map((id) => {
        const claim = listed.find((row) => row.id === id);
        return { id, claimNumber: claim?.claimNumber, status: claim?.status, createdAt: claim?.createdAt };
      }),
    );

    // A filing time kept to the microsecond is given to the millisecond, truncated, as Date writes it.
    for (const [kept, given] of [
      ['2025-06-15 12:00:00.040567+00', '2025-06-15T12:00:00.040Z'],
      ['2025-06-15 12:00:00.5+00', '2025-06-15T12:00:00.500Z'],
    ]) {
      await server.db.execute(
        sql`update claims set created_at = ${kept}::timestamptz where id = ${searched.id}`,
      );
      const [found] = (await feed({ q: searched.orderNumber, storeId: BOREALIS.storeId })).claims;
      expect(found?.createdAt).toBe(given);
    }
  });

  it('refuses bad input in the error shape and writes nothing', async () => {
    const claim = await fileClaim(server, AURORA.storeId);
    const cookie = await signIn(
      server,
      await addPerson(server, [{ role: 'store_admin', storeId: AURORA.storeId }]),
    );
    const before = await countRows(server.db);
    const bad: [string, string, unknown][] = [
      ['POST', `claims/${claim.id}/moves`, { move: 'open' }],
      ['POST', `claims/${claim.id}/moves`, { move: 'open', version: 'one' }],
      ['POST', `claims/${claim.id}/moves`, { move: 'deny', version: 1, reason: 'BECAUSE' }],
      ['POST', `claims/${claim.id}/moves`, { move: 'open', version: 1, extra: true }],
      ['POST', `claims/${claim.id}/messages`, { messageContent: '' }],
      ['POST', `claims/${claim.id}/messages`, { messageContent: 'x'.repeat(10_001) }],
      ['POST', `claims/${claim.id}/messages`, { messageContent: 'hi', internal: 'yes' }],
    ];
    for (const [method, path, json] of bad) {
      expectError(await staffCall(server, cookie, method, path, { json }), 400);
    }
    const badQueries: Record<string, string>[] = [
      { tab: 'someday' },
      { limit: '0' },
      { valueMin: '-1' },
      { status: 'LOST' },
      { filedFrom: 'yesterday' },
    ];
    for (const query of badQueries) {
      expectError(await staffCall(server, cookie, 'GET', 'claims', { query }), 400);
    }
    expect(await countRows(server.db)).toEqual(before);
  });
});
