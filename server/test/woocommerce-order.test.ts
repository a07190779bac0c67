/**
 * WooCommerce orders as the domain's orders: amounts, units, refunds, shipments and protection read from
 * REST API v3 payloads written from WooCommerce's documentation (fixtures/woocommerce/README.md), and
 * payloads that do not map refused with the field to fix. Core WooCommerce has one currency per store, so
 * there is no multi-currency order to map.
 */
import { claimedLineValue, ProtectionMarker } from '@orderprotection/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  type WooCommerceOrderOptions,
  wooCommerceDeletedOrder,
  wooCommerceOrder,
} from '../src/modules/ingest/woocommerce/order';
import { fixture as jsonFixture, listAt, valueAt, withValue } from './support/json-fixtures';

const fixture = (name: string) => jsonFixture(`woocommerce/${name}`);

const plainOrder = fixture('order-plain');
const discountOrder = fixture('order-discount');
const refundedOrder = fixture('order-partial-refund');
const partialRefunds = fixture('refunds-partial');
const cancelledOrder = fixture('order-cancelled');
const trackedOrder = fixture('order-shipment-tracking');
const feeOrder = fixture('order-protection-fee');
const feeLineOrder = fixture('order-protection-fee-line');
const feeLineRefunds = fixture('refunds-protection-fee-line');

const marker = ProtectionMarker.parse({
  skus: ['OP-PROTECTION'],
  productIds: ['4242'],
  feeNames: ['order protection'],
});
/** A connection's marker as stored: what the console sends, with its defaults. */
const only = (given: z.input<typeof ProtectionMarker>) => ProtectionMarker.parse(given);

function mapped(payload: unknown, options: Partial<WooCommerceOrderOptions> = {}) {
  const result = wooCommerceOrder(payload, { protection: marker, ...options });
  if (!result.ok) throw new Error(`expected the order to map, got ${result.field}: ${result.message}`);
  return result;
}

function refused(payload: unknown, options: Partial<WooCommerceOrderOptions> = {}) {
  const result = wooCommerceOrder(payload, { protection: marker, ...options });
  if (result.ok) throw new Error('expected the order to be refused');
  return { field: result.field, message: result.message };
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}

describe('the documentation’s order', () => {
  it('maps its amounts, customer, dates and addresses', () => {
    const { sourceOrderId, order, cancelledAt } = mapped(plainOrder);
    expect(sourceOrderId).toBe('727');
    expect(cancelledAt).toBeNull();
    expect(order).toMatchObject({
      orderNumber: '727',
      customerEmail: 'john.doe@example.com',
      customerName: 'John Doe',
      currency: 'USD',
      exchangeRate: 1,
      subtotal: 18,
      shipping: 10,
      shippingTax: 0,
      tax: 1.35,
      total: 29.35,
      discountTotal: 0,
      protected: false,
      policy: null,
      createdAt: '2017-03-22T19:28:02Z',
      sourceUpdatedAt: '2017-03-22T19:28:08Z',
      fulfillments: [],
    });
    expect(order.shippingAddress).toEqual({
      firstName: 'John',
      lastName: 'Doe',
      company: null,
      address1: '969 Market',
      address2: null,
      city: 'San Francisco',
      province: null,
      provinceCode: 'CA',
      zip: '94103',
      countryCode: 'US',
      phone: null,
    });
    expect(order.billingAddress?.phone).toBe('(555) 555-5555');
  });

  it('maps each line with its unit price, tax and variation', () => {
    const [single, variation] = mapped(plainOrder).order.orderItems;
    expect(single).toMatchObject({
      sourceItemId: '315',
      sourceProductId: '93',
      sourceVariantId: null,
      productName: 'Woo Single #1',
      sku: null,
      price: 3,
      discount: 0,
      tax: 0.45,
      quantity: 2,
      refundedQuantity: 0,
    });
    expect(variation).toMatchObject({
      sourceItemId: '316',
      sourceProductId: '22',
      sourceVariantId: '23',
      productName: 'Ship Your Idea \u2013 Color: Black, Size: M Test',
      sku: 'Bar3',
      price: 12,
      tax: 0.9,
      quantity: 1,
      color: 'black',
      size: 'M Test',
    });
  });
});

describe('a coupon across lines', () => {
  it('keeps each line’s price before the coupon and its share of it as the line’s discount', () => {
    const { order } = mapped(discountOrder);
    const [mug, beanie] = order.orderItems;
    expect(mug).toMatchObject({ sourceItemId: '2201', price: 20, discount: 4, tax: 3.6, quantity: 2 });
    expect(beanie).toMatchObject({
      sourceItemId: '2202',
      productName: 'Merino Beanie \u2013 Charcoal',
      price: 25,
      discount: 2.5,
      tax: 2.25,
      quantity: 1,
      color: 'Charcoal',
    });
    expect(order).toMatchObject({
      currency: 'GBP',
      subtotal: 58.5,
      discountTotal: 6.5,
      shipping: 5,
      shippingTax: 0.5,
      tax: 6.35,
      total: 69.85,
    });
    // What one mug cost the shopper after the coupon, with its tax: 18 + 1.80.
    expect(claimedLineValue({ quantity: 1, orderItem: at(order.orderItems, 0) }, 'GBP')).toBe(19.8);
    expect(order.shippingAddress).toMatchObject({ province: null, provinceCode: null, zip: 'W1U 4NR' });
  });
});

