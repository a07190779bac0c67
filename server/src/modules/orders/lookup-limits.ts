/**
 * Rate limits of order lookup, per client and per order number, in fixed one-minute windows counted in
 * the database so that every server process sees the same counts.
 *
 * Only failed lookups are counted: a lookup is refused once its client or its order number has reached
 * the limit of failures in the current window. A successful lookup costs one read and writes nothing, so
 * shoppers behind one address (and load tests) are never slowed by each other's successes. Lookups already
 * in flight when the limit is reached still finish, so a burst of parallel guesses may pass the limit by
 * at most the number of requests in flight at that moment; everything after them is refused until the
 * window ends.
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { LookupLimits } from '../../config';
import type { Queryable } from '../../db/database';
import { lookupAttempts } from '../../db/schema';

export interface LookupSubjects {
  /** The client's address. */
  client: string;
  /** The normalised order number (`orderNumberKey`). */
  order: string;
}

export interface LookupWindow {
  start: Date;
  /** Seconds until the window ends, for Retry-After. */
  retryAfterSeconds: number;
}

export function lookupWindow(limits: LookupLimits, now: Date): LookupWindow {
  const windowMs = limits.windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const retryAfterSeconds = Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000));
  return { start, retryAfterSeconds };
}

/** Which limit the lookup would break ('client' or 'order'), or null when it may go ahead. */
export async function exceededLookupLimit(
  db: Queryable,
  subjects: LookupSubjects,
  limits: LookupLimits,
  window: LookupWindow,
): Promise<'client' | 'order' | null> {
  const rows = await db
    .select({ scope: lookupAttempts.scope, failures: lookupAttempts.failures })
    .from(lookupAttempts)
    .where(
      and(
        eq(lookupAttempts.windowStart, window.start),
        or(
          and(eq(lookupAttempts.scope, 'client'), eq(lookupAttempts.subject, subjects.client)),
          and(eq(lookupAttempts.scope, 'order'), eq(lookupAttempts.subject, subjects.order)),
        ),
      ),
    );
  const failures = (scope: 'client' | 'order') => rows.find((row) => row.scope === scope)?.failures ?? 0;
  if (failures('client') >= limits.failuresPerClient) return 'client';
  if (failures('order') >= limits.failuresPerOrder) return 'order';
  return null;
}

/** Counts a failed lookup against its client and its order number, and drops windows long past. */
export async function recordLookupFailure(
  db: Queryable,
  subjects: LookupSubjects,
  window: LookupWindow,
): Promise<void> {
  await db
    .insert(lookupAttempts)
    .values([
      { scope: 'client', subject: subjects.client, windowStart: window.start, failures: 1 },
      { scope: 'order', subject: subjects.order, windowStart: window.start, failures: 1 },
    ])
    .onConflictDoUpdate({
      target: [lookupAttempts.scope, lookupAttempts.subject, lookupAttempts.windowStart],
      set: { failures: sql`${lookupAttempts.failures} + 1` },
    });
  await db
    .delete(lookupAttempts)
    .where(lt(lookupAttempts.windowStart, new Date(window.start.getTime() - 60 * 60 * 1000)));
}
