/**
 * The parts of WooCommerce's REST API v3 that the order mapping reads: the order (GET /orders/{id}, also
 * the body of the order.created and order.updated webhooks), its refunds (GET /orders/{id}/refunds) and the
 * Shipment Tracking extension's tracking items. Loose objects: WooCommerce and its plugins add fields, and
 * only the ones read here are checked.
 */
import { z } from 'zod';

/** WooCommerce ids are integers; some plugins send them as numeric strings. */
export const wooId = z
  .union([z.number(), z.string()])
  .transform(String)
  .pipe(z.string().trim().regex(/^\d+$/, 'expected a numeric id'));

/** Woo's id for "none" (a deleted product, a line that is no variation) is 0. */
const optionalWooId = wooId.nullish().transform((id) => (id === '0' || id == null ? null : id));

/**
 * Money: a decimal string ("12.50", negative in refunds), as the API documents it; the line item's `price`
 * arrives as a number. An empty string is no amount, which is 0.
 */
export const wooAmount = z
  .union([z.string(), z.number()])
  .transform((amount, context) => {
    if (typeof amount === 'number') return amount;
    const decimal = amount.trim();
    if (decimal === '') return 0;
    if (!/^-?\d+(\.\d+)?$/.test(decimal)) {
      context.addIssue({ code: 'custom', message: 'expected an amount such as "12.50"' });
      return z.NEVER;
    }
    return Number(decimal);
  })
  // Beyond any order, and beyond what the orders table and the minor-unit sums hold exactly.
  .refine((amount) => Math.abs(amount) < 1e12, 'expected an amount under 1,000,000,000,000');

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * The `*_gmt` dates, which WooCommerce writes without a zone ("2017-03-22T19:28:02") because they are GMT by
 * their name: the zone is added, so the instant reads the same everywhere.
 */
export const wooGmtDate = z
  .string()
  .trim()
  .regex(DATE_TIME, 'expected a date such as 2017-03-22T19:28:02')
  .transform((date) => (/(Z|[+-]\d{2}:\d{2})$/.test(date) ? date : `${date}Z`))
  .refine((date) => !Number.isNaN(Date.parse(date)), 'expected a real date');

/** Meta data, on the order and on its lines: any value (the tracking items are an array of objects). */
export const WooMeta = z.looseObject({
  key: z.string(),
  value: z.unknown().optional(),
  display_key: z.string().nullish(),
  display_value: z.unknown().optional(),
});
export type WooMeta = z.infer<typeof WooMeta>;

const metaData = z
  .array(WooMeta)
  .nullish()
  .transform((meta) => meta ?? []);
const text = z.string().nullish();

export const WooAddress = z.looseObject({
  first_name: text,
  last_name: text,
  company: text,
  address_1: text,
  address_2: text,
  city: text,
  state: text,
  postcode: text,
  country: text,
  email: text,
  phone: text,
});
export type WooAddress = z.infer<typeof WooAddress>;

const wholeNumber = z.number().int('expected a whole number');

export const WooLineItem = z.looseObject({
  id: wooId,
  name: z.string().default(''),
  product_id: optionalWooId,
  variation_id: optionalWooId,
  quantity: wholeNumber,
  /** Before discounts, without tax. */
  subtotal: wooAmount,
  /** After discounts, without tax. */
  total: wooAmount,
  total_tax: wooAmount.default(0),
  sku: text,
  meta_data: metaData,
  /** Since WooCommerce 7.x. */
  image: z.looseObject({ src: z.unknown().optional() }).nullish(),
});
export type WooLineItem = z.infer<typeof WooLineItem>;

export const WooFeeLine = z.looseObject({
  id: wooId,
  name: z.string().default(''),
  total: wooAmount,
  total_tax: wooAmount.default(0),
  meta_data: metaData,
});
export type WooFeeLine = z.infer<typeof WooFeeLine>;

export const WooOrderPayload = z.looseObject({
  id: wooId,
  number: z.union([z.string(), z.number()]).transform(String).nullish(),
  status: z.string(),
  currency: z.string(),
  date_created_gmt: wooGmtDate.nullish(),
  date_modified_gmt: wooGmtDate.nullish(),
  discount_total: wooAmount.default(0),
  shipping_total: wooAmount.default(0),
  shipping_tax: wooAmount.default(0),
  total_tax: wooAmount.default(0),
  total: wooAmount,
  billing: WooAddress.nullish(),
  shipping: WooAddress.nullish(),
  meta_data: metaData,
  line_items: z.array(WooLineItem).default([]),
  fee_lines: z.array(WooFeeLine).default([]),
  /** Only the refunds' ids and totals; their lines are in the refund objects. */
  refunds: z.array(z.looseObject({ id: wooId })).default([]),
});
export type WooOrderPayload = z.infer<typeof WooOrderPayload>;

/** A refunded line: negative quantity and amounts, and the order line it refunds in `_refunded_item_id`. */
const WooRefundLine = z.looseObject({
  id: wooId,
  product_id: optionalWooId,
  variation_id: optionalWooId,
  quantity: wholeNumber.default(0),
  total: wooAmount.default(0),
  meta_data: metaData,
});
export type WooRefundLine = z.infer<typeof WooRefundLine>;

export const WooRefund = z.looseObject({
  id: wooId,
  date_created_gmt: wooGmtDate.nullish(),
  line_items: z.array(WooRefundLine).default([]),
  fee_lines: z.array(WooRefundLine).default([]),
});
export type WooRefund = z.infer<typeof WooRefund>;

export const WooRefunds = z.array(WooRefund);

/**
 * One parcel recorded with the Shipment Tracking extension (order meta `_wc_shipment_tracking_items`):
 * a provider of its list (`tracking_provider`, a slug such as "usps") or one the merchant typed
 * (`custom_tracking_provider` with `custom_tracking_link`), and the ship date as a Unix timestamp.
 * Advanced Shipment Tracking writes the same key and adds the `formatted_*` fields.
 */
export const WooTrackingItem = z.looseObject({
  tracking_id: z.union([z.string(), z.number()]).transform(String).nullish(),
  tracking_provider: text,
  custom_tracking_provider: text,
  formatted_tracking_provider: text,
  custom_tracking_link: text,
  formatted_tracking_link: text,
  tracking_number: z.union([z.string(), z.number()]).transform((number) => String(number).trim()),
  date_shipped: z.union([z.string(), z.number()]).nullish(),
});
export type WooTrackingItem = z.infer<typeof WooTrackingItem>;

export const WooTrackingItems = z.array(WooTrackingItem);

/** The body of an order.deleted webhook: WooCommerce sends only the id of the order it deleted. */
export const WooDeletedOrder = z.looseObject({ id: wooId });
