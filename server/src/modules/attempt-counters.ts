/**
 * Counters of attempts per fixed window, kept in the database (`lookup_attempts`) so that every server
 * process sees the same counts. The limit on a shopper's writes to a claim (`claims/write-limits.ts`) and
 * on sending claim links again count here; order lookup (`orders/lookup-limits.ts`) keeps its counters
 * in the same table but counts in the statement that looks, the same way (an upsert under the limit).
 *
 * An attempt is counted *before* it is carried out, in one statement that also checks the limits (an
 * upsert that only increments a counter still under its limit). Checking and counting in one step is
 * what holds a limit under parallel requests, on PGlite and on PostgreSQL, in one process or several: a
 * check and a count in separate statements let 300 parallel guesses all pass a check that saw 0.
 */
import { lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { type AttemptScope, lookupAttempts } from '../db/schema';

export interface AttemptWindow {
  start: Date;
  /** Seconds until the window ends, for Retry-After. */
  retryAfterSeconds: number;
}

export function attemptWindow(windowSeconds: number, now: Date): AttemptWindow {
  const windowMs = windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const retryAfterSeconds = Math.max(1, Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000));
  return { start, retryAfterSeconds };
}

/** A counter one attempt is counted in. */
export interface AttemptCounter {
  scope: AttemptScope;
  subject: string;
}

/** A counter and the most attempts it takes per window. Each scope appears once per attempt. */
export interface LimitedCounter extends AttemptCounter {
  limit: number;
}

export type AttemptAdmission =
  /** Counted in `counted`; give it back with `giveBackAttempt` if it should not count after all. */
  | { admitted: true; counted: AttemptCounter[]; window: AttemptWindow }
  /** Over the limit of each scope in `refused`; nothing stays counted. */
  | { admitted: false; refused: AttemptScope[]; window: AttemptWindow };

/**
 * Counts an attempt in each of its counters whose limit it is still under, in one statement, and admits
 * it only when every counter took it. A counter at its limit is left as it is (refused attempts are not
 * counted, so a blocked client is free again when the window ends); the other counters' counts are given
 * back.
 *
 * Statements that take more than one counter row lock them in one order (as listed in `wanted`), so
 * parallel attempts cannot deadlock: list the broadest counter first, always in the same order.
 */
export async function countAttempt(
  db: Queryable,
  wanted: LimitedCounter[],
  window: AttemptWindow,
): Promise<AttemptAdmission> {
  const taken = await countStatement(db, wanted.length).execute({
    windowStart: window.start,
    ...Object.fromEntries(
      wanted.flatMap((counter, index) => [
        [`scope${index}`, counter.scope],
        [`subject${index}`, counter.subject],
        [`limit${index}`, counter.limit],
      ]),
    ),
  });
  const counted: AttemptCounter[] = wanted
    .filter((counter) => taken.some((row) => row.scope === counter.scope))
    .map(({ scope, subject }) => ({ scope, subject }));
  if (counted.length === wanted.length) return { admitted: true, counted, window };
  await giveBack(db, counted, window);
  const refused = wanted
    .filter((counter) => !counted.some((taken) => taken.scope === counter.scope))
    .map((counter) => counter.scope);
  return { admitted: false, refused, window };
}

/** Gives back the count of an admitted attempt that should not count (a lookup that found its order). */
export async function giveBackAttempt(
  db: Queryable,
  admission: Extract<AttemptAdmission, { admitted: true }>,
): Promise<void> {
  await giveBack(db, admission.counted, admission.window);
}

/** Drops windows long past (an hour before this window began, or more). */
export async function dropOldAttemptWindows(db: Queryable, window: AttemptWindow): Promise<void> {
  await db
    .delete(lookupAttempts)
    .where(lt(lookupAttempts.windowStart, new Date(window.start.getTime() - 60 * 60 * 1000)));
}

/**
 * An upsert rather than an UPDATE: its rows are locked in the order of the counters, as the count took
 * them (an UPDATE of two rows locks them in whatever order its plan reads them, which could deadlock).
 */
async function giveBack(db: Queryable, counted: AttemptCounter[], window: AttemptWindow): Promise<void> {
  if (counted.length === 0) return;
  await giveBackStatement(db, counted.length).execute({
    windowStart: window.start,
    ...Object.fromEntries(
      counted.flatMap((counter, index) => [
        [`scope${index}`, counter.scope],
        [`subject${index}`, counter.subject],
      ]),
    ),
  });
}

/**
 * The count and the give-back of `size` counters, built once per database and size: drizzle otherwise
 * builds an upsert's SQL again on every call, a tenth of an order lookup's CPU (bench/api's profile).
 */
function countStatement(db: Queryable, size: number): CountStatement {
  return cached(countStatements, db, size, () => buildCountStatement(db, size));
}

function giveBackStatement(db: Queryable, size: number): GiveBackStatement {
  return cached(giveBackStatements, db, size, () => buildGiveBackStatement(db, size));
}

function buildCountStatement(db: Queryable, size: number) {
  const wanted = Array.from({ length: size }, (_, index) => index);
  const limitOfScope: SQL = sql`case ${lookupAttempts.scope} ${sql.join(
    wanted.map(
      (index) =>
        sql`when ${sql.placeholder(`scope${index}`)} then ${sql.placeholder(`limit${index}`)}::integer`,
    ),
    sql` `,
  )} end`;
  return db
    .insert(lookupAttempts)
    .values(
      wanted.map((index) => ({
        scope: sql.placeholder(`scope${index}`),
        subject: sql.placeholder(`subject${index}`),
        windowStart: sql.placeholder('windowStart'),
        failures: 1,
      })),
    )
    .onConflictDoUpdate({
      target: [lookupAttempts.scope, lookupAttempts.subject, lookupAttempts.windowStart],
      set: { failures: sql`${lookupAttempts.failures} + 1` },
      setWhere: sql`${lookupAttempts.failures} < ${limitOfScope}`,
    })
    .returning({ scope: lookupAttempts.scope })
    .prepare(`count_attempt_${size}`);
}

function buildGiveBackStatement(db: Queryable, size: number) {
  return db
    .insert(lookupAttempts)
    .values(
      Array.from({ length: size }, (_, index) => ({
        scope: sql.placeholder(`scope${index}`),
        subject: sql.placeholder(`subject${index}`),
        windowStart: sql.placeholder('windowStart'),
        failures: 0,
      })),
    )
    .onConflictDoUpdate({
      target: [lookupAttempts.scope, lookupAttempts.subject, lookupAttempts.windowStart],
      set: { failures: sql`greatest(${lookupAttempts.failures} - 1, 0)` },
    })
    .prepare(`give_back_attempt_${size}`);
}

type CountStatement = ReturnType<typeof buildCountStatement>;
type GiveBackStatement = ReturnType<typeof buildGiveBackStatement>;
const countStatements = new WeakMap<Queryable, Map<number, CountStatement>>();
const giveBackStatements = new WeakMap<Queryable, Map<number, GiveBackStatement>>();

function cached<T>(
  cache: WeakMap<Queryable, Map<number, T>>,
  db: Queryable,
  size: number,
  build: () => T,
): T {
  let bySize = cache.get(db);
  if (bySize === undefined) {
    bySize = new Map();
    cache.set(db, bySize);
  }
  let statement = bySize.get(size);
  if (statement === undefined) {
    statement = build();
    bySize.set(size, statement);
  }
  return statement;
}
