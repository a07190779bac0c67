/**
 * A queue query as the shape of its statement's WHERE (which conditions it has: the stores reached, the
 * filters, the search) and the values of their placeholders: the shape names a prepared statement, the
 * values run it.
 */
import { ClaimStatus, type StaffClaimQuery, statusesOfTab } from '@orderprotection/domain';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, union } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import { preparedShape } from '../../db/prepared';
import { claimItems, claimLabels, claims, fulfillments } from '../../db/schema';
import type { StoreReach } from '../people/grants';

/** The values of a statement's placeholders, by name. */
export type Values = Record<string, unknown>;

export const placeholder = (name: string) => sql.placeholder(name);

/**
 * Prepared without a name of its own: database.ts names a statement by its text on each connection, at most
 * a few hundred a connection, so the shapes a client may ask for (every page size) never pile up there.
 */
export function prepareUnnamed<P>(query: { prepare(name: string): P }): P {
  return query.prepare(undefined as unknown as string);
}

/** More matches than this and the search is kept as a subquery rather than a list of ids. */
export const CANDIDATES_LISTED = 1000;

/**
 * Up to this many ids found, each is a placeholder of its own (a shape per count): PostgreSQL then keeps
 * one plan for the statement, where for a list of unknown length it plans again on every call.
 */
const FOUND_ONE_BY_ONE = 10;

