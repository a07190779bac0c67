/**
 * Whether one shipment can be claimed at a given instant (spec section 4, "Eligibility"), from the store's
 * claim policy. The server computes it at order lookup (`withEligibility`); the portal only reads the
 * result, so both always agree.
 *
 * The checks apply in this order, and the first that holds gives the code:
 * 1. `not_shipped`: no ship or delivery date, and a status that says the parcel has not left
 *    (`shipmentStatusHasShipped`); an unknown or missing status counts as not shipped, since nothing shows it
 *    left.
 * 2. `already_claimed`: no unit of the shipment is left to claim (claimed or refunded; a shipment without
 *    lines has nothing to claim either). Before the time checks, so a shopper coming back to a shipment they
 *    already claimed is sent to that claim rather than told the window has closed.
 * 3. `expired`: the claim window has passed. Its anchor is the delivery date when there is one, because a
 *    shopper can only know of a problem with the contents once the parcel arrives; otherwise the ship date,
 *    because a parcel that never arrives must still be claimed within the window after it left. A shipped
 *    status with neither date has no anchor and never expires.
 * 4. `too_soon`: delivered less than `waitingDaysAfterDelivery` ago; carriers sometimes mark a parcel
 *    delivered before it arrives (the too-soon page's fine print). Checked after the window so that a policy
 *    whose waiting time outlasts its window never promises a date that would already be too late.
 * 5. `eligible`.
 *
 * Days are periods of 24 hours from the recorded instant, not calendar days in a time zone: the server and
 * every browser then reach the same answer wherever the shopper is. Both boundaries favour the shopper: at
 * exactly `eligibleAt` a claim may be filed, and at exactly the end of the window it still may.
 */
import { ShipmentStatus } from '../enums';
import type { ExistingClaim, Fulfillment, Order, OrderItem } from '../schemas/order';
import type { ClaimPolicy } from '../schemas/store';
import { claimableQuantities, fulfillmentLineAvailability } from './quantities';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a parcel in each status has left the merchant. A Record, so a new status needs a decision. */
export const shipmentStatusHasShipped: Readonly<Record<ShipmentStatus, boolean>> = {
  UNFULFILLED: false,
  AWAITING_SHIPMENT: false,
  ON_HOLD: false,
  LABEL_PURCHASED: false,
  LABEL_PRINTED: false,
  // The carrier knows of the parcel but has not picked it up yet.
  CONFIRMED: false,
  SCHEDULED: false,
  PARTIALLY_FULFILLED: true,
  FULFILLED: true,
  IN_TRANSIT: true,
  OUT_FOR_DELIVERY: true,
  ATTEMPTED_DELIVERY: true,
  NOT_DELIVERED: true,
  // Waiting at a carrier's pickup point: it has shipped.
  READY_FOR_PICKUP: true,
  DELIVERED: true,
};

export type FulfillmentEligibility =
  /** `eligibleAt`: when claims opened (delivery + waiting days, else the ship date); null without dates. */
  | { eligible: true; eligibilityCode: 'eligible'; eligibleAt: string | null }
  /** `eligibleAt`: the instant a claim may be filed. */
  | { eligible: false; eligibilityCode: 'too_soon'; eligibleAt: string }
  | { eligible: false; eligibilityCode: 'not_shipped' | 'already_claimed' | 'expired'; eligibleAt: null };

export interface EligibilityContext {
  policy: Pick<ClaimPolicy, 'claimWindowDays' | 'waitingDaysAfterDelivery'>;
  now: Date;
  orderItems: readonly OrderItem[];
  existingClaims: readonly ExistingClaim[];
}

/** Whether a shipment can be claimed at `now`, and if not why; see the module comment for the rules. */
export function fulfillmentEligibility(
  fulfillment: Fulfillment,
  { policy, now, orderItems, existingClaims }: EligibilityContext,
): FulfillmentEligibility {
  const shippedAt = parseInstant(fulfillment.shippedAt);
  const deliveredAt = parseInstant(fulfillment.deliveredAt);
  if (shippedAt === null && deliveredAt === null && !hasShipped(fulfillment.fulfillmentStatus)) {
    return { eligible: false, eligibilityCode: 'not_shipped', eligibleAt: null };
  }
  const lines = fulfillmentLineAvailability(fulfillment, { orderItems, existingClaims });
  if (!lines.some((line) => line.claimable > 0)) {
    return { eligible: false, eligibilityCode: 'already_claimed', eligibleAt: null };
  }
  const anchor = deliveredAt ?? shippedAt;
  if (anchor !== null && now.getTime() > anchor + policy.claimWindowDays * DAY_MS) {
    return { eligible: false, eligibilityCode: 'expired', eligibleAt: null };
  }
  const opensAt = deliveredAt === null ? shippedAt : deliveredAt + policy.waitingDaysAfterDelivery * DAY_MS;
  if (opensAt === null) return { eligible: true, eligibilityCode: 'eligible', eligibleAt: null };
  const eligibleAt = new Date(opensAt).toISOString();
  return now.getTime() < opensAt
    ? { eligible: false, eligibilityCode: 'too_soon', eligibleAt }
    : { eligible: true, eligibilityCode: 'eligible', eligibleAt };
}

/**
 * The order with every shipment's `eligible`, `eligibleAt` and `eligibilityCode` computed at `now`, and its
 * `eligibility` map (claimable units per order item id) filled. The server answers order lookup with this.
 */
export function withEligibility<
  T extends Pick<Order, 'fulfillments' | 'orderItems' | 'existingClaims' | 'eligibility'>,
>(order: T, { policy, now }: Pick<EligibilityContext, 'policy' | 'now'>): T {
  const context = { policy, now, orderItems: order.orderItems, existingClaims: order.existingClaims };
  return {
    ...order,
    fulfillments: order.fulfillments.map((fulfillment) => ({
      ...fulfillment,
      ...fulfillmentEligibility(fulfillment, context),
    })),
    eligibility: claimableQuantities(order.orderItems, order.existingClaims),
  };
}

function hasShipped(status: Fulfillment['fulfillmentStatus']): boolean {
  const known = ShipmentStatus.safeParse(status);
  return known.success && shipmentStatusHasShipped[known.data];
}

/** Epoch milliseconds, or null for a missing or unreadable date (which then proves nothing). */
function parseInstant(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? null : instant;
}
