import { readFileSync } from 'node:fs';
import { ProtectionMarker } from '@orderprotection/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { shopifyOrder } from '../src/modules/ingest/shopify/order';

// Shopify payloads, as its REST Admin API and the orders/* webhooks send them (test/fixtures/shopify/).
type Payload = Record<string, unknown>;

function fixture(name: string): Payload {
  return JSON.parse(readFileSync(new URL(`./fixtures/shopify/${name}.json`, import.meta.url), 'utf8'));
}

/** The object or list at `path` ("line_items.1.price_set") of a payload, to change a fixture in place. */
function at(payload: Payload, path: string): Record<string, unknown> {
  return path
    .split('.')
    .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, payload);
}

/** A connection's marker as stored: what the console sends, with its defaults. */
type Marker = z.input<typeof ProtectionMarker>;

function mapped(payload: unknown, marker: Marker = {}) {
  const result = shopifyOrder(payload, { protection: ProtectionMarker.parse(marker) });
  if (!result.ok) throw new Error(`did not map: ${result.field}: ${result.message}`);
  return result;
}

function refused(payload: unknown, marker: Marker = {}) {
  const result = shopifyOrder(payload, { protection: ProtectionMarker.parse(marker) });
  if (result.ok) throw new Error('mapped a payload that should not map');
  return { field: result.field, message: result.message };
}

const PROTECTION: Marker = { skus: ['OP-PROTECTION'] };

