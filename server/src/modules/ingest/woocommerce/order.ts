/**
 * A WooCommerce order as the domain's `OrderInput`, which the orders writer stores (modules/orders/write.ts).
 * It reads the REST API v3 order (GET /orders/{id}, also the body of the order.created and order.updated
 * webhooks) with the order's refund objects beside it, and the order.deleted webhook's `{ id }`. Pure:
 * verifying and storing the webhook, fetching the refunds and writing the order are the caller's.
 *
 * Amounts are the order's own currency: WooCommerce core sells in one currency per store and records no
 * rate, so the exchange rate is 1 (multi-currency plugins keep theirs in plugin meta, which is not read).
 * The amounts stay as WooCommerce gives them, the protection fee included, since they are what the shopper
 * paid: subtotal is the lines and fees after discounts, before shipping and tax, so that subtotal, shipping
 * and tax add up to the total.
 */
import { fromMinorUnits, OrderInput, type ProtectionMarker, toMinorUnits } from '@orderprotection/domain';
import type { z } from 'zod';
import { domainFailure, type MappingFailure, type OrderSources, payloadFailure } from './issues';
import {
  type WooAddress,
  WooDeletedOrder,
  type WooLineItem,
  type WooMeta,
  WooOrderPayload,
  type WooRefund,
  WooRefunds,
} from './payload';
import { type FeePart, isFeeLine, isFeeLineItem, policyOf } from './protection';
import { missingRefund, type Refunded, refundedByLine } from './refunds';
import { clip, plainText } from './text';
import { shipmentsOf } from './tracking';

export type WooCommerceOrderResult =
  | { ok: true; sourceOrderId: string; order: OrderInput; cancelledAt: string | null }
  | MappingFailure;

export interface WooCommerceOrderOptions {
  protection: ProtectionMarker;
  /** The order's refund objects (GET /orders/{id}/refunds); required when the order lists refunds. */
  refunds?: unknown;
}

type OrderDraft = z.input<typeof OrderInput>;
type ItemDraft = OrderDraft['orderItems'][number];

/** Statuses in which the order will not be fulfilled: cancelled, or paid back in full. */
const CANCELLED_STATUSES = new Set(['cancelled', 'refunded']);

/**
 * `payload` as an order, with its WooCommerce id and, for a cancelled or fully refunded order, when that
 * happened (the order's last change: WooCommerce keeps no date of its own for it); or the first field of
 * the payload (or of `options.refunds`) that does not map.
 */
export function wooCommerceOrder(payload: unknown, options: WooCommerceOrderOptions): WooCommerceOrderResult {
  const parsed = WooOrderPayload.safeParse(payload);
  if (!parsed.success) return payloadFailure(parsed.error);
  const refunds = WooRefunds.safeParse(options.refunds ?? []);
  if (!refunds.success) return payloadFailure(refunds.error, 'options.refunds');
  const order = parsed.data;
  const missing = missingRefund(order, refunds.data);
  if (missing !== null) {
    return {
      ok: false,
      field: `refunds.${missing}.id`,
      message: `refund ${order.refunds[missing]?.id} is not among the refund objects given: pass GET /orders/${order.id}/refunds`,
    };
  }
  const draft = draftOrder(order, refunds.data, options.protection);
  if (!draft.ok) return draft;
  // The domain's own checks, so that whatever is returned is an order the writer accepts.
  const checked = OrderInput.safeParse(draft.order);
  if (!checked.success) return domainFailure(checked.error, draft.sources);
  return {
    ok: true,
    sourceOrderId: order.id,
    order: checked.data,
    cancelledAt: CANCELLED_STATUSES.has(order.status) ? (order.date_modified_gmt ?? null) : null,
  };
}

