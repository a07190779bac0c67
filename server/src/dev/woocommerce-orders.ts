/**
 * Orders as WooCommerce's REST API v3 answers them (GET /orders, as in test/fixtures/woocommerce/), made up
 * from a seed (order-set.ts), with their refunds (GET /orders/{id}/refunds) made from the same seed. Ids
 * grow with the creation time, as WordPress's post ids do. Some orders carry OrderProtection's fee, as a
 * product line (SKU `ORDERPROTECTION`) or as a cart fee ("Order Protection"); some are partly refunded,
 * a unit of a line with `_refunded_item_id`, some by an amount only; a few are cancelled; those shipped
 * carry the Shipment Tracking extension's meta.
 */
import { createdAtOf, type OrderSet, randomOf } from './order-set';

/** Whatever the stand-in serves for an order or a refund. */
export type WooRestObject = Record<string, unknown>;

const FIRST_ORDER_ID = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The site's time zone, in which WooCommerce writes the dates without `_gmt`. */
export const SITE_OFFSET_HOURS = -4;

const PRODUCTS = [
  { id: 601, name: 'Wool Socks', sku: 'SOCK-W', price: 1_200 },
  { id: 602, name: 'Rain Shell', sku: 'SHELL-R', price: 6_000 },
  { id: 603, name: 'Trail Map', sku: 'MAP-T', price: 900 },
  { id: 604, name: 'Camp Stove', sku: 'STOVE-C', price: 8_400 },
  { id: 605, name: 'Headlamp', sku: 'LAMP-H', price: 5_200 },
] as const;
const PROTECTION_PRODUCT = { id: 4242, name: 'Order Protection', sku: 'ORDERPROTECTION', price: 350 };
/** The name of the protection fee when the widget adds it as a cart fee. */
export const WOO_PROTECTION_FEE_NAME = 'Order Protection';
const FIRST_NAMES = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken'];
const LAST_NAMES = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Thompson'];
const PLACES = [
  { city: 'New York', state: 'NY', postcode: '10110' },
  { city: 'Seattle', state: 'WA', postcode: '98101' },
  { city: 'Denver', state: 'CO', postcode: '80202' },
];

export function wooOrderId(index: number): number {
  return FIRST_ORDER_ID + index;
}

/** The index of the order with this id, if the set has it. */
export function wooOrderIndex(set: OrderSet, id: number): number | null {
  const index = id - FIRST_ORDER_ID;
  return Number.isInteger(index) && index >= 0 && index < set.count ? index : null;
}

interface Line {
  id: number;
  product: { id: number; name: string; sku: string; price: number };
  quantity: number;
}

/** What order `index` is made of, which its refunds are made from too. */
function plan(set: OrderSet, index: number) {
  const random = randomOf(set, index);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const id = wooOrderId(index);
  const lines: Line[] = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, position) => ({
    id: id * 10 + position,
    product: pick(PRODUCTS),
    quantity: 1 + Math.floor(random() * 3),
  }));
  const protection = random();
  const feeAs = protection < 0.4 ? 'line' : protection < 0.7 ? 'fee' : null;
  if (feeAs === 'line') lines.push({ id: id * 10 + lines.length, product: PROTECTION_PRODUCT, quantity: 1 });
  const refund = random();
  const refunds = refund < 0.1 ? 'unit' : refund < 0.15 ? 'amount' : null;
  return {
    id,
    random,
    pick,
    lines,
    feeAs,
    refunds,
    cancelled: random() < 0.03,
    shipping: random() < 0.5 ? 0 : 800,
    createdAt: createdAtOf(set, index),
  };
}

