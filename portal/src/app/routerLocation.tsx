/** The portal's location (location.tsx) read from the router, above every route's element. */
import { type ReactNode, useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PortalLocationProvider } from './location';

export function RouterLocationProvider({ children }: { children: ReactNode }) {
  const { pathname, search, key } = useLocation();
  const routerNavigate = useNavigate();
  const navigate = useCallback(
    async (to: string) => {
      await routerNavigate(to);
    },
    [routerNavigate],
  );
  const value = useMemo(() => ({ pathname, search, key, navigate }), [pathname, search, key, navigate]);
  return <PortalLocationProvider value={value}>{children}</PortalLocationProvider>;
}
