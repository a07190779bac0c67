import { ResolutionChoice, type ShipmentIssueType } from '../enums';
import { newId as newShortId } from '../format';
import {
  AddressInput,
  DraftCustomer,
  DraftFulfillment,
  type IssueInput,
  type Order,
  type SessionMetadata,
  SignatureDataUrl,
} from '../schemas';
import { isCustomerKnown } from './draft-selectors';
import { type FulfillmentUnits, unitsByFulfillment } from './fulfillment-units';
import { entryOf, fitIssuesToLine, hasUniqueIssueIds } from './item-issues';
import { restoreAgainstUnits } from './restore-draft';
import { isStructurallyEqual } from './structural-equality';

/** What the shopper says about one unit when each affected unit gets its own description. */
export type UnitIssueInput = Omit<IssueInput, 'sourceItemId' | 'quantity' | 'sameIssueForAllUnits'>;

/**
 * The steps of the draft claim flow (spec section 4). Fulfillments are named by their `id` in the order.
 * The action decides an issue's granularity: `issueAdded` is one issue for all its units,
 * `unitIssuesAdded` one issue per unit, so `sameIssueForAllUnits` can never contradict the quantity.
 */
export type DraftAction =
  | { type: 'customerSet'; customer: DraftCustomer }
  | { type: 'customerCleared' }
  | { type: 'fulfillmentSelected'; fulfillmentId: string }
  /** Drops the fulfillment's issues too. */
  | { type: 'fulfillmentDeselected'; fulfillmentId: string }
  /** The shipment being worked on; null when none. It does not select the fulfillment. */
  | { type: 'currentShipmentSet'; fulfillmentId: string | null }
  /** Replaces the issues of `issue.sourceItemId` in that fulfillment, selecting it when needed. */
  | { type: 'issueAdded'; fulfillmentId: string; issue: Omit<IssueInput, 'sameIssueForAllUnits'> }
  /** Replaces the issues of `sourceItemId` in that fulfillment with one issue per unit. */
  | {
      type: 'unitIssuesAdded';
      fulfillmentId: string;
      sourceItemId: string;
      issues: readonly UnitIssueInput[];
    }
  | { type: 'issueRemoved'; fulfillmentId: string; issueId: string }
  | { type: 'itemIssuesRemoved'; fulfillmentId: string; sourceItemId: string }
  /**
   * "Haven't received my order": one issue of that type for every unit of every line of the shipment,
   * replacing all of its issues.
   */
  | { type: 'shipmentIssueChosen'; fulfillmentId: string; shipmentIssue: ShipmentIssueType; details?: string }
  | { type: 'resolutionChosen'; desiredMethod: ResolutionChoice }
  | { type: 'shippingAddressSet'; address: AddressInput }
  | { type: 'shippingAddressCleared' }
  | { type: 'signatureAdded'; signature: string }
  | { type: 'signatureCleared' }
  /** Starts the claim over for the same customer. */
  | { type: 'reset' }
  /** Takes over a saved session's metadata (see `restoreDraft`); unparseable metadata changes nothing. */
  | { type: 'sessionRestored'; metadata: unknown }
  /** Back to the empty template, customer included: what the portal does when it deletes the session. */
  | { type: 'cleared' };

/**
 * The draft is the session's metadata itself (the claim template plus the current shipment), so saving
 * it is `metadata: draft` and `shouldSaveSession(previousDraft, draft)` needs no conversion.
 */
export type DraftReducer = (draft: SessionMetadata, action: DraftAction) => SessionMetadata;

export interface DraftReducerOptions {
  /** Makes the ids of the issues a shipment issue creates; the format module's `newId` unless a test pins them. */
  newId?: () => string;
}

interface ReducerContext {
  units: FulfillmentUnits;
  newId: () => string;
}

/** The empty claim template, as `SessionMetadata.parse({})` gives it. */
export function emptyDraft(): SessionMetadata {
  return { customer: {}, fulfillments: {}, resolution: {}, messages: [] };
}

