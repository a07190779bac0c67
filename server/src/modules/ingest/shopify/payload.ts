/**
 * The fields of a Shopify order that the mapping reads: the REST Admin API's Order resource, which is also
 * the body of the orders/create, orders/updated and orders/cancelled webhooks. Every object is loose, as
 * Shopify adds fields in each API version and an order must not be refused for one nobody reads.
 */
import { isoDateTime } from '@orderprotection/domain';
import { z } from 'zod';

/** A message naming what was expected, and "required" when the field is missing altogether. */
const expecting = (what: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : `expected ${what}`),
});

const AMOUNT = 'an amount written as a decimal string such as "19.99"';

/**
 * Shopify's ids are 64-bit numbers in JSON, kept as strings as the domain keeps platform ids. One past 2^53
 * has lost digits by the time JSON.parse made it a number, so it is refused rather than stored wrong.
 */
const ID = 'a Shopify id (a whole number)';
const shopifyId = z
  .union(
    [
      z
        .number()
        .int(`expected ${ID} that a JSON number holds exactly, below 2^53`)
        .nonnegative(`expected ${ID}`),
      z.string().regex(/^\d+$/, `expected ${ID}`),
    ],
    expecting(ID),
  )
  .transform(String);

const text = z.string(expecting('text')).nullish();
const instant = z.string(expecting('a date-time')).pipe(isoDateTime);

/** Money is a decimal string in Shopify, so that no amount passes through a float on its way. */
const amount = z
  .string(expecting(AMOUNT))
  .regex(/^\d+(\.\d+)?$/, `expected ${AMOUNT}`)
  .transform(Number);

const count = z
  .number(expecting('a whole number'))
  .int('expected a whole number')
  .nonnegative('expected a whole number, 0 or more');

const Money = z.looseObject({ amount, currency_code: z.string(expecting('a currency code')) });

/** An amount in the shop's currency and in the currency the shopper paid in (presentment). */
export const MoneySet = z.looseObject({ shop_money: Money, presentment_money: Money });
export type MoneySet = z.infer<typeof MoneySet>;

const TaxLine = z.looseObject({ price: amount.nullish(), price_set: MoneySet.nullish() });

const DiscountAllocation = z.looseObject({ amount: amount.nullish(), amount_set: MoneySet.nullish() });

const Property = z.looseObject({ name: z.string(expecting('text')), value: z.unknown() });

const LineItem = z.looseObject({
  id: shopifyId,
  product_id: shopifyId.nullish(),
  variant_id: shopifyId.nullish(),
  title: text,
  name: text,
  variant_title: text,
  sku: text,
  quantity: count,
  /** Units left after refunds and edits that removed some (REST 2024-01 and later). */
  current_quantity: count.nullish(),
  price: amount,
  price_set: MoneySet.nullish(),
  gift_card: z.boolean(expecting('true or false')).nullish(),
  properties: z.array(Property).nullish(),
  discount_allocations: z.array(DiscountAllocation).nullish(),
  tax_lines: z.array(TaxLine).nullish(),
});
export type ShopifyLineItem = z.infer<typeof LineItem>;

const ShippingLine = z.looseObject({ tax_lines: z.array(TaxLine).nullish() });

const Refund = z.looseObject({
  created_at: instant.nullish(),
  refund_line_items: z.array(z.looseObject({ line_item_id: shopifyId, quantity: count })).nullish(),
});
export type ShopifyRefund = z.infer<typeof Refund>;

const Fulfillment = z.looseObject({
  id: shopifyId,
  status: text,
  shipment_status: text,
  tracking_company: text,
  tracking_numbers: z.array(z.string(expecting('text'))).nullish(),
  tracking_urls: z.array(z.string(expecting('text'))).nullish(),
  created_at: instant.nullish(),
  updated_at: instant.nullish(),
  line_items: z.array(z.looseObject({ id: shopifyId, quantity: count })).nullish(),
});
export type ShopifyFulfillment = z.infer<typeof Fulfillment>;

/** The body of the fulfillments/create and fulfillments/update webhooks: a fulfillment with its order's id. */
export const ShopifyFulfillmentEvent = Fulfillment.extend({ order_id: shopifyId });

const Address = z.looseObject({
  first_name: text,
  last_name: text,
  name: text,
  company: text,
  address1: text,
  address2: text,
  city: text,
  province: text,
  province_code: text,
  zip: text,
  country: text,
  country_code: text,
  phone: text,
});
export type ShopifyAddress = z.infer<typeof Address>;

export const ShopifyOrderPayload = z.looseObject({
  id: shopifyId,
  name: z.string(expecting('the order name, such as "#1001"')),
  email: text,
  contact_email: text,
  customer: z.looseObject({ email: text, first_name: text, last_name: text }).nullish(),
  created_at: instant.nullish(),
  updated_at: instant.nullish(),
  cancelled_at: instant.nullish(),
  /** The shop's currency; `presentment_currency` is the one the shopper paid in. */
  currency: z.string(expecting('a currency code')),
  presentment_currency: text,
  subtotal_price: amount.nullish(),
  subtotal_price_set: MoneySet.nullish(),
  total_line_items_price_set: MoneySet.nullish(),
  total_price: amount.nullish(),
  total_price_set: MoneySet.nullish(),
  total_tax: amount.nullish(),
  total_tax_set: MoneySet.nullish(),
  total_discounts: amount.nullish(),
  total_discounts_set: MoneySet.nullish(),
  total_shipping_price_set: MoneySet.nullish(),
  shipping_lines: z.array(ShippingLine).nullish(),
  line_items: z.array(LineItem, expecting('a list of line items')),
  refunds: z.array(Refund).nullish(),
  fulfillments: z.array(Fulfillment).nullish(),
  shipping_address: Address.nullish(),
  billing_address: Address.nullish(),
});
export type ShopifyOrderPayload = z.infer<typeof ShopifyOrderPayload>;
