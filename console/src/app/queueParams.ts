/**
 * The queue's view as the URL carries it (`/console/claims?tab=closed&q=1042&storeId=aurora`), so every
 * view is a link: read from the URL into the staff feed's query, and written back without the defaults.
 */
import { type BulkRequest, ClaimStatus, QueueTab } from '@orderprotection/domain';
import { defaultQueueView, type QueueView, readQueueViewWith } from './queueView';

export function readQueueView(params: URLSearchParams): QueueView {
  return readQueueViewWith(params, (tab) => QueueTab.safeParse(tab).success);
}

/** The URL's query for a view: only what differs from the default, so the plain queue is plain /claims. */
export function writeQueueView(view: QueueView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['tab', 'q', 'storeId', 'status', 'sort'] as const) {
    if (view[key] !== defaultQueueView[key]) params.set(key, view[key]);
  }
  return params;
}

/** The filter a bulk action over "every claim matching this filter" sends: the feed's query, unpaged. */
export function bulkFilter(view: QueueView): NonNullable<BulkRequest['filter']> {
  // A status the domain does not know makes the feed fail, so nothing can be selected under it.
  const status = ClaimStatus.safeParse(view.status);
  return {
    tab: view.tab,
    sort: view.sort,
    ...(view.q === '' ? {} : { q: view.q }),
    ...(view.storeId === '' ? {} : { storeId: view.storeId }),
    ...(status.success ? { status: [status.data] } : {}),
  };
}
