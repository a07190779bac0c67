/**
 * The staff's claim queue (GET staff/claims): the claims of the stores a person reaches, filtered, searched
 * and sorted, a page at a time by keyset (the last row's creation time and id), with a count per tab under
 * the same filters. A few queries whatever the page size, each on an index: the search's candidates (when
 * searching), the page with its items and labels, the counts. Without filters the counts come from
 * `claim_counts`, which a trigger keeps, so a queue over every store never counts its claims one by one;
 * with filters they are exact up to `QUEUE_COUNT_CAP` claims, and past it each tab is counted up to that
 * many (the answer's `countsCappedAt`).
 */
import {
  ClaimStatus,
  type Decision,
  QUEUE_COUNT_CAP,
  QueueTab,
  type StaffClaimFeed,
  type StaffClaimQuery,
  type StaffClaimSummary,
  statusesOfTab,
  type WaitingOn,
} from '@orderprotection/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import {
  claimCounts,
  claimItems,
  claimLabels,
  claims,
  fulfillments,
  labels,
  people,
  stores,
} from '../../db/schema';
import { AppError } from '../app-error';
import type { StoreReach } from '../people/grants';

interface Cursor {
  createdAt: string;
  id: string;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(createdAt))) {
      return { createdAt, id };
    }
  } catch {
    // Answered below like any other cursor this server did not give.
  }
  throw new AppError('invalid_input', 'cursor: Not a cursor this server gave; start from the first page.');
}

/** More matches than this and the search is kept as a subquery rather than a list of ids. */
const CANDIDATES_LISTED = 1000;

/**
 * The claims the search box's text finds, whatever it is: a claim number, an order number (with or
 * without #), a customer's email or the start of their name, a tracking number, a SKU. One query, a union
 * of index scans.
 */
