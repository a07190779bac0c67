/**
 * The queue's one statement: a page of claims with their items and labels, and the counts per tab under
 * the same narrowing (queue-counts.ts), built once per shape with placeholders for the values.
 */
import { type ClaimStatus, queueTabStatuses, type StaffClaimSummary } from '@orderprotection/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import {
  claimChanges,
  claimCounts,
  claimItems,
  claimLabels,
  claims,
  fulfillments,
  labels,
  orders,
  people,
  stores,
} from '../../db/schema';
import { type StatusTab, statusTabRecord } from './queue-counts';
import {
  CANDIDATES_LISTED,
  CONDITIONS,
  matchingClaims,
  type Narrowing,
  placeholder,
  prepareUnnamed,
  statusCondition,
} from './queue-narrowing';

/**
 * A claim's filing time in UTC without its offset, as JSON writes it (`2025-06-15T12:00:00.5`), which
 * `isoTime` makes the answer's text by slicing: parsing 51 times into a Date cost a queue call more CPU than
 * reading its page (bench/staff-api).
 */
const createdAtUtc = sql`${claims.createdAt} at time zone 'UTC'`;

/** `createdAtUtc`'s JSON text as `Date.toISOString` writes that time: to the millisecond, truncated, with a Z. */
export function isoTime(utc: string): string {
  return utc.length === 19 ? `${utc}.000Z` : `${`${utc}00`.slice(0, 23)}Z`;
}

/**
 * The page's columns, in the order of a page row's JSON array. A row is written as an array, not an
 * object: PostgreSQL writes an array of values for less than the JSON of a row or of an object with these
 * keys (bench/staff-api), and the server has fewer keys to read.
 */
function pageColumns() {
  return [
    claims.id,
    claims.claimNumber,
    claims.storeId,
    stores.name,
    claims.sourceOrderNumber,
    claims.authorName,
    claims.authorEmail,
    claims.itemCount,
    claims.claimedValue,
    claims.currency,
    claims.requestedResolution,
    claims.claimState,
    claims.decision,
    claims.waitingOn,
    claims.assigneeId,
    people.name,
    createdAtUtc,
    // PostgreSQL computes the items and labels for the rows of the page only, after the limit.
    sql`coalesce((select json_agg(json_build_array(${claimItems.name}, ${claimItems.quantity}, ${claimItems.claimType}) order by ${claimItems.position}) from ${claimItems} where ${claimItems.claimId} = ${claims.id}), '[]')`,
    sql`coalesce((select json_agg(json_build_object('id', ${labels.id}, 'name', ${labels.name}) order by lower(${labels.name})) from ${claimLabels} join ${labels} on ${labels.id} = ${claimLabels.labelId} where ${claimLabels.claimId} = ${claims.id}), '[]')`,
    sql`(select changed at time zone 'UTC' from (select greatest(${orders.cancelledAt}, ${orders.sourceUpdatedAt}, (select max(${fulfillments.lastScanAt}) from ${fulfillments} where ${fulfillments.orderId} = ${orders.id})) as changed from ${orders} where ${orders.id} = ${claims.orderId}) as order_change where changed > ${claims.createdAt})`,
  ];
}

/** A page row as the statement writes it: `pageColumns`' values, a time in UTC, an item as an array. */
export type PageRowJson = [
  id: string,
  claimNumber: number,
  storeId: string,
  storeName: string,
  orderNumber: string,
  customerName: string | null,
  customerEmail: string | null,
  itemCount: number,
  claimedValue: number | null,
  currency: string,
  requestedResolution: string | null,
  status: StaffClaimSummary['status'],
  decision: string | null,
  waitingOn: string | null,
  assigneeId: string | null,
  assigneeName: string | null,
  createdAt: string,
  items: [name: string, quantity: number, claimType: string][],
  labels: StaffClaimSummary['labels'],
  orderChangedAt: string | null,
];

/** The shape of a whole queue statement: its conditions, statuses, order, cursor, page size and cap. */
export interface FeedShape {
  narrowing: Narrowing;
  statuses: number | null;
  newest: boolean;
  cursor: boolean;
  limit: number;
  countCap: number;
  /** Whether the statement reads `claim_changes` and counts only when they differ from `countsKnownAt`. */
  keepsCounts: boolean;
}

/**
 * The page (`limit` + 1 rows, to know whether another page follows) and the counts per tab, in one
 * statement. Limits are written into the text, not passed as values: a prepared statement's plan for any
 * values would otherwise not know how few rows it reads, and PostgreSQL would plan it anew on every call.
 */
