/**
 * Statements built once per database (or transaction) rather than on every call: building a statement's
 * text from drizzle's query objects costs more CPU than PostgreSQL spends running most of ours
 * (bench/staff-api). Their values are placeholders, given when each runs.
 */
import type { Queryable } from './database';

const prepared = new WeakMap<(db: Queryable) => unknown, WeakMap<Queryable, unknown>>();

/** What `build` makes for `db`, made on the first call only. */
export function preparedOnce<T>(build: (db: Queryable) => T, db: Queryable): T {
  let byDb = prepared.get(build);
  if (byDb === undefined) {
    byDb = new WeakMap();
    prepared.set(build, byDb);
  }
  let statement = byDb.get(db) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    byDb.set(db, statement);
  }
  return statement;
}
