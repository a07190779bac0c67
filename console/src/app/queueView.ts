/**
 * The queue's view as the URL carries it, and the feed's query for it, without the domain's schemas: the
 * console's HTML starts the queue's claims call with this code before any module loads (early.ts), so it
 * must not pull zod in. queueParams.ts checks the tab against the domain's list.
 */
import type { FeedQuery } from '@orderprotection/client';
import type { QueueTab } from '@orderprotection/domain';

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

/** The view the URL asks for, its tab taken as written (`isTab` says which tabs exist). */
export function readQueueViewWith(params: URLSearchParams, isTab: (tab: string) => boolean): QueueView {
  const tab = params.get('tab');
  return {
    tab: tab !== null && isTab(tab) ? (tab as QueueTab) : defaultQueueView.tab,
    q: params.get('q')?.trim() ?? '',
    storeId: params.get('storeId')?.trim() ?? '',
    status: params.get('status')?.trim() ?? '',
    sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest',
  };
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
