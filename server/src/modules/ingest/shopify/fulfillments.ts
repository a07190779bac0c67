/**
 * Shopify's fulfillments as the order's shipments. A fulfillment's `status` says whether the merchant's
 * fulfilment went through; its `shipment_status` is the carrier's latest tracking event, and says more
 * once there is one.
 */
import { type OrderInput, type ShipmentStatus, shipmentStatusHasShipped } from '@orderprotection/domain';
import type { z } from 'zod';
import { type ShopifyFulfillment, ShopifyFulfillmentEvent } from './payload';
import type { OrderSources } from './problems';

type ShipmentDraft = NonNullable<z.input<typeof OrderInput>['fulfillments']>[number];

/** Shopify's tracking events as the domain's shipment statuses. */
const shipmentStatuses: Readonly<Record<string, ShipmentStatus>> = {
  label_printed: 'LABEL_PRINTED',
  label_purchased: 'LABEL_PURCHASED',
  attempted_delivery: 'ATTEMPTED_DELIVERY',
  ready_for_pickup: 'READY_FOR_PICKUP',
  confirmed: 'CONFIRMED',
  in_transit: 'IN_TRANSIT',
  out_for_delivery: 'OUT_FOR_DELIVERY',
  delivered: 'DELIVERED',
  // The carrier's "failure": the parcel could not be delivered.
  failure: 'NOT_DELIVERED',
  // Events of newer API versions: picked up by the carrier or delayed, the parcel is on its way; picked up
  // by the shopper at a pickup point, it has arrived.
  carrier_picked_up: 'IN_TRANSIT',
  delayed: 'IN_TRANSIT',
  picked_up: 'DELIVERED',
};

/**
 * Fulfillments that never shipped anything: cancelled, or a fulfilment request that failed (`error`,
 * `failure`). Shopify puts their lines back to unfulfilled, so when the lines ship in a new fulfillment,
 * keeping the old one would count their units as shipped twice.
 */
const notShipments = new Set(['cancelled', 'error', 'failure']);

/** The status of a fulfillment before the carrier reports anything, or null for a status we don't know. */
function statusWithoutTracking(status: string | null | undefined): ShipmentStatus | null {
  if (status === 'success') return 'FULFILLED';
  // Deprecated states of a fulfilment service that has the request but has not shipped it yet.
  if (status === 'pending' || status === 'open') return 'AWAITING_SHIPMENT';
  return null;
}

/** An unknown tracking event keeps the fulfillment's own status: a new event upstream never loses one. */
function shipmentStatus(fulfillment: ShopifyFulfillment): ShipmentStatus | null {
  const tracked = fulfillment.shipment_status ? shipmentStatuses[fulfillment.shipment_status] : undefined;
  return tracked ?? statusWithoutTracking(fulfillment.status);
}

/** A broken tracking link is left out rather than turning the whole order away. */
function isHttpUrl(url: string): boolean {
  return URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);
}

/**
 * The order's shipments, without the lines that are not order items (the protection fee, `isItem` false):
 * the fee is never shipped or claimed. A fulfillment that held only fee lines is left out altogether, as a
 * shipment with nothing in it would only confuse the shopper.
 */
export function shipmentsOf(
  fulfillments: readonly ShopifyFulfillment[],
  isItem: (lineItemId: string) => boolean,
): { shipments: ShipmentDraft[]; sources: OrderSources['fulfillments'] } {
  const shipments: ShipmentDraft[] = [];
  const sources: OrderSources['fulfillments'] = [];
  fulfillments.forEach((fulfillment, index) => {
    if (notShipments.has(fulfillment.status ?? '')) return;
    const all = fulfillment.line_items ?? [];
    const lines = all.flatMap((line, lineIndex) => (isItem(line.id) ? [{ line, lineIndex }] : []));
    if (all.length > 0 && lines.length === 0) return;
    const status = shipmentStatus(fulfillment);
    shipments.push({
      sourceFulfillmentId: fulfillment.id,
      fulfillmentStatus: status,
      trackingCompany: fulfillment.tracking_company ?? null,
      trackingNumber: (fulfillment.tracking_numbers ?? []).map((number) => number.trim()).filter(Boolean),
      trackingUrl: (fulfillment.tracking_urls ?? []).map((url) => url.trim()).filter(isHttpUrl),
      // Shopify records when the fulfillment was made, not when the parcel left: that is its ship date
      // only once its status says it has left, or a label printed would open the claim window.
      shippedAt:
        status !== null && shipmentStatusHasShipped[status] ? (fulfillment.created_at ?? null) : null,
      // Shopify's fulfillment has no delivery time; the update that marked it delivered is the closest it
      // gives (a later edit of the fulfillment would move it).
      deliveredAt: status === 'DELIVERED' ? (fulfillment.updated_at ?? null) : null,
      items: lines.map(({ line }) => ({ item: line.id, quantity: line.quantity })),
    });
    sources.push({ index, lines: lines.map(({ lineIndex }) => lineIndex) });
  });
  return { shipments, sources };
}

/** What a fulfillment event says of its shipment; `status` null when its carrier has reported nothing yet. */
export interface ShipmentEvent {
  sourceOrderId: string;
  sourceFulfillmentId: string;
  status: ShipmentStatus | null;
  deliveredAt: string | null;
}

/**
 * A fulfillments/create or fulfillments/update webhook as its shipment's news: Shopify sends these as its
 * carrier's tracking events arrive (`shipment_status`), without an orders/updated, so they are how a store
 * without a tracking service learns its parcels were delivered.
 */
export function shopifyShipmentEvent(
  payload: unknown,
): ({ ok: true } & ShipmentEvent) | { ok: false; field: string; message: string } {
  const parsed = ShopifyFulfillmentEvent.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, field: issue?.path.join('.') ?? '', message: issue?.message ?? 'unreadable' };
  }
  const fulfillment = parsed.data;
  const tracked = fulfillment.shipment_status ? shipmentStatuses[fulfillment.shipment_status] : undefined;
  const status = notShipments.has(fulfillment.status ?? '') ? null : (tracked ?? null);
  return {
    ok: true,
    sourceOrderId: fulfillment.order_id,
    sourceFulfillmentId: fulfillment.id,
    status,
    // As for an order's fulfillments: the update that marked it delivered is the closest time Shopify gives.
    deliveredAt: status === 'DELIVERED' ? (fulfillment.updated_at ?? null) : null,
  };
}
