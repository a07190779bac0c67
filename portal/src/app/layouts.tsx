/** The two layouts of the portal (spec section 2): the claim flow ("app") and a filed claim ("view-my-claim"). */

import { needsOrder } from '@orderprotection/domain';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { type CurrentOrder, OrderProvider, useOrderState } from '../claim/OrderProvider';
import { NavigationFocusProvider } from './navigationFocus';
import { PortalShell } from './PortalShell';
import { usePortalPath } from './stickyQuery';

/**
 * Above every route: the current order, scrolling and focus on navigation. `initialOrder` is
 * an order already found (stories), `pageOrder` the one the server rendered the page with; the portal
 * otherwise starts without one.
 */
export function PortalRoot({
  initialOrder,
  pageOrder,
}: {
  initialOrder?: CurrentOrder | undefined;
  pageOrder?: CurrentOrder | undefined;
}) {
  return (
    <OrderProvider initialOrder={initialOrder ?? pageOrder} pageOrder={pageOrder !== undefined}>
      <NavigationFocusProvider>
        {/* Scrolls to the top on a new page, to the hash anchor when there is one, back where it was on Back. */}
        <ScrollRestoration />
        <Outlet />
      </NavigationFocusProvider>
    </OrderProvider>
  );
}

export function AppLayout() {
  const { current, restoring } = useOrderState();
  const { pathname } = useLocation();
  const portalPath = usePortalPath();
  // While a reload finds the order again, the pages that need it wait in DraftLayout.
  if (needsOrder(pathname) && current === null && !restoring) {
    return <Navigate to={portalPath('/start')} replace />;
  }
  return (
    <PortalShell>
      <Outlet />
    </PortalShell>
  );
}

/** A filed claim, opened by its link: needs no order, only the claim token in the path. */
export function ViewClaimLayout() {
  return (
    <PortalShell>
      <Outlet />
    </PortalShell>
  );
}
