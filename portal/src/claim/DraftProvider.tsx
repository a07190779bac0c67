/**
 * The claim draft of the current order: the domain's draft reducer, saved to the server session by the
 * domain's save policy, its status following the route, restored when the shopper comes back with the same
 * order. The portal only wires these together; every rule is the domain's.
 */
import {
  type ClaimSessionStatus,
  createDraftReducer,
  type DraftAction,
  type DraftReducer,
  emptyDraft,
  newId,
  type Order,
  type SessionMetadata,
  sessionStatusChange,
  shouldSaveSession,
} from '@orderprotection/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../app/services';
import type { CurrentOrder } from './OrderProvider';

export interface DraftState {
  draft: SessionMetadata;
  dispatch: (action: DraftAction) => void;
  /** False until the saved session has been read: pages wait so a restored answer is not overwritten. */
  ready: boolean;
  /** Sent with the submission, so a retried submit files one claim; a new one for each new draft. */
  idempotencyKey: string;
  /** Deletes the saved session and starts an empty draft for the same order. */
  startOver: () => Promise<void>;
  /** After a submission: an empty draft, with a new idempotency key, for whatever comes next. */
  draftSubmitted: () => void;
}

const DraftContext = createContext<DraftState | null>(null);

interface HeldDraft {
  /** The order the draft belongs to; a draft never carries over to another order. */
  orderKey: string | null;
  draft: SessionMetadata;
}

const reducers = new WeakMap<Order, DraftReducer>();
function reducerFor(order: Order): DraftReducer {
  let reducer = reducers.get(order);
  if (reducer === undefined) {
    reducer = createDraftReducer(order);
    reducers.set(order, reducer);
  }
  return reducer;
}

function holdDraft(held: HeldDraft, { order, action }: { order: Order; action: DraftAction }): HeldDraft {
  const sameOrder = held.orderKey === order.systemOrderId;
  const draft = reducerFor(order)(sameOrder ? held.draft : emptyDraft(), action);
  return sameOrder && draft === held.draft ? held : { orderKey: order.systemOrderId, draft };
}

const EMPTY_DRAFT = emptyDraft();

interface SessionHandle {
  orderKey: string;
  id: string | undefined;
  status: string | undefined;
}

export function DraftProvider({ current, children }: { current: CurrentOrder | null; children: ReactNode }) {
  const { client } = useServices();
  const { pathname } = useLocation();
  const [held, dispatchHeld] = useReducer(holdDraft, { orderKey: null, draft: EMPTY_DRAFT });
  const order = current?.order ?? null;
  const email = current?.lookup.email ?? '';
  const orderKey = order?.systemOrderId ?? null;
  const draft = held.orderKey !== null && held.orderKey === orderKey ? held.draft : EMPTY_DRAFT;
  const [readyKey, setReadyKey] = useState<string | null>(null);
  const ready = orderKey !== null && readyKey === orderKey;
  const [idempotencyKey, setIdempotencyKey] = useState(newId);
  const session = useRef<SessionHandle | null>(null);
  // Saves run one after another, in the order they were asked for, so the server keeps the latest.
  const saves = useRef<Promise<void>>(Promise.resolve());

  const dispatch = useCallback(
    (action: DraftAction) => {
      if (order !== null) dispatchHeld({ order, action });
    },
    [order],
  );

  const save = useCallback(
    (orderId: string, body: { metadata: SessionMetadata } | { status: ClaimSessionStatus }) => {
      saves.current = saves.current
        .then(async () => {
          const handle = session.current;
          if (handle === null || handle.orderKey !== orderId) return;
          const saved = await client.saveSession({ id: handle.id, email, orderId, ...body });
          if (session.current?.orderKey === orderId) {
            session.current = { orderKey: orderId, id: saved.id, status: saved.status };
          }
        })
        .catch((error: unknown) => {
          // The draft stays in the page; only coming back later would miss this change.
          console.warn('The claim session could not be saved', error);
        });
    },
    [client, email],
  );

  // A newly found order: the shopper becomes the draft's customer, and a saved session comes back. Only a
  // different order restarts this; a refreshed copy of the same order keeps its draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the order's identity on purpose
  useEffect(() => {
    if (order === null) {
      session.current = null;
      return;
    }
    let current = true;
    const orderId = order.systemOrderId;
    session.current = { orderKey: orderId, id: undefined, status: undefined };
    dispatchHeld({
      order,
      action: { type: 'customerSet', customer: { email, sourceOrderId: order.orderId } },
    });
    client
      .getSession(orderId)
      .then((saved) => {
        if (!current) return;
        if (saved !== null) {
          session.current = { orderKey: orderId, id: saved.id, status: saved.status };
          // A submitted claim's session is history: the shopper starts a new draft.
          if (saved.status !== 'SUBMITTED') {
            dispatchHeld({ order, action: { type: 'sessionRestored', metadata: saved.metadata } });
          }
        }
      })
      .catch((error: unknown) => console.warn('The saved claim session could not be read', error))
      .finally(() => {
        if (current) setReadyKey(orderId);
      });
    return () => {
      current = false;
    };
  }, [orderKey]);

  // Saved by the domain's policy, compared with the draft as it was at the previous change.
  const previous = useRef<{ key: string | null; ready: boolean; draft: SessionMetadata }>({
    key: null,
    ready: false,
    draft: EMPTY_DRAFT,
  });
  // Set when the session was deleted: the emptied draft that follows is not to be saved again.
  const sessionDeleted = useRef(false);
  useEffect(() => {
    const before = previous.current;
    previous.current = { key: orderKey, ready, draft };
    if (sessionDeleted.current) {
      sessionDeleted.current = false;
      return;
    }
    // The restored draft is what the session already holds: it is the baseline, not a change.
    if (orderKey === null || !ready || before.key !== orderKey || !before.ready) return;
    if (shouldSaveSession(before.draft, draft)) save(orderKey, { metadata: draft });
  }, [draft, orderKey, ready, save]);

  // The session's status follows the route (spec section 4).
  useEffect(() => {
    if (orderKey === null || !ready) return;
    const status = sessionStatusChange(pathname, session.current?.status);
    if (status === null) return;
    if (session.current !== null) session.current = { ...session.current, status };
    save(orderKey, { status });
  }, [pathname, orderKey, ready, save]);

  const startOver = useCallback(async () => {
    const handle = session.current;
    if (order === null || handle === null) return;
    await saves.current;
    if (handle.id !== undefined) {
      await client.deleteSession({ id: handle.id, orderId: order.systemOrderId });
    }
    session.current = { orderKey: order.systemOrderId, id: undefined, status: undefined };
    sessionDeleted.current = true;
    dispatchHeld({ order, action: { type: 'cleared' } });
    dispatchHeld({
      order,
      action: { type: 'customerSet', customer: { email, sourceOrderId: order.orderId } },
    });
    setIdempotencyKey(newId());
  }, [client, order, email]);

  const draftSubmitted = useCallback(() => {
    dispatch({ type: 'reset' });
    setIdempotencyKey(newId());
  }, [dispatch]);

  const state = useMemo(
    () => ({ draft, dispatch, ready, idempotencyKey, startOver, draftSubmitted }),
    [draft, dispatch, ready, idempotencyKey, startOver, draftSubmitted],
  );
  return <DraftContext.Provider value={state}>{children}</DraftContext.Provider>;
}

/** The draft of the current order. */
export function useDraft(): DraftState {
  const state = useContext(DraftContext);
  if (state === null) throw new Error('useDraft needs a DraftProvider above it');
  return state;
}
