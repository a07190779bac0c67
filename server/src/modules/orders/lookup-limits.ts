/**
 * Limits on order lookup (server/README.md, "Limits on order lookup", has the threat model): failed
 * lookups are counted per client and order number, and per client overall, in fixed one-minute windows
 * kept in the database so that every server process sees the same counts. A client is its address, an
 * IPv6 client its /64. There is deliberately no count per order number alone: it let anyone lock the
 * rightful shopper out by failing on their order number from a few addresses.
 *
 * Every lookup is counted as a failure *before* it looks, in one statement that also checks the limits
 * (`countAttempt` in modules/attempt-counters.ts, which says why that holds under parallel requests), and
 * a lookup that finds its order gives its count back.
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { LookupLimits } from '../../config';
import type { Queryable } from '../../db/database';
import type { LookupScope } from '../../db/schema';
import {
  type AttemptAdmission,
  type AttemptCounter,
  type AttemptWindow,
  attemptWindow,
  countAttempt,
  dropOldAttemptWindows,
  giveBackAttempt,
} from '../attempt-counters';

export type { LookupScope };

export interface LookupSubjects {
  /** The client's address, as the request gave it (`clientAddress`). */
  client: string;
  /** The normalised order number (`orderNumberKey`). */
  order: string;
}

export type LookupWindow = AttemptWindow;

export function lookupWindow(limits: LookupLimits, now: Date): LookupWindow {
  return attemptWindow(limits.windowSeconds, now);
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

export type LookupAdmission = AttemptAdmission;

/**
 * Counts a lookup as a failure per client and per client and order number, in one statement that also
 * checks both limits (`countAttempt`); a lookup that finds its order gives its count back.
 */
export async function countLookupAttempt(
  db: Queryable,
  subjects: LookupSubjects,
  limits: LookupLimits,
  window: LookupWindow,
): Promise<LookupAdmission> {
  const [client, clientOrder] = counters(subjects);
  return countAttempt(
    db,
    [
      { ...client, limit: limits.failuresPerClient },
      { ...clientOrder, limit: limits.failuresPerClientOrder },
    ],
    window,
  );
}

/** Gives back the count of a lookup that found its order: successes never count against anyone. */
export async function giveBackLookupAttempt(
  db: Queryable,
  admission: Extract<LookupAdmission, { admitted: true }>,
): Promise<void> {
  await giveBackAttempt(db, admission);
}

/**
 * Drops windows long past. Run after a failed lookup, whose count simply stays: failures are what fill
 * the table.
 */
export async function dropOldLookupWindows(db: Queryable, window: LookupWindow): Promise<void> {
  await dropOldAttemptWindows(db, window);
}

/** The client's counter first, then the client's counter for this order number (see the lock order). */
function counters(subjects: LookupSubjects): [AttemptCounter, AttemptCounter] {
  const client = clientNetwork(subjects.client);
  return [
    { scope: 'client', subject: client },
    // JSON keeps the pair unambiguous whatever characters the order number holds.
    { scope: 'client-order', subject: JSON.stringify([client, subjects.order]) },
  ];
}
