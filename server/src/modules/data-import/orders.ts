/**
 * An order of the import file: upserted by store and platform order id. The order in the file is the whole
 * truth about it: lines and shipments are updated in place (their ids stay, so sessions and claims keep
 * pointing at them), added, or removed when the file no longer lists them. Re-importing with new tracking
 * or a new shipment is how fulfillment updates arrive.
 */
import type { ImportOrder } from '@orderprotection/domain';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { fulfillments, orderItems, orders, stores } from '../../db/schema';
import { newRowId } from '../../security/tokens';
import { emailKey, orderNumberKey } from '../orders/orders';
import { ImportError } from './context';

/** Answers whether the order was new. */
export async function upsertOrder(tx: Tx, order: ImportOrder, now: Date): Promise<boolean> {
  const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, order.storeId));
  if (store === undefined) {
    throw new ImportError(
      `Order ${order.orderId}: store ${order.storeId} is neither in the file nor in the database`,
    );
  }
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
    updatedAt: now,
  };
  const [row] = await tx
    .insert(orders)
    .values({
      id: newRowId(),
      storeId: order.storeId,
      sourceOrderId: order.orderId,
      ...fields,
      createdAt: now,
    })
    .onConflictDoUpdate({ target: [orders.storeId, orders.sourceOrderId], set: fields })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ id: orders.id, inserted: sql<boolean>`(xmax = 0)` });
  if (row === undefined) throw new Error(`Order ${order.orderId} was not written`);
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
        set: fulfillmentFields,
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
  return row.inserted;
}
