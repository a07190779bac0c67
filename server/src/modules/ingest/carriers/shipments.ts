/**
 * A shipment's news written onto the store's shipments: a carrier's scan, found by its tracking number
 * (status, delivery date, last scan, exception and the carrier's words; a scan older than the one a
 * shipment has is ignored, so a late retry never moves a parcel back), and a platform's fulfillment event,
 * found by its shipment's id. The eligibility rules read the delivery date from here (domain
 * rules/eligibility.ts), so a claim's window follows the carrier.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { fulfillments, orders } from '../../../db/schema';
import type { Settled } from '../inbox';
import type { ShipmentEvent } from '../shopify/fulfillments';
import type { ShipmentScan } from './scan';

export async function applyScan(tx: Tx, storeId: string, scan: ShipmentScan): Promise<Settled> {
  const scannedAt = scan.lastScanAt === null ? null : new Date(scan.lastScanAt);
  const updated = await tx
    .update(fulfillments)
    .set({
      status: scan.status,
      deliveredAt: scan.deliveredAt === null ? null : new Date(scan.deliveredAt),
      exceptionAt: scan.exceptionAt === null ? null : new Date(scan.exceptionAt),
      lastScanAt: scannedAt,
      carrierDetail: scan.detail,
    })
    .where(
      and(
        sql`${fulfillments.trackingNumbers} @> ${JSON.stringify([scan.trackingNumber])}::jsonb`,
        inArray(
          fulfillments.orderId,
          tx.select({ id: orders.id }).from(orders).where(eq(orders.storeId, storeId)),
        ),
        scannedAt === null
          ? sql`${fulfillments.lastScanAt} IS NULL`
          : or(sql`${fulfillments.lastScanAt} IS NULL`, sql`${fulfillments.lastScanAt} <= ${scannedAt}`),
      ),
    )
    .returning({ id: fulfillments.id });
  if (updated.length === 0) {
    return {
      status: 'ignored',
      outcome: `no shipment of this store has tracking number ${scan.trackingNumber}, or it has a later scan`,
    };
  }
  return { status: 'applied', outcome: `${scan.status}: ${updated.length} shipment(s)` };
}

/**
 * A platform's own word on a shipment (Shopify's fulfillment events), written while no tracking service
 * has scanned it: a carrier's scan is first-hand and wins.
 */
export async function applyShipmentEvent(tx: Tx, storeId: string, event: ShipmentEvent): Promise<Settled> {
  const updated = await tx
    .update(fulfillments)
    .set({
      status: event.status,
      deliveredAt: event.deliveredAt === null ? null : new Date(event.deliveredAt),
    })
    .where(
      and(
        eq(fulfillments.sourceFulfillmentId, event.sourceFulfillmentId),
        isNull(fulfillments.lastScanAt),
        inArray(
          fulfillments.orderId,
          tx
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.storeId, storeId), eq(orders.sourceOrderId, event.sourceOrderId))),
        ),
      ),
    )
    .returning({ id: fulfillments.id });
  return updated.length === 0
    ? {
        status: 'ignored',
        outcome: `shipment ${event.sourceFulfillmentId} of order ${event.sourceOrderId} is not stored, or its carrier has scanned it`,
      }
    : { status: 'applied', outcome: `${event.status}: 1 shipment` };
}