function searchMatches(db: Queryable, text: string) {
  const q = text.trim();
  const digits = q.replace(/^#/, '');
  const namePrefix = `${q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const byClaim = (condition: SQL) => db.select({ id: claims.id }).from(claims).where(condition);
  return union(
    byClaim(inArray(claims.sourceOrderNumber, [q, digits])),
    byClaim(sql`lower(${claims.authorEmail}) = ${q.toLowerCase()}`),
    byClaim(sql`lower(${claims.authorName}) like ${namePrefix}`),
    byClaim(/^\d{1,9}$/.test(digits) ? eq(claims.claimNumber, Number(digits)) : sql`false`),
    db.select({ id: claimItems.claimId }).from(claimItems).where(eq(claimItems.sku, q)),
    db
      .select({ id: claims.id })
      .from(fulfillments)
      .innerJoin(claims, eq(claims.orderId, fulfillments.orderId))
      .where(sql`${fulfillments.trackingNumbers} @> ${JSON.stringify([q])}::jsonb`),
  );
}

/** The search as a condition: the matching ids when they are few (an index lookup each), else a subquery. */
async function searchCondition(db: Queryable, text: string): Promise<SQL> {
  const found = await searchMatches(db, text).limit(CANDIDATES_LISTED + 1);
  if (found.length === 0) return sql`false`;
  return found.length <= CANDIDATES_LISTED
    ? inArray(
        claims.id,
        found.map((row) => row.id),
      )
    : inArray(claims.id, searchMatches(db, text));
}

function dayStart(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
}

/** The end of a date range includes the whole day it names. */
function dayEnd(value: string): Date {
  return value.length === 10
    ? new Date(Date.parse(`${value}T00:00:00Z`) + 24 * 60 * 60 * 1000)
    : new Date(value);
}

/** Which stores: those the person reaches, narrowed to one when the query names it. */
function storeConditions(query: StaffClaimQuery, reach: StoreReach): (SQL | undefined)[] {
  return [
    reach.all ? undefined : inArray(claims.storeId, reach.storeIds),
    query.storeId === undefined ? undefined : eq(claims.storeId, query.storeId),
  ];
}

/** Conditions of every other filter except the tab and the statuses, which the counts group by. */
async function filterConditions(db: Queryable, query: StaffClaimQuery, personId: string): Promise<SQL[]> {
  const conditions = [
    query.claimType === undefined ? undefined : eq(claims.claimType, query.claimType),
    query.requestedResolution === undefined
      ? undefined
      : eq(claims.requestedResolution, query.requestedResolution),
    query.filedFrom === undefined ? undefined : gte(claims.createdAt, dayStart(query.filedFrom)),
    query.filedTo === undefined ? undefined : lt(claims.createdAt, dayEnd(query.filedTo)),
    query.valueMin === undefined ? undefined : gte(claims.claimedValue, query.valueMin),
    query.valueMax === undefined ? undefined : lte(claims.claimedValue, query.valueMax),
    query.waitingOn === undefined ? undefined : eq(claims.waitingOn, query.waitingOn),
    query.assignee === undefined
      ? undefined
      : query.assignee === 'none'
        ? isNull(claims.assigneeId)
        : eq(claims.assigneeId, query.assignee === 'me' ? personId : query.assignee),
    query.label === undefined
      ? undefined
      : sql`exists (select 1 from ${claimLabels} where ${claimLabels.claimId} = ${claims.id} and ${claimLabels.labelId} = ${query.label})`,
    query.q === undefined || query.q.trim() === '' ? undefined : await searchCondition(db, query.q),
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

type TabCounts = Pick<StaffClaimFeed, 'counts' | 'countsCappedAt'>;

/**
 * Claims per tab under the filters. When only stores narrow them, exact, from the kept counts. Otherwise
 * the claims matching are counted up to `QUEUE_COUNT_CAP` (a scan that stops there): when fewer match, the
 * counts are exact; when more do, each tab is counted up to the cap (one statement, a capped subquery per
 * tab). An exact count of a filter that matches most claims would read every one of them on every page.
 */
async function tabCounts(
  db: Queryable,
  {
    storeFilter,
    filters,
    query,
    reach,
    countCap,
  }: {
    storeFilter: (SQL | undefined)[];
    filters: SQL[];
    query: StaffClaimQuery;
    reach: StoreReach;
    countCap: number;
  },
): Promise<TabCounts> {
  if (filters.length === 0) {
    const storeIds = query.storeId === undefined ? (reach.all ? undefined : reach.storeIds) : [query.storeId];
    const rows = await db
      .select({ status: claimCounts.claimState, claims: sum(claimCounts.claims).mapWith(Number) })
      .from(claimCounts)
      .where(
        and(
          storeIds === undefined ? undefined : inArray(claimCounts.storeId, storeIds),
          reach.all || query.storeId === undefined ? undefined : inArray(claimCounts.storeId, reach.storeIds),
        ),
      )
      .groupBy(claimCounts.claimState);
    return { counts: countsByTab(rows), countsCappedAt: null };
  }
  // Limits are written into the statements, not passed as parameters: a prepared statement's generic plan
  // would otherwise not know how few rows it reads.
  const matching = and(...storeFilter, ...filters);
  const firstMatches = await db
    .select({ status: sql<string>`matched.claim_state`, claims: count().mapWith(Number) })
    .from(
      sql`(select ${claims.claimState} from ${claims} where ${matching} limit ${sql.raw(String(countCap + 1))}) matched`,
    )
    .groupBy(sql`matched.claim_state`);
  if (firstMatches.reduce((total, row) => total + row.claims, 0) <= countCap) {
    return { counts: countsByTab(firstMatches), countsCappedAt: null };
  }
  const cappedCount = (tab: QueueTab) => {
    const statuses = statusesOfTab(tab);
    const where = and(matching, statuses === null ? undefined : inArray(claims.claimState, [...statuses]));
    return sql<number>`(select count(*) from (select 1 from ${claims} where ${where} limit ${sql.raw(String(countCap))}) capped)`.mapWith(
      Number,
    );
  };
  const [row] = await db.select(tabRecord(cappedCount)).from(sql`(select 1) one`);
  return {
    counts: tabRecord((tab) => row?.[tab] ?? 0),
    countsCappedAt: countCap,
  };
}

/** Per-status counts summed into the tabs. */
function countsByTab(rows: { status: string; claims: number }[]): StaffClaimFeed['counts'] {
  return tabRecord((tab) => {
    const statuses = statusesOfTab(tab);
    return rows
      .filter((row) => statuses === null || statuses.includes(row.status as ClaimStatus))
      .reduce((total, row) => total + row.claims, 0);
  });
}

function tabRecord<T>(value: (tab: QueueTab) => T): Record<QueueTab, T> {
  return Object.fromEntries(QueueTab.options.map((tab) => [tab, value(tab)])) as Record<QueueTab, T>;
}

function statusCondition(query: StaffClaimQuery): SQL | undefined {
  const ofTab = statusesOfTab(query.tab);
  const wanted =
    query.status === undefined
      ? ofTab
      : (ofTab ?? ClaimStatus.options).filter((status) => query.status?.includes(status));
  return wanted === null ? undefined : inArray(claims.claimState, [...wanted]);
}

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
  const storeFilter = storeConditions(query, reach);
  const filters = await filterConditions(db, query, personId);
  const newest = query.sort === 'newest';
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const keyset =
    after === undefined
      ? undefined
      : (newest ? lt : gt)(
          sql`(${claims.createdAt}, ${claims.id})`,
          sql`(${new Date(after.createdAt).toISOString()}::timestamptz, ${after.id})`,
        );
  const order = newest ? [desc(claims.createdAt), desc(claims.id)] : [asc(claims.createdAt), asc(claims.id)];

  const [rows, counts] = await Promise.all([
    db
      .select({
        id: claims.id,
        claimNumber: claims.claimNumber,
        storeId: claims.storeId,
        storeName: stores.name,
        orderNumber: claims.sourceOrderNumber,
        customerName: claims.authorName,
        customerEmail: claims.authorEmail,
        itemCount: claims.itemCount,
        claimedValue: claims.claimedValue,
        currency: claims.currency,
        requestedResolution: claims.requestedResolution,
        status: claims.claimState,
        decision: claims.decision,
        waitingOn: claims.waitingOn,
        assigneeId: claims.assigneeId,
        assigneeName: people.name,
        createdAt: claims.createdAt,
        // The page's items and labels come with it, rather than in a query each after it; PostgreSQL
        // computes them for the rows of the page only, after the limit.
        items: sql<
          StaffClaimSummary['items']
        >`coalesce((select json_agg(json_build_object('name', ${claimItems.name}, 'quantity', ${claimItems.quantity}, 'claimType', ${claimItems.claimType}) order by ${claimItems.position}) from ${claimItems} where ${claimItems.claimId} = ${claims.id}), '[]')`,
        labels: sql<
          StaffClaimSummary['labels']
        >`coalesce((select json_agg(json_build_object('id', ${labels.id}, 'name', ${labels.name}) order by lower(${labels.name})) from ${claimLabels} join ${labels} on ${labels.id} = ${claimLabels.labelId} where ${claimLabels.claimId} = ${claims.id}), '[]')`,
      })
      .from(claims)
      .innerJoin(stores, eq(stores.id, claims.storeId))
      .leftJoin(people, eq(people.id, claims.assigneeId))
      .where(and(...storeFilter, ...filters, statusCondition(query), keyset))
      .orderBy(...order)
      .limit(query.limit + 1),
    tabCounts(db, { storeFilter, filters, query, reach, countCap }),
  ]);
  const page = rows.slice(0, query.limit);

  const last = page.at(-1);
  return {
    claims: page.map(
      (row): StaffClaimSummary => ({
        id: row.id,
        claimNumber: String(row.claimNumber),
        storeId: row.storeId,
        storeName: row.storeName,
        orderNumber: row.orderNumber,
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        items: row.items,
        itemCount: row.itemCount,
        claimedValue: row.claimedValue ?? 0,
        currency: row.currency,
        requestedResolution: row.requestedResolution,
        status: row.status,
        decision: row.decision as Decision | null,
        waitingOn: row.waitingOn as WaitingOn | null,
        assignee:
          row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? row.assigneeId },
        labels: row.labels,
        createdAt: row.createdAt.toISOString(),
      }),
    ),
    nextCursor:
      rows.length > query.limit && last !== undefined
        ? encodeCursor({ createdAt: last.createdAt.toISOString(), id: last.id })
        : null,
    ...counts,
  };
}

/** The ids of the claims a queue filter finds (newest first, at most `limit`), and how many it finds. */
export async function claimIdsMatching(
  db: Queryable,
  query: Omit<StaffClaimQuery, 'cursor' | 'limit'>,
  reach: StoreReach,
  personId: string,
  limit: number,
): Promise<{ ids: string[]; total: number }> {
  if (!reach.all && reach.storeIds.length === 0) return { ids: [], total: 0 };
  const full = { ...query, limit };
  const where = and(
    ...storeConditions(full, reach),
    ...(await filterConditions(db, full, personId)),
    statusCondition(full),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: claims.id })
      .from(claims)
      .where(where)
      .orderBy(desc(claims.createdAt), desc(claims.id))
      .limit(limit),
    db.select({ claims: count() }).from(claims).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: total?.claims ?? 0 };
}
