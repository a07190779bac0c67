/**
 * Whether a claim can be filed on a looked-up order, and where the portal goes next (spec section 4,
 * "Eligibility"). These read the shipments' `eligible`, `eligibleAt` and `eligibilityCode` as the server
 * computed them at lookup (`withEligibility`), so they need no clock.
 *
 * One-time appeasement (OTA) orders skip the protection check and nothing else: an appeasement is the
 * merchant's one-off permission to claim an order that has no protection, but the shipment still has to
 * have shipped, be within its window and have units left. The portal shows its OTA modal for them
 * (`oneTimeAppeasement` on the claimable steps). The spec expands OTA as "over-the-air" for claims; a claim
 * filed on such an order is stored with `isOta`.
 */
import { ISSUE_GROUP_PAGES } from '../schemas/issuesForm';
import type { Fulfillment, Order } from '../schemas/order';
import { fulfillmentLineAvailability } from './quantities';

type ShipmentFacts = Pick<Order, 'fulfillments'>;
type CoverageFacts = Pick<Order, 'fulfillments' | 'orderItems' | 'existingClaims'>;
export type ClaimabilityFacts = Pick<
  Order,
  'protected' | 'isOneTimeAppeasement' | 'fulfillments' | 'orderItems' | 'existingClaims'
>;

/** Spec: "'Too late' when the first fulfillment is ineligible with code expired" (first as listed). */
export function isTooLate(order: ShipmentFacts): boolean {
  const first = order.fulfillments[0];
  return first !== undefined && !first.eligible && first.eligibilityCode === 'expired';
}

/** Spec: "'Too soon' when there are fulfillments and none are eligible". */
export function isTooSoon(order: ShipmentFacts): boolean {
  return order.fulfillments.length > 0 && !order.fulfillments.some((fulfillment) => fulfillment.eligible);
}

/** Spec: "the earliest eligibleAt is the soonest filing date"; null when no shipment has one. */
export function soonestFilingDate(order: ShipmentFacts): string | null {
  let soonest: { at: string; time: number } | null = null;
  for (const { eligibleAt } of order.fulfillments) {
    if (eligibleAt === null || eligibleAt === undefined) continue;
    const time = Date.parse(eligibleAt);
    if (soonest === null || time < soonest.time) soonest = { at: eligibleAt, time };
  }
  return soonest?.at ?? null;
}

/**
 * Eligible shipments that still have units to claim. The units are re-counted from the order's claims
 * rather than trusted from `eligibilityCode`, so a claim filed since the lookup is taken into account.
 */
export function claimableFulfillments(order: CoverageFacts): Fulfillment[] {
  return order.fulfillments.filter(
    (fulfillment) => fulfillment.eligible && !isCoveredByClaims(fulfillment, order),
  );
}

/**
 * Spec: "a claim can be filed only if the order is protected and some eligible fulfillment is not already
 * covered by existing claims"; one-time appeasement orders count as protected (see the module comment).
 */
export function canFileClaim(order: ClaimabilityFacts): boolean {
  return isProtectedForClaims(order) && claimableFulfillments(order).length > 0;
}

export type NotClaimableReason = 'not_protected' | 'not_shipped' | 'too_late' | 'already_claimed';

export type OrderClaimability =
  | { claimable: true; fulfillments: Fulfillment[] }
  | { claimable: false; reason: 'too_soon'; eligibleAt: string }
  | { claimable: false; reason: NotClaimableReason };

/**
 * Whether a claim can be filed on the order, and if not, the most useful thing to tell the shopper. When
 * several of the spec's conditions hold at once, the first of these wins:
 * 1. `not_protected`: the order has no protection and is not a one-time appeasement. First, because no
 *    date changes it.
 * 2. claimable: some eligible shipment still has units left (`canFileClaim`); `fulfillments` lists them.
 *    Before "too late", so an expired first shipment never hides a later one that can be claimed.
 * 3. `too_soon`: none is eligible and some shipment has a filing date (`isTooSoon`, `soonestFilingDate`).
 * 4. `not_shipped`: no shipment yet, or one has not shipped; it can be claimed once it ships, which is
 *    more useful to hear than that an earlier shipment is past its window.
 * 5. `too_late`: the first shipment has expired (`isTooLate`).
 * 6. `already_claimed`: some shipment has nothing left to claim.
 * 7. `too_late`: whatever remains is past its window or carries no usable eligibility.
 */
