/** The two layouts of the portal (spec section 2): the claim flow ("app") and a filed claim ("view-my-claim"). */
import { Spinner } from '@orderprotection/ui';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useDraft } from '../claim/DraftProvider';
import { type CurrentOrder, OrderProvider, useOrderState } from '../claim/OrderProvider';
import { waiting } from './layout.css';
import { NavigationFocusProvider } from './navigationFocus';
import { needsOrder } from './orderGuard';
import { PortalShell } from './PortalShell';
import { usePortalPath } from './stickyQuery';

const copy = { findingOrder: 'Finding your order…' };

/**
 * Above every route: the current order and draft, scrolling and focus on navigation. `initialOrder` is
 * an order already found (stories); the portal itself starts without one.
 */
export function PortalRoot({ initialOrder }: { initialOrder?: CurrentOrder | undefined }) {
  return (
    <OrderProvider initialOrder={initialOrder}>
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
  const { ready } = useDraft();
  const { pathname } = useLocation();
  const portalPath = usePortalPath();
  if (needsOrder(pathname) && (current === null || !ready)) {
    if (current === null && !restoring) return <Navigate to={portalPath('/start')} replace />;
    // The order, then its saved draft, are on their way (a reload in the middle of the flow).
    return (
      <PortalShell>
        <div className={waiting}>
          <Spinner size="lg" label={copy.findingOrder} showLabel />
        </div>
      </PortalShell>
    );
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
