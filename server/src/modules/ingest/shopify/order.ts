/**
 * A Shopify order as the domain's `OrderInput`, which the orders writer stores (modules/orders/write.ts).
 * It reads the REST Admin API's Order resource, which is also the body of the orders/create,
 * orders/updated and orders/cancelled webhooks. Pure: verifying and storing the webhook, and writing the
 * order, are the caller's.
 *
 * orders/edited is not mapped: its body is an `order_edit` (the lines an edit added and removed), not the
 * order. Shopify sends orders/updated with the whole edited order after an edit, so the caller waits for
 * that one, or fetches the order named by the edit's `order_id`.
 */
import { LIMITS, OrderInput, type ProtectionMarker } from '@orderprotection/domain';
import type { z } from 'zod';
import { shipmentsOf } from './fulfillments';
import { Pricing } from './money';
import {
  type ShopifyAddress,
  type ShopifyLineItem,
  ShopifyOrderPayload,
  type ShopifyRefund,
} from './payload';
import {
  domainFailure,
  type MappingFailure,
  MappingProblem,
  type OrderSources,
  payloadFailure,
} from './problems';
import { variantDisplay } from './variant';

export type ShopifyOrderResult =
  | { ok: true; sourceOrderId: string; order: OrderInput; cancelledAt: string | null }
  | MappingFailure;

type OrderDraft = z.input<typeof OrderInput>;
type ItemDraft = OrderDraft['orderItems'][number];
type PolicyDraft = NonNullable<OrderDraft['policy']>;
type Item = ItemDraft & { sourceItemId: string; price: number; discount: number; tax: number };

/**
 * `payload` as an order, with its Shopify id and when it was cancelled (which the domain has no field for
 * yet), or the first payload field that does not map.
 */
