/**
 * What the portal needs before its first paint: which store it is for and that store's branding. When the
 * server serves the portal it writes both into the page (a JSON script next to the inlined theme), so no
 * request is needed; served as static files elsewhere, the portal asks `whitelabel/settings`, and goes on
 * with the default theme if that fails.
 */
import { type ClaimsClient, whitelabelDomain } from '@orderprotection/client';
import { claimTokenOfPortalPath, WhitelabelSettings } from '@orderprotection/domain';
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
 * default theme, nothing to ask); undefined when the page was not served by it (ask the API).
 */
export function readInlinedStore(document: Document): WhitelabelSettings | null | undefined {
  const text = document.querySelector(`script[${INLINED_STORE_ATTRIBUTE}]`)?.textContent;
  if (text === undefined || text === null || text.trim() === '') return undefined;
  try {
    const parsed = WhitelabelSettings.nullable().safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks the API for the store of the page: on a page a claim's link opens, the claim's own store (whatever
 * the host or `?store=` say); elsewhere the store of `?store=`, else of this host. Null when there is none
 * or a call fails.
 */
export async function fetchStore(
  client: ClaimsClient,
  { hostname, pathname }: Pick<Location, 'hostname' | 'pathname'>,
  store: string | undefined,
): Promise<WhitelabelSettings | null> {
  const claimToken = claimTokenOfPortalPath(pathname);
  try {
    if (claimToken !== undefined) {
      const claim = await client.getClaim(claimToken).catch(() => null);
      if (claim !== null) return await client.getWhitelabelSettings({ store: claim.storeId });
    }
    const domain = whitelabelDomain(hostname);
    // Without a domain or a store there is nothing to ask for: the default theme it is.
    if (domain === undefined && store === undefined) return null;
    return await client.getWhitelabelSettings({ domain, store });
  } catch {
    // Spec section 7: a failed branding lookup is ignored, and the portal continues.
    return null;
  }
}
