/**
 * Rows the database wrote as JSON (`json_agg` of a table's rows in a subquery), so that a record and its
 * parts come back in one query; each is decoded by its table's own columns, as drizzle decodes a row it
 * reads (times become Dates, jsonb stays as it was).
 */
import { type Column, getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export type JsonRow = Record<string, unknown>;

export function rowFromJson<T extends PgTable>(table: T, json: JsonRow): InferSelectModel<T> {
  const row: JsonRow = {};
  for (const [key, name, column] of decodersOf(table)) {
    const value = json[name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

type Decoder = readonly [key: string, name: string, column: Column];

/**
 * Each table's columns as [property, column name, column], listed once: listing them for every row (entries,
 * then an object from them) was most of the decoding, itself about 8 % of the lookup's and of the claim
 * view's CPU (bench/api).
 */
const decoders = new WeakMap<PgTable, readonly Decoder[]>();

function decodersOf(table: PgTable): readonly Decoder[] {
  let listed = decoders.get(table);
  if (listed === undefined) {
    listed = Object.entries(getTableColumns(table)).map(
      ([key, column]): Decoder => [key, column.name, column],
    );
    decoders.set(table, listed);
  }
  return listed;
}
