/**
 * A mapping that fails names the WooCommerce field to fix, not the domain's: an issue of the payload's own
 * schema keeps its path, and an issue of `OrderInput` is traced back through the sources the mapping
 * recorded (which line item became which order item, which tracking item which shipment).
 */
import type { z } from 'zod';

export type MappingFailure = { ok: false; field: string; message: string };

/** Where each part of the drafted order came from in the payload. */
export interface OrderSources {
  /** Per order item, its index in `line_items`. */
  items: number[];
  /** The order meta entry holding the tracking items. */
  trackingMeta: number | null;
  /** The payload field of the protection fee (a line item or a fee line), for issues of the policy. */
  fee: string | null;
}

const ORDER_FIELDS: Readonly<Record<string, string>> = {
  orderNumber: 'number',
  customerEmail: 'billing.email',
  customerName: 'billing.first_name',
  currency: 'currency',
  subtotal: 'line_items',
  shipping: 'shipping_total',
  shippingTax: 'shipping_tax',
  tax: 'total_tax',
  total: 'total',
  discountTotal: 'discount_total',
  createdAt: 'date_created_gmt',
  sourceUpdatedAt: 'date_modified_gmt',
  shippingAddress: 'shipping',
  billingAddress: 'billing',
  orderItems: 'line_items',
};

const ITEM_FIELDS: Readonly<Record<string, string>> = {
  sourceItemId: 'id',
  sourceProductId: 'product_id',
  sourceVariantId: 'variation_id',
  productName: 'name',
  productImage: 'image.src',
  sku: 'sku',
  price: 'subtotal',
  discount: 'total',
  tax: 'total_tax',
  quantity: 'quantity',
  // Refunds are counted against the line's quantity.
  refundedQuantity: 'quantity',
  color: 'meta_data',
  size: 'meta_data',
  flavor: 'meta_data',
};

const SHIPMENT_FIELDS: Readonly<Record<string, string>> = {
  sourceFulfillmentId: 'tracking_id',
  trackingCompany: 'tracking_provider',
  trackingNumber: 'tracking_number',
  trackingUrl: 'custom_tracking_link',
  shippedAt: 'date_shipped',
};

type Path = readonly PropertyKey[];

function payloadField(path: Path, sources: OrderSources): string {
  const [head, index, field] = path;
  if (head === 'orderItems' && typeof index === 'number') {
    const line = `line_items.${sources.items[index] ?? index}`;
    return typeof field === 'string' ? `${line}.${ITEM_FIELDS[field] ?? field}` : line;
  }
  if (head === 'fulfillments' && typeof index === 'number' && sources.trackingMeta !== null) {
    // Each tracking item is one shipment, in the same order.
    const item = `meta_data.${sources.trackingMeta}.value.${index}`;
    return typeof field === 'string' && field in SHIPMENT_FIELDS ? `${item}.${SHIPMENT_FIELDS[field]}` : item;
  }
  if (head === 'policy') return index === 'premiumCurrency' ? 'currency' : (sources.fee ?? 'total');
  // An address is checked as a whole (its fields are free text), so the address is the field.
  if (typeof head === 'string' && head in ORDER_FIELDS) return ORDER_FIELDS[head] ?? head;
  return path.map(String).join('.');
}

/** The first issue of the domain's check, named by the payload field it came from. */
export function domainFailure(error: z.ZodError, sources: OrderSources): MappingFailure {
  const issue = error.issues[0];
  if (issue === undefined) return { ok: false, field: '', message: 'the order does not map' };
  return { ok: false, field: payloadField(issue.path, sources), message: issue.message };
}

/** The first issue of a payload schema, its path prefixed by where that payload was given. */
export function payloadFailure(error: z.ZodError, prefix = ''): MappingFailure {
  const issue = error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  return {
    ok: false,
    field: [prefix, path].filter(Boolean).join('.'),
    message: issue?.message ?? 'unreadable',
  };
}