/**
 * The draft reducer for one order, ready for `useReducer`:
 * `useReducer(useMemo(() => createDraftReducer(order), [order]), undefined, emptyDraft)`.
 *
 * The reducer closes over the order rather than reading fulfillments from the actions because the order is
 * then the single source of truth: a component dispatches ids only, and a stale or hand-made fulfillment
 * in an action cannot put an issue on an item the shipment does not hold. It holds, for any sequence of
 * actions: every issue names an item its fulfillment holds; an item has one issue for all its units or
 * one per unit, never more units than the line (`fitIssuesToLine`: over-quantity is clamped, a zero,
 * negative or fractional quantity refused); issue ids are unique; every value has passed its schema, so
 * the draft always parses as `SessionMetadata` and can be saved. An action that would break a rule, or
 * names a fulfillment or item the order does not have, is ignored.
 *
 * It returns the very same object when an action changes nothing, which is what lets React skip a render
 * and the portal skip a save. It never mutates the draft. Its one impurity is `newId`: under React's
 * StrictMode double call both results are valid drafts that differ only in fresh issue ids.
 */
export function createDraftReducer(
  order: Order,
  { newId = newShortId }: DraftReducerOptions = {},
): DraftReducer {
  const context: ReducerContext = { units: unitsByFulfillment(order), newId };
  return (draft, action) => {
    const next = applyAction(draft, action, context);
    return isStructurallyEqual(next, draft) ? draft : next;
  };
}

function applyAction(draft: SessionMetadata, action: DraftAction, context: ReducerContext): SessionMetadata {
  switch (action.type) {
    case 'customerSet': {
      const customer = DraftCustomer.safeParse(action.customer);
      return customer.success ? { ...draft, customer: customer.data } : draft;
    }
    case 'customerCleared':
      return { ...draft, customer: {} };
    case 'fulfillmentSelected':
      return context.units.has(action.fulfillmentId) &&
        entryOf(draft.fulfillments, action.fulfillmentId) === undefined
        ? withEntry(draft, { id: action.fulfillmentId, issues: [] })
        : draft;
    case 'fulfillmentDeselected':
      return deselectFulfillment(draft, action.fulfillmentId);
    case 'currentShipmentSet':
      if (action.fulfillmentId === null) return withoutKey(draft, 'currentShipmentId');
      return context.units.has(action.fulfillmentId)
        ? { ...draft, currentShipmentId: action.fulfillmentId }
        : draft;
    case 'issueAdded':
      return replaceItemIssues(draft, context.units, action.fulfillmentId, action.issue.sourceItemId, [
        { ...action.issue, sameIssueForAllUnits: true },
      ]);
    case 'unitIssuesAdded':
      return replaceItemIssues(
        draft,
        context.units,
        action.fulfillmentId,
        action.sourceItemId,
        action.issues.map((unitIssue) => ({
          ...unitIssue,
          sourceItemId: action.sourceItemId,
          quantity: 1,
          sameIssueForAllUnits: false,
        })),
      );
    case 'issueRemoved':
      return keepIssues(draft, action.fulfillmentId, (issue) => issue.id !== action.issueId);
    case 'itemIssuesRemoved':
      return keepIssues(draft, action.fulfillmentId, (issue) => issue.sourceItemId !== action.sourceItemId);
    case 'shipmentIssueChosen':
      return chooseShipmentIssue(draft, action, context);
    case 'resolutionChosen': {
      const desiredMethod = ResolutionChoice.safeParse(action.desiredMethod);
      return desiredMethod.success
        ? { ...draft, resolution: { ...draft.resolution, desiredMethod: desiredMethod.data } }
        : draft;
    }
    case 'shippingAddressSet': {
      const address = AddressInput.safeParse(action.address);
      return address.success
        ? { ...draft, resolution: { ...draft.resolution, updatedShippingAddress: address.data } }
        : draft;
    }
    case 'shippingAddressCleared':
      return { ...draft, resolution: withoutKey(draft.resolution, 'updatedShippingAddress') };
    case 'signatureAdded': {
      const signature = SignatureDataUrl.safeParse(action.signature);
      return signature.success ? { ...draft, signature: signature.data } : draft;
    }
    case 'signatureCleared':
      return withoutKey(draft, 'signature');
    case 'reset':
      return { ...emptyDraft(), customer: draft.customer };
    case 'sessionRestored': {
      const restored = restoreAgainstUnits(context.units, action.metadata);
      if (restored === null) return draft;
      // The customer who just proved the order with email and order number wins over the saved one.
      return isCustomerKnown(draft.customer) ? { ...restored, customer: draft.customer } : restored;
    }
    case 'cleared':
      return emptyDraft();
  }
}