describe('refunds', () => {
  it('counts the units the refund objects paid back against their order lines', () => {
    const [socks, shell] = mapped(refundedOrder, { refunds: partialRefunds }).order.orderItems;
    expect(socks).toMatchObject({ sourceItemId: '2301', quantity: 3, refundedQuantity: 1 });
    expect(shell).toMatchObject({ sourceItemId: '2302', quantity: 1, refundedQuantity: 0 });
  });

  it('finds the line of a refund line that does not name it by its product', () => {
    const refunds = withValue(partialRefunds, [1, 'line_items', 0, 'meta_data'], []);
    expect(mapped(refundedOrder, { refunds }).order.orderItems[0]?.refundedQuantity).toBe(1);
    const elsewhere = withValue(partialRefunds, [1, 'line_items', 0, 'meta_data', 0, 'value'], '9999');
    expect(mapped(refundedOrder, { refunds: elsewhere }).order.orderItems[0]?.refundedQuantity).toBe(0);
  });

  it('refuses an order whose listed refunds were not all given', () => {
    expect(refused(refundedOrder)).toEqual({
      field: 'refunds.0.id',
      message: 'refund 2402 is not among the refund objects given: pass GET /orders/1102/refunds',
    });
    expect(refused(refundedOrder, { refunds: [valueAt(partialRefunds, [1])] }).field).toBe('refunds.0.id');
  });

  it('names the refund object field that does not parse', () => {
    const refunds = withValue(partialRefunds, [1, 'line_items', 0, 'quantity'], -1.5);
    expect(refused(refundedOrder, { refunds })).toEqual({
      field: 'options.refunds.1.line_items.0.quantity',
      message: 'expected a whole number',
    });
  });

  it('refuses more units refunded than ordered, on the line', () => {
    const refunds = withValue(partialRefunds, [1, 'line_items', 0, 'quantity'], -4);
    expect(refused(refundedOrder, { refunds })).toEqual({
      field: 'line_items.0.quantity',
      message: 'More units refunded than ordered',
    });
  });
});

describe('cancellation', () => {
  it('dates a cancelled or refunded order by its last change', () => {
    expect(mapped(cancelledOrder).cancelledAt).toBe('2024-05-11T13:45:00Z');
    expect(mapped(withValue(cancelledOrder, ['status'], 'refunded')).cancelledAt).toBe(
      '2024-05-11T13:45:00Z',
    );
    expect(mapped(withValue(cancelledOrder, ['status'], 'on-hold')).cancelledAt).toBeNull();
  });
});

describe('Shipment Tracking', () => {
  it('makes a shipment of each tracking item, the first holding the order’s units', () => {
    const [usps, custom] = mapped(trackedOrder).order.fulfillments;
    expect(usps).toEqual({
      sourceFulfillmentId: '5c2e8b0d0f1a4e7e9a3b6d2c1f0e9d8c',
      fulfillmentStatus: 'FULFILLED',
      trackingCompany: 'usps',
      trackingNumber: ['9400111899560000000000'],
      trackingUrl: [],
      shippedAt: '2024-06-05T00:00:00.000Z',
      deliveredAt: null,
      items: [
        { item: '2601', quantity: 2 },
        { item: '2602', quantity: 4 },
      ],
    });
    expect(custom).toEqual({
      sourceFulfillmentId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      fulfillmentStatus: 'FULFILLED',
      trackingCompany: 'Parcel Pals',
      trackingNumber: ['PP-778812'],
      trackingUrl: ['https://track.parcelpals.example/PP-778812?zip=10110'],
      shippedAt: '2024-06-06T00:00:00.000Z',
      deliveredAt: null,
      items: [],
    });
  });

  it('names the tracking item field that does not map', () => {
    const items = ['meta_data', 1, 'value'];
    expect(refused(withValue(trackedOrder, [...items, 0, 'date_shipped'], 'soon'))).toEqual({
      field: 'meta_data.1.value.0.date_shipped',
      message: 'expected a Unix timestamp or a date',
    });
    const firstId = valueAt(trackedOrder, [...items, 0, 'tracking_id']);
    expect(refused(withValue(trackedOrder, [...items, 1, 'tracking_id'], firstId))).toEqual({
      field: 'meta_data.1.value.1.tracking_id',
      message: 'Shipment 5c2e8b0d0f1a4e7e9a3b6d2c1f0e9d8c appears twice',
    });
  });
});

