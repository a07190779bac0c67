/**
 * Order lookup and its limits (server/README.md, "Limits on order lookup", has the threat model): failed
 * lookups are counted per client and order number, and per client overall, in fixed one-minute windows
 * kept in the database so that every server process sees the same counts. A client is its address, an
 * IPv6 client its /64. There is deliberately no count per order number alone: it let anyone lock the
 * rightful shopper out by failing on their order number from a few addresses.
 *
 * A lookup is one statement (`lookUpOrder`): it finds the order and passes both counters, counting 1 in
 * each when it found nothing and 0 when it found the order, through an upsert that only takes an attempt
 * while the counter is under its limit. The upsert locks the counter and reads its latest count, so
 * however many lookups run at once, in one process or several, at most the limit's worth of failures are
 * answered, and a lookup that finds its order is answered only while both counters are under their limits.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { LookupLimits } from '../../config';
import type { Queryable } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { type LookupScope, lookupAttempts, orders } from '../../db/schema';
import { clientNetwork } from '../../security/client-network';
import { type AttemptWindow, attemptWindow, dropOldAttemptWindows } from '../attempt-counters';
import { decodeOrder, emailKey, type LoadedOrder, orderNumberKey, orderQuery } from './orders';

export type { LookupScope };

export interface LookupSubjects {
  /** The client's address, as the request gave it (`clientAddress`). */
  client: string;
  /** The order number as the shopper typed it. */
  orderNumber: string;
  /** The email address as the shopper typed it. */
  email: string;
}

export type LookupWindow = AttemptWindow;

export function lookupWindow(limits: LookupLimits, now: Date): LookupWindow {
  return attemptWindow(limits.windowSeconds, now);
}

export type LookupResult =
  /** Past the limit of `refused`: nothing was looked up, nothing counted. */
  | { admitted: false; refused: LookupScope }
  /** The order, or null when the lookup failed (and was counted as a failure). */
  | { admitted: true; order: LoadedOrder | null };

/** Looks the order up and counts the lookup against its limits, in one statement (see above). */
export async function lookUpOrder(
  db: Queryable,
  subjects: LookupSubjects,
  limits: LookupLimits,
  window: LookupWindow,
): Promise<LookupResult> {
  const client = clientNetwork(subjects.client);
  const orderNumber = orderNumberKey(subjects.orderNumber);
  const [row] = await preparedOnce(lookupStatement, db).execute({
    orderNumberKey: orderNumber,
    emailKey: emailKey(subjects.email),
    client,
    // JSON keeps the pair unambiguous whatever characters the order number holds.
    clientOrder: JSON.stringify([client, orderNumber]),
    windowStart: window.start.toISOString(),
    perClient: limits.failuresPerClient,
    perClientOrder: limits.failuresPerClientOrder,
  });
  if (row === undefined) throw new Error('The order lookup answered no row');
  if (row.refused !== null) return { admitted: false, refused: row.refused };
  return { admitted: true, order: row.order === null ? null : decodeOrder(row as FoundRow) };
}

/**
 * Drops windows long past. Run after a failed lookup, whose count simply stays: failures are what fill
 * the table.
 */
export async function dropOldLookupWindows(db: Queryable, window: LookupWindow): Promise<void> {
  await dropOldAttemptWindows(db, window);
}

type FoundRow = Parameters<typeof decodeOrder>[0];

/**
 * `found`: the order, looked up only when neither counter had reached its limit when the statement began
 * (a client past a limit learns nothing, and costs no search). `perClientOrder`, then `perClient` (only if
 * the first took the attempt): each counts 1 when nothing was found, 0 when the order was, and takes the
 * attempt only while under its limit, on the counter's latest count, which the upsert locks. The counters
 * are always locked in this order, the narrow one first, so parallel lookups cannot deadlock.
 *
 * When the narrow counter takes a failure and the client's refuses it, the failure stays in the narrow
 * counter: harmless, since a client's counter at its limit stays there until the window, which is the
 * narrow counter's window too, ends. Taking the client's first would instead leave a count there that
 * blocks the client's other orders.
 */
function lookupStatement(db: Queryable) {
  const windowStart = sql`${sql.placeholder('windowStart')}::timestamptz`;
  const clientOrder = sql.placeholder('clientOrder');
  const client = sql.placeholder('client');
  const perClientOrder = sql`${sql.placeholder('perClientOrder')}::integer`;
  const perClient = sql`${sql.placeholder('perClient')}::integer`;
  const spent = sql`select from ${lookupAttempts} spent where spent.window_start = ${windowStart} and (
    (spent.scope = 'client-order' and spent.subject = ${clientOrder} and spent.failures >= ${perClientOrder})
    or (spent.scope = 'client' and spent.subject = ${client} and spent.failures >= ${perClient}))`;
  const found = db
    .$with('found')
    .as(
      orderQuery(
        db,
        and(
          eq(orders.orderNumberKey, sql.placeholder('orderNumberKey')),
          eq(orders.emailKey, sql.placeholder('emailKey')),
          sql`not exists (${spent})`,
        ) as SQL,
      ),
    );
  const failures = sql`case when exists (select from found) then 0 else 1 end`;
  const count = (scope: LookupScope, subject: SQL, limit: SQL, after?: string) =>
    sql`insert into ${lookupAttempts} (scope, subject, window_start, failures)
      select ${sql.raw(`'${scope}'`)}, ${subject}, ${windowStart}, ${failures}${after === undefined ? sql`` : sql.raw(` from ${after}`)}
      on conflict (scope, subject, window_start) do update
        set failures = ${lookupAttempts}.failures + excluded.failures
        where ${lookupAttempts}.failures < ${limit}
      returning 1 as taken`;
  const takenByOrder = db
    .$with('taken_by_order', { taken: sql<number>`taken` })
    .as(count('client-order', sql`${clientOrder}`, perClientOrder));
  const takenByClient = db
    .$with('taken_by_client', { taken: sql<number>`taken` })
    .as(count('client', sql`${client}`, perClient, 'taken_by_order'));
  return db
    .with(found, takenByOrder, takenByClient)
    .select({
      refused: sql<LookupScope | null>`case
        when not exists (select from taken_by_order) then 'client-order'
        when not exists (select from taken_by_client) then 'client' end`,
      order: found.order,
      store: found.store,
      items: found.items,
      fulfillments: found.fulfillments,
      claims: found.claims,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(found, sql`true`)
    .prepare('order_lookup');
}
