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

/**
 * Statements kept per database (or transaction) and shape, for a query whose text depends on its input
 * (which filters are set, how many values a list has). Past this many shapes the oldest is dropped; a
 * statement's text also names it on each connection (database.ts), which keeps a bounded number of them.
 */
const SHAPES_KEPT = 100;
const shapes = new WeakMap<Queryable, Map<string, unknown>>();

/** What `build` makes for `db` and the shape named `key`, made on the first call for that shape only. */
export function preparedShape<T>(db: Queryable, key: string, build: () => T): T {
  let byKey = shapes.get(db);
  if (byKey === undefined) {
    byKey = new Map();
    shapes.set(db, byKey);
  }
  let statement = byKey.get(key) as T | undefined;
  if (statement === undefined) {
    statement = build();
    if (byKey.size >= SHAPES_KEPT) byKey.delete(byKey.keys().next().value as string);
    byKey.set(key, statement);
  }
  return statement;
}
