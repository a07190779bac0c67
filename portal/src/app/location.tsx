/**
 * Where the shopper is and how to go elsewhere, as the portal's own components read it: from the router
 * on every page it runs (RouterLocationProvider), and on a claim's page hydrated without the router
 * (pages/view/ViewClaimIsland.tsx) from the document's address, where going elsewhere loads the new page. The components
 * that both can render (the frame, the claim's page and what it shows) read this instead of the router's
 * hooks, so that page's first load carries none of the router's code.
 */
import { createContext, type ReactNode, useContext } from 'react';

export interface PortalLocation {
  pathname: string;
  search: string;
  /** Changes with every navigation; the first page's stays the same until the shopper goes elsewhere. */
  key: string;
  /** Goes to `to`, a path with its query; resolves once the new page is shown. */
  navigate: (to: string) => Promise<void>;
}

const PortalLocationContext = createContext<PortalLocation | null>(null);

export function PortalLocationProvider({ value, children }: { value: PortalLocation; children: ReactNode }) {
  return <PortalLocationContext.Provider value={value}>{children}</PortalLocationContext.Provider>;
}

export function usePortalLocation(): PortalLocation {
  const location = useContext(PortalLocationContext);
  if (location === null) throw new Error('usePortalLocation needs a PortalLocationProvider above it');
  return location;
}