/** Order `index` of the set. */
export function madeUpWooOrder(set: OrderSet, index: number): WooRestObject {
  const made = plan(set, index);
  const { id, random, pick } = made;
  const first = pick(FIRST_NAMES);
  const last = pick(LAST_NAMES);
  const place = pick(PLACES);
  const address = {
    first_name: first,
    last_name: last,
    company: '',
    address_1: `${10 + Math.floor(random() * 900)} Fifth Ave`,
    address_2: '',
    ...place,
    country: 'US',
    phone: '(555) 010-0199',
  };
  const email = `${first}.${last}.${index}@mail.example.com`.toLowerCase();
  const lineItems = made.lines.map((line) => {
    const total = money(line.product.price * line.quantity);
    return {
      id: line.id,
      name: line.product.name,
      product_id: line.product.id,
      variation_id: 0,
      quantity: line.quantity,
      tax_class: '',
      subtotal: total,
      subtotal_tax: '0.00',
      total,
      total_tax: '0.00',
      taxes: [],
      meta_data: [],
      sku: line.product.sku,
      price: line.product.price / 100,
      image: { id: '', src: '' },
      parent_name: null,
    };
  });
  const feeLines =
    made.feeAs === 'fee'
      ? [
          {
            id: id * 10 + 9,
            name: WOO_PROTECTION_FEE_NAME,
            tax_class: '',
            tax_status: 'none',
            amount: money(PROTECTION_PRODUCT.price),
            total: money(PROTECTION_PRODUCT.price),
            total_tax: '0.00',
            taxes: [],
            meta_data: [],
          },
        ]
      : [];
  const goods = made.lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const fees = made.feeAs === 'fee' ? PROTECTION_PRODUCT.price : 0;
  const shipped = set.newest.getTime() - made.createdAt > 2 * DAY_MS && !made.cancelled;
  const modifiedAt = made.createdAt + (shipped || made.refunds !== null ? DAY_MS : 60_000);
  const tracking = shipped
    ? [
        {
          key: '_wc_shipment_tracking_items',
          value: [
            {
              tracking_provider: 'usps',
              custom_tracking_provider: '',
              custom_tracking_link: '',
              tracking_number: `94001118995600${String(id).padStart(8, '0')}`,
              date_shipped: String(Math.floor((made.createdAt + DAY_MS) / 1000)),
              tracking_id: `${id.toString(16).padStart(8, '0')}stand-in`,
            },
          ],
        },
      ]
    : [];
  return {
    id,
    parent_id: 0,
    number: String(id),
    order_key: `wc_order_${id}`,
    created_via: 'checkout',
    version: '8.6.1',
    status: made.cancelled ? 'cancelled' : shipped ? 'completed' : 'processing',
    currency: 'USD',
    ...dates('date_created', made.createdAt),
    ...dates('date_modified', modifiedAt),
    discount_total: '0.00',
    discount_tax: '0.00',
    shipping_total: money(made.shipping),
    shipping_tax: '0.00',
    cart_tax: '0.00',
    total: money(goods + fees + made.shipping),
    total_tax: '0.00',
    prices_include_tax: false,
    customer_id: 0,
    billing: { ...address, email },
    shipping: address,
    payment_method: 'bacs',
    payment_method_title: 'Direct Bank Transfer',
    ...dates('date_paid', made.createdAt + 5_000),
    ...dates('date_completed', shipped ? made.createdAt + DAY_MS : null),
    meta_data: tracking,
    line_items: lineItems,
    tax_lines: [],
    shipping_lines: [
      {
        id: id * 10 + 8,
        method_title: 'Flat Rate',
        method_id: 'flat_rate',
        total: money(made.shipping),
        total_tax: '0.00',
        taxes: [],
        meta_data: [],
      },
    ],
    fee_lines: feeLines,
    coupon_lines: [],
    refunds: madeUpWooRefunds(set, index).map((refund) => ({
      id: refund.id,
      reason: refund.reason,
      total: `-${String(refund.amount)}`,
    })),
  };
}

/** The refunds of order `index`, newest first, as GET /orders/{id}/refunds answers. */
export function madeUpWooRefunds(set: OrderSet, index: number): WooRestObject[] {
  const made = plan(set, index);
  if (made.refunds === null) return [];
  const line = made.lines[0] as Line;
  const at = made.createdAt + DAY_MS;
  const unit = made.refunds === 'unit';
  const amount = unit ? line.product.price : 500;
  return [
    {
      id: made.id * 10 + 7,
      ...dates('date_created', at),
      amount: money(amount),
      reason: unit ? 'One arrived damaged' : 'Late delivery goodwill',
      refunded_by: 1,
      refunded_payment: true,
      meta_data: [],
      line_items: unit
        ? [
            {
              id: made.id * 10 + 6,
              name: line.product.name,
              product_id: line.product.id,
              variation_id: 0,
              quantity: -1,
              subtotal: `-${money(line.product.price)}`,
              total: `-${money(line.product.price)}`,
              total_tax: '0.00',
              meta_data: [{ id: made.id, key: '_refunded_item_id', value: String(line.id) }],
              sku: line.product.sku,
              price: -line.product.price / 100,
            },
          ]
        : [],
      shipping_lines: [],
      tax_lines: [],
      fee_lines: [],
    },
  ];
}

/** WooCommerce writes each date twice: in the site's time zone, and in GMT; neither with a zone. */
function dates(name: string, epochMs: number | null): Record<string, string | null> {
  if (epochMs === null) return { [name]: null, [`${name}_gmt`]: null };
  const local = new Date(epochMs + SITE_OFFSET_HOURS * 60 * 60 * 1000).toISOString().slice(0, 19);
  return { [name]: local, [`${name}_gmt`]: new Date(epochMs).toISOString().slice(0, 19) };
}

function money(cents: number): string {
  return (cents / 100).toFixed(2);
}
