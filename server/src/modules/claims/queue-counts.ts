/**
 * The queue's counts per tab: exact up to the cap, past it each tab counted up to it; and the counts of a
 * filtered narrowing kept in the process with the sum of `claim_changes` they were made at, served only
 * while that sum is unchanged.
 */
import {
  type ClaimStatus,
  QueueTab,
  queueTabStatuses,
  type StaffClaimFeed,
  statusesOfTab,
} from '@orderprotection/domain';
import type { Queryable } from '../../db/database';
import type { Narrowing } from './queue-narrowing';

export type StatusTab = keyof typeof queueTabStatuses;

/** A value for each tab but "all", whose claims are theirs together (every status is in one tab). */
export function statusTabRecord<T>(value: (tab: StatusTab) => T): Record<StatusTab, T> {
  return Object.fromEntries(
    (Object.keys(queueTabStatuses) as StatusTab[]).map((tab) => [tab, value(tab)]),
  ) as Record<StatusTab, T>;
}

/**
 * The tabs counted up to the cap each; "all" is their sum up to the cap, since a tab that reached the cap
 * means "all" did too, and tabs that did not were counted exactly.
 */
export function cappedCounts(tabs: Record<StatusTab, number>, countCap: number): StaffClaimFeed['counts'] {
  return {
    ...tabs,
    all: Math.min(
      countCap,
      Object.values(tabs).reduce((total, tabCount) => total + tabCount, 0),
    ),
  };
}

/** Per-status counts summed into the tabs. */
export function countsByTab(rows: [ClaimStatus, number][]): StaffClaimFeed['counts'] {
  return tabRecord((tab) => {
    const statuses = statusesOfTab(tab);
    return rows
      .filter(([status]) => statuses === null || statuses.includes(status))
      .reduce((total, [, claimCount]) => total + Number(claimCount), 0);
  });
}

export function tabRecord<T>(value: (tab: QueueTab) => T): Record<QueueTab, T> {
  return Object.fromEntries(QueueTab.options.map((tab) => [tab, value(tab)])) as Record<QueueTab, T>;
}

/** Tab counts as a queue answer gives them, with the sum of `claim_changes` they were made at. */
export interface KeptCounts {
  changes: string;
  counts: StaffClaimFeed['counts'];
  countsCappedAt: number | null;
}

/** At most this many narrowings' counts are kept per database; past it the oldest is dropped. */
const COUNTS_KEPT = 500;
const keptCounts = new WeakMap<Queryable, Map<string, KeptCounts>>();

/**
 * Whether a narrowing's counts are kept: when they depend on the claims' own columns only, which every
 * change to bumps `claim_changes` (a label's filter reads `claim_labels`, a search's subquery other tables).
 * Kept per database, and so per transaction, whose uncommitted changes no other reader may be counted by.
 */
export function keepsCounts({ filters }: Narrowing): boolean {
  return filters.length > 0 && !filters.includes('label') && !filters.includes('searched');
}

export function keptCountsOf(db: Queryable): Map<string, KeptCounts> {
  let byKey = keptCounts.get(db);
  if (byKey === undefined) {
    byKey = new Map();
    keptCounts.set(db, byKey);
  }
  return byKey;
}

/** The counts a queue statement made, kept (when `kept` is given) with the changes they were made at. */
export function countsOf(
  row: Record<StatusTab, number | null> & { statuses: [ClaimStatus, number][]; changes: string | null },
  countCap: number,
  kept: Map<string, KeptCounts> | undefined,
  key: string,
): Omit<KeptCounts, 'changes'> {
  const capped = row.needs_action !== null;
  const made = {
    counts: capped
      ? cappedCounts(
          statusTabRecord((tab) => Number(row[tab] ?? 0)),
          countCap,
        )
      : countsByTab(row.statuses),
    countsCappedAt: capped ? countCap : null,
  };
  if (kept !== undefined && row.changes !== null) {
    kept.delete(key);
    if (kept.size >= COUNTS_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(key, { changes: row.changes, ...made });
  }
  return made;
}
