/**
 * The API client, loaded on its first use. Its code (ofetch, the upload helper, the answer
 * schemas of every entity) is not needed to paint a page, only to call the API: the start page calls it on
 * the lookup, the claim pages right after their first paint. Loading starts earlier when the shopper first
 * touches the page (`preloadClientOnInteraction`), so the lookup does not wait for it.
 */
import type { ClaimsClient } from '@orderprotection/client';
import { loadPage } from './chunkReload';

type Loader = () => Promise<ClaimsClient>;

const importClaimsClient: Loader = async () => {
  const { createClaimsClient } = await import('./claimsClient');
  return createClaimsClient();
};

/**
 * A `ClaimsClient` whose every call loads the real client first (once), then delegates to it. `preload`
 * starts loading it without a call.
 */
export function createLazyClaimsClient(
  load: Loader = importClaimsClient,
): ClaimsClient & { preload(): void } {
  let loaded: Promise<ClaimsClient> | undefined;
  const loadOnce: Loader = () => {
    loaded ??= load().catch((error: unknown) => {
      // A failed load is tried again by the next call rather than remembered.
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  // A call's load is behind the chunk-reload guard, like a page's: after a deploy the old chunk is gone.
  // A preload is not: a failed one must not reload the page under the shopper's typing.
  const client = loadPage(loadOnce);
  return {
    preload: () => {
      loadOnce().catch(() => undefined);
    },
    lookupOrder: async (lookup) => (await client()).lookupOrder(lookup),
    getSession: async (orderId) => (await client()).getSession(orderId),
    saveSession: async (session) => (await client()).saveSession(session),
    deleteSession: async (session) => (await client()).deleteSession(session),
    getClaim: async (claimToken) => (await client()).getClaim(claimToken),
    listReviews: async (claimToken) => (await client()).listReviews(claimToken),
    addReview: async (claimToken, review) => (await client()).addReview(claimToken, review),
    listMessages: async (claimToken) => (await client()).listMessages(claimToken),
    listOlderMessages: async (claimToken, before) => (await client()).listOlderMessages(claimToken, before),
    sendMessage: async (claimToken, message) => (await client()).sendMessage(claimToken, message),
    submitClaim: async (sourceOrderId, submission) => (await client()).submitClaim(sourceOrderId, submission),
    sendClaimLinks: async (sourceOrderId) => (await client()).sendClaimLinks(sourceOrderId),
    getWhitelabelSettings: async (query) => (await client()).getWhitelabelSettings(query),
    getStore: async (storeId) => (await client()).getStore(storeId),
    uploadMedia: async (file, options) => (await client()).uploadMedia(file, options),
  };
}

/**
 * Starts loading the client at the shopper's first focus, key or pointer press on the page (typing the
 * order number, say), not before: a page that is only looked at does not need it.
 */
export function preloadClientOnInteraction(target: Window, preload: () => void): void {
  const events = ['focusin', 'pointerdown', 'keydown'] as const;
  const options = { capture: true, passive: true };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const event of events) target.removeEventListener(event, start, options);
    preload();
  };
  for (const event of events) target.addEventListener(event, start, options);
}
