/**
 * One action over many claims (POST staff/claims/bulk): the listed ids, or every claim a queue filter
 * finds, at most `BULK_LIMIT`. Each claim is changed in a transaction of its own with exactly the checks of
 * the single call (`performAction`), so one refusal never undoes the others. A dry run makes the same
 * checks in transactions that are rolled back: it says what would change and what would be refused, why.
 */
import { BULK_LIMIT, type BulkRequest, type BulkResult } from '@orderprotection/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { claims } from '../../db/schema';
import { AppError } from '../app-error';
import type { StoreReach } from '../people/grants';
import { claimIdsMatching } from './queue';
import { type ActionOutcome, performAction } from './staff';
import type { StaffActor } from './staff-detail';

/** Thrown to roll a dry run's transaction back, carrying what it would have done. */
class DryRun {
  constructor(readonly outcome: ActionOutcome) {}
}

export async function bulkAction(
  db: Db,
  request: BulkRequest,
  actor: StaffActor,
  reach: StoreReach,
  now: Date,
): Promise<BulkResult> {
  const { ids, total } =
    request.ids === undefined
      ? await claimIdsMatching(
          db,
          request.filter ?? { tab: 'all', sort: 'newest' },
          reach,
          actor.id,
          BULK_LIMIT,
        )
      : { ids: [...new Set(request.ids)], total: new Set(request.ids).size };
  const numbers = new Map(
    (ids.length === 0
      ? []
      : await db
          .select({ id: claims.id, claimNumber: claims.claimNumber })
          .from(claims)
          .where(inArray(claims.id, ids))
    ).map((row) => [row.id, String(row.claimNumber)]),
  );
  const results: BulkResult['results'] = [];
  for (const id of ids) {
    try {
      const outcome = await db
        .transaction(async (tx) => {
          const done = await performAction(tx, id, request.action, actor, now);
          if (request.dryRun) throw new DryRun(done);
          return done;
        })
        .catch((error: unknown) => {
          if (error instanceof DryRun) return error.outcome;
          throw error;
        });
      results.push({ id, claimNumber: numbers.get(id) ?? null, outcome, reason: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // A claim the person may not read is reported as not found, exactly as the single call answers.
      results.push({
        id,
        claimNumber: error.code === 'not_found' ? null : (numbers.get(id) ?? null),
        outcome: 'refused',
        reason: error.message,
      });
    }
  }
  const countOf = (outcome: ActionOutcome | 'refused') =>
    results.filter((result) => result.outcome === outcome).length;
  return {
    dryRun: request.dryRun,
    leftOut: total - ids.length,
    counts: { changed: countOf('changed'), unchanged: countOf('unchanged'), refused: countOf('refused') },
    results,
  };
}
