/**
 * What the backfill worker (backfill-worker.ts) asks of a platform: its next call for a backfill, made and
 * read, its orders mapped. Each platform answers in its own terms (Shopify counts first and pages by cursor,
 * WooCommerce pages by number and counts on the first page); the worker writes the orders, stores the
 * cursor and obeys the pace the same way for all of them.
 */
import type { OrderInput } from '@orderprotection/domain';
import type { BackfillRow } from './backfill';

/** One order of a page, mapped; or why not, naming the field. */
export type PageOrder =
  | { ok: true; sourceOrderId: string; order: OrderInput }
  | { ok: false; orderId: string; problem: string };

export type PageAnswer =
  /** The orders the backfill will read, when the platform counts them in a call of its own. */
  | { ok: true; kind: 'count'; total: number; waitMs: number }
  | {
      ok: true;
      kind: 'page';
      orders: PageOrder[];
      /** The cursor of the page after this one; null on the last page. */
      next: string | null;
      /** The orders the backfill will read, when the page says. */
      total: number | null;
      /** How long to let the platform rest before the next call (its rate limit); 0 for none. */
      waitMs: number;
    }
  /** `status` 0: the platform was not reached, or did not answer in time. */
  | { ok: false; status: number; reason: string; retryAfterMs: number | null };

export interface BackfillPages {
  /** Makes the backfill's next call, from where its row says it stopped. */
  next(backfill: BackfillRow): Promise<PageAnswer>;
}

/** The id of a payload that may not map, for the failure that names it. */
export function payloadId(payload: unknown): string {
  const id = typeof payload === 'object' && payload !== null ? (payload as { id?: unknown }).id : undefined;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : '(without an id)';
}
