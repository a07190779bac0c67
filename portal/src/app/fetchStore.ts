// Apart from startup.ts: only a page the server did not write the store into needs it (and the domain's
// path helpers it brings along).
import { type ClaimsClient, whitelabelDomain } from '@orderprotection/client';
import { claimTokenOfPortalPath, type WhitelabelSettings } from '@orderprotection/domain';

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
