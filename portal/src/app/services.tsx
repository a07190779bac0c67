import type { ClaimsClient } from '@orderprotection/client';
import type { WhitelabelSettings } from '@orderprotection/domain';
import { createContext, type ReactNode, useContext } from 'react';

/** What every page reaches without props: how to call the API, and which store the portal is for. */
export interface PortalServices {
  client: ClaimsClient;
  /** The store whose branding is shown; null when it could not be found (the default theme is shown). */
  store: WhitelabelSettings | null;
  /** `?fake`: sample data in memory instead of a server. */
  demo: boolean;
  /** The current time, for relative dates ("Today at 3:07 PM"); stories fix it so screenshots hold. */
  clock: () => Date;
}

const ServicesContext = createContext<PortalServices | null>(null);

export function ServicesProvider({ services, children }: { services: PortalServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): PortalServices {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error('useServices needs a ServicesProvider above it');
  return services;
}

/** The store's name as the shopper knows it, for the logo and the window title. */
export function useStoreName(): string {
  const { store } = useServices();
  return store?.storeName ?? 'Order claims';
}
