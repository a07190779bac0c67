import { ShipmentStatus } from '../enums';
import type { Fulfillment } from '../schemas/order';
import { shipmentStatusHasShipped } from './eligibility';

/** What a shipment's card says of it (spec section 4: "In transit", or delivered with its date). */
export type ShipmentDisplayState =
  | { state: 'delivered'; deliveredAt: string | null }
  | { state: 'in_transit' }
  | { state: 'not_shipped' };

/**
 * Delivered (with its date when known) once a delivery date is recorded or the status says so; in transit
 * once it has shipped by its dates or status (`shipmentStatusHasShipped`); otherwise not shipped, which the
 * spec's two states do not cover, so a card shows only the status then.
 */
export function shipmentDisplayState(
  fulfillment: Pick<Fulfillment, 'fulfillmentStatus' | 'shippedAt' | 'deliveredAt'>,
): ShipmentDisplayState {
  const status = ShipmentStatus.safeParse(fulfillment.fulfillmentStatus);
  if (fulfillment.deliveredAt || (status.success && status.data === 'DELIVERED')) {
    return { state: 'delivered', deliveredAt: fulfillment.deliveredAt ?? null };
  }
  if (fulfillment.shippedAt || (status.success && shipmentStatusHasShipped[status.data])) {
    return { state: 'in_transit' };
  }
  return { state: 'not_shipped' };
}
