/**
 * The staff's claim queue (GET staff/claims): the claims of the stores a person reaches, filtered, searched
 * and sorted, a page at a time by keyset (the last row's creation time and id), with a count per tab under
 * the same filters. One statement answers the page with its items and labels and the counts (two when
 * searching: the search's candidates first), each part on an index. Without filters the counts come from
 * `claim_counts`, which a trigger keeps, so a queue over every store never counts its claims one by one;
 * with filters they are exact up to `QUEUE_COUNT_CAP` claims, and past it each tab is counted up to that
 * many (the answer's `countsCappedAt`). A filter's counts are kept in the process with the sum of the stores'
 * `claim_changes` they were made at; the statement reads that sum and counts the claims again only when it
 * differs, so a kept count is served only while no claim it counted could have changed.
 *
 * The statements are built once per shape (which filters are set, how many statuses, a cursor or not, the
 * page size) with placeholders for the values, and kept prepared: building a statement's text costs the
 * server more CPU than PostgreSQL spends running it (bench/staff-api).
 *
 * Here the answer is put together; the query's narrowing is in queue-narrowing.ts, the statement in
 * queue-statement.ts, the counts and the kept counts in queue-counts.ts, the cursor in queue-cursor.ts.
 */
import {
  type Decision,
  QUEUE_COUNT_CAP,
  type StaffClaimFeed,
  type StaffClaimQuery,
  type StaffClaimSummary,
  type WaitingOn,
} from '@orderprotection/domain';
import { and, count, desc } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { preparedShape } from '../../db/prepared';
import { claims } from '../../db/schema';
import type { StoreReach } from '../people/grants';
import { countsOf, keepsCounts, keptCountsOf, tabRecord } from './queue-counts';
import { decodeCursor, encodeCursor } from './queue-cursor';
import {
  matchingClaims,
  narrowingOf,
  statusCondition,
  statusValues,
  wantedStatuses,
} from './queue-narrowing';
import { type FeedShape, feedStatement, isoTime } from './queue-statement';

export async function claimFeed(
  db: Queryable,
  query: StaffClaimQuery,
  reach: StoreReach,
  personId: string,
  { countCap = QUEUE_COUNT_CAP }: { countCap?: number } = {},
): Promise<StaffClaimFeed> {
  if (!reach.all && reach.storeIds.length === 0) {
    return {
      claims: [],
      nextCursor: null,
      counts: tabRecord(() => 0),
      countsCappedAt: null,
    };
  }
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const narrowing = await narrowingOf(db, query, reach, personId);
  const statuses = wantedStatuses(query);
  const shape: FeedShape = {
    narrowing,
    statuses: statuses === null ? null : statuses.length,
    newest: query.sort === 'newest',
    cursor: after !== undefined,
    limit: query.limit,
    countCap,
    keepsCounts: keepsCounts(narrowing),
  };
  const key = JSON.stringify([
    'feed',
    narrowing.stores,
    narrowing.filters,
    narrowing.found,
    shape.statuses,
    shape.newest,
    shape.cursor,
    shape.limit,
    shape.countCap,
  ]);
  // The counts do not depend on the statuses wanted, the order or the page: every page of a narrowing
  // shares them.
  const countsKey = JSON.stringify([
    narrowing.stores,
    narrowing.filters,
    narrowing.found,
    countCap,
    narrowing.values,
  ]);
  const keptForDb = shape.keepsCounts ? keptCountsOf(db) : undefined;
  const kept = keptForDb?.get(countsKey);
  const [row] = await preparedShape(db, key, () => feedStatement(db, shape)).execute({
    ...narrowing.values,
    ...(shape.keepsCounts ? { countsKnownAt: kept?.changes ?? '-1' } : {}),
    ...statusValues(statuses),
    ...(after === undefined ? {} : { afterAt: new Date(after.createdAt).toISOString(), afterId: after.id }),
  });
  if (row === undefined) throw new Error('The queue statement returned no row');
  const rows = row.page;
  const page = rows.slice(0, query.limit);
  const summaries = page.map(
    ([
      id,
      claimNumber,
      storeId,
      storeName,
      orderNumber,
      customerName,
      customerEmail,
      itemCount,
      claimedValue,
      currency,
      requestedResolution,
      status,
      decision,
      waitingOn,
      assigneeId,
      assigneeName,
      createdAt,
      items,
      claimLabels,
      orderChangedAt,
    ]): StaffClaimSummary => ({
      id,
      claimNumber: String(claimNumber),
      storeId,
      storeName,
      orderNumber,
      customerName,
      customerEmail,
      items: items.map(([name, quantity, claimType]) => ({ name, quantity, claimType })),
      itemCount,
      claimedValue: claimedValue ?? 0,
      currency,
      requestedResolution,
      status,
      decision: decision as Decision | null,
      waitingOn: waitingOn as WaitingOn | null,
      assignee: assigneeId === null ? null : { id: assigneeId, name: assigneeName ?? assigneeId },
      labels: claimLabels,
      createdAt: isoTime(createdAt),
      orderChangedAt: orderChangedAt === null ? null : isoTime(orderChangedAt),
    }),
  );
  const last = summaries.at(-1);
  return {
    claims: summaries,
    nextCursor:
      rows.length > query.limit && last !== undefined
        ? encodeCursor({ createdAt: last.createdAt, id: last.id })
        : null,
    ...(kept !== undefined && kept.changes === row.changes
      ? { counts: kept.counts, countsCappedAt: kept.countsCappedAt }
      : countsOf(row, countCap, keptForDb, countsKey)),
  };
}

/** The ids of the claims a queue filter finds (newest first, at most `limit`), and how many it finds. */
/** The ids of the claims a queue filter finds (newest first, at most `limit`), and how many it finds. */
export async function claimIdsMatching(
  db: Queryable,
  query: Omit<StaffClaimQuery, 'cursor' | 'limit'>,
  reach: StoreReach,
  personId: string,
  limit: number,
): Promise<{ ids: string[]; total: number }> {
  if (!reach.all && reach.storeIds.length === 0) return { ids: [], total: 0 };
  const narrowing = await narrowingOf(db, query, reach, personId);
  const statuses = wantedStatuses(query);
  const where = and(matchingClaims(db, narrowing), statusCondition(statuses?.length ?? null));
  const values = { ...narrowing.values, ...statusValues(statuses) };
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: claims.id })
      .from(claims)
      .where(where)
      .orderBy(desc(claims.createdAt), desc(claims.id))
      .limit(limit)
      .execute(values),
    db.select({ claims: count() }).from(claims).where(where).execute(values),
  ]);
  return { ids: rows.map((row) => row.id), total: total?.claims ?? 0 };
}
