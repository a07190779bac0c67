/**
 * A connection's backfill (table `backfills`): its shop's orders of the last N days, read from the
 * platform's API one page at a time by the backfill worker (backfill-worker.ts). All it needs to go on is
 * in its row (the platform's cursor of the next page, the counts, when the rate limit lets it call again),
 * so a restarted worker resumes where the last page ended and holds one page in memory, never the whole
 * shop. Rows are taken as the inbox's are: `FOR UPDATE SKIP LOCKED` with a lease, so two workers never
 * read the same page, and a worker killed mid-page leaves it to be read again when the lease ends.
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { backfills, connections } from '../../db/schema';
import { newRowId } from '../../security/tokens';
import { AppError } from '../app-error';

export type BackfillRow = typeof backfills.$inferSelect;

/** Without a claim window of its own, a store's backfill reads this many days. */
export const DEFAULT_BACKFILL_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts reading the connection's orders of the last `days`; a conflict while one is under way. */
export async function startBackfill(
  db: Queryable,
  { connectionId, days, now }: { connectionId: string; days: number; now: Date },
): Promise<BackfillRow> {
  const fresh = {
    status: 'running' as const,
    days,
    since: new Date(now.getTime() - days * DAY_MS),
    cursor: null,
    ordersDone: 0,
    ordersTotal: null,
    ordersFailed: 0,
    errors: 0,
    notBefore: null,
    lease: null,
    lockedUntil: null,
    error: null,
    startedAt: now,
    finishedAt: null,
  };
  // One statement, so two starts at once cannot both begin one.
  const [row] = await db
    .insert(backfills)
    .values({ connectionId, ...fresh })
    .onConflictDoUpdate({
      target: backfills.connectionId,
      set: fresh,
      setWhere: inArray(backfills.status, ['done', 'failed']),
    })
    .returning();
  if (row === undefined) {
    throw new AppError('conflict', 'A backfill of this connection is under way: wait for it to end.');
  }
  return row;
}

/**
 * Leases the backfill whose turn it is (running, or waiting and allowed to call again) to the caller until
 * `now + leaseMs`; none when there is nothing to do. Backfills of disconnected connections are not taken.
 */
export async function takeDueBackfill(
  db: Queryable,
  { now, leaseMs }: { now: Date; leaseMs: number },
): Promise<BackfillRow | undefined> {
  const due = db
    .select({ connectionId: backfills.connectionId })
    .from(backfills)
    .innerJoin(connections, eq(connections.id, backfills.connectionId))
    .where(
      and(
        inArray(backfills.status, ['running', 'waiting']),
        isNull(connections.disconnectedAt),
        or(isNull(backfills.notBefore), lte(backfills.notBefore, now)),
        or(isNull(backfills.lockedUntil), lte(backfills.lockedUntil, now)),
      ),
    )
    .orderBy(sql`coalesce(${backfills.notBefore}, ${backfills.startedAt})`)
    .limit(1)
    .for('update', { of: backfills, skipLocked: true });
  const [taken] = await db
    .update(backfills)
    .set({ lease: newRowId(), lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(inArray(backfills.connectionId, due))
    .returning();
  return taken;
}

export type BackfillChanges = Partial<
  Pick<
    BackfillRow,
    | 'status'
    | 'cursor'
    | 'ordersDone'
    | 'ordersTotal'
    | 'ordersFailed'
    | 'errors'
    | 'notBefore'
    | 'error'
    | 'finishedAt'
  >
>;

/**
 * Writes what a step did and gives the row back; only while the caller still holds it, so a page is never
 * counted twice. False when the lease was lost (another worker took the row meanwhile).
 */
export async function saveBackfillStep(
  db: Queryable,
  taken: BackfillRow,
  changes: BackfillChanges,
): Promise<boolean> {
  if (taken.lease === null) return false;
  const saved = await db
    .update(backfills)
    .set({ ...changes, lease: null, lockedUntil: null })
    .where(and(eq(backfills.connectionId, taken.connectionId), eq(backfills.lease, taken.lease)))
    .returning({ connectionId: backfills.connectionId });
  return saved.length > 0;
}

/** A backfill as the connection's answer shows it. */
export interface BackfillProgress {
  status: BackfillRow['status'];
  days: number;
  ordersDone: number;
  ordersTotal: number | null;
  startedAt: Date;
  finishedAt: Date | null;
  error: string | null;
}

export function progressOf(row: BackfillRow | null): BackfillProgress | null {
  if (row === null) return null;
  const { status, days, ordersDone, ordersTotal, startedAt, finishedAt, error } = row;
  return { status, days, ordersDone, ordersTotal, startedAt, finishedAt, error };
}
