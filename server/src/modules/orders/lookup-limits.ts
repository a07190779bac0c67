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
import type { LookupLimits } from '../../config';
import type { Queryable } from '../../db/database';
import type { LookupScope } from '../../db/schema';
import { clientNetwork } from '../../security/client-network';
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
