/**
 * The order the shopper is claiming for, found by the lookup on the start page, and the claim draft that
 * goes with it. The lookup (email and order number) is kept for the tab, so a reload in the middle of the
 * flow finds the order again (and DraftLayout the draft, from the server session).
 */
import type { OrderLookup } from '@orderprotection/client';
import type { Claim, Order } from '@orderprotection/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { clearLookup, readLookup, saveLookup } from '../app/lookupStorage';
import { useServices } from '../app/services';

export interface CurrentOrder {
  order: Order;
  /** What the shopper typed to find it, trimmed. */
  lookup: OrderLookup;
}

export interface OrderState {
  current: CurrentOrder | null;
  /** True while a reload finds the kept order again: pages wait instead of sending the shopper to /start. */
  restoring: boolean;
  /**
   * True while the current order is the one the server rendered the page with (its lookup answered by the
   * server): that page shows at once, as the server rendered it, while the draft's saved session is read.
   */
  renderedWithOrder: boolean;
  /** Finds the order and makes it the current one. Rejects with the client's error. */
  lookUp: (lookup: OrderLookup) => Promise<Order>;
  /** Forgets the current order (visiting /start does this). The server session is kept for next time. */
  resetOrder: () => void;
  /** The claim filed in this visit, for the confirmation page. */
  submittedClaim: Claim | null;
  /** Records the filed claim and finds the order again, so its claims include the new one. */
  claimSubmitted: (claim: Claim) => void;
}

const OrderContext = createContext<OrderState | null>(null);

export interface OrderProviderProps {
  children: ReactNode;
  /** An order that is already loaded (stories); otherwise the kept lookup, if any, is looked up again. */
  initialOrder?: CurrentOrder | undefined;
  /** `initialOrder` is the one the server rendered the page with: kept for the tab, as a lookup's is. */
  pageOrder?: boolean;
}

export function OrderProvider({ children, initialOrder, pageOrder = false }: OrderProviderProps) {
  const { client } = useServices();
  const [current, setCurrent] = useState<CurrentOrder | null>(initialOrder ?? null);
  const [renderedWithOrder, setRenderedWithOrder] = useState(pageOrder);
  const [restoring, setRestoring] = useState(() => initialOrder === undefined && readLookup() !== null);
  const [submittedClaim, setSubmittedClaim] = useState<Claim | null>(null);
  // Every lookup and reset counts; an answer that arrives after a newer one started is dropped.
  const generation = useRef(0);

  const lookUp = useCallback(
    async (typed: OrderLookup) => {
      const lookup = { email: typed.email.trim(), order: typed.order.trim() };
      generation.current += 1;
      const mine = generation.current;
      const order = await client.lookupOrder(lookup);
      if (mine === generation.current) {
        saveLookup(lookup);
        setCurrent({ order, lookup });
        setRestoring(false);
        setRenderedWithOrder(false);
      }
      return order;
    },
    [client],
  );

  const resetOrder = useCallback(() => {
    generation.current += 1;
    clearLookup();
    setCurrent(null);
    setRestoring(false);
    setSubmittedClaim(null);
    setRenderedWithOrder(false);
  }, []);

  const claimSubmitted = useCallback(
    (claim: Claim) => {
      setSubmittedClaim(claim);
      const lookup = readLookup();
      // The refreshed order is a nicety (it lists the new claim); the claim is filed either way.
      if (lookup !== null) lookUp(lookup).catch(() => undefined);
    },
    [lookUp],
  );

  useEffect(() => {
    if (initialOrder !== undefined) {
      // A reload of the page finds it again the app's way, with the lookup kept for the tab.
      if (pageOrder) saveLookup(initialOrder.lookup);
      return;
    }
    const kept = readLookup();
    if (kept === null) return;
    lookUp(kept).catch(() => {
      clearLookup();
      setRestoring(false);
    });
  }, [initialOrder, pageOrder, lookUp]);

  const state = useMemo(
    () => ({ current, restoring, renderedWithOrder, lookUp, resetOrder, submittedClaim, claimSubmitted }),
    [current, restoring, renderedWithOrder, lookUp, resetOrder, submittedClaim, claimSubmitted],
  );
  return <OrderContext.Provider value={state}>{children}</OrderContext.Provider>;
}

export function useOrderState(): OrderState {
  const state = useContext(OrderContext);
  if (state === null) throw new Error('useOrderState needs an OrderProvider above it');
  return state;
}

/** The current order, on pages that are only shown with one (the app layout sends the shopper to /start otherwise). */
export function useCurrentOrder(): CurrentOrder {
  const { current } = useOrderState();
  if (current === null) throw new Error('This page needs an order: it is shown only after the lookup');
  return current;
}