export function shopifyOrder(
  payload: unknown,
  options: { protection: ProtectionMarker },
): ShopifyOrderResult {
  if (typeof payload === 'object' && payload !== null && 'order_edit' in payload) {
    return {
      ok: false,
      field: 'order_edit',
      message: 'an orders/edited body is an order edit, not an order: map the orders/updated that follows it',
    };
  }
  const parsed = ShopifyOrderPayload.safeParse(payload);
  if (!parsed.success) return payloadFailure(parsed.error);
  let draft: { order: OrderDraft; sources: OrderSources };
  try {
    draft = draftOrder(parsed.data, options.protection);
  } catch (error) {
    if (error instanceof MappingProblem) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
  // The domain's own checks, so that whatever is returned is an order the writer accepts.
  const checked = OrderInput.safeParse(draft.order);
  if (!checked.success) return domainFailure(checked.error, draft.sources);
  return {
    ok: true,
    sourceOrderId: parsed.data.id,
    order: checked.data,
    cancelledAt: parsed.data.cancelled_at ?? null,
  };
}

function draftOrder(
  order: ShopifyOrderPayload,
  marker: ProtectionMarker,
): { order: OrderDraft; sources: OrderSources } {
  const pricing = new Pricing(order);
  const refunds = refundedUnits(order.refunds ?? []);
  const items: Item[] = [];
  const itemSources: number[] = [];
  const fees: Item[] = [];
  order.line_items.forEach((line, index) => {
    const item = itemOf(line, `line_items.${index}`, pricing, refunds);
    // The protection fee is what the shopper paid for protection, not goods: it becomes the policy's
    // premium, and is never shipped or claimed.
    if (isFeeLine(line, marker)) {
      fees.push(item);
      return;
    }
    items.push(item);
    itemSources.push(index);
  });
  const feeIds = new Set(fees.map((fee) => fee.sourceItemId));
  const { shipments, sources } = shipmentsOf(order.fulfillments ?? [], (id) => !feeIds.has(id));
  const email = emailOf(order);
  const total = pricing.amount(order.total_price, order.total_price_set, 'total_price');
  const policy = fees.length > 0 ? policyOf(fees, total, pricing, refunds, order) : null;
  const shippingTaxes = (order.shipping_lines ?? []).flatMap((line, index) =>
    (line.tax_lines ?? []).map((tax, taxIndex) =>
      pricing.amount(tax.price, tax.price_set, `shipping_lines.${index}.tax_lines.${taxIndex}.price`),
    ),
  );
  const customerName = [order.customer?.first_name, order.customer?.last_name]
    .map((name) => name?.trim())
    .filter(Boolean)
    .join(' ');
  return {
    order: {
      // The name ("#1001") is what the shopper sees on their confirmation and types to find the order;
      // order_number lacks the store's prefix or suffix.
      orderNumber: order.name,
      customerEmail: email.value,
      customerName: customerName === '' ? null : clip(customerName),
      currency: pricing.currency,
      exchangeRate: pricing.exchangeRate(order),
      // Subtotal and total stay as Shopify gives them, fee included: they are what the shopper paid.
      subtotal: pricing.amount(order.subtotal_price, order.subtotal_price_set, 'subtotal_price'),
      shipping: pricing.amount(null, order.total_shipping_price_set, 'total_shipping_price'),
      shippingTax: pricing.sum(shippingTaxes),
      tax: pricing.amount(order.total_tax, order.total_tax_set, 'total_tax'),
      total,
      discountTotal: pricing.amount(order.total_discounts, order.total_discounts_set, 'total_discounts'),
      protected: policy !== null,
      createdAt: order.created_at ?? null,
      // Given, the writer ignores a delivery older than the order it has, so a late orders/updated never
      // overwrites a newer one.
      sourceUpdatedAt: order.updated_at ?? null,
      shippingAddress: addressOf(order.shipping_address),
      billingAddress: addressOf(order.billing_address),
      policy,
      orderItems: items,
      fulfillments: shipments,
    },
    sources: { email: email.field, items: itemSources, fulfillments: sources },
  };
}

/**
 * A line as an order item. Gift card lines (`gift_card: true`) stay items, as they were bought; the domain
 * has no rule of its own for them (GIFT_CARD is only a kind of resolution), so a claim treats a gift card
 * like any item, claimable through the shipment that lists it.
 */
function itemOf(line: ShopifyLineItem, at: string, pricing: Pricing, refunds: RefundedUnits): Item {
  const display = variantDisplay(line.variant_title);
  // The product's title when colour and size say all the variant does; otherwise Shopify's name, which is
  // the title with the variant ("Shampoo - 350 ml / Vanilla"), so no option is lost.
  const productName = (display.complete ? line.title : line.name) || line.title || line.name || '';
  // Units refunded, or removed by an order edit, which Shopify counts in current_quantity and not always in
  // a refund; either way they can no longer be claimed.
  const removed = line.quantity - (line.current_quantity ?? line.quantity);
  return {
    sourceItemId: line.id,
    sourceProductId: line.product_id ?? null,
    sourceVariantId: line.variant_id ?? null,
    productName: clip(productName),
    sku: line.sku?.trim() || null,
    price: pricing.amount(line.price, line.price_set, `${at}.price`),
    // An order discount is spread over the lines it applies to (`discount_allocations`): each line's share.
    discount: pricing.sum(
      (line.discount_allocations ?? []).map((allocation, index) =>
        pricing.amount(
          allocation.amount,
          allocation.amount_set,
          `${at}.discount_allocations.${index}.amount`,
        ),
      ),
    ),
    tax: pricing.sum(
      (line.tax_lines ?? []).map((tax, index) =>
        pricing.amount(tax.price, tax.price_set, `${at}.tax_lines.${index}.price`),
      ),
    ),
    quantity: line.quantity,
    refundedQuantity: Math.max(refunds.get(line.id)?.quantity ?? 0, removed),
    ...(display.color === undefined ? {} : { color: display.color }),
    ...(display.size === undefined ? {} : { size: display.size }),
  };
}

/** Per line item id: the units refunded across all refunds, and when the last of them was. */
type RefundedUnits = Map<string, { quantity: number; at: string | null }>;

function refundedUnits(refunds: readonly ShopifyRefund[]): RefundedUnits {
  const units: RefundedUnits = new Map();
  for (const refund of refunds) {
    for (const line of refund.refund_line_items ?? []) {
      const before = units.get(line.line_item_id);
      units.set(line.line_item_id, {
        quantity: (before?.quantity ?? 0) + line.quantity,
        at: later(before?.at, refund.created_at),
      });
    }
  }
  return units;
}

/** The later of two instants, either of which may be missing. */
function later(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a || !b) return a || b || null;
  return Date.parse(b) > Date.parse(a) ? b : a;
}