export function orderClaimability(order: ClaimabilityFacts): OrderClaimability {
  if (!isProtectedForClaims(order)) return { claimable: false, reason: 'not_protected' };
  const claimable = claimableFulfillments(order);
  if (claimable.length > 0) return { claimable: true, fulfillments: claimable };
  const filingDate = soonestFilingDate(order);
  if (isTooSoon(order) && filingDate !== null) {
    return { claimable: false, reason: 'too_soon', eligibleAt: filingDate };
  }
  const notShippedYet = order.fulfillments.some(
    (fulfillment) => fulfillment.eligibilityCode === 'not_shipped',
  );
  if (order.fulfillments.length === 0 || notShippedYet) return { claimable: false, reason: 'not_shipped' };
  if (isTooLate(order)) return { claimable: false, reason: 'too_late' };
  const somethingClaimed = order.fulfillments.some(
    (fulfillment) =>
      fulfillment.eligibilityCode === 'already_claimed' ||
      (fulfillment.eligible && isCoveredByClaims(fulfillment, order)),
  );
  return { claimable: false, reason: somethingClaimed ? 'already_claimed' : 'too_late' };
}

/** Where the portal goes after a lookup; each step but `not-protected` and `already-claimed` is a route. */
export type LookupStep =
  | { step: 'issues' | 'multiple-shipments'; oneTimeAppeasement: boolean }
  | { step: 'too-soon'; eligibleAt: string }
  | { step: 'too-late' | 'not-shipped' | 'not-protected' | 'already-claimed' };

/**
 * The portal's route after a lookup, from `orderClaimability` (whose order of checks applies). A claimable
 * order with more than one shipment goes to `multiple-shipments` even when only one of them can be claimed,
 * so the shopper sees every parcel of the order and why the others are greyed out.
 */
export function nextStepAfterLookup(order: ClaimabilityFacts): LookupStep {
  const claimability = orderClaimability(order);
  if (claimability.claimable) {
    return {
      step: order.fulfillments.length > 1 ? 'multiple-shipments' : 'issues',
      oneTimeAppeasement: order.isOneTimeAppeasement,
    };
  }
  switch (claimability.reason) {
    case 'too_soon':
      return { step: 'too-soon', eligibleAt: claimability.eligibleAt };
    case 'not_protected':
      return { step: 'not-protected' };
    case 'not_shipped':
      return { step: 'not-shipped' };
    case 'too_late':
      return { step: 'too-late' };
    case 'already_claimed':
      return { step: 'already-claimed' };
  }
}

/**
 * The pages a lookup leads to (`nextStepAfterLookup`, the others answer on /start), and those the issues
 * page's form leads to (`ISSUE_GROUP_PAGES`): each shows the order as it is, with no claim draft yet, so
 * the server may render it from the proof of the lookup alone (a draft saved earlier comes back once the
 * browser has read it). The pages after them depend on the draft the shopper has made, which only the
 * browser reads back.
 */
const PAGES_AFTER_LOOKUP = new Set([
  '/issues',
  '/multiple-shipments',
  '/too-soon',
  '/too-late',
  '/not-shipped',
  ...Object.values(ISSUE_GROUP_PAGES),
]);

export function isPageAfterLookup(pathname: string): boolean {
  return PAGES_AFTER_LOOKUP.has(pathname.replace(/\/+$/, ''));
}

function isProtectedForClaims(order: Pick<Order, 'protected' | 'isOneTimeAppeasement'>): boolean {
  return order.protected || order.isOneTimeAppeasement;
}

function isCoveredByClaims(fulfillment: Fulfillment, order: CoverageFacts): boolean {
  return !fulfillmentLineAvailability(fulfillment, order).some((line) => line.claimable > 0);
}
