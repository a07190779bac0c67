/**
 * Migrations that carry existing rows over agree with the domain's rules: 0001 gives claims from before it
 * their lifecycle facets by the rule of `lifecycleStateOfStatus`, written out in SQL, and one event each.
 */
import { readFile } from 'node:fs/promises';
import { ClaimStatus, lifecycleStateOfStatus } from '@orderprotection/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimEvents, claims } from '../src/db/schema';
import { lookUp, seed, seedOrder, submission, submit, testStore } from './support/fixtures';
import { startTestServer, type TestServer } from './support/harness';

/** The statements of 0001 that fill in rows which existed before it (those after its comment). */
async function lifecycleBackfill(): Promise<string[]> {
  const text = await readFile(new URL('../drizzle/0001_claim_lifecycle.sql', import.meta.url), 'utf8');
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
    const statements = await lifecycleBackfill();
    expect(statements).toHaveLength(2);
    const order = await seedOrder(server);
    const { token } = await lookUp(server, order);
    const filed = await submit(server, order, token, submission(order, [{ item: 'mug', quantity: 1 }]));
    const claimId = (filed.body as { id: string }).id;
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