/** The order an order.deleted webhook names: its body is only `{ "id": 727 }`. */
export function wooCommerceDeletedOrder(
  payload: unknown,
): { ok: true; sourceOrderId: string } | MappingFailure {
  const parsed = WooDeletedOrder.safeParse(payload);
  return parsed.success ? { ok: true, sourceOrderId: parsed.data.id } : payloadFailure(parsed.error);
}

interface Money {
  minor: (amount: number) => number;
  major: (minor: number) => number;
}

function draftOrder(
  order: WooOrderPayload,
  refunds: readonly WooRefund[],
  marker: ProtectionMarker,
): { ok: true; order: OrderDraft; sources: OrderSources } | MappingFailure {
  const currency = order.currency.trim().toUpperCase();
  const money: Money = {
    minor: (amount) => toMinorUnits(amount, currency),
    major: (minor) => fromMinorUnits(minor, currency),
  };
  const email = plainText(order.billing?.email);
  if (email === null) {
    return { ok: false, field: 'billing.email', message: 'required: the order has no billing email' };
  }
  const refunded = refundedByLine(order, refunds, money.minor);
  const items: ItemDraft[] = [];
  const itemSources: number[] = [];
  const lines: { item: string; quantity: number }[] = [];
  const fees: FeePart[] = [];
  let feeField: string | null = null;
  order.line_items.forEach((line, index) => {
    if (!isFeeLineItem(line, marker)) {
      items.push(itemOf(line, refunded, money));
      itemSources.push(index);
      if (line.quantity > 0) lines.push({ item: line.id, quantity: line.quantity });
      return;
    }
    const back = refunded.get(line.id);
    fees.push({
      premium: money.minor(line.total),
      tax: money.minor(line.total_tax),
      refunded: line.quantity > 0 && (back?.quantity ?? 0) >= line.quantity,
      refundedAt: back?.at ?? null,
    });
    feeField ??= `line_items.${index}`;
  });
  order.fee_lines.forEach((fee, index) => {
    if (!isFeeLine(fee, marker)) return;
    const premium = money.minor(fee.total);
    const back = refunded.get(fee.id);
    fees.push({
      premium,
      tax: money.minor(fee.total_tax),
      refunded: premium > 0 && (back?.amountMinor ?? 0) >= premium,
      refundedAt: back?.at ?? null,
    });
    feeField ??= `fee_lines.${index}`;
  });

  const tracking = shipmentsOf(order, lines);
  if (!tracking.ok) return tracking;

  const subtotal = [...order.line_items, ...order.fee_lines].reduce(
    (sum, line) => sum + money.minor(line.total),
    0,
  );
  const total = money.minor(order.total);
  return {
    ok: true,
    order: {
      orderNumber: order.number?.trim() || order.id,
      customerEmail: email,
      customerName: nameOf(order.billing) ?? nameOf(order.shipping),
      currency,
      exchangeRate: 1,
      subtotal: money.major(Math.max(0, subtotal)),
      shipping: money.major(money.minor(order.shipping_total)),
      shippingTax: money.major(money.minor(order.shipping_tax)),
      tax: money.major(money.minor(order.total_tax)),
      total: money.major(total),
      // Coupons only: a negative fee line is a discount too, but it is already netted in the subtotal.
      discountTotal: money.major(money.minor(order.discount_total)),
      protected: fees.length > 0,
      policy: fees.length > 0 ? policyOf(fees, total, money.major, currency) : null,
      createdAt: order.date_created_gmt ?? null,
      // Given, the writer ignores a delivery older than the order it has, so a late order.updated never
      // overwrites a newer one.
      sourceUpdatedAt: order.date_modified_gmt ?? null,
      shippingAddress: addressOf(order.shipping),
      billingAddress: addressOf(order.billing),
      orderItems: items,
      fulfillments: tracking.shipments,
    },
    sources: {
      items: itemSources,
      trackingMeta: tracking.metaIndex,
      fee: feeField,
    },
  };
}

/** Six decimals: what the orders table keeps of an amount, and enough for any unit price. */
const roundUnitPrice = (price: number) => Math.round(price * 1e6) / 1e6;

