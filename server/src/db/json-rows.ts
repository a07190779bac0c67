/**
 * Rows the database wrote as JSON (`json_agg` of a table's rows in a subquery), so that a record and its
 * parts come back in one query; each is decoded by its table's own columns, as drizzle decodes a row it
 * reads (times become Dates, jsonb stays as it was).
 */
import { type Column, getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export type JsonRow = Record<string, unknown>;

/**
 * Each table's columns as [key, column] pairs, listed once: `getTableColumns` copies them into a new
 * object on every call, and a claim's detail decodes dozens of rows (bench/staff-api's profile).
 */
const columnsOf = new WeakMap<PgTable, [string, Column][]>();

export function rowFromJson<T extends PgTable>(table: T, json: JsonRow): InferSelectModel<T> {
  let columns = columnsOf.get(table);
  if (columns === undefined) {
    columns = Object.entries(getTableColumns(table));
    columnsOf.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
