/**
 * The queue's view as the URL carries it (`/console/claims?tab=closed&q=1042&storeId=aurora`), so every
 * view is a link: read from the URL into the staff feed's query, and written back without the defaults.
 */
import type { FeedQuery } from '@orderprotection/client';
import {
  type BulkRequest,
  CLAIM_STATUSES,
  isCodeOf,
  QUEUE_TABS,
  type QueueTab,
} from '@orderprotection/domain';

export interface QueueView {
  tab: QueueTab;
  q: string;
  storeId: string;
  status: string;
  sort: 'newest' | 'oldest';
}

export const defaultQueueView: QueueView = {
  tab: 'needs_action',
  q: '',
  storeId: '',
  status: '',
  sort: 'newest',
};

export function readQueueView(params: URLSearchParams): QueueView {
  // Read against the plain code lists: the queue's first rows wait for neither zod nor its enums.
  const tab = params.get('tab');
  return {
    tab: isCodeOf(QUEUE_TABS, tab) ? tab : defaultQueueView.tab,
    q: params.get('q')?.trim() ?? '',
    storeId: params.get('storeId')?.trim() ?? '',
    status: params.get('status')?.trim() ?? '',
    sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest',
  };
}

/** The URL's query for a view: only what differs from the default, so the plain queue is plain /claims. */
export function writeQueueView(view: QueueView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['tab', 'q', 'storeId', 'status', 'sort'] as const) {
    if (view[key] !== defaultQueueView[key]) params.set(key, view[key]);
  }
  return params;
}

/** The feed's query for a view; the tab counts still tell where a search found claims in other tabs. */
export function feedQuery(view: QueueView, cursor?: string): FeedQuery {
  return {
    tab: view.tab,
    q: view.q || undefined,
    storeId: view.storeId || undefined,
    status: view.status || undefined,
    sort: view.sort,
    cursor,
  };
}

/** The filter a bulk action over "every claim matching this filter" sends: the feed's query, unpaged. */
export function bulkFilter(view: QueueView): NonNullable<BulkRequest['filter']> {
  // A status the domain does not know makes the feed fail, so nothing can be selected under it.
  const status = view.status;
  return {
    tab: view.tab,
    sort: view.sort,
    ...(view.q === '' ? {} : { q: view.q }),
    ...(view.storeId === '' ? {} : { storeId: view.storeId }),
    ...(isCodeOf(CLAIM_STATUSES, status) ? { status: [status] } : {}),
  };
}