/**
 * A line as an order item. The domain's price is the unit price before discounts and its discount and tax
 * are the line's: WooCommerce's `subtotal` is the line before discounts and `total` after, both without tax
 * (even in a store whose prices include tax). Its own `price` is after discounts, so it is not read.
 */
function itemOf(line: WooLineItem, refunded: Refunded, money: Money): ItemDraft {
  const subtotal = money.minor(line.subtotal);
  const quantity = line.quantity;
  const image = plainText(line.image?.src);
  return {
    sourceItemId: line.id,
    sourceProductId: line.product_id,
    sourceVariantId: line.variation_id,
    productName: clip(plainText(line.name) ?? ''),
    productImage: image !== null && URL.canParse(image) ? image : null,
    sku: line.sku?.trim() || null,
    price: quantity > 0 ? roundUnitPrice(money.major(subtotal) / quantity) : 0,
    discount: money.major(Math.max(0, subtotal - money.minor(line.total))),
    tax: money.major(money.minor(line.total_tax)),
    quantity,
    refundedQuantity: refunded.get(line.id)?.quantity ?? 0,
    ...variationAttributes(line.meta_data),
  };
}

/** Attribute names, as keys (`pa_color` for a global attribute, `color` for a product's own), per display hint. */
const ATTRIBUTE_HINTS: Readonly<Record<string, 'color' | 'size' | 'flavor'>> = {
  color: 'color',
  colour: 'color',
  size: 'size',
  flavor: 'flavor',
  flavour: 'flavor',
};

/**
 * A variation's colour, size and flavour, from the line's meta: WooCommerce records each chosen attribute
 * there, its value a term slug ("navy-blue") beside the name shown (`display_value`, "Navy Blue") in newer
 * versions. Hidden meta (a leading underscore) is WooCommerce's own bookkeeping.
 */
function variationAttributes(
  meta: readonly WooMeta[],
): Partial<Pick<ItemDraft, 'color' | 'size' | 'flavor'>> {
  const hints: Partial<Pick<ItemDraft, 'color' | 'size' | 'flavor'>> = {};
  for (const entry of meta) {
    if (entry.key.startsWith('_')) continue;
    const name = (plainText(entry.display_key) ?? entry.key).toLowerCase().replace(/^pa_/, '');
    const hint = ATTRIBUTE_HINTS[name] ?? ATTRIBUTE_HINTS[entry.key.toLowerCase().replace(/^pa_/, '')];
    const value = plainText(entry.display_value) ?? plainText(entry.value);
    if (hint !== undefined && value !== null && hints[hint] === undefined) hints[hint] = clip(value);
  }
  return hints;
}

function nameOf(address: WooAddress | null | undefined): string | null {
  const name = [plainText(address?.first_name), plainText(address?.last_name)].filter(Boolean).join(' ');
  return name === '' ? null : clip(name);
}

/** WooCommerce's state is the state's code for countries it lists states of ("CA"), else the name typed. */
const STATE_CODE = /^[A-Z0-9-]{1,6}$/;

function addressOf(address: WooAddress | null | undefined): OrderDraft['shippingAddress'] {
  if (!address) return null;
  const state = plainText(address.state);
  const fields = {
    firstName: plainText(address.first_name),
    lastName: plainText(address.last_name),
    company: plainText(address.company),
    address1: plainText(address.address_1),
    address2: plainText(address.address_2),
    city: plainText(address.city),
    province: state !== null && !STATE_CODE.test(state) ? state : null,
    provinceCode: state !== null && STATE_CODE.test(state) ? state : null,
    zip: plainText(address.postcode),
    countryCode: plainText(address.country)?.toUpperCase() ?? null,
    phone: plainText(address.phone),
  };
  // An order of downloads only has no shipping address: WooCommerce sends every field empty.
  return Object.values(fields).some((value) => value !== null) ? fields : null;
}