describe('a Shopify order as the domain order', () => {
  it("maps the docs' example order (#1001): ids, customer, amounts, lines, refunds, addresses", () => {
    const result = mapped(fixture('order-docs-example'), PROTECTION);
    expect(result.sourceOrderId).toBe('450789469');
    expect(result.cancelledAt).toBeNull();
    const { order } = result;
    expect(order).toMatchObject({
      orderNumber: '#1001',
      customerEmail: 'bob.norman@mail.example.com',
      customerName: 'Bob Norman',
      createdAt: '2008-01-10T11:00:00-05:00',
      sourceUpdatedAt: '2008-01-10T11:00:00-05:00',
      currency: 'USD',
      exchangeRate: 1,
      subtotal: 597,
      shipping: 0,
      shippingTax: 0,
      tax: 11.94,
      total: 598.94,
      discountTotal: 10,
      protected: false,
      policy: null,
    });
    expect(order.orderItems.map((item) => [item.sourceItemId, item.color, item.discount])).toEqual([
      ['466157049', 'green', 3.34],
      ['518995019', 'red', 3.33],
      ['703073504', 'black', 3.33],
    ]);
    expect(order.orderItems[0]).toMatchObject({
      sourceProductId: '632910392',
      sourceVariantId: '39072856',
      productName: 'IPod Nano - 8gb',
      sku: 'IPOD2008GREEN',
      price: 199,
      tax: 3.98,
      quantity: 1,
    });
    // The refund took back the green and the black one.
    expect(order.orderItems.map((item) => item.refundedQuantity)).toEqual([1, 0, 1]);
    // Its only fulfillment has status "failure": a request that failed never shipped anything.
    expect(order.fulfillments).toEqual([]);
    expect(order.shippingAddress).toEqual({
      firstName: 'Bob',
      lastName: 'Norman',
      name: 'Bob Norman',
      company: null,
      address1: 'Chestnut Street 92',
      address2: '',
      city: 'Louisville',
      province: 'Kentucky',
      provinceCode: 'KY',
      zip: '40202',
      country: 'United States',
      countryCode: 'US',
      phone: '+1(502)-459-2181',
    });
    expect(order.billingAddress?.address1).toBe('Chestnut Street 92');
  });

  it('takes what the shopper paid in their currency, and the rate from the shop currency', () => {
    const { order } = mapped(fixture('order-multi-currency'));
    expect(order).toMatchObject({
      currency: 'EUR',
      exchangeRate: 0.92,
      subtotal: 73.6,
      shipping: 9.2,
      shippingTax: 1.84,
      tax: 9.2,
      total: 92,
      customerName: 'Marie Curie',
    });
    expect(order.orderItems).toEqual([
      expect.objectContaining({
        productName: 'Organic Cotton Tee',
        price: 36.8,
        tax: 7.36,
        quantity: 2,
        color: 'Navy',
        size: 'M',
      }),
    ]);
  });

  it('refuses a foreign-currency amount given only in shop money rather than mixing currencies', () => {
    const payload = fixture('order-multi-currency');
    delete at(payload, 'line_items.0').price_set;
    expect(refused(payload)).toEqual({
      field: 'line_items.0.price_set',
      message: "required: the shopper paid in EUR, and line_items.0.price is in the shop's USD",
    });
  });

  it('ships the fulfilled line only, leaving the cancelled fulfillment out', () => {
    const { order } = mapped(fixture('order-partial-fulfillment'));
    expect(order.orderItems.map((item) => [item.sourceItemId, item.quantity, item.color, item.size])).toEqual(
      [
        ['1300000011', 1, 'Grey', 'L'],
        ['1300000012', 2, 'Olive', undefined],
      ],
    );
    expect(order.fulfillments).toEqual([
      {
        sourceFulfillmentId: '4400000032',
        fulfillmentStatus: 'IN_TRANSIT',
        trackingCompany: 'UPS',
        trackingNumber: ['1Z999AA10123456784'],
        trackingUrl: ['https://www.ups.com/track?tracknum=1Z999AA10123456784'],
        shippedAt: '2024-06-11T10:00:00-04:00',
        deliveredAt: null,
        items: [{ item: '1300000011', quantity: 1 }],
      },
    ]);
  });

  it('counts the units of every partial refund against their line', () => {
    const { order } = mapped(fixture('order-partial-refund'));
    expect(order.orderItems.map((item) => [item.sourceItemId, item.quantity, item.refundedQuantity])).toEqual(
      [
        ['1300000021', 3, 2],
        ['1300000022', 2, 0],
      ],
    );
  });

  it('counts units an edit removed (current_quantity) as no longer claimable, without a refund', () => {
    const payload = fixture('order-partial-refund');
    payload.refunds = [];
    at(payload, 'line_items.1').current_quantity = 0;
    const { order } = mapped(payload);
    expect(order.orderItems.map((item) => item.refundedQuantity)).toEqual([2, 2]);
  });

  it('keeps a gift card line as an item, shipped in the fulfillment Shopify made for it', () => {
    const { order } = mapped(fixture('order-gift-card'));
    expect(order.orderItems.map((item) => [item.productName, item.sku, item.price, item.quantity])).toEqual([
      ['Gift Card - $50', null, 50, 1],
      ['Field Guide to Mushrooms', 'BOOK-FGM', 35, 1],
    ]);
    expect(order.fulfillments).toEqual([
      expect.objectContaining({
        fulfillmentStatus: 'FULFILLED',
        shippedAt: '2024-08-15T12:00:04-04:00',
        items: [{ item: '1300000031', quantity: 1 }],
      }),
    ]);
  });

  it("gives each line its share of an order discount, the shares adding up to the order's", () => {
    const { order } = mapped(fixture('order-discount-across-lines'));
    expect(order.orderItems.map((item) => item.discount)).toEqual([3, 4.5, 7.5]);
    expect(order.discountTotal).toBe(15);
    expect(order.subtotal).toBe(84.97);
    expect(order.orderItems[2]).toMatchObject({ productName: 'Tablecloth', size: 'Large' });
  });

  it('maps a cancelled order and says when it was cancelled', () => {
    const result = mapped(fixture('order-cancelled'));
    expect(result.cancelledAt).toBe('2021-12-31T19:00:00-05:00');
    expect(result.sourceOrderId).toBe('820982911946154');
    expect(result.order).toMatchObject({
      orderNumber: '#9999',
      customerEmail: 'jon@example.com',
      customerName: 'John Smith',
      shipping: 10,
      discountTotal: 20,
    });
    expect(result.order.orderItems).toHaveLength(2);
    expect(result.order.shippingAddress).toMatchObject({ company: 'Shipping Company', provinceCode: 'KY' });
  });

  it('reads the email from contact_email, then from the customer, and names email when none is there', () => {
    const payload = fixture('order-cancelled');
    payload.email = null;
    expect(mapped(payload).order.customerEmail).toBe('jon@example.com');
    payload.contact_email = '';
    expect(mapped(payload).order.customerEmail).toBe('john@example.com');
    payload.customer = null;
    expect(refused(payload).field).toBe('email');
    payload.email = 'not an address';
    expect(refused(payload)).toEqual({ field: 'email', message: 'Invalid email address' });
  });

  it('maps an order edited after its first shipment, as orders/updated sends it', () => {
    const { order } = mapped(fixture('order-edited-after-fulfillment'));
    expect(order.sourceUpdatedAt).toBe('2024-10-06T15:30:00-04:00');
    expect(order.orderItems.map((item) => item.sourceItemId)).toEqual(['1300000051', '1300000052']);
    expect(order.fulfillments).toEqual([
      expect.objectContaining({
        sourceFulfillmentId: '4400000081',
        fulfillmentStatus: 'DELIVERED',
        shippedAt: '2024-10-02T09:00:00-04:00',
        deliveredAt: '2024-10-04T13:05:00-04:00',
        items: [{ item: '1300000051', quantity: 1 }],
      }),
    ]);
  });

  it('does not map an orders/edited body, which is an order edit and not an order', () => {
    const edit = {
      order_edit: { id: 78912328, order_id: 450789469, line_items: { additions: [], removals: [] } },
    };
    expect(refused(edit).field).toBe('order_edit');
  });
});

