/**
 * The staff's claim queue (GET staff/claims): the claims of the stores a person reaches, filtered, searched
 * and sorted, a page at a time by keyset (the last row's creation time and id), with a count per tab under
 * the same filters. Three queries whatever the page size: the page, its items, the counts.
 */
import {
  ClaimStatus,
  type Decision,
  QueueTab,
  queueTabStatuses,
  type StaffClaimFeed,
  type StaffClaimQuery,
  type StaffClaimSummary,
  statusesOfTab,
  type WaitingOn,
} from '@orderprotection/domain';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { claimItems, claims, fulfillments, people, stores } from '../../db/schema';
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

/** The search box: whatever the text could be, as conditions that each use an index. */
function searchCondition(text: string): SQL | undefined {
  const q = text.trim();
  if (q === '') return undefined;
  const digits = q.replace(/^#/, '');
  const conditions: (SQL | undefined)[] = [
    eq(claims.sourceOrderNumber, q),
    eq(claims.sourceOrderNumber, digits),
    sql`lower(${claims.authorEmail}) = ${q.toLowerCase()}`,
    sql`${claims.authorName} ilike ${`${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`}`,
    sql`exists (select 1 from ${fulfillments} where ${fulfillments.orderId} = ${claims.orderId} and ${fulfillments.trackingNumbers} @> ${JSON.stringify([q])}::jsonb)`,
    sql`exists (select 1 from ${claimItems} where ${claimItems.claimId} = ${claims.id} and ${claimItems.sku} = ${q})`,
  ];
  if (/^\d{1,9}$/.test(digits)) conditions.push(eq(claims.claimNumber, Number(digits)));
  return or(...conditions);
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

/** Conditions of every filter except the tab and the statuses, which the counts group by. */
function filterConditions(query: StaffClaimQuery, reach: StoreReach, personId: string): (SQL | undefined)[] {
  return [
    reach.all ? undefined : inArray(claims.storeId, reach.storeIds),
    query.storeId === undefined ? undefined : eq(claims.storeId, query.storeId),
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
    query.q === undefined ? undefined : searchCondition(query.q),
  ];
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
): Promise<StaffClaimFeed> {
  if (!reach.all && reach.storeIds.length === 0) {
    return {
      claims: [],
      nextCursor: null,
      counts: Object.fromEntries(QueueTab.options.map((tab) => [tab, 0])) as StaffClaimFeed['counts'],
    };
  }
  const filters = filterConditions(query, reach, personId);
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

  const [rows, statusCounts] = await Promise.all([
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
      })
      .from(claims)
      .innerJoin(stores, eq(stores.id, claims.storeId))
      .leftJoin(people, eq(people.id, claims.assigneeId))
      .where(and(...filters, statusCondition(query), keyset))
      .orderBy(...order)
      .limit(query.limit + 1),
    db
      .select({ status: claims.claimState, claims: count() })
      .from(claims)
      .where(and(...filters))
      .groupBy(claims.claimState),
  ]);
  const page = rows.slice(0, query.limit);
  const items =
    page.length === 0
      ? []
      : await db
          .select({
            claimId: claimItems.claimId,
            name: claimItems.name,
            quantity: claimItems.quantity,
            claimType: claimItems.claimType,
          })
          .from(claimItems)
          .where(
            inArray(
              claimItems.claimId,
              page.map((row) => row.id),
            ),
          )
          .orderBy(asc(claimItems.position));

  const countOf = (statuses: readonly string[] | null) =>
    statusCounts
      .filter((row) => statuses === null || statuses.includes(row.status))
      .reduce((sum, row) => sum + row.claims, 0);
  const counts = Object.fromEntries(
    QueueTab.options.map((tab) => [tab, countOf(tab === 'all' ? null : queueTabStatuses[tab])]),
  ) as StaffClaimFeed['counts'];
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
        items: items
          .filter((item) => item.claimId === row.id)
          .map(({ name, quantity, claimType }) => ({ name, quantity, claimType })),
        itemCount: row.itemCount,
        claimedValue: row.claimedValue ?? 0,
        currency: row.currency,
        requestedResolution: row.requestedResolution,
        status: row.status,
        decision: row.decision as Decision | null,
        waitingOn: row.waitingOn as WaitingOn | null,
        assignee:
          row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? row.assigneeId },
        createdAt: row.createdAt.toISOString(),
      }),
    ),
    nextCursor:
      rows.length > query.limit && last !== undefined
        ? encodeCursor({ createdAt: last.createdAt.toISOString(), id: last.id })
        : null,
    counts,
  };
}
