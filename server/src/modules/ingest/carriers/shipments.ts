/**
 * A carrier's scan written onto the store's shipments with its tracking number: their status, delivery
 * date, last scan, exception and the carrier's words. A scan older than the one a shipment has is
 * ignored, so a late retry never moves a parcel back. The eligibility rules read the delivery date from
 * here (domain rules/eligibility.ts), so a claim's window follows the carrier.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { fulfillments, orders } from '../../../db/schema';
import type { Settled } from '../inbox';
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
