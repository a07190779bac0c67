/**
 * Limits on order lookup (server/README.md, "Limits on order lookup", has the threat model): failed
 * lookups are counted per client and order number, and per client overall, in fixed one-minute windows
 * kept in the database so that every server process sees the same counts. A client is its address, an
 * IPv6 client its /64. There is deliberately no count per order number alone: it let anyone lock the
 * rightful shopper out by failing on their order number from a few addresses.
 *
 * Every lookup is counted as a failure *before* it looks, in one statement that also checks the limits
 * (an upsert that only increments a counter still under its limit), and a lookup that finds its order
 * gives its count back. Checking and counting in one step is what holds the limit under parallel
 * requests, on PGlite and on PostgreSQL, in one process or several: a check and a count in separate
 * statements let 300 parallel guesses all pass a check that saw 0 failures.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { lt, sql } from 'drizzle-orm';
import type { LookupLimits } from '../../config';
import type { Queryable } from '../../db/database';
import { type LookupScope, lookupAttempts } from '../../db/schema';

export type { LookupScope };

export interface LookupSubjects {
  /** The client's address, as the request gave it (`clientAddress`). */
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

/**
 * Who a limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one host or one home usually
 * gets a whole /64, so changing the low 64 bits must not make a new client). An IPv4 address mapped into
 * IPv6 (`::ffff:192.0.2.1`, what a dual-stack socket reports for IPv4 peers) is its IPv4 address:
 * otherwise every IPv4 client would share the /64 `0:0:0:0`. Anything else is kept as given.
 */
export function clientNetwork(address: string): string {
  const bare = address.trim().replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  const [g5, g6, g7] = [groups[5] ?? 0, groups[6] ?? 0, groups[7] ?? 0];
  if (groups.slice(0, 5).every((group) => group === 0) && g5 === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 converted). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((piece) => {
          if (!piece.includes('.')) return [Number.parseInt(piece, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const first = parse(head);
  if (tail === undefined) return first;
  const last = parse(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/** A counter one lookup is counted in. */
interface LookupCounter {
  scope: LookupScope;
  subject: string;
}

export type LookupAdmission =
  /** Counted as a failure in `counted`; give it back with `giveBackLookupAttempt` if the order is found. */
  | { admitted: true; counted: LookupCounter[]; window: LookupWindow }
  /** Over the limit of each scope in `refused`; nothing stays counted. */
  | { admitted: false; refused: LookupScope[]; window: LookupWindow };

/**
 * Counts a lookup as a failure in each of its counters whose limit it is still under, in one statement,
 * and admits it only when every counter took it. A counter at its limit is left as it is (refused lookups
 * are not counted, so a blocked client is free again when the window ends); the other counter's count is
 * given back.
 *
 * Statements that take more than one counter row lock them in one order (the client's first, as listed
 * in `counters`), so parallel lookups of one client cannot deadlock.
 */
export async function countLookupAttempt(
  db: Queryable,
  subjects: LookupSubjects,
  limits: LookupLimits,
  window: LookupWindow,
): Promise<LookupAdmission> {
  const wanted = counters(subjects);
  const taken = await db
    .insert(lookupAttempts)
    .values(wanted.map((counter) => ({ ...counter, windowStart: window.start, failures: 1 })))
    .onConflictDoUpdate({
      target: [lookupAttempts.scope, lookupAttempts.subject, lookupAttempts.windowStart],
      set: { failures: sql`${lookupAttempts.failures} + 1` },
      setWhere: sql`${lookupAttempts.failures} < case ${lookupAttempts.scope} when 'client' then ${limits.failuresPerClient}::integer else ${limits.failuresPerClientOrder}::integer end`,
    })
    .returning({ scope: lookupAttempts.scope });
  const counted = wanted.filter((counter) => taken.some((row) => row.scope === counter.scope));
  if (counted.length === wanted.length) return { admitted: true, counted, window };
  await giveBack(db, counted, window);
  const refused = wanted.filter((counter) => !counted.includes(counter)).map((counter) => counter.scope);
  return { admitted: false, refused, window };
}

/** Gives back the count of a lookup that found its order: successes never count against anyone. */
export async function giveBackLookupAttempt(
  db: Queryable,
  admission: Extract<LookupAdmission, { admitted: true }>,
): Promise<void> {
  await giveBack(db, admission.counted, admission.window);
}

/**
 * Drops windows long past. Run after a failed lookup, whose count simply stays: failures are what fill
 * the table.
 */
export async function dropOldLookupWindows(db: Queryable, window: LookupWindow): Promise<void> {
  await db
    .delete(lookupAttempts)
    .where(lt(lookupAttempts.windowStart, new Date(window.start.getTime() - 60 * 60 * 1000)));
}

/** The client's counter first, then the client's counter for this order number (see the lock order). */
function counters(subjects: LookupSubjects): LookupCounter[] {
  const client = clientNetwork(subjects.client);
  return [
    { scope: 'client', subject: client },
    // JSON keeps the pair unambiguous whatever characters the order number holds.
    { scope: 'client-order', subject: JSON.stringify([client, subjects.order]) },
  ];
}

/**
 * An upsert rather than an UPDATE: its rows are locked in the order of `counters`, as the count took them
 * (an UPDATE of two rows locks them in whatever order its plan reads them, which could deadlock).
 */
async function giveBack(db: Queryable, counted: LookupCounter[], window: LookupWindow): Promise<void> {
  if (counted.length === 0) return;
  await db
    .insert(lookupAttempts)
    .values(counted.map((counter) => ({ ...counter, windowStart: window.start, failures: 0 })))
    .onConflictDoUpdate({
      target: [lookupAttempts.scope, lookupAttempts.subject, lookupAttempts.windowStart],
      set: { failures: sql`greatest(${lookupAttempts.failures} - 1, 0)` },
    });
}
