/**
 * The console's queue tabs: each status belongs to exactly one tab, so a claim is counted once and a tab's
 * count is a filter on status alone (an index scan). "All" is every claim.
 */
import type { ClaimStatus } from '../codes';

/** The tabs without zod (the console reads its URL's tab against them); the zod enum is ./queueTab. */
export const QUEUE_TABS = [
  'needs_action',
  'waiting_on_customer',
  'approved_not_carried_out',
  'closed',
  'all',
] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];

export const queueTabLabel: Record<QueueTab, string> = {
  needs_action: 'Needs action',
  waiting_on_customer: 'Waiting on customer',
  approved_not_carried_out: 'Approved, not carried out',
  closed: 'Closed',
  all: 'All',
};

export const queueTabStatuses: Record<Exclude<QueueTab, 'all'>, readonly ClaimStatus[]> = {
  // Someone on the staff side has to act: new, under review, in conversation, or handed to a team.
  needs_action: ['NEW', 'OPEN', 'COMMUNICATING', 'WAITING_FOR_BRAND', 'WAITING_FOR_OP'],
  // The next word is the shopper's; a claim set aside for now comes back when they answer.
  waiting_on_customer: ['WAITING_FOR_CUSTOMER', 'TEMPORARILY_DISMISSED'],
  // Decided for the shopper; the reshipment, refund or credit is still to be made.
  approved_not_carried_out: ['APPROVED'],
  closed: ['ARCHIVED', 'CLOSED', 'DENIED', 'DISMISSED', 'RESOLVED', 'RESOLVED_BY_BRAND'],
};

/** The statuses a tab shows; every status for "all". */
export function statusesOfTab(tab: QueueTab): readonly ClaimStatus[] | null {
  return tab === 'all' ? null : queueTabStatuses[tab];
}

/**
 * A filtered queue counts exactly up to this many claims, and past it counts each tab's claims only up to
 * this many: an exact count of a filter matching most claims would read them all. The queue without
 * filters (or narrowed to a store only) counts exactly.
 */
export const QUEUE_COUNT_CAP = 1000;

/** Built at the first count: `toLocaleString` builds a formatter at every call, five per queue answer. */
let countFormat: Intl.NumberFormat | undefined;

/** A tab's count as the console shows it: "1,000+" when it reached the cap it was counted up to. */
export function queueCountText(count: number, cappedAt: number | null): string {
  countFormat ??= new Intl.NumberFormat('en-US');
  return cappedAt !== null && count >= cappedAt
    ? `${countFormat.format(cappedAt)}+`
    : countFormat.format(count);
}
