/**
 * How many units of an order line can still be claimed (spec section 5: "an item may be claimed again only
 * while the claimed quantities across claims are below the ordered quantity"; "resolution quantity is capped
 * at the order quantity minus the already refunded quantity").
 *
 * Every existing claim counts toward the claimed quantities, whatever its status: a denied, dismissed or
 * archived claim still holds its units. A denial can be reopened or overturned, and letting the same units
 * be claimed again while an old claim about them can still be revived risks paying twice; a shopper who
 * disagrees with a denial answers in that claim's messages instead of filing a new one.
 *
 * Units are matched across claims, orders and shipments by the order line's `sourceItemId` (the id the
 * commerce platform gives the line), which is what claim items and submitted issues carry.
 */
import type { ExistingClaim, Fulfillment, FulfillmentLine, OrderItem } from '../schemas/order';

/** Why no unit of a line can be claimed: the UI shows it beside the greyed-out item. */
export type UnavailableReason = 'refunded' | 'fully_claimed';

export interface ItemAvailability {
  /** Units that a new claim may still include; never negative. */
  claimable: number;
  /** Null while `claimable` is above zero. */
  reason: UnavailableReason | null;
}

/** What is left of one shipment line. `reason` is null while `claimable` is above zero. */
export type LineAvailability = KnownLineAvailability | UnknownLineAvailability;

export interface KnownLineAvailability {
  line: FulfillmentLine;
  /** The order line the shipment line belongs to. */
  orderItem: OrderItem;
  /** Units of this shipment line that a new claim may still include; never negative. */
  claimable: number;
  reason: UnavailableReason | null;
}

/** A shipment line naming an order line the order does not have: nothing of it can be claimed. */
export interface UnknownLineAvailability {
  line: FulfillmentLine;
  orderItem: null;
  claimable: 0;
  reason: 'unknown_item';
}

export interface QuantityContext {
  orderItems: readonly OrderItem[];
  existingClaims: readonly ExistingClaim[];
}

/**
 * Units claimed so far per `sourceItemId`, summed over every claim (see the module comment for why denied
 * claims count). Given a `sourceFulfillmentId`, only claim items filed against that shipment are summed;
 * claim items that do not say which shipment they were about still count toward the order-wide total.
 */
export function claimedQuantities(
  existingClaims: readonly ExistingClaim[],
  sourceFulfillmentId?: string,
): ReadonlyMap<string, number> {
  const claimed = new Map<string, number>();
  for (const claim of existingClaims) {
    for (const item of claim.items) {
      if (sourceFulfillmentId !== undefined && item.sourceFulfillmentId !== sourceFulfillmentId) continue;
      claimed.set(item.sourceItemId, (claimed.get(item.sourceItemId) ?? 0) + item.quantity);
    }
  }
  return claimed;
}

/**
 * Ordered − refunded − already claimed, never below zero, with the reason when nothing is left. A refund
 * that settled a claim is subtracted twice (as refunded and as claimed): that can only lower what is left,
 * never let a unit be paid for twice.
 */
export function orderItemAvailability(
  orderItem: OrderItem,
  existingClaims: readonly ExistingClaim[],
): ItemAvailability {
  const claimed = claimedQuantities(existingClaims).get(orderItem.sourceItemId) ?? 0;
  const claimable = Math.max(0, orderItem.quantity - orderItem.refundedQuantity - claimed);
  if (claimable > 0) return { claimable, reason: null };
  return {
    claimable,
    reason: orderItem.refundedQuantity >= orderItem.quantity ? 'refunded' : 'fully_claimed',
  };
}

/** Units of the order line that a new claim may still include: ordered − refunded − claimed, at least 0. */
export function claimableQuantity(orderItem: OrderItem, existingClaims: readonly ExistingClaim[]): number {
  return orderItemAvailability(orderItem, existingClaims).claimable;
}

/**
 * Claimable units per order item id: the order's `eligibility` map, which the server fills at lookup so
 * the portal knows the caps without the other claims' details.
 */
export function claimableQuantities(
  orderItems: readonly OrderItem[],
  existingClaims: readonly ExistingClaim[],
): Record<string, number> {
  return Object.fromEntries(orderItems.map((item) => [item.id, claimableQuantity(item, existingClaims)]));
}

/**
 * Whether the line may be claimed again. The spec's rule is "claimed across claims below ordered"; refunded
 * units are left out as well, because a refunded unit has already been paid back.
 */
export function mayClaimAgain(orderItem: OrderItem, existingClaims: readonly ExistingClaim[]): boolean {
  return claimableQuantity(orderItem, existingClaims) > 0;
}

/**
 * A staff-entered resolution quantity, capped at ordered − refunded. Zero or less (or not a number) clears
 * it, and so does a cap of zero: there is nothing left to resolve. Fractions round down, since only whole
 * units can be reshipped or refunded.
 */
export function capResolutionQuantity(
  quantity: number | null | undefined,
  orderItem: Pick<OrderItem, 'quantity' | 'refundedQuantity'>,
): number | null {
  if (quantity === null || quantity === undefined || !(quantity > 0)) return null;
  const capped = Math.min(Math.floor(quantity), orderItem.quantity - orderItem.refundedQuantity);
  return capped > 0 ? capped : null;
}

/**
 * The order line a shipment line belongs to: by `orderItemId` (our id of the order line) when the line has
 * one, otherwise by `item`, which then holds the platform's `sourceItemId`.
 */
export function orderItemForLine(line: FulfillmentLine, orderItems: readonly OrderItem[]): OrderItem | null {
  const found =
    line.orderItemId === null || line.orderItemId === undefined
      ? orderItems.find((orderItem) => orderItem.sourceItemId === line.item)
      : orderItems.find((orderItem) => orderItem.id === line.orderItemId);
  return found ?? null;
}

