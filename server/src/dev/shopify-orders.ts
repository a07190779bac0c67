/**
 * Orders as Shopify's REST Admin API answers them (the Order resource, as in test/fixtures/shopify/), made
 * up from a seed (order-set.ts), ids growing with the creation time, as Shopify's do.
 */
import { createdAtOf, type OrderSet, randomOf } from './order-set';

export type ShopifyOrderSet = OrderSet;

/** Whatever the stand-in serves for an order; a made-up order is a REST Order resource. */
export type ShopifyRestOrder = Record<string, unknown>;

const FIRST_ORDER_ID = 6_100_000_000;
const FIRST_ORDER_NUMBER = 1001;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The stand-in shop's time zone, as Shopify writes instants: local time with its offset. */
const SHOP_OFFSET_HOURS = -4;

const PRODUCTS = [
  { title: 'Hiking Boots', variant: 'Brown / 42', sku: 'BOOT-BROWN-42', price: 12_000 },
  { title: 'Trail Socks', variant: 'Grey / M', sku: 'SOCK-GREY-M', price: 1_450 },
  { title: 'Rain Jacket', variant: 'Navy / L', sku: 'JACKET-NAVY-L', price: 18_900 },
  { title: 'Water Bottle', variant: null, sku: 'BOTTLE-750', price: 2_400 },
  { title: 'Camp Mug', variant: null, sku: 'MUG-ENAMEL', price: 1_600 },
  { title: 'Headlamp', variant: null, sku: 'LAMP-300', price: 3_900 },
] as const;
const FIRST_NAMES = ['Ada', 'Bob', 'Chiara', 'Dmitri', 'Esi', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas'];
const LAST_NAMES = ['Norman', 'Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Alvarez', 'Nowak', 'Haddad'];
const CITIES = [
  { city: 'Louisville', province: 'Kentucky', province_code: 'KY', zip: '40202' },
  { city: 'Portland', province: 'Oregon', province_code: 'OR', zip: '97205' },
  { city: 'Austin', province: 'Texas', province_code: 'TX', zip: '73301' },
];
const PROTECTION_FEE = 250;
const TAX_RATE = 0.06;

export function shopifyOrderId(index: number): number {
  return FIRST_ORDER_ID + index;
}

/** Order `index` of the set. */
export function madeUpShopifyOrder(set: ShopifyOrderSet, index: number): ShopifyRestOrder {
  const random = randomOf(set, index);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const id = shopifyOrderId(index);
  const createdAt = createdAtOf(set, index);
  const updatedAt = createdAt + Math.floor(random() * 6 * 60 * 60 * 1000);
  const first = pick(FIRST_NAMES);
  const last = pick(LAST_NAMES);
  const email = `${first}.${last}.${index}@mail.example.com`.toLowerCase();
  const place = pick(CITIES);
  const address = {
    first_name: first,
    last_name: last,
    name: `${first} ${last}`,
    company: null,
    address1: `${10 + Math.floor(random() * 900)} Chestnut Street`,
    address2: '',
    ...place,
    country: 'United States',
    country_code: 'US',
    phone: null,
  };

  const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, position) => {
    const product = pick(PRODUCTS);
    const quantity = 1 + Math.floor(random() * 2);
    const tax = Math.round(product.price * quantity * TAX_RATE);
    return lineItem(id, position, {
      title: product.title,
      variant: product.variant,
      sku: product.sku,
      price: product.price,
      quantity,
      tax,
    });
  });
  // Most orders carry OrderProtection's fee line, marked by its SKU.
  if (random() < 0.7) {
    lines.push(
      lineItem(id, lines.length, {
        title: 'Shipping Protection',
        variant: null,
        sku: 'ORDERPROTECTION',
        price: PROTECTION_FEE,
        quantity: 1,
        tax: 0,
        shipped: false,
      }),
    );
  }
  const subtotal = lines.reduce((sum, line) => sum + line.cents * line.quantity, 0);
  const tax = lines.reduce((sum, line) => sum + line.taxCents, 0);
  const shipping = random() < 0.5 ? 0 : 800;
  // An order placed more than two days before the newest has shipped.
  const shipped = set.newest.getTime() - createdAt > 2 * DAY_MS;
  const shipmentStatus = shipped ? (random() < 0.6 ? 'delivered' : 'in_transit') : null;
  const number = (set.firstNumber ?? FIRST_ORDER_NUMBER) + index;
  const trackingNumber = `4490${String(id).slice(-8)}`;
  const fulfillments = shipped
    ? [
        shopifyFulfillment(
          { id, name: `#${number}`, line_items: lines.map((line) => line.resource) },
          {
            id: 4_400_000_000 + index,
            at: createdAt + DAY_MS,
            trackingCompany: 'FedEx',
            trackingNumber,
            trackingUrl: `https://www.fedex.com/fedextrack/?trknbr=${trackingNumber}`,
            shipmentStatus,
          },
        ),
      ]
    : [];
  return {
    id,
    admin_graphql_api_id: `gid://shopify/Order/${id}`,
    name: `#${number}`,
    number: index + 1,
    order_number: number,
    email,
    contact_email: email,
    created_at: shopTime(createdAt),
    processed_at: shopTime(createdAt),
    updated_at: shopTime(shipped ? Math.max(updatedAt, createdAt + DAY_MS) : updatedAt),
    cancelled_at: null,
    cancel_reason: null,
    closed_at: null,
    currency: 'USD',
    presentment_currency: 'USD',
    financial_status: 'paid',
    fulfillment_status: shipped ? 'fulfilled' : null,
    test: false,
    subtotal_price: dollars(subtotal),
    subtotal_price_set: moneySet(subtotal),
    total_line_items_price: dollars(subtotal),
    total_line_items_price_set: moneySet(subtotal),
    total_discounts: '0.00',
    total_discounts_set: moneySet(0),
    total_tax: dollars(tax),
    total_tax_set: moneySet(tax),
    total_shipping_price_set: moneySet(shipping),
    total_price: dollars(subtotal + tax + shipping),
    total_price_set: moneySet(subtotal + tax + shipping),
    customer: { id: 207_000_000 + index, email, first_name: first, last_name: last },
    billing_address: address,
    shipping_address: address,
    shipping_lines: [
      { title: 'Standard', price: dollars(shipping), price_set: moneySet(shipping), tax_lines: [] },
    ],
    line_items: lines.map((line) => line.resource),
    fulfillments,
    refunds: [],
  };
}

