/**
 * The entry of `/view/{token}` when the server rendered it with its claim (pages/view/ViewClaimIsland.tsx):
 * hydrates the server's markup without the router, which the page does not need until the shopper leaves
 * it. Every other page, and this one when the browser renders it itself, starts from main.tsx.
 */
import { InlinedBrandProvider } from '@orderprotection/ui';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { reloadOnPreloadError } from './app/chunkReload';
import { createLazyClaimsClient, preloadClientOnInteraction } from './app/lazyClient';
import { PortalProviders } from './app/PortalProviders';
import { readInlinedStore } from './app/startup';
import { hydrateInServerTimeZone } from './app/timeZone';
import { readPageClaim } from './claim/pageClaim';
import { ViewClaimIsland } from './pages/view/ViewClaimIsland';

function hydrateViewIsland(container: HTMLElement): void {
  reloadOnPreloadError(window);
  // The page shows its claim as the server wrote it; the API client loads at the shopper's first touch.
  const client = createLazyClaimsClient();
  preloadClientOnInteraction(window, client.preload);
  const store = readInlinedStore(document) ?? null;
  hydrateInServerTimeZone();
  // In a transition, as main.tsx hydrates: React yields to the browser every few milliseconds.
  startTransition(() => {
    hydrateRoot(
      container,
      <PortalProviders
        services={{ client, store, demo: false, clock: () => new Date() }}
        Brand={InlinedBrandProvider}
        pageClaim={readPageClaim(document)}
      >
        <ViewClaimIsland pathname={location.pathname} search={location.search} />
      </PortalProviders>,
    );
  });
}

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element');
hydrateViewIsland(container);