/**
 * What is left to claim of each line of one shipment: the shipped quantity minus what claims filed against
 * this shipment hold, and never more than what is left of the order line as a whole (refunds and claims
 * that name no shipment are only known order-wide). The portal greys out lines whose `claimable` is 0 and
 * shows `reason`.
 */
export function fulfillmentLineAvailability(
  fulfillment: Pick<Fulfillment, 'sourceFulfillmentId' | 'items'>,
  { orderItems, existingClaims }: QuantityContext,
): LineAvailability[] {
  const claimedHere = claimedQuantities(existingClaims, fulfillment.sourceFulfillmentId);
  return fulfillment.items.map((line): LineAvailability => {
    const orderItem = orderItemForLine(line, orderItems);
    if (orderItem === null) return { line, orderItem, claimable: 0, reason: 'unknown_item' };
    const orderWide = orderItemAvailability(orderItem, existingClaims);
    const leftInShipment = line.quantity - (claimedHere.get(orderItem.sourceItemId) ?? 0);
    const claimable = Math.max(0, Math.min(leftInShipment, orderWide.claimable));
    if (claimable > 0) return { line, orderItem, claimable, reason: null };
    return { line, orderItem, claimable, reason: orderWide.reason ?? 'fully_claimed' };
  });
}

/** One line of a claim being submitted: so many units of an order line, from one shipment. */
export interface ClaimQuantityRequest {
  sourceFulfillmentId: string;
  sourceItemId: string;
  quantity: number;
}

export type QuantityProblemReason = 'unknown_fulfillment' | 'unknown_item' | 'not_enough_left';

export interface QuantityProblem {
  reason: QuantityProblemReason;
  sourceItemId: string;
  /** Null when the problem is the order-wide total over several shipments. */
  sourceFulfillmentId: string | null;
  requested: number;
  /** Units that may still be claimed where the problem is; 0 for unknown shipments and items. */
  available: number;
  /** Names the item for the shopper, e.g. 'Only 1 unit of "Blue mug" can still be claimed.' */
  message: string;
}

export interface ClaimQuantityContext extends QuantityContext {
  fulfillments: readonly Pick<Fulfillment, 'sourceFulfillmentId' | 'items'>[];
}

/**
 * Checks a submission's quantities against what is left, per shipment line and per order line across the
 * submission's shipments. The server runs it inside the transaction that stores the claim, with the claims
 * read in that transaction while the order is locked, so parallel submissions cannot claim more units than
 * were ordered. Requests for the same line are added up first. An empty list means the submission fits.
 */
export function checkClaimQuantities(
  requests: readonly ClaimQuantityRequest[],
  context: ClaimQuantityContext,
): QuantityProblem[] {
  const perLine = sumPerLine(requests);
  const problems: QuantityProblem[] = [];
  const passedPerItem = new Map<string, { orderItem: OrderItem; requested: number }>();

  for (const { sourceFulfillmentId, sourceItemId, quantity: requested } of perLine.values()) {
    const fulfillment = context.fulfillments.find(
      (entry) => entry.sourceFulfillmentId === sourceFulfillmentId,
    );
    if (fulfillment === undefined) {
      problems.push({
        reason: 'unknown_fulfillment',
        sourceItemId,
        sourceFulfillmentId,
        requested,
        available: 0,
        message: `Shipment ${sourceFulfillmentId} is not part of this order.`,
      });
      continue;
    }
    const availability = fulfillmentLineAvailability(fulfillment, context).find(
      (entry): entry is KnownLineAvailability => entry.orderItem?.sourceItemId === sourceItemId,
    );
    if (availability === undefined) {
      problems.push({
        reason: 'unknown_item',
        sourceItemId,
        sourceFulfillmentId,
        requested,
        available: 0,
        message: `Item ${sourceItemId} is not in shipment ${sourceFulfillmentId}.`,
      });
      continue;
    }
    const { orderItem, claimable } = availability;
    if (requested > claimable) {
      problems.push(notEnoughLeft(orderItem, sourceFulfillmentId, requested, claimable));
      continue;
    }
    const soFar = passedPerItem.get(sourceItemId)?.requested ?? 0;
    passedPerItem.set(sourceItemId, { orderItem, requested: soFar + requested });
  }

  for (const { orderItem, requested } of passedPerItem.values()) {
    const claimable = claimableQuantity(orderItem, context.existingClaims);
    if (requested > claimable) problems.push(notEnoughLeft(orderItem, null, requested, claimable));
  }
  return problems;
}

/** Adds up the requests for the same shipment line. */
function sumPerLine(requests: readonly ClaimQuantityRequest[]): Map<string, ClaimQuantityRequest> {
  const sums = new Map<string, ClaimQuantityRequest>();
  for (const request of requests) {
    const key = `${request.sourceFulfillmentId}\u0000${request.sourceItemId}`;
    const sum = sums.get(key);
    sums.set(key, { ...request, quantity: (sum?.quantity ?? 0) + request.quantity });
  }
  return sums;
}

function notEnoughLeft(
  orderItem: OrderItem,
  sourceFulfillmentId: string | null,
  requested: number,
  available: number,
): QuantityProblem {
  const message =
    available === 0
      ? `"${orderItem.productName}" cannot be claimed any more: it was already claimed or refunded.`
      : `Only ${available} ${available === 1 ? 'unit' : 'units'} of "${orderItem.productName}" can still be claimed.`;
  return {
    reason: 'not_enough_left',
    sourceItemId: orderItem.sourceItemId,
    sourceFulfillmentId,
    requested,
    available,
    message,
  };
}
