/**
 * Rows the database wrote as JSON (`json_agg` of a table's rows in a subquery), so that a record and its
 * parts come back in one query; each is decoded by its table's own columns, as drizzle decodes a row it
 * reads (times become Dates, jsonb stays as it was).
 */
import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export type JsonRow = Record<string, unknown>;

export function rowFromJson<T extends PgTable>(table: T, json: JsonRow): InferSelectModel<T> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      const value = json[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as InferSelectModel<T>;
}
