/**
 * `/view/{token}` opened by its link, as the server renders it with its claim and the browser hydrates it
 * (viewMain.tsx; which paths: islandPath.ts): the claim's page in the portal's frame, without the router.
 * The page reads where it is from the portal's location (app/location.tsx), not from the router, so its
 * first load carries none of the router's code (30 kB gzip, a fifth of the page's first load:
 * docs/performance-log.md). A link to another page (the review, the print summary, the start) loads that
 * page as a new document, with the router. The markup is the one the routes render for the same page
 * (PortalRoot, ViewClaimLayout), so a page the browser renders itself (`?fake`, a navigation back from the
 * review) looks the same.
 */
import { useMemo } from 'react';
import { type PortalLocation, PortalLocationProvider } from '../../app/location';
import { NavigationFocusProvider } from '../../app/navigationFocus';
import { PortalShell } from '../../app/PortalShell';
import { ViewClaimPage } from './ViewClaimPage';

/** Another page of the portal is a new document: the router and its pages load with it. */
function loadDocument(to: string): Promise<void> {
  window.location.assign(to);
  return new Promise(() => {});
}

export function ViewClaimIsland({ pathname, search }: { pathname: string; search: string }) {
  const location = useMemo<PortalLocation>(
    () => ({ pathname, search, key: 'first-page', navigate: loadDocument }),
    [pathname, search],
  );
  return (
    <PortalLocationProvider value={location}>
      <NavigationFocusProvider>
        <PortalShell>
          <ViewClaimPage />
        </PortalShell>
      </NavigationFocusProvider>
    </PortalLocationProvider>
  );
}
