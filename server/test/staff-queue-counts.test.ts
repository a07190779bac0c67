/**
 * A filtered queue's tab counts are kept with the sum of `claim_changes` they were made at and served
 * again while that sum stays (queue.ts): never once a claim of the stores it counts has changed, whoever
 * changed it, and never from another transaction's changes.
 */
import { StaffClaimFeed, StaffClaimQuery } from '@orderprotection/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../src/db/schema';
import { claimFeed } from '../src/modules/claims/queue';
import { DRIVERS, startTestServer, type TestServer } from './support/harness';
import { AURORA, addPerson, BOREALIS, fileClaim, seedTwoStores, signIn, staffCall } from './support/staff';

describe.each(DRIVERS)('the queue counts on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
    await seedTwoStores(server);
  });
  afterAll(() => server.close());

  it('serves kept counts only while no claim of the stores counted has changed', async () => {
    const [first, second] = [
      await fileClaim(server, AURORA.storeId),
      await fileClaim(server, AURORA.storeId),
    ];
    await fileClaim(server, BOREALIS.storeId);
    const cookie = await signIn(server, await addPerson(server, [{ role: 'orderprotection_support' }]));
    const counts = async (query: Record<string, string>) => {
      const answer = await staffCall(server, cookie, 'GET', 'claims', { query });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return StaffClaimFeed.parse(answer.body).counts;
    };
    const needing = (all: number, needsAction = all) => ({
      needs_action: needsAction,
      waiting_on_customer: 0,
      approved_not_carried_out: 0,
      closed: all - needsAction,
      all,
    });
    const inAurora = { storeId: AURORA.storeId, valueMin: '1' };
    expect(await counts({ valueMin: '1' })).toEqual(needing(3));
    expect(await counts(inAurora)).toEqual(needing(2));
    // Every page and tab of a narrowing shares its counts.
    expect(await counts({ ...inAurora, tab: 'closed', sort: 'oldest', limit: '1' })).toEqual(needing(2));

    // A change no trigger saw goes unseen: the counts served are the kept ones.
    const setValue = (id: string, value: number) =>
      server.db.update(claims).set({ claimedValue: value }).where(eq(claims.id, id));
    await server.db.execute(sql`alter table claims disable trigger claims_updated_changes`);
    await setValue(first.id, 0);
    expect(await counts(inAurora)).toEqual(needing(2));
    await server.db.execute(sql`alter table claims enable trigger claims_updated_changes`);

    // Any change to a claim of the stores counted: a value (any writer's update), a move, a new claim.
    await setValue(second.id, 0);
    expect(await counts(inAurora)).toEqual(needing(0));
    expect(await counts({ valueMin: '1' })).toEqual(needing(1));
    await setValue(first.id, 20);
    await setValue(second.id, 20);
    const moved = await staffCall(server, cookie, 'POST', `claims/${first.id}/moves`, {
      json: { move: 'dismiss', reason: 'PACKAGE_ARRIVED', version: 1 },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await counts(inAurora)).toEqual(needing(2, 1));
    await fileClaim(server, AURORA.storeId);
    expect(await counts(inAurora)).toEqual(needing(3, 2));
    // Another store's change leaves these counts as they are, and shows in those that count it.
    await fileClaim(server, BOREALIS.storeId);
    expect(await counts(inAurora)).toEqual(needing(3, 2));
    expect(await counts({ valueMin: '1' })).toEqual(needing(5, 4));

    // A transaction's own changes count inside it, and never outside it: rolled back, its changes to the
    // store's claims were one statement, as many as the committed change after it.
    const query = StaffClaimQuery.parse(inAurora);
    await server.db
      .transaction(async (tx) => {
        await tx.update(claims).set({ claimedValue: 0 }).where(eq(claims.storeId, AURORA.storeId));
        expect((await claimFeed(tx, query, { all: true }, 'nobody')).counts).toEqual(needing(0));
        throw new Error('rolled back');
      })
      .catch((error: unknown) => expect(String(error)).toContain('rolled back'));
    await setValue(first.id, 0);
    expect((await claimFeed(server.db, query, { all: true }, 'nobody')).counts).toEqual(needing(2));
  });
});
