/**
 * A settings section's list: the load's refusal, "Loading…", the empty text, or a table named by its
 * (visually hidden) caption with one header cell a column.
 */
import { Callout, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorText } from '../app/api';

export interface SettingsTableProps<Row> {
  caption: string;
  /** The header cells, in order (a string, or a node such as a visually hidden name). */
  columns: readonly ReactNode[];
  query: UseQueryResult<Row[]>;
  loadFailed: string;
  /** Shown instead of an empty table; without it an empty list is an empty table. */
  none?: string;
  /** The rows' `Table.Row`s. */
  children: (rows: Row[]) => ReactNode;
}

export function SettingsTable<Row>({
  caption,
  columns,
  query,
  loadFailed,
  none,
  children,
}: SettingsTableProps<Row>) {
  if (query.isError)
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{errorText(query.error, loadFailed)}</Callout.Text>
      </Callout.Root>
    );
  if (query.data === undefined) return <Text>Loading…</Text>;
  if (query.data.length === 0 && none !== undefined) return <Text>{none}</Text>;
  return (
    <Table.Root variant="surface">
      <VisuallyHidden asChild>
        <caption>{caption}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          {columns.map((column, index) => (
            // The columns are fixed for a table: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.ColumnHeaderCell key={index}>{column}</Table.ColumnHeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>{children(query.data)}</Table.Body>
    </Table.Root>
  );
}