/** The search box's text as the values of `searchMatches`' placeholders. */
function searchValues(text: string): Values {
  const q = text.trim();
  const digits = q.replace(/^#/, '');
  return {
    searchText: q,
    searchDigits: digits,
    searchLower: q.toLowerCase(),
    searchNamePrefix: `${q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`,
    searchClaimNumber: /^\d{1,9}$/.test(digits) ? Number(digits) : null,
    searchTracking: JSON.stringify([q]),
  };
}

/**
 * The claims the search box's text finds, whatever it is: a claim number, an order number (with or
 * without #), a customer's email or the start of their name, a tracking number, a SKU. One query, a union
 * of index scans; its values are `searchValues`.
 */
function searchMatches(db: Queryable) {
  const byClaim = (condition: SQL) => db.select({ id: claims.id }).from(claims).where(condition);
  return union(
    byClaim(inArray(claims.sourceOrderNumber, [placeholder('searchText'), placeholder('searchDigits')])),
    byClaim(sql`lower(${claims.authorEmail}) = ${placeholder('searchLower')}::text`),
    byClaim(sql`lower(${claims.authorName}) like ${placeholder('searchNamePrefix')}::text`),
    byClaim(sql`${claims.claimNumber} = ${placeholder('searchClaimNumber')}::integer`),
    db
      .select({ id: claimItems.claimId })
      .from(claimItems)
      .where(eq(claimItems.sku, placeholder('searchText'))),
    db
      .select({ id: claims.id })
      .from(fulfillments)
      .innerJoin(claims, eq(claims.orderId, fulfillments.orderId))
      .where(sql`${fulfillments.trackingNumbers} @> ${placeholder('searchTracking')}::jsonb`),
  );
}

/** How the search narrows the queue: not at all, to nothing, to listed ids, or by its subquery. */
type SearchPart = 'found' | 'searched' | 'nothingFound';

/** The search's part of the shape and its values: the matching ids when they are few, else a subquery. */
async function searchPart(
  db: Queryable,
  text: string,
): Promise<{ part: SearchPart; values: Values; found?: number }> {
  const values = searchValues(text);
  const found = await preparedShape(db, 'search', () =>
    prepareUnnamed(searchMatches(db).limit(CANDIDATES_LISTED + 1)),
  ).execute(values);
  if (found.length === 0) return { part: 'nothingFound', values: {} };
  if (found.length > CANDIDATES_LISTED) return { part: 'searched', values };
  const ids = found.map((row) => row.id);
  return found.length <= FOUND_ONE_BY_ONE
    ? {
        part: 'found',
        values: Object.fromEntries(ids.map((id, index) => [`found${index}`, id])),
        found: ids.length,
      }
    : { part: 'found', values: { found: ids } };
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

/**
 * Every condition of the queue but the statuses, written with placeholders named after it. `reach` and
 * `store` narrow the stores; the others are the filters, which the counts read claim by claim.
 */
export const CONDITIONS = {
  reach: (storeId: PgColumn) => sql`${storeId} = any(${placeholder('reach')}::text[])`,
  // One store is the common case (a store's own team): an equality, which PostgreSQL reads in creation
  // order from the store's index, where a list is read whole and sorted.
  reachOne: (storeId: PgColumn) => eq(storeId, placeholder('reach')),
  store: (storeId: PgColumn) => eq(storeId, placeholder('store')),
  claimType: () => eq(claims.claimType, placeholder('claimType')),
  requestedResolution: () => eq(claims.requestedResolution, placeholder('requestedResolution')),
  // A bound of a range is read through a subquery, so that PostgreSQL plans every call as it would for any
  // value. Given the value itself, it estimates a cheaper plan than its generic one (a bound most claims
  // pass lets a limit stop sooner) and so plans the statement anew on every call, for the same plan (0.9 ms
  // of planning for the bench's status + value filter, which then runs in 2.2 ms).
  filedFrom: () => sql`${claims.createdAt} >= (select ${placeholder('filedFrom')}::timestamptz)`,
  filedTo: () => sql`${claims.createdAt} < (select ${placeholder('filedTo')}::timestamptz)`,
  valueMin: () => sql`${claims.claimedValue} >= (select ${placeholder('valueMin')}::numeric)`,
  valueMax: () => sql`${claims.claimedValue} <= (select ${placeholder('valueMax')}::numeric)`,
  waitingOn: () => eq(claims.waitingOn, placeholder('waitingOn')),
  unassigned: () => isNull(claims.assigneeId),
  assignee: () => eq(claims.assigneeId, placeholder('assignee')),
  label: () =>
    sql`exists (select 1 from ${claimLabels} where ${claimLabels.claimId} = ${claims.id} and ${claimLabels.labelId} = ${placeholder('label')})`,
  found: (oneByOne?: number) =>
    oneByOne === undefined
      ? sql`${claims.id} = any(${placeholder('found')}::text[])`
      : inArray(
          claims.id,
          Array.from({ length: oneByOne }, (_, index) => placeholder(`found${index}`)),
        ),
  searched: (db: Queryable) => inArray(claims.id, searchMatches(db)),
  nothingFound: () => sql`false`,
} as const;

type ConditionName = keyof typeof CONDITIONS;
type StoreCondition = 'reach' | 'reachOne' | 'store';

/** A queue query as its statement's shape (the conditions it has) and the values of their placeholders. */
export interface Narrowing {
  stores: StoreCondition[];
  filters: Exclude<ConditionName, StoreCondition>[];
  /** How many ids the search found, when each is a placeholder of its own. */
  found?: number;
  values: Values;
}

export async function narrowingOf(
  db: Queryable,
  query: Omit<StaffClaimQuery, 'cursor' | 'limit'>,
  reach: StoreReach,
  personId: string,
): Promise<Narrowing> {
  const narrowing: Narrowing = { stores: [], filters: [], values: {} };
  const add = (name: ConditionName, values: Values) => {
    if (name === 'reach' || name === 'reachOne' || name === 'store') narrowing.stores.push(name);
    else narrowing.filters.push(name);
    Object.assign(narrowing.values, values);
  };
  if (!reach.all) {
    if (reach.storeIds.length === 1) add('reachOne', { reach: reach.storeIds[0] });
    else add('reach', { reach: reach.storeIds });
  }
  if (query.storeId !== undefined) add('store', { store: query.storeId });
  if (query.claimType !== undefined) add('claimType', { claimType: query.claimType });
  if (query.requestedResolution !== undefined) {
    add('requestedResolution', { requestedResolution: query.requestedResolution });
  }
  if (query.filedFrom !== undefined) add('filedFrom', { filedFrom: dayStart(query.filedFrom).toISOString() });
  if (query.filedTo !== undefined) add('filedTo', { filedTo: dayEnd(query.filedTo).toISOString() });
  if (query.valueMin !== undefined) add('valueMin', { valueMin: query.valueMin });
  if (query.valueMax !== undefined) add('valueMax', { valueMax: query.valueMax });
  if (query.waitingOn !== undefined) add('waitingOn', { waitingOn: query.waitingOn });
  if (query.assignee === 'none') add('unassigned', {});
  else if (query.assignee !== undefined) {
    add('assignee', { assignee: query.assignee === 'me' ? personId : query.assignee });
  }
  if (query.label !== undefined) add('label', { label: query.label });
  if (query.q !== undefined && query.q.trim() !== '') {
    const { part, values, found } = await searchPart(db, query.q);
    add(part, values);
    if (found !== undefined) narrowing.found = found;
  }
  return narrowing;
}

/** The conditions of a shape on `claims`, the statuses aside. */
export function matchingClaims(
  db: Queryable,
  { stores: storeParts, filters, found }: Narrowing,
): SQL | undefined {
  return and(
    ...storeParts.map((name) => CONDITIONS[name](claims.storeId)),
    ...filters.map((name) =>
      name === 'searched'
        ? CONDITIONS.searched(db)
        : name === 'found'
          ? CONDITIONS.found(found)
          : CONDITIONS[name](),
    ),
  );
}

/** The statuses a query wants (its tab's, narrowed by `status`), null for every status. */
export function wantedStatuses(
  query: Pick<StaffClaimQuery, 'tab' | 'status'>,
): readonly ClaimStatus[] | null {
  const ofTab = statusesOfTab(query.tab);
  return query.status === undefined
    ? ofTab
    : (ofTab ?? ClaimStatus.options).filter((status) => query.status?.includes(status));
}

/** One placeholder per status (`statusValues`), so that a prepared plan knows how many there are. */
export function statusCondition(statuses: number | null): SQL | undefined {
  return statuses === null
    ? undefined
    : inArray(
        claims.claimState,
        Array.from({ length: statuses }, (_, index) => placeholder(`status${index}`)),
      );
}

export function statusValues(statuses: readonly ClaimStatus[] | null): Values {
  return Object.fromEntries((statuses ?? []).map((status, index) => [`status${index}`, status]));
}