describe('protection', () => {
  it('makes the fee line the policy: premium paid, the rest of the total insured, never an item', () => {
    for (const marker of [PROTECTION, { productIds: ['7999999999'] }]) {
      const { order } = mapped(fixture('order-protection'), marker);
      expect(order.protected).toBe(true);
      expect(order.policy).toEqual({
        insuredAmount: 125.6,
        premiumPaid: 2.5,
        premiumCurrency: 'USD',
        removedAt: null,
      });
      expect(order.orderItems.map((item) => item.sourceItemId)).toEqual(['1300000061']);
      // The merchant fulfilled the fee with the boots; the shipment holds the boots alone.
      expect(order.fulfillments).toEqual([
        expect.objectContaining({
          sourceFulfillmentId: '4400000092',
          fulfillmentStatus: 'OUT_FOR_DELIVERY',
          items: [{ item: '1300000061', quantity: 1 }],
        }),
      ]);
    }
  });

  it('leaves out a shipment of the fee alone, as an app that fulfils the fee at once makes', () => {
    const payload = fixture('order-protection');
    const shipment = at(payload, 'fulfillments.0');
    const [boots, fee] = shipment.line_items as unknown[];
    shipment.line_items = [boots];
    payload.fulfillments = [{ id: 4400000091, status: 'success', line_items: [fee] }, shipment];
    const { order } = mapped(payload, PROTECTION);
    expect(order.fulfillments.map((fulfillment) => fulfillment.sourceFulfillmentId)).toEqual(['4400000092']);
  });

  it('keeps the total and the boots as Shopify gives them, colour read but "42" left in the name', () => {
    const { order } = mapped(fixture('order-protection'), PROTECTION);
    expect(order).toMatchObject({ subtotal: 110.5, total: 128.1, tax: 9.6, shipping: 8, discountTotal: 12 });
    expect(order.orderItems[0]).toMatchObject({
      productName: 'Hiking Boots - Brown / 42',
      color: 'Brown',
      price: 120,
      discount: 12,
      tax: 9.6,
    });
    expect(order.orderItems[0]?.size).toBeUndefined();
  });

  it('takes a discount on the fee off the premium', () => {
    const payload = fixture('order-protection');
    const money = { amount: '0.50', currency_code: 'USD' };
    at(payload, 'line_items.1').discount_allocations = [
      { amount: '0.50', amount_set: { shop_money: money, presentment_money: money } },
    ];
    expect(mapped(payload, PROTECTION).order.policy).toMatchObject({ premiumPaid: 2, insuredAmount: 126.1 });
  });

  it('records the protection as removed when the fee is refunded', () => {
    const payload = fixture('order-protection');
    payload.refunds = [
      {
        created_at: '2024-11-23T10:00:00-05:00',
        refund_line_items: [{ line_item_id: 1300000062, quantity: 1 }],
      },
    ];
    const { order } = mapped(payload, PROTECTION);
    expect(order.protected).toBe(true);
    expect(order.policy?.removedAt).toBe('2024-11-23T10:00:00-05:00');
  });

  it('is not protected without a marker that matches, and the fee line is then an item', () => {
    const { order } = mapped(fixture('order-protection'), { skus: ['SOMETHING-ELSE'] });
    expect(order.protected).toBe(false);
    expect(order.policy).toBeNull();
    expect(order.orderItems).toHaveLength(2);
  });

  it('finds the fee line by a line property its checkout writes on it', () => {
    const payload = fixture('order-protection');
    const fee = at(payload, 'line_items.1');
    fee.sku = 'OP-RENAMED';
    fee.properties = [{ name: '_protection', value: 'yes' }];
    const byProperty = mapped(payload, { skus: [], property: { name: '_protection' } }).order;
    expect(byProperty.protected).toBe(true);
    expect(byProperty.policy).toEqual(mapped(fixture('order-protection'), PROTECTION).order.policy);
    expect(byProperty.orderItems).toHaveLength(1);
    const otherValue = mapped(payload, { skus: [], property: { name: '_protection', value: 'no' } });
    expect(otherValue.order.protected).toBe(false);
    expect(otherValue.order.orderItems).toHaveLength(2);
  });

  it('refuses an order whose only line is the fee: there is nothing to protect', () => {
    const payload = fixture('order-protection');
    payload.line_items = [at(payload, 'line_items.1')];
    payload.fulfillments = [];
    expect(refused(payload, PROTECTION).field).toBe('line_items');
  });
});