/** Every entry goes through the schema and the unique-id rule, so the draft stays saveable. */
function withEntry(draft: SessionMetadata, candidate: DraftFulfillmentCandidate): SessionMetadata {
  const entry = DraftFulfillment.safeParse(candidate);
  if (!entry.success) return draft;
  // Keyed and named by the order's id as given, which the schema's trimming must not change.
  const fulfillments = { ...draft.fulfillments, [candidate.id]: { ...entry.data, id: candidate.id } };
  return hasUniqueIssueIds(fulfillments) ? { ...draft, fulfillments } : draft;
}

type DraftFulfillmentCandidate = Omit<DraftFulfillment, 'issues'> & { issues: IssueInput[] };

function deselectFulfillment(draft: SessionMetadata, fulfillmentId: string): SessionMetadata {
  const fulfillments = Object.fromEntries(
    Object.entries(draft.fulfillments).filter(([id]) => id !== fulfillmentId),
  );
  // A current shipment without an entry would stop every later save (exception (b) of `shouldSaveSession`).
  return draft.currentShipmentId === fulfillmentId
    ? withoutKey({ ...draft, fulfillments }, 'currentShipmentId')
    : { ...draft, fulfillments };
}

function replaceItemIssues(
  draft: SessionMetadata,
  units: FulfillmentUnits,
  fulfillmentId: string,
  sourceItemId: string,
  candidates: IssueInput[],
): SessionMetadata {
  const lineUnits = units.get(fulfillmentId)?.get(sourceItemId);
  if (lineUnits === undefined) return draft;
  const fitted = fitIssuesToLine(candidates, lineUnits);
  if (fitted.length === 0) return draft;
  const entry = entryOf(draft.fulfillments, fulfillmentId) ?? { id: fulfillmentId, issues: [] };
  const firstReplaced = entry.issues.findIndex((issue) => issue.sourceItemId === sourceItemId);
  const others = entry.issues.filter((issue) => issue.sourceItemId !== sourceItemId);
  // In place, so the issues keep the order the shopper gave them in.
  const position = firstReplaced === -1 ? others.length : firstReplaced;
  return withEntry(draft, {
    ...entry,
    issues: [...others.slice(0, position), ...fitted, ...others.slice(position)],
  });
}

function keepIssues(
  draft: SessionMetadata,
  fulfillmentId: string,
  keep: (issue: DraftFulfillment['issues'][number]) => boolean,
): SessionMetadata {
  const entry = entryOf(draft.fulfillments, fulfillmentId);
  if (entry === undefined) return draft;
  return {
    ...draft,
    fulfillments: { ...draft.fulfillments, [fulfillmentId]: { ...entry, issues: entry.issues.filter(keep) } },
  };
}

function chooseShipmentIssue(
  draft: SessionMetadata,
  { fulfillmentId, shipmentIssue, details }: Extract<DraftAction, { type: 'shipmentIssueChosen' }>,
  { units, newId }: ReducerContext,
): SessionMetadata {
  const itemUnits = units.get(fulfillmentId);
  if (itemUnits === undefined || itemUnits.size === 0) return draft;
  const previousIssues = entryOf(draft.fulfillments, fulfillmentId)?.issues ?? [];
  const issues = [...itemUnits].map(([sourceItemId, quantity]) => {
    const [onlyIssue, ...moreIssues] = previousIssues.filter((issue) => issue.sourceItemId === sourceItemId);
    // Keeping the id makes re-choosing the same answer a no-op and keeps the ids a save already sent.
    const id = onlyIssue !== undefined && moreIssues.length === 0 ? onlyIssue.id : newId();
    return { id, sourceItemId, quantity, type: shipmentIssue, details };
  });
  return withEntry(draft, { id: fulfillmentId, issues, shipmentIssue, details });
}

function withoutKey<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const { [key]: _removed, ...rest } = value;
  return rest;
}