export function feedStatement(db: Queryable, shape: FeedShape) {
  const matching = matchingClaims(db, shape.narrowing);
  const direction = shape.newest ? sql`desc` : sql`asc`;
  const keyset = shape.cursor
    ? sql`(${claims.createdAt}, ${claims.id}) ${shape.newest ? sql`<` : sql`>`} (${placeholder('afterAt')}::timestamptz, ${placeholder('afterId')}::text)`
    : undefined;
  const order = sql`${claims.createdAt} ${direction}, ${claims.id} ${direction}`;
  const limit = sql.raw(String(shape.limit + 1));
  // Several statuses over every store or one, without filters (a tab's queue): each status's claims are
  // read in creation order from the index of its store and status, and PostgreSQL merges them up to the
  // page's size, reading the page's claims only; one scan in creation order would read the claims of
  // every status and drop the others' (bench/staff-api: a store admin's "needs action" read 371 claims for
  // its 51).
  const merged =
    shape.statuses !== null &&
    shape.statuses > 1 &&
    shape.narrowing.filters.length === 0 &&
    !shape.narrowing.stores.includes('reach');
  const pageClaims = merged
    ? sql`(${sql.join(
        Array.from(
          { length: shape.statuses ?? 0 },
          (_, index) =>
            sql`(select * from ${claims} where ${and(matching, eq(claims.claimState, placeholder(`status${index}`)), keyset)} order by ${order} limit ${limit})`,
        ),
        sql` union all `,
      )} order by ${sql.raw(`"${claims.createdAt.name}" ${shape.newest ? 'desc' : 'asc'}, "${claims.id.name}" ${shape.newest ? 'desc' : 'asc'}`)} limit ${limit}) ${claims}`
    : claims;
  const pageWhere = merged ? undefined : and(matching, statusCondition(shape.statuses), keyset);
  const columns = pageColumns();
  const page = sql`(select coalesce(json_agg(json_build_array(${sql.join(
    columns.map((_, index) => sql.raw(`page.c${index}`)),
    sql`, `,
  )}) order by page.c${sql.raw(String(columns.indexOf(createdAtUtc)))} ${direction}, page.c${sql.raw(String(columns.indexOf(claims.id)))} ${direction}), '[]') from (
    select ${sql.join(
      columns.map((column, index) => sql`${column} as ${sql.raw(`c${index}`)}`),
      sql`, `,
    )} from ${pageClaims}
    join ${stores} on ${stores.id} = ${claims.storeId}
    left join ${people} on ${people.id} = ${claims.assigneeId}
    where ${pageWhere ?? sql`true`}
    order by ${order}
    limit ${limit}) page)`;
  const changes = sql<string | null>`${shape.keepsCounts ? sql`changed.changes` : sql`null`}`;
  const exactCounts = (counted: SQL, changed = sql``) =>
    prepareUnnamed(
      db
        .select({
          page: sql<PageRowJson[]>`${page}`,
          changes,
          statuses: sql<[ClaimStatus, number][]>`counted.statuses`,
          ...statusTabRecord(() => sql<number | null>`null`),
        })
        .from(sql`${changed}(${counted}) counted`),
    );
  if (shape.narrowing.filters.length === 0) {
    // Only stores narrow the queue: exact counts, kept by a trigger per store and status.
    const storeParts = shape.narrowing.stores.map((name) => CONDITIONS[name](claimCounts.storeId));
    return exactCounts(
      sql`select coalesce(json_agg(json_build_array(kept.claim_state, kept.claims)), '[]') statuses from (
        select ${claimCounts.claimState}, sum(${claimCounts.claims}) claims from ${claimCounts}
        where ${and(...storeParts) ?? sql`true`} group by ${claimCounts.claimState}) kept`,
    );
  }
  // With counts kept, the claims are read and counted only when the stores' changes differ from those the
  // kept counts were made at (a condition PostgreSQL checks once, before reading any claim).
  const counting = shape.keepsCounts
    ? and(matching, sql`changed.changes <> ${placeholder('countsKnownAt')}::numeric`)
    : matching;
  const byStatus = (limit: number, seenPerTab = false) =>
    sql`select coalesce(json_agg(json_build_array(matched.claim_state, matched.claims)), '[]') statuses, coalesce(sum(matched.claims), 0) total${
      seenPerTab
        ? sql.join(
            Object.entries(queueTabStatuses).map(
              ([tab, statuses]) =>
                sql`, coalesce(sum(matched.claims) filter (where ${inArray(sql`matched.claim_state`, [...statuses])}), 0) ${sql.identifier(`seen_${tab}`)}`,
            ),
          )
        : sql``
    } from (
      select first.claim_state, count(*) claims from (
        select ${claims.claimState} from ${claims} where ${counting} limit ${sql.raw(String(limit))}
      ) first group by first.claim_state) matched`;
  const changed = shape.keepsCounts
    ? sql`(select coalesce(sum(${claimChanges.changes}), 0) changes from ${claimChanges} where ${
        and(...shape.narrowing.stores.map((name) => CONDITIONS[name](claimChanges.storeId))) ?? sql`true`
      }) changed, lateral `
    : sql``;
  // A search that listed its claims finds no more than it listed: its counts are exact whatever the cap.
  if (shape.narrowing.filters.includes('found') && shape.countCap >= CANDIDATES_LISTED) {
    return exactCounts(byStatus(CANDIDATES_LISTED), changed);
  }
  // The claims matching are read up to the cap and counted by status: exact counts when fewer match. Only
  // when more do (PostgreSQL evaluates each branch of a CASE and COALESCE only when it needs it) is each
  // tab counted up to the cap, an index scan of its statuses each where an index has the filter's columns:
  // not at all for a tab whose claims among those read already reach the cap (the read is in the order of
  // an index, often by status), and by asking first for the cap-th claim, a scan that counts nothing, then
  // counting only a tab that has fewer.
  const cap = sql.raw(String(shape.countCap));
  const cappedCount = (tab: StatusTab) => {
    const ofTab = sql`select 1 from ${claims} where ${and(matching, inArray(claims.claimState, [...queueTabStatuses[tab]]))}`;
    return sql<
      number | null
    >`case when counted.total > ${cap} then case when counted.${sql.identifier(`seen_${tab}`)} >= ${cap} then ${cap} else coalesce(
      (select ${cap} from (${ofTab} offset ${sql.raw(String(shape.countCap - 1))} limit 1) reached),
      (select count(*) from (${ofTab} limit ${cap}) capped)) end end`;
  };
  return prepareUnnamed(
    db
      .select({
        page: sql<PageRowJson[]>`${page}`,
        changes,
        statuses: sql<[ClaimStatus, number][]>`counted.statuses`,
        ...statusTabRecord(cappedCount),
      })
      .from(sql`${changed}(${byStatus(shape.countCap + 1, true)}) counted`),
  );
}
