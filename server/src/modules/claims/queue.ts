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
 */
import {
  ClaimStatus,
  type Decision,
  QUEUE_COUNT_CAP,
  QueueTab,
  queueTabStatuses,
  type StaffClaimFeed,
  type StaffClaimQuery,
  type StaffClaimSummary,
  statusesOfTab,
  type WaitingOn,
} from '@orderprotection/domain';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, union } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import { preparedShape } from '../../db/prepared';
import {
  claimChanges,
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

/** The values of a statement's placeholders, by name. */
type Values = Record<string, unknown>;

const placeholder = (name: string) => sql.placeholder(name);

/**
 * Prepared without a name of its own: database.ts names a statement by its text on each connection, at most
 * a few hundred a connection, so the shapes a client may ask for (every page size) never pile up there.
 */
function prepareUnnamed<P>(query: { prepare(name: string): P }): P {
  return query.prepare(undefined as unknown as string);
}

/** More matches than this and the search is kept as a subquery rather than a list of ids. */
const CANDIDATES_LISTED = 1000;

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
const CONDITIONS = {
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
interface Narrowing {
  stores: StoreCondition[];
  filters: Exclude<ConditionName, StoreCondition>[];
  /** How many ids the search found, when each is a placeholder of its own. */
  found?: number;
  values: Values;
}

async function narrowingOf(
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
function matchingClaims(db: Queryable, { stores: storeParts, filters, found }: Narrowing): SQL | undefined {
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
function wantedStatuses(query: Pick<StaffClaimQuery, 'tab' | 'status'>): readonly ClaimStatus[] | null {
  const ofTab = statusesOfTab(query.tab);
  return query.status === undefined
    ? ofTab
    : (ofTab ?? ClaimStatus.options).filter((status) => query.status?.includes(status));
}

/** One placeholder per status (`statusValues`), so that a prepared plan knows how many there are. */
function statusCondition(statuses: number | null): SQL | undefined {
  return statuses === null
    ? undefined
    : inArray(
        claims.claimState,
        Array.from({ length: statuses }, (_, index) => placeholder(`status${index}`)),
      );
}

function statusValues(statuses: readonly ClaimStatus[] | null): Values {
  return Object.fromEntries((statuses ?? []).map((status, index) => [`status${index}`, status]));
}

/**
 * A claim's filing time in UTC without its offset, as JSON writes it (`2025-06-15T12:00:00.5`), which
 * `isoTime` makes the answer's text by slicing: parsing 51 times into a Date cost a queue call more CPU than
 * reading its page (bench/staff-api).
 */
const createdAtUtc = sql`${claims.createdAt} at time zone 'UTC'`;

/** `createdAtUtc`'s JSON text as `Date.toISOString` writes that time: to the millisecond, truncated, with a Z. */
function isoTime(utc: string): string {
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
  ];
}

/** A page row as the statement writes it: `pageColumns`' values, a time in UTC, an item as an array. */
type PageRowJson = [
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
];

/** The shape of a whole queue statement: its conditions, statuses, order, cursor, page size and cap. */
interface FeedShape {
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
function feedStatement(db: Queryable, shape: FeedShape) {
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

type StatusTab = keyof typeof queueTabStatuses;

/** A value for each tab but "all", whose claims are theirs together (every status is in one tab). */
function statusTabRecord<T>(value: (tab: StatusTab) => T): Record<StatusTab, T> {
  return Object.fromEntries(
    (Object.keys(queueTabStatuses) as StatusTab[]).map((tab) => [tab, value(tab)]),
  ) as Record<StatusTab, T>;
}

/**
 * The tabs counted up to the cap each; "all" is their sum up to the cap, since a tab that reached the cap
 * means "all" did too, and tabs that did not were counted exactly.
 */
function cappedCounts(tabs: Record<StatusTab, number>, countCap: number): StaffClaimFeed['counts'] {
  return {
    ...tabs,
    all: Math.min(
      countCap,
      Object.values(tabs).reduce((total, tabCount) => total + tabCount, 0),
    ),
  };
}

/** Per-status counts summed into the tabs. */
function countsByTab(rows: [ClaimStatus, number][]): StaffClaimFeed['counts'] {
  return tabRecord((tab) => {
    const statuses = statusesOfTab(tab);
    return rows
      .filter(([status]) => statuses === null || statuses.includes(status))
      .reduce((total, [, claimCount]) => total + Number(claimCount), 0);
  });
}

function tabRecord<T>(value: (tab: QueueTab) => T): Record<QueueTab, T> {
  return Object.fromEntries(QueueTab.options.map((tab) => [tab, value(tab)])) as Record<QueueTab, T>;
}

/** Tab counts as a queue answer gives them, with the sum of `claim_changes` they were made at. */
interface KeptCounts {
  changes: string;
  counts: StaffClaimFeed['counts'];
  countsCappedAt: number | null;
}

/** At most this many narrowings' counts are kept per database; past it the oldest is dropped. */
const COUNTS_KEPT = 500;
const keptCounts = new WeakMap<Queryable, Map<string, KeptCounts>>();

/**
 * Whether a narrowing's counts are kept: when they depend on the claims' own columns only, which every
 * change to bumps `claim_changes` (a label's filter reads `claim_labels`, a search's subquery other tables).
 * Kept per database, and so per transaction, whose uncommitted changes no other reader may be counted by.
 */
function keepsCounts({ filters }: Narrowing): boolean {
  return filters.length > 0 && !filters.includes('label') && !filters.includes('searched');
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

function keptCountsOf(db: Queryable): Map<string, KeptCounts> {
  let byKey = keptCounts.get(db);
  if (byKey === undefined) {
    byKey = new Map();
    keptCounts.set(db, byKey);
  }
  return byKey;
}

/** The counts a queue statement made, kept (when `kept` is given) with the changes they were made at. */
function countsOf(
  row: Record<StatusTab, number | null> & { statuses: [ClaimStatus, number][]; changes: string | null },
  countCap: number,
  kept: Map<string, KeptCounts> | undefined,
  key: string,
): Omit<KeptCounts, 'changes'> {
  const capped = row.needs_action !== null;
  const made = {
    counts: capped
      ? cappedCounts(
          statusTabRecord((tab) => Number(row[tab] ?? 0)),
          countCap,
        )
      : countsByTab(row.statuses),
    countsCappedAt: capped ? countCap : null,
  };
  if (kept !== undefined && row.changes !== null) {
    kept.delete(key);
    if (kept.size >= COUNTS_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(key, { changes: row.changes, ...made });
  }
  return made;
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
