import { describe, expect, it } from 'vitest';
import { existingClaim, order } from '../rules/test-fixtures';
import { ITEMS_FORM, itemLineKey, pickedOf, SHIPMENTS_FORM } from './picksForm';

/** Two delivered shipments and one too soon; the lamp is half refunded, the blanket wholly. */
const shop = order({
  orderItems: [
    { id: 'oi-lamp', productName: 'Desk Lamp', quantity: 2, refundedQuantity: 1, sourceItemId: 'lamp' },
    {
      id: 'oi-blanket',
      productName: 'Wool Blanket',
      quantity: 1,
      refundedQuantity: 1,
      sourceItemId: 'blanket',
    },
    { id: 'oi-mug', productName: 'Blue mug', quantity: 2, sourceItemId: 'mug' },
  ],
  fulfillments: [
    {
      id: 'f-1',
      sourceFulfillmentId: 'F1',
      eligible: true,
      items: [
        { item: 'lamp', quantity: 2 },
        { item: 'blanket', quantity: 1 },
        { item: 'gone', quantity: 1 },
      ],
    },
    { id: 'f-2', sourceFulfillmentId: 'F2', eligible: true, items: [{ item: 'mug', quantity: 1 }] },
    { id: 'f-3', sourceFulfillmentId: 'F3', eligible: false, items: [{ item: 'mug', quantity: 1 }] },
  ],
  existingClaims: [existingClaim([['mug', 1, 'F2']])],
});

describe('the pages that pick what a claim is about', () => {
  it('let the shopper pick the lines of a claimable shipment with units left to claim', () => {
    expect([...ITEMS_FORM.pickable(shop)]).toEqual([itemLineKey('f-1', 'lamp')]);
    expect([...SHIPMENTS_FORM.pickable(shop)]).toEqual(['f-1']);
  });

  it('keep what was sent that the page offers, each once, and nothing else', () => {
    const lamp = itemLineKey('f-1', 'lamp');
    expect(
      pickedOf(ITEMS_FORM, shop, [
        itemLineKey('f-1', 'blanket'),
        lamp,
        itemLineKey('f-3', 'mug'),
        lamp,
        'f-1',
        new File([], lamp),
      ]),
    ).toEqual([lamp]);
    expect(pickedOf(SHIPMENTS_FORM, shop, ['f-3', 'f-2', 'f-1', 'f-1'])).toEqual(['f-1']);
    expect(pickedOf(SHIPMENTS_FORM, shop, [])).toEqual([]);
  });

  it('keep two ids apart whatever they hold', () => {
    expect(itemLineKey('a","b', 'c')).not.toBe(itemLineKey('a', 'b","c'));
    expect(itemLineKey('a\u0000b', 'c')).not.toBe(itemLineKey('a', 'b\u0000c'));
  });
});
