/**
 * What the portal needs before its first paint: which store it is for and that store's branding. When the
 * server serves the portal it writes both into the page (a JSON script next to the inlined theme), so no
 * request is needed; served as static files elsewhere, the portal asks `whitelabel/settings` (fetchStore.ts,
 * loaded only then), and goes on with the default theme if that fails.
 */
import type { WhitelabelSettings } from '@orderprotection/domain';
import { INLINED_STORE_ATTRIBUTE } from '../serve/page';

export interface StartupQuery {
  /** `?store=`: the store to show, by id. */
  store: string | undefined;
  /** `?fake`: sample data in memory, no server. */
  fake: boolean;
}

export function readStartupQuery(search: string): StartupQuery {
  const query = new URLSearchParams(search);
  const store = query.get('store')?.trim();
  return { store: store === '' ? undefined : store, fake: query.has('fake') };
}

/**
 * The store the server wrote into the page; null when the server found no store for this address (the
 * default theme, nothing to ask); undefined when the page was not served by it (ask the API). Not parsed
 * again here: the server wrote it from the store it validated, and zod stays out of the first load.
 */
export function readInlinedStore(document: Document): WhitelabelSettings | null | undefined {
  const text = document.querySelector(`script[${INLINED_STORE_ATTRIBUTE}]`)?.textContent;
  if (text === undefined || text === null || text.trim() === '') return undefined;
  try {
    const store: unknown = JSON.parse(text);
    return store === null || (typeof store === 'object' && !Array.isArray(store))
      ? (store as WhitelabelSettings | null)
      : undefined;
  } catch {
    return undefined;
  }
}
