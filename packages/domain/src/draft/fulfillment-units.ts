import { fulfillmentLineAvailability, type QuantityContext } from '../rules';
import type { Fulfillment, Order } from '../schemas';

/**
 * How many units of each source item a claim may still name in every fulfillment of an order:
 * fulfillment id -> source item id -> units. This is what the draft checks every issue against.
 */
export type FulfillmentUnits = ReadonlyMap<string, ReadonlyMap<string, number>>;

/**
 * The units come from the quantity rules rather than from the raw line quantity, so the draft never holds
 * an issue the server's `checkClaimQuantities` refuses for its shipment: units already claimed or refunded
 * are left out (a "Haven't received my order" issue would otherwise claim them again and could not be
 * submitted), and a shipment line is matched to its order line the way the rules match it.
 */
export function unitsByFulfillment(order: Order): FulfillmentUnits {
  const context: QuantityContext = { orderItems: order.orderItems, existingClaims: order.existingClaims };
  return new Map(
    order.fulfillments.map((fulfillment) => [fulfillment.id, claimableBySourceItem(fulfillment, context)]),
  );
}

/**
 * The first line of an item in a shipment decides, as it does in `checkClaimQuantities`; lines naming no
 * order line, and items with nothing left, hold no units, so no issue can name them.
 */
function claimableBySourceItem(
  fulfillment: Fulfillment,
  context: QuantityContext,
): ReadonlyMap<string, number> {
  const firstLines = new Map<string, number>();
  for (const { orderItem, claimable } of fulfillmentLineAvailability(fulfillment, context)) {
    if (orderItem !== null && !firstLines.has(orderItem.sourceItemId))
      firstLines.set(orderItem.sourceItemId, claimable);
  }
  return new Map([...firstLines].filter(([, claimable]) => claimable > 0));
}