describe('the protection fee', () => {
  it('as a product line: not an item, its price the premium and the rest of the total insured', () => {
    const { order } = mapped(feeOrder);
    expect(order.orderItems.map((item) => item.sourceItemId)).toEqual(['2701']);
    expect(order).toMatchObject({ protected: true, subtotal: 90.48, total: 115.8, currency: 'CAD' });
    // 115.80 less the fee (2.98) and its tax (0.38).
    expect(order.policy).toEqual({
      insuredAmount: 112.44,
      premiumPaid: 2.98,
      premiumCurrency: 'CAD',
      removedAt: null,
    });
  });

  it('is found by product id or by the widget’s meta entry as well as by SKU', () => {
    const byProduct = mapped(feeOrder, { protection: only({ productIds: ['4242'] }) }).order;
    expect(byProduct.orderItems).toHaveLength(1);
    const byMeta = mapped(feeOrder, {
      protection: only({ property: { name: '_op_protection', value: 'yes' } }),
    });
    expect(byMeta.order.policy?.premiumPaid).toBe(2.98);
    const otherValue = mapped(feeOrder, {
      protection: only({ property: { name: '_op_protection', value: 'no' } }),
    });
    expect(otherValue.order).toMatchObject({ protected: false, policy: null });
    expect(otherValue.order.orderItems).toHaveLength(2);
  });

  it('is never shipped', () => {
    const order = withValue(feeOrder, ['meta_data'], valueAt(trackedOrder, ['meta_data']));
    const [shipment] = mapped(order).order.fulfillments;
    expect(shipment?.items).toEqual([{ item: '2701', quantity: 1 }]);
  });

  it('as a fee line, found by name; refunded in full, the protection was removed then', () => {
    const { order } = mapped(feeLineOrder, { refunds: feeLineRefunds });
    expect(order.orderItems.map((item) => item.sourceItemId)).toEqual(['2801']);
    expect(order).toMatchObject({ protected: true, subtotal: 55.5, total: 61.5 });
    expect(order.policy).toEqual({
      insuredAmount: 58,
      premiumPaid: 3.5,
      premiumCurrency: 'USD',
      removedAt: '2024-08-14T13:00:00Z',
    });
    const standing = withValue(feeLineOrder, ['refunds'], []);
    expect(mapped(standing).order.policy?.removedAt).toBeNull();
    const unmarked = mapped(standing, { protection: only({ skus: ['OP-PROTECTION'] }) });
    expect(unmarked.order).toMatchObject({ protected: false, policy: null, subtotal: 55.5 });
  });

  it('alone is no order', () => {
    const order = withValue(feeOrder, ['line_items'], [valueAt(feeOrder, ['line_items', 1])]);
    expect(refused(order).field).toBe('line_items');
  });
});

describe('payloads that do not map', () => {
  it('name the payload field and say what was expected', () => {
    expect(refused(withValue(plainOrder, ['line_items', 1, 'quantity'], 1.5))).toEqual({
      field: 'line_items.1.quantity',
      message: 'expected a whole number',
    });
    expect(refused(withValue(plainOrder, ['total'], 'twelve'))).toEqual({
      field: 'total',
      message: 'expected an amount such as "12.50"',
    });
    expect(refused(withValue(plainOrder, ['shipping_total'], '1000000000000'))).toEqual({
      field: 'shipping_total',
      message: 'expected an amount under 1,000,000,000,000',
    });
    expect(refused(withValue(plainOrder, ['date_created_gmt'], 'yesterday')).field).toBe('date_created_gmt');
    expect(refused(withValue(plainOrder, ['id'], undefined)).field).toBe('id');
  });

  it('name the field the domain refuses, counted as in the payload', () => {
    expect(refused(withValue(plainOrder, ['billing', 'email'], ''))).toEqual({
      field: 'billing.email',
      message: 'required: the order has no billing email',
    });
    expect(refused(withValue(plainOrder, ['billing', 'email'], 'john')).field).toBe('billing.email');
    expect(refused(withValue(plainOrder, ['currency'], 'XYZ'))).toEqual({
      field: 'currency',
      message: 'Unknown ISO 4217 currency code',
    });
    // The fee line comes first, so the stove is the payload's second line and the order's first item.
    const reversed = withValue(feeOrder, ['line_items'], listAt(feeOrder, ['line_items']).toReversed());
    expect(refused(withValue(reversed, ['line_items', 1, 'name'], '  ')).field).toBe('line_items.1.name');
  });
});

describe('order.deleted', () => {
  it('names the order deleted', () => {
    expect(wooCommerceDeletedOrder(fixture('order-deleted'))).toEqual({ ok: true, sourceOrderId: '727' });
    expect(wooCommerceDeletedOrder({})).toMatchObject({ ok: false, field: 'id' });
    expect(wooCommerceDeletedOrder({ id: 'abc' })).toEqual({
      ok: false,
      field: 'id',
      message: 'expected a numeric id',
    });
  });
});
