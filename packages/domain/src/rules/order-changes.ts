import type { Claim } from '../schemas/claim';
import type { Order } from '../schemas/order';

/**
 * What the platform says of a claim's order that the claim did not know when it was filed, for the agent
 * deciding it: the order was cancelled, claimed units were refunded on the platform (the resolution's
 * amounts already leave them out), a carrier scanned a shipment after the filing, or the platform changed
 * the order after it (an address edit, a line removed). Newest first.
 */
export type OrderChange =
  | { kind: 'cancelled'; at: string }
  | { kind: 'refunded'; productName: string; refundedQuantity: number; quantity: number }
  | {
      kind: 'scanned';
      at: string;
      trackingNumber: string | null;
      carrier: string | null;
      status: string | null;
      detail: string | null;
    }
  | { kind: 'edited'; at: string };

export function orderChangesSinceFiling(
  order: Pick<Order, 'cancelledAt' | 'changedAt' | 'orderItems' | 'fulfillments'>,
  claim: Pick<Claim, 'createdAt' | 'claimItems'>,
): OrderChange[] {
  const filedAt = Date.parse(claim.createdAt);
  const after = (at: string | null | undefined): at is string => !!at && Date.parse(at) > filedAt;
  const changes: OrderChange[] = [];
  if (order.cancelledAt) changes.push({ kind: 'cancelled', at: order.cancelledAt });
  const claimed = new Set(claim.claimItems.map((item) => item.sourceItemId));
  for (const item of order.orderItems) {
    if (!claimed.has(item.sourceItemId) || item.refundedQuantity === 0) continue;
    changes.push({
      kind: 'refunded',
      productName: item.productName,
      refundedQuantity: item.refundedQuantity,
      quantity: item.quantity,
    });
  }
  for (const shipment of order.fulfillments) {
    if (!after(shipment.lastScanAt)) continue;
    changes.push({
      kind: 'scanned',
      at: shipment.lastScanAt,
      trackingNumber: shipment.trackingNumber[0] ?? null,
      carrier: shipment.trackingCompany ?? null,
      status: shipment.fulfillmentStatus ?? null,
      detail: shipment.carrierDetail ?? null,
    });
  }
  if (after(order.changedAt) && !changes.some((change) => change.kind === 'cancelled')) {
    changes.push({ kind: 'edited', at: order.changedAt });
  }
  const time = (change: OrderChange) => ('at' in change ? Date.parse(change.at) : filedAt);
  return changes.sort((a, b) => time(b) - time(a));
}
