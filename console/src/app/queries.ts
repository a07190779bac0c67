/**
 * Queries the router starts before a page's code has loaded (routes.tsx), with the very key and call the
 * page then reads, so the page finds its answer under way instead of asking only once it has rendered.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { staff } from './api';
import { feedQuery, type QueueView } from './queueParams';

/** Who is signed in: every signed-in page reads it. */
export const meQuery = queryOptions({ queryKey: ['me'] as const, queryFn: () => staff.me() });

/** The queue's pages for a view, by cursor. */
export const queueFeedQuery = (view: QueueView) =>
  infiniteQueryOptions({
    queryKey: ['claims', view] as const,
    queryFn: ({ pageParam }) => staff.claims(feedQuery(view, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
