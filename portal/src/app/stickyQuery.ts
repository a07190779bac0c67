/**
 * `?store=` and `?fake` choose the portal's store and data for the whole visit, so every link inside the
 * portal carries them on: a reload or a shared link then shows the same store and the same data.
 */
import { useCallback } from 'react';
import { usePortalLocation } from './location';

const STICKY_PARAMETERS = ['store', 'fake'] as const;

/** `path` with the sticky parameters of `currentSearch` added to its own query. */
export function withStickyQuery(path: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  for (const name of STICKY_PARAMETERS) {
    const value = current.get(name);
    if (value !== null && !query.has(name)) query.set(name, value);
  }
  const search = query.toString();
  // `?fake` has no value; URLSearchParams would write it as "fake=".
  return `${pathname}${search === '' ? '' : `?${search.replace(/(^|&)fake=(?=&|$)/, '$1fake')}`}${hash}`;
}

/** A portal path with the current visit's sticky parameters, for links. */
export function usePortalPath(): (path: string) => string {
  const { search } = usePortalLocation();
  return useCallback((path: string) => withStickyQuery(path, search), [search]);
}

/** `navigate` that keeps the sticky parameters; resolves once the new page is shown. */
export function usePortalNavigate(): (path: string) => Promise<void> {
  const { navigate } = usePortalLocation();
  const portalPath = usePortalPath();
  return useCallback((path: string) => navigate(portalPath(path)), [navigate, portalPath]);
}