describe('a payload that does not map names its field', () => {
  it('a missing id', () => {
    const payload = fixture('order-docs-example');
    delete payload.id;
    expect(refused(payload)).toEqual({ field: 'id', message: 'required' });
  });

  it("an id past 2^53, such as the webhook example's, which JSON.parse has already rounded", () => {
    const text = readFileSync(new URL('./fixtures/shopify/order-cancelled.json', import.meta.url), 'utf8');
    const payload = JSON.parse(text.replace('"id": 820982911946154,', '"id": 820982911946154508,'));
    expect(refused(payload)).toEqual({
      field: 'id',
      message: 'expected a Shopify id (a whole number) that a JSON number holds exactly, below 2^53',
    });
  });

  it('an amount that is not a number', () => {
    const payload = fixture('order-docs-example');
    at(payload, 'line_items.1.price_set.presentment_money').amount = 'abc';
    expect(refused(payload)).toEqual({
      field: 'line_items.1.price_set.presentment_money.amount',
      message: 'expected an amount written as a decimal string such as "19.99"',
    });
  });

  it('a line quantity of -1', () => {
    const payload = fixture('order-docs-example');
    at(payload, 'line_items.2').quantity = -1;
    expect(refused(payload)).toEqual({
      field: 'line_items.2.quantity',
      message: 'expected a whole number, 0 or more',
    });
  });

  it("a shipment of a line the order does not have, by the payload's own indexes", () => {
    // The cancelled fulfillment (index 0) is left out, so the domain's shipment 0 is the payload's 1.
    const payload = fixture('order-partial-fulfillment');
    at(payload, 'fulfillments.1.line_items.0').id = 1;
    expect(refused(payload)).toEqual({
      field: 'fulfillments.1.line_items.0.id',
      message: "Item 1 is not one of the order's items",
    });
  });

  it('more units refunded than ordered', () => {
    const payload = fixture('order-partial-refund');
    at(payload, 'refunds.1.refund_line_items.0').quantity = 5;
    expect(refused(payload)).toEqual({
      field: 'line_items.0.refunds',
      message: 'More units refunded than ordered',
    });
  });
});