export interface FulfillmentSpec {
  id: number;
  /** When it was made, in epoch milliseconds. */
  at: number;
  trackingCompany: string;
  trackingNumber: string;
  trackingUrl: string;
  /** The carrier's latest tracking event as Shopify names it; null before the first. */
  shipmentStatus: string | null;
}

/**
 * A Fulfillment resource shipping every line of `order` that requires shipping (the protection fee line
 * does not), as the first and only fulfillment of the order.
 */
export function shopifyFulfillment(
  order: { id: unknown; name: unknown; line_items: unknown },
  spec: FulfillmentSpec,
): ShopifyRestOrder {
  const lines = (order.line_items as { requires_shipping?: boolean }[]).filter(
    (line) => line.requires_shipping !== false,
  );
  return {
    id: spec.id,
    name: `${String(order.name)}.1`,
    order_id: order.id,
    status: 'success',
    shipment_status: spec.shipmentStatus,
    tracking_company: spec.trackingCompany,
    tracking_number: spec.trackingNumber,
    tracking_numbers: [spec.trackingNumber],
    tracking_urls: [spec.trackingUrl],
    created_at: shopTime(spec.at),
    updated_at: shopTime(spec.at),
    line_items: lines,
  };
}

interface LineSpec {
  title: string;
  variant: string | null;
  sku: string;
  price: number;
  quantity: number;
  tax: number;
  shipped?: boolean;
}

function lineItem(orderId: number, position: number, spec: LineSpec) {
  const id = (orderId - FIRST_ORDER_ID) * 10 + position + 1_300_000_000;
  return {
    cents: spec.price,
    quantity: spec.quantity,
    taxCents: spec.tax,
    resource: {
      id,
      admin_graphql_api_id: `gid://shopify/LineItem/${id}`,
      product_id: 7_100_000_000 + (spec.sku.length * 7919 + spec.sku.charCodeAt(0)),
      variant_id: 4_100_000_000 + (spec.sku.length * 104_729 + spec.sku.charCodeAt(1)),
      title: spec.title,
      name: spec.variant === null ? spec.title : `${spec.title} - ${spec.variant}`,
      variant_title: spec.variant,
      sku: spec.sku,
      quantity: spec.quantity,
      current_quantity: spec.quantity,
      fulfillable_quantity: 0,
      requires_shipping: spec.shipped ?? true,
      gift_card: false,
      price: dollars(spec.price),
      price_set: moneySet(spec.price),
      properties: [],
      discount_allocations: [],
      tax_lines:
        spec.tax === 0
          ? []
          : [{ title: 'State Tax', rate: TAX_RATE, price: dollars(spec.tax), price_set: moneySet(spec.tax) }],
    },
  };
}

function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

function moneySet(cents: number) {
  const money = { amount: dollars(cents), currency_code: 'USD' };
  return { shop_money: money, presentment_money: money };
}

/** An instant as Shopify writes it: the shop's local time and its offset, e.g. 2025-06-15T08:00:00-04:00. */
export function shopTime(epochMs: number): string {
  const local = new Date(epochMs + SHOP_OFFSET_HOURS * 60 * 60 * 1000).toISOString().slice(0, 19);
  const sign = SHOP_OFFSET_HOURS < 0 ? '-' : '+';
  return `${local}${sign}${String(Math.abs(SHOP_OFFSET_HOURS)).padStart(2, '0')}:00`;
}