function isFeeLine(line: ShopifyLineItem, marker: ProtectionMarker): boolean {
  const sku = line.sku?.trim();
  const bySku = sku !== undefined && sku !== '' && marker.skus.includes(sku);
  const byProduct = line.product_id != null && marker.productIds.includes(line.product_id);
  return bySku || byProduct || hasMarkerProperty(line, marker);
}

function hasMarkerProperty(line: ShopifyLineItem, marker: ProtectionMarker): boolean {
  const wanted = marker.property;
  if (wanted === undefined) return false;
  return (line.properties ?? []).some(
    (property) =>
      property.name === wanted.name &&
      (wanted.value === undefined || String(property.value) === wanted.value),
  );
}

/**
 * The protection bought: the fee lines' price less their discount is the premium, and the rest of the
 * total is what is insured (the fee's own tax is not goods either). Once every fee unit is refunded or
 * removed, the protection was cancelled then.
 */
function policyOf(
  fees: readonly Item[],
  total: number,
  pricing: Pricing,
  refunds: RefundedUnits,
  order: ShopifyOrderPayload,
): PolicyDraft {
  const premium = fees.reduce(
    (sum, fee) => sum + pricing.minor([fee.price]) * fee.quantity - pricing.minor([fee.discount]),
    0,
  );
  const feeTax = pricing.minor(fees.map((fee) => fee.tax));
  const cancelled = fees.every((fee) => (fee.refundedQuantity ?? 0) >= fee.quantity);
  const refundedAt = fees.reduce<string | null>(
    (at, fee) => later(at, refunds.get(fee.sourceItemId)?.at),
    null,
  );
  return {
    insuredAmount: pricing.major(Math.max(0, pricing.minor([total]) - premium - feeTax)),
    premiumPaid: pricing.major(Math.max(0, premium)),
    premiumCurrency: pricing.currency,
    // A fee an edit removed without a refund went with the order's last change.
    removedAt: cancelled ? (refundedAt ?? order.updated_at ?? null) : null,
  };
}

/**
 * The address the order was placed with, then the contact address Shopify keeps beside it, then the
 * customer's, which may have changed since the order: the shopper proves the order with the first.
 */
function emailOf(order: ShopifyOrderPayload): { value: string; field: string } {
  const candidates: [string, string | null | undefined][] = [
    ['email', order.email],
    ['contact_email', order.contact_email],
    ['customer.email', order.customer?.email],
  ];
  for (const [field, value] of candidates) {
    if (value?.trim()) return { field, value: value.trim() };
  }
  throw new MappingProblem('email', 'required: the order has no email, contact_email or customer.email');
}

function addressOf(address: ShopifyAddress | null | undefined): OrderDraft['shippingAddress'] {
  if (!address) return null;
  return {
    firstName: address.first_name,
    lastName: address.last_name,
    name: address.name,
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    province: address.province,
    provinceCode: address.province_code,
    zip: address.zip,
    country: address.country,
    countryCode: address.country_code,
    phone: address.phone,
  };
}

/** Shopify allows longer titles and names than the domain keeps; cut, they still say what they are. */
function clip(text: string): string {
  const trimmed = text.trim();
  return trimmed.length <= LIMITS.shortText ? trimmed : `${trimmed.slice(0, LIMITS.shortText - 1)}…`;
}
