/**
 * Migrations that carry existing rows over: 0001 gives claims from before it their lifecycle facets by the
 * rule of `lifecycleStateOfStatus`, written out in SQL, and one event each; 0002 gives them opaque ids and
 * keeps their old links opening them.
 */
import { readFile } from 'node:fs/promises';
import { type Claim, ClaimStatus, lifecycleStateOfStatus } from '@orderprotection/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimEvents, claimItems, claims, reviews } from '../src/db/schema';
import { carryOverClaims } from '../src/modules/claims/carry-over';
import { claimIdOf, lookUp, seed, seedOrder, submission, submit, testStore } from './support/fixtures';
import { startTestServer, type TestServer } from './support/harness';
import { call } from './support/http';

/** The statements of a migration that fill in rows which existed before it (those after a comment). */
async function backfill(migration: string): Promise<string[]> {
  const text = await readFile(new URL(`../drizzle/${migration}.sql`, import.meta.url), 'utf8');
  const statements = text.split('--> statement-breakpoint').map((statement) => statement.trim());
  return statements.filter((statement) =>
    /^(-- .*\n)*(UPDATE|INSERT INTO) "(claims|claim_events)"/.test(statement),
  );
}

describe('migration 0001: claim lifecycle', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    await seed(server, { stores: [testStore()] });
  });
  afterAll(() => server.close());

  it('gives every status of an earlier claim the facets the domain gives it, and one event', async () => {
    const statements = await backfill('0001_claim_lifecycle');
    expect(statements).toHaveLength(2);
    const order = await seedOrder(server);
    const { token } = await lookUp(server, order);
    const filed = await submit(server, order, token, submission(order, [{ item: 'mug', quantity: 1 }]));
    const claimId = await claimIdOf(server, (filed.body as { id: string }).id);
    for (const status of ClaimStatus.options) {
      // The claim as it was before 0001: a status, the new columns at their defaults, no events.
      await server.db
        .update(claims)
        .set({ claimState: status, decision: null, resolutionCarriedOut: false, waitingOn: null })
        .where(eq(claims.id, claimId));
      await server.db.delete(claimEvents).where(eq(claimEvents.claimId, claimId));
      for (const statement of statements) await server.db.execute(sql.raw(statement));

      const [row] = await server.db
        .select({
          status: claims.claimState,
          decision: claims.decision,
          resolutionCarriedOut: claims.resolutionCarriedOut,
          waitingOn: claims.waitingOn,
        })
        .from(claims)
        .where(eq(claims.id, claimId));
      expect(row, status).toEqual(lifecycleStateOfStatus(status));
      const events = await server.db.select().from(claimEvents).where(eq(claimEvents.claimId, claimId));
      expect(events, status).toEqual([
        expect.objectContaining({ move: 'file', fromStatus: null, toStatus: status, actorKind: 'customer' }),
      ]);
    }
  });
});

describe('migration 0002: claim links apart from claim ids', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    await seed(server, { stores: [testStore()] });
  });
  afterAll(() => server.close());

  it('gives an earlier claim a new id that its rows follow, and its old link still opens it', async () => {
    const [statement, ...others] = await backfill('0002_claim_links');
    expect(others).toEqual([]);
    const order = await seedOrder(server);
    const { token } = await lookUp(server, order);
    const filed = await submit(server, order, token, submission(order, [{ item: 'mug', quantity: 1 }]));
    const link = (filed.body as Claim).id;
    // The claim as it was before 0002: its id was its link, and no hash was kept.
    const oldLink = 'Kx3vQ0o1-legacy_link_of_32chars_';
    await server.db
      .update(claims)
      .set({ id: oldLink, linkTokenHash: null, legacyLinkTokenHash: null })
      .where(eq(claims.id, await claimIdOf(server, link)));

    await server.db.execute(sql.raw(statement ?? ''));
    const [row] = await server.db.select().from(claims).where(eq(claims.sourceOrderId, order.orderId));
    expect(row?.id).toMatch(/^[\w-]{22}$/);
    expect(row?.id).not.toBe(oldLink);
    const rowsOfClaim = async (claimId: string) => [
      (await server.db.select().from(claimItems).where(eq(claimItems.claimId, claimId))).length,
      (await server.db.select().from(claimEvents).where(eq(claimEvents.claimId, claimId))).length,
    ];
    expect(await rowsOfClaim(row?.id ?? '')).toEqual([1, 1]);
    expect(await rowsOfClaim(oldLink)).toEqual([0, 0]);

    // Until the server's next start derives the new link, the old one opens the claim and nothing else.
    expect((await call(server, 'GET', `claims/${oldLink}`)).status).toBe(200);
    expect(await carryOverClaims(server.db, server.signer)).toBe(1);
    expect(await carryOverClaims(server.db, server.signer)).toBe(0);
    const opened = await call(server, 'GET', `claims/${oldLink}`);
    expect(opened.status).toBe(200);
    const newLink = (opened.body as Claim).id;
    expect(newLink).not.toBe(oldLink);
    expect(newLink).not.toBe(row?.id);
    expect(((await call(server, 'GET', `claims/${newLink}`)).body as Claim).claimNumber).toBe(
      (opened.body as Claim).claimNumber,
    );
  });
});

describe('migration 0005: one review per claim', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    await seed(server, { stores: [testStore()] });
  });
  afterAll(() => server.close());

  it("keeps each claim's latest review and then refuses a second one", async () => {
    const claimIds: string[] = [];
    for (let n = 0; n < 2; n += 1) {
      const order = await seedOrder(server);
      const { token } = await lookUp(server, order);
      const filed = await submit(server, order, token, submission(order, [{ item: 'mug', quantity: 1 }]));
      claimIds.push(await claimIdOf(server, (filed.body as { id: string }).id));
    }
    const [first = '', second = ''] = claimIds;
    // The table as it was before 0005: the index on claim_id not unique, a claim reviewed three times.
    await server.db.execute(sql.raw('DROP INDEX "reviews_claim"'));
    await server.db.execute(sql.raw('CREATE INDEX "reviews_claim" ON "reviews" USING btree ("claim_id")'));
    const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 12, minute));
    await server.db.insert(reviews).values([
      { id: 'r-b', claimId: first, rating: 1, comment: 'first', createdAt: at(0) },
      { id: 'r-a', claimId: first, rating: 3, comment: 'same minute, lower id', createdAt: at(5) },
      { id: 'r-c', claimId: first, rating: 5, comment: 'latest', createdAt: at(5) },
      { id: 'r-d', claimId: second, rating: 4, comment: 'only', createdAt: at(1) },
    ]);
    const text = await readFile(new URL('../drizzle/0005_one_review_per_claim.sql', import.meta.url), 'utf8');
    for (const statement of text.split('--> statement-breakpoint'))
      await server.db.execute(sql.raw(statement));

    const kept = await server.db.select({ id: reviews.id }).from(reviews).orderBy(reviews.id);
    expect(kept.map((row) => row.id)).toEqual(['r-c', 'r-d']);
    await expect(
      server.db
        .insert(reviews)
        .values({ id: 'r-e', claimId: second, rating: 2, comment: 'again', createdAt: at(9) }),
    ).rejects.toThrow();
  });
});
