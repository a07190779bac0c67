/**
 * Writes an order as its platform sent it, by store and platform order id: the import file's orders and the
 * orders API's. What is sent is the whole truth about the order: lines and shipments are updated in place
 * (their ids stay, so sessions and claims keep pointing at them), added, or removed when no longer listed.
 * Re-sending it with new tracking or a new shipment is how fulfilment updates arrive.
 */
import type { OrderInput } from '@orderprotection/domain';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { fulfillments, orderItems, orders } from '../../db/schema';
import { newRowId } from '../../security/tokens';
import { emailKey, orderNumberKey } from './orders';

/** What a write did: made the order, changed it, or nothing because a newer version is stored. */
export const ORDER_WRITES = ['created', 'updated', 'stale'] as const;
export type OrderWrite = (typeof ORDER_WRITES)[number];

/** Writes `order` as `sourceOrderId` of the store; the caller has checked that the store exists. */
export async function writeOrder(
  tx: Tx,
  storeId: string,
  sourceOrderId: string,
  order: OrderInput,
  now: Date,
): Promise<OrderWrite> {
  const fields = {
    orderNumber: order.orderNumber,
    orderNumberKey: orderNumberKey(order.orderNumber),
    customerEmail: order.customerEmail,
    emailKey: emailKey(order.customerEmail),
    customerName: order.customerName ?? null,
    currency: order.currency,
    exchangeRate: order.exchangeRate,
    subtotal: order.subtotal,
    shipping: order.shipping,
    shippingTax: order.shippingTax,
    shippingCost: order.shippingCost ?? null,
    shippingCostTax: order.shippingCostTax ?? null,
    tax: order.tax,
    total: order.total,
    discountTotal: order.discountTotal,
    protected: order.protected,
    isOneTimeAppeasement: order.isOneTimeAppeasement,
    shippingAddress: order.shippingAddress ?? null,
    billingAddress: order.billingAddress ?? null,
    protectionPolicy: order.policy ?? null,
    placedAt: order.createdAt ? new Date(order.createdAt) : null,
    cancelledAt: order.cancelledAt ? new Date(order.cancelledAt) : null,
    sourceUpdatedAt: order.sourceUpdatedAt ? new Date(order.sourceUpdatedAt) : null,
    updatedAt: now,
  };
  const [row] = await tx
    .insert(orders)
    .values({ id: newRowId(), storeId, sourceOrderId, ...fields, createdAt: now })
    .onConflictDoUpdate({
      target: [orders.storeId, orders.sourceOrderId],
      set: {
        ...fields,
        sourceUpdatedAt: sql`coalesce(excluded.source_updated_at, ${orders.sourceUpdatedAt})`,
      },
      // A write that says when the platform changed the order loses to a newer one already stored.
      setWhere: sql`${orders.sourceUpdatedAt} IS NULL OR excluded.source_updated_at IS NULL
        OR ${orders.sourceUpdatedAt} <= excluded.source_updated_at`,
    })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ id: orders.id, inserted: sql<boolean>`(xmax = 0)` });
  if (row === undefined) return 'stale';
  const orderId = row.id;

  for (const [position, item] of order.orderItems.entries()) {
    const itemFields = {
      position,
      sourceProductId: item.sourceProductId ?? null,
      sourceVariantId: item.sourceVariantId ?? null,
      productName: item.productName,
      productImage: item.productImage ?? null,
      productUrl: item.productUrl ?? null,
      itemDescription: item.itemDescription ?? null,
      sku: item.sku ?? null,
      price: item.price,
      discount: item.discount,
      tax: item.tax,
      quantity: item.quantity,
      refundedQuantity: item.refundedQuantity,
      display: { color: item.color, size: item.size, sizeRegion: item.sizeRegion, flavor: item.flavor },
    };
    await tx
      .insert(orderItems)
      .values({ id: newRowId(), orderId, sourceItemId: item.sourceItemId, ...itemFields })
      .onConflictDoUpdate({ target: [orderItems.orderId, orderItems.sourceItemId], set: itemFields });
  }
  await tx.delete(orderItems).where(
    and(
      eq(orderItems.orderId, orderId),
      notInArray(
        orderItems.sourceItemId,
        order.orderItems.map((item) => item.sourceItemId),
      ),
    ),
  );

  for (const [position, fulfillment] of order.fulfillments.entries()) {
    const fulfillmentFields = {
      position,
      status: fulfillment.fulfillmentStatus ?? null,
      trackingCompany: fulfillment.trackingCompany ?? null,
      trackingNumbers: fulfillment.trackingNumber,
      trackingUrls: fulfillment.trackingUrl,
      shippedAt: fulfillment.shippedAt ? new Date(fulfillment.shippedAt) : null,
      deliveredAt: fulfillment.deliveredAt ? new Date(fulfillment.deliveredAt) : null,
      lines: fulfillment.items,
    };
    await tx
      .insert(fulfillments)
      .values({
        id: newRowId(),
        orderId,
        sourceFulfillmentId: fulfillment.sourceFulfillmentId,
        ...fulfillmentFields,
      })
      .onConflictDoUpdate({
        target: [fulfillments.orderId, fulfillments.sourceFulfillmentId],
        set: {
          ...fulfillmentFields,
          // Once the carrier has scanned the parcel, its word on where it is beats the platform's.
          status: sql`CASE WHEN ${fulfillments.lastScanAt} IS NULL THEN excluded.status ELSE ${fulfillments.status} END`,
          deliveredAt: sql`CASE WHEN ${fulfillments.lastScanAt} IS NULL THEN excluded.delivered_at ELSE ${fulfillments.deliveredAt} END`,
        },
      });
  }
  const listed = order.fulfillments.map((fulfillment) => fulfillment.sourceFulfillmentId);
  await tx
    .delete(fulfillments)
    .where(
      listed.length === 0
        ? eq(fulfillments.orderId, orderId)
        : and(eq(fulfillments.orderId, orderId), notInArray(fulfillments.sourceFulfillmentId, listed)),
    );
  return row.inserted ? 'created' : 'updated';
}
