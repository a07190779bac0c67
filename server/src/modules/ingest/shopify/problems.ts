/**
 * What did not map, named by the Shopify field it came from (`line_items.2.quantity`), so whoever reads an
 * ingest failure looks at the payload Shopify sent rather than at our schema. The domain's own checks
 * (`OrderInput`) report the order they were given; their paths are turned back into the payload's here.
 */
import type { z } from 'zod';

export interface MappingFailure {
  ok: false;
  field: string;
  message: string;
}

/** A field that cannot become part of an order; thrown while mapping and answered as a `MappingFailure`. */
export class MappingProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'MappingProblem';
  }
}

/** Where each part of the built order came from in the payload. */
export interface OrderSources {
  /** The field the customer's email was read from: `email`, `contact_email` or `customer.email`. */
  email: string;
  /** The `line_items` index of each order item (a protection fee line is not an item). */
  items: number[];
  /** The `fulfillments` index of each shipment, and the `line_items` index of each of its lines. */
  fulfillments: { index: number; lines: number[] }[];
}

const orderFields: Record<string, string> = {
  orderNumber: 'name',
  customerName: 'customer',
  currency: 'presentment_currency',
  exchangeRate: 'total_price_set',
  subtotal: 'subtotal_price_set',
  shipping: 'total_shipping_price_set',
  shippingTax: 'shipping_lines',
  tax: 'total_tax_set',
  total: 'total_price_set',
  discountTotal: 'total_discounts_set',
  createdAt: 'created_at',
  sourceUpdatedAt: 'updated_at',
  policy: 'line_items',
  shippingAddress: 'shipping_address',
  billingAddress: 'billing_address',
};

const itemFields: Record<string, string> = {
  sourceItemId: 'id',
  sourceProductId: 'product_id',
  sourceVariantId: 'variant_id',
  productName: 'title',
  sku: 'sku',
  price: 'price_set',
  discount: 'discount_allocations',
  tax: 'tax_lines',
  quantity: 'quantity',
  refundedQuantity: 'refunds',
  color: 'variant_title',
  size: 'variant_title',
};

const fulfillmentFields: Record<string, string> = {
  sourceFulfillmentId: 'id',
  fulfillmentStatus: 'shipment_status',
  trackingCompany: 'tracking_company',
  trackingNumber: 'tracking_numbers',
  trackingUrl: 'tracking_urls',
  shippedAt: 'created_at',
  deliveredAt: 'updated_at',
};

type Path = readonly PropertyKey[];

const snakeCase = (key: PropertyKey) => String(key).replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const joined = (...parts: (PropertyKey | undefined)[]) =>
  parts
    .filter((part) => part !== undefined)
    .map(String)
    .join('.');

function itemField([index, field, ...rest]: Path, sources: OrderSources): string {
  if (typeof index !== 'number') return 'line_items';
  const name = field === undefined ? undefined : (itemFields[String(field)] ?? String(field));
  return joined('line_items', sources.items[index] ?? index, name, ...rest);
}

function fulfillmentField([index, field, line, lineField]: Path, sources: OrderSources): string {
  if (typeof index !== 'number') return 'fulfillments';
  const source = sources.fulfillments[index];
  const at = joined('fulfillments', source?.index ?? index);
  if (field !== 'items') {
    return joined(at, field === undefined ? undefined : (fulfillmentFields[String(field)] ?? String(field)));
  }
  if (typeof line !== 'number') return joined(at, 'line_items');
  return joined(at, 'line_items', source?.lines[line] ?? line, lineField === 'item' ? 'id' : lineField);
}

/** The payload field that an issue of the built order's `path` comes from. */
function shopifyField(path: Path, sources: OrderSources): string {
  const [head, ...rest] = path;
  if (head === 'customerEmail') return sources.email;
  if (head === 'orderItems') return itemField(rest, sources);
  if (head === 'fulfillments') return fulfillmentField(rest, sources);
  const field = orderFields[String(head)] ?? String(head ?? '');
  if (head === 'shippingAddress' || head === 'billingAddress') return joined(field, ...rest.map(snakeCase));
  return field;
}

/** The first issue of the payload's own parse: its path is already the payload's. */
export function payloadFailure(error: z.ZodError): MappingFailure {
  const [issue] = error.issues;
  return { ok: false, field: issue?.path.map(String).join('.') || '(order)', message: issue?.message ?? '' };
}

/** The first issue the domain found in the built order, named by the payload field it came from. */
export function domainFailure(error: z.ZodError, sources: OrderSources): MappingFailure {
  const [issue] = error.issues;
  return { ok: false, field: shopifyField(issue?.path ?? [], sources), message: issue?.message ?? '' };
}
