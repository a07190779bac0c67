import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExistingClaim, OrderItem } from '../schemas/order';
import {
  type ClaimQuantityRequest,
  capResolutionQuantity,
  checkClaimQuantities,
  claimableQuantities,
  claimableQuantity,
  claimedQuantities,
  fulfillmentLineAvailability,
  mayClaimAgain,
  orderItemAvailability,
  orderItemForLine,
} from './quantities';
import { existingClaim, fulfillment, orderItem } from './test-fixtures';

const mug = orderItem({ id: 'oi-mug', sourceItemId: 'mug', productName: 'Blue mug', quantity: 4 });
const plate = orderItem({ id: 'oi-plate', sourceItemId: 'plate', productName: 'Plate', quantity: 1 });

describe('claimedQuantities', () => {
  it('adds up units per source item over every claim and item', () => {
    const claims = [
      existingClaim([
        ['mug', 1],
        ['plate', 1],
        ['mug', 1],
      ]),
      existingClaim([['mug', 2]]),
    ];
    expect(claimedQuantities(claims)).toEqual(
      new Map([
        ['mug', 4],
        ['plate', 1],
      ]),
    );
  });

  it('counts denied and dismissed claims, whose units could be revived', () => {
    const claims = [
      existingClaim([['mug', 1]], { claimState: 'DENIED' }),
      existingClaim([['mug', 2]], { claimState: 'DISMISSED' }),
    ];
    expect(claimedQuantities(claims).get('mug')).toBe(3);
  });

  it('keeps only the claims filed against one shipment when given its id', () => {
    const claims = [
      existingClaim([
        ['mug', 1, 'F1'],
        ['mug', 2, 'F2'],
        ['mug', 3],
      ]),
    ];
    expect(claimedQuantities(claims, 'F1')).toEqual(new Map([['mug', 1]]));
  });

  it('is empty without claims', () => {
    expect(claimedQuantities([]).size).toBe(0);
  });
});

describe('orderItemAvailability and claimableQuantity', () => {
  it('is ordered − refunded − claimed', () => {
    const item = orderItem({ quantity: 4, refundedQuantity: 1 });
    expect(orderItemAvailability(item, [existingClaim([['mug', 2]])])).toEqual({
      claimable: 1,
      reason: null,
    });
    expect(claimableQuantity(item, [existingClaim([['mug', 2]])])).toBe(1);
  });

  it('ignores claims on other items', () => {
    expect(claimableQuantity(mug, [existingClaim([['plate', 1]])])).toBe(4);
  });

  it('says "refunded" when refunds alone took every unit', () => {
    expect(orderItemAvailability(orderItem({ quantity: 2, refundedQuantity: 2 }), [])).toEqual({
      claimable: 0,
      reason: 'refunded',
    });
  });

  it('says "fully_claimed" when claims took what refunds left', () => {
    const item = orderItem({ quantity: 3, refundedQuantity: 1 });
    expect(orderItemAvailability(item, [existingClaim([['mug', 2]])])).toEqual({
      claimable: 0,
      reason: 'fully_claimed',
    });
  });

  it('never goes below zero when claims and refunds overlap', () => {
    const item = orderItem({ quantity: 2, refundedQuantity: 2 });
    expect(claimableQuantity(item, [existingClaim([['mug', 2]])])).toBe(0);
  });
});

describe('claimableQuantities', () => {
  it('maps each order item id to its claimable units (the order eligibility map)', () => {
    expect(
      claimableQuantities(
        [mug, plate],
        [
          existingClaim([
            ['plate', 1],
            ['mug', 1],
          ]),
        ],
      ),
    ).toEqual({
      'oi-mug': 3,
      'oi-plate': 0,
    });
  });
});

describe('mayClaimAgain', () => {
  it('allows a new claim while claimed units are below the ordered quantity', () => {
    expect(mayClaimAgain(mug, [existingClaim([['mug', 3]])])).toBe(true);
  });

  it('refuses once claimed units reach the ordered quantity', () => {
    expect(mayClaimAgain(mug, [existingClaim([['mug', 1]]), existingClaim([['mug', 3]])])).toBe(false);
  });

  it('refuses when the units left were refunded', () => {
    expect(
      mayClaimAgain(orderItem({ quantity: 4, refundedQuantity: 1 }), [existingClaim([['mug', 3]])]),
    ).toBe(false);
  });
});

describe('capResolutionQuantity', () => {
  const line = { quantity: 5, refundedQuantity: 2 };

  it('keeps a quantity within ordered − refunded', () => {
    expect(capResolutionQuantity(2, line)).toBe(2);
    expect(capResolutionQuantity(3, line)).toBe(3);
  });

  it('caps a larger quantity at ordered − refunded', () => {
    expect(capResolutionQuantity(9, line)).toBe(3);
  });

  it.each([0, -1, Number.NaN, null, undefined])('clears %s', (quantity) => {
    expect(capResolutionQuantity(quantity, line)).toBeNull();
  });

  it('rounds fractions down, clearing what rounds to zero', () => {
    expect(capResolutionQuantity(2.9, line)).toBe(2);
    expect(capResolutionQuantity(0.5, line)).toBeNull();
  });

  it('clears the quantity when every unit was refunded', () => {
    expect(capResolutionQuantity(1, { quantity: 2, refundedQuantity: 2 })).toBeNull();
  });
});

describe('orderItemForLine', () => {
  it('finds the order line by orderItemId when the shipment line has one', () => {
    const line = fulfillment({ items: [{ item: 'plate', quantity: 1, orderItemId: 'oi-mug' }] }).items[0];
    expect(line && orderItemForLine(line, [mug, plate])).toBe(mug);
  });

  it('otherwise finds it by item, read as the source item id', () => {
    const line = fulfillment({ items: [{ item: 'plate', quantity: 1 }] }).items[0];
    expect(line && orderItemForLine(line, [mug, plate])).toBe(plate);
  });

  it('is null when the order has no such line', () => {
    const lines = fulfillment({
      items: [
        { item: 'mug', quantity: 1, orderItemId: 'oi-gone' },
        { item: 'gone', quantity: 1 },
      ],
    }).items;
    expect(lines.map((line) => orderItemForLine(line, [mug, plate]))).toEqual([null, null]);
  });
});

describe('fulfillmentLineAvailability', () => {
  const shipment = fulfillment({
    sourceFulfillmentId: 'F1',
    items: [
      { item: 'mug', quantity: 2 },
      { item: 'plate', quantity: 1 },
    ],
  });

  it('offers every shipped unit when nothing was claimed', () => {
    const lines = fulfillmentLineAvailability(shipment, { orderItems: [mug, plate], existingClaims: [] });
    expect(lines.map(({ claimable, reason }) => ({ claimable, reason }))).toEqual([
      { claimable: 2, reason: null },
      { claimable: 1, reason: null },
    ]);
    expect(lines.map((line) => line.orderItem)).toEqual([mug, plate]);
  });

  it('subtracts claims filed against this shipment only', () => {
    const claims = [
      existingClaim([
        ['mug', 1, 'F1'],
        ['mug', 2, 'F2'],
      ]),
    ];
    const [mugLine] = fulfillmentLineAvailability(shipment, {
      orderItems: [mug, plate],
      existingClaims: claims,
    });
    expect(mugLine?.claimable).toBe(1);
  });

  it('says "fully_claimed" when this shipment is used up though the order line has units elsewhere', () => {
    const claims = [existingClaim([['mug', 2, 'F1']])];
    const [mugLine] = fulfillmentLineAvailability(shipment, {
      orderItems: [mug, plate],
      existingClaims: claims,
    });
    expect(mugLine).toMatchObject({ claimable: 0, reason: 'fully_claimed' });
  });

  it('never offers more than the order line has left, counting claims that name no shipment', () => {
    const claims = [existingClaim([['mug', 3]])];
    const [mugLine] = fulfillmentLineAvailability(shipment, {
      orderItems: [mug, plate],
      existingClaims: claims,
    });
    expect(mugLine?.claimable).toBe(1);
  });

  it('passes on the order line reason', () => {
    const refundedPlate = orderItem({ ...plate, refundedQuantity: 1 });
    const claims = [existingClaim([['mug', 4]])];
    const lines = fulfillmentLineAvailability(shipment, {
      orderItems: [mug, refundedPlate],
      existingClaims: claims,
    });
    expect(lines.map(({ claimable, reason }) => ({ claimable, reason }))).toEqual([
      { claimable: 0, reason: 'fully_claimed' },
      { claimable: 0, reason: 'refunded' },
    ]);
  });

  it('offers nothing of a line the order does not have', () => {
    const lines = fulfillmentLineAvailability(shipment, { orderItems: [mug], existingClaims: [] });
    expect(lines[1]).toMatchObject({ orderItem: null, claimable: 0, reason: 'unknown_item' });
  });
});

describe('checkClaimQuantities', () => {
  const first = fulfillment({
    sourceFulfillmentId: 'F1',
    items: [
      { item: 'mug', quantity: 2 },
      { item: 'plate', quantity: 1 },
    ],
  });
  const second = fulfillment({ id: 'f-2', sourceFulfillmentId: 'F2', items: [{ item: 'mug', quantity: 2 }] });
  const context = { fulfillments: [first, second], orderItems: [mug, plate], existingClaims: [] };

  it('accepts a submission within what is left', () => {
    const requests = [
      { sourceFulfillmentId: 'F1', sourceItemId: 'mug', quantity: 2 },
      { sourceFulfillmentId: 'F1', sourceItemId: 'plate', quantity: 1 },
      { sourceFulfillmentId: 'F2', sourceItemId: 'mug', quantity: 2 },
    ];
    expect(checkClaimQuantities(requests, context)).toEqual([]);
  });

  it('refuses a shipment that is not part of the order', () => {
    expect(
      checkClaimQuantities([{ sourceFulfillmentId: 'F9', sourceItemId: 'mug', quantity: 1 }], context),
    ).toEqual([
      {
        reason: 'unknown_fulfillment',
        sourceItemId: 'mug',
        sourceFulfillmentId: 'F9',
        requested: 1,
        available: 0,
        message: 'Shipment F9 is not part of this order.',
      },
    ]);
  });

  it('refuses an item that is not in the shipment', () => {
    expect(
      checkClaimQuantities([{ sourceFulfillmentId: 'F2', sourceItemId: 'plate', quantity: 1 }], context),
    ).toEqual([
      {
        reason: 'unknown_item',
        sourceItemId: 'plate',
        sourceFulfillmentId: 'F2',
        requested: 1,
        available: 0,
        message: 'Item plate is not in shipment F2.',
      },
    ]);
  });

  it('adds up requests for the same line before comparing', () => {
    const requests = [
      { sourceFulfillmentId: 'F1', sourceItemId: 'mug', quantity: 1 },
      { sourceFulfillmentId: 'F1', sourceItemId: 'mug', quantity: 2 },
    ];
    expect(checkClaimQuantities(requests, context)).toEqual([
      {
        reason: 'not_enough_left',
        sourceItemId: 'mug',
        sourceFulfillmentId: 'F1',
        requested: 3,
        available: 2,
        message: 'Only 2 units of "Blue mug" can still be claimed.',
      },
    ]);
  });

  it('refuses more than a shipment line has left, with a singular message for one unit', () => {
    const claims = [existingClaim([['mug', 1, 'F1']])];
    const problems = checkClaimQuantities([{ sourceFulfillmentId: 'F1', sourceItemId: 'mug', quantity: 2 }], {
      ...context,
      existingClaims: claims,
    });
    expect(problems.map((problem) => problem.message)).toEqual([
      'Only 1 unit of "Blue mug" can still be claimed.',
    ]);
  });

  it('explains when nothing of a line is left', () => {
    const problems = checkClaimQuantities(
      [{ sourceFulfillmentId: 'F1', sourceItemId: 'plate', quantity: 1 }],
      {
        ...context,
        existingClaims: [existingClaim([['plate', 1]])],
      },
    );
    expect(problems).toEqual([
      expect.objectContaining({
        reason: 'not_enough_left',
        available: 0,
        message: '"Plate" cannot be claimed any more: it was already claimed or refunded.',
      }),
    ]);
  });

  it('checks the order-wide total over several shipments', () => {
    // Two units were claimed without naming a shipment: each shipment alone still shows 2, the order 2.
    const requests = [
      { sourceFulfillmentId: 'F1', sourceItemId: 'mug', quantity: 2 },
      { sourceFulfillmentId: 'F2', sourceItemId: 'mug', quantity: 1 },
    ];
    expect(
      checkClaimQuantities(requests, { ...context, existingClaims: [existingClaim([['mug', 2]])] }),
    ).toEqual([
      {
        reason: 'not_enough_left',
        sourceItemId: 'mug',
        sourceFulfillmentId: null,
        requested: 3,
        available: 2,
        message: 'Only 2 units of "Blue mug" can still be claimed.',
      },
    ]);
  });
});

describe('quantity properties', () => {
  const itemIds = ['mug', 'plate', 'cup'] as const;
  const arbitraryOrderItem = fc
    .record({ quantity: fc.nat(20), refundedQuantity: fc.nat(25) })
    .map((counts) => orderItem({ sourceItemId: 'mug', ...counts }));
  const arbitraryClaims = fc.array(
    fc
      .array(
        fc.tuple(
          fc.constantFrom(...itemIds),
          fc.nat(10),
          fc.option(fc.constantFrom('F1', 'F2'), { nil: undefined }),
        ),
        { maxLength: 4 },
      )
      .map((items) => existingClaim(items)),
    { maxLength: 5 },
  );
  const left = (item: OrderItem) => Math.max(0, item.quantity - item.refundedQuantity);

  it('a capped resolution quantity is null or a whole number from 1 to ordered − refunded', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.integer(), fc.constant(null)),
        arbitraryOrderItem,
        (quantity, item) => {
          const capped = capResolutionQuantity(quantity, item);
          if (capped === null) return;
          expect(Number.isInteger(capped)).toBe(true);
          expect(capped).toBeGreaterThanOrEqual(1);
          expect(capped).toBeLessThanOrEqual(left(item));
          expect(capped).toBeLessThanOrEqual(quantity ?? 0);
        },
      ),
    );
  });

  it('claimable quantity is never negative and never above ordered − refunded', () => {
    fc.assert(
      fc.property(arbitraryOrderItem, arbitraryClaims, (item, claims) => {
        const claimable = claimableQuantity(item, claims);
        expect(claimable).toBeGreaterThanOrEqual(0);
        expect(claimable).toBeLessThanOrEqual(left(item));
      }),
    );
  });

  it('adding a claim never increases what is left, order-wide or in a shipment', () => {
    const shipment = fulfillment({ sourceFulfillmentId: 'F1', items: [{ item: 'mug', quantity: 3 }] });
    fc.assert(
      fc.property(arbitraryOrderItem, arbitraryClaims, arbitraryClaims, (item, before, added) => {
        const after = [...before, ...added];
        expect(claimableQuantity(item, after)).toBeLessThanOrEqual(claimableQuantity(item, before));
        const lineBefore = fulfillmentLineAvailability(shipment, {
          orderItems: [item],
          existingClaims: before,
        });
        const lineAfter = fulfillmentLineAvailability(shipment, {
          orderItems: [item],
          existingClaims: after,
        });
        expect(lineAfter[0]?.claimable).toBeLessThanOrEqual(lineBefore[0]?.claimable ?? 0);
      }),
    );
  });

  it('a shipment line never offers more than it shipped or than the order line has left', () => {
    fc.assert(
      fc.property(arbitraryOrderItem, arbitraryClaims, fc.nat(10), (item, claims, shipped) => {
        const shipment = fulfillment({
          sourceFulfillmentId: 'F1',
          items: [{ item: 'mug', quantity: shipped }],
        });
        const [line] = fulfillmentLineAvailability(shipment, { orderItems: [item], existingClaims: claims });
        expect(line?.claimable).toBeLessThanOrEqual(shipped);
        expect(line?.claimable).toBeLessThanOrEqual(claimableQuantity(item, claims));
        expect(line?.reason === null).toBe((line?.claimable ?? 0) > 0);
      }),
    );
  });

  it('an accepted submission never takes a line past ordered − refunded, counting earlier claims', () => {
    const orderItems = itemIds.map((id) => orderItem({ id: `oi-${id}`, sourceItemId: id, quantity: 3 }));
    const shipments = ['F1', 'F2'].map((id) =>
      fulfillment({ id, sourceFulfillmentId: id, items: itemIds.map((item) => ({ item, quantity: 2 })) }),
    );
    const arbitraryRequests = fc.array(
      fc.record({
        sourceFulfillmentId: fc.constantFrom('F1', 'F2'),
        sourceItemId: fc.constantFrom(...itemIds),
        quantity: fc.integer({ min: 1, max: 3 }),
      }),
      { maxLength: 6 },
    );
    // Few and small earlier claims, so that many submissions fit and the order-wide check decides.
    const fewClaims = fc.array(
      fc
        .array(fc.tuple(fc.constantFrom(...itemIds), fc.nat(2), fc.constantFrom('F1', 'F2', undefined)), {
          maxLength: 2,
        })
        .map((items) => existingClaim(items)),
      { maxLength: 2 },
    );
    fc.assert(
      fc.property(
        fewClaims,
        arbitraryRequests,
        (claims: ExistingClaim[], requests: ClaimQuantityRequest[]) => {
          const context = { fulfillments: shipments, orderItems, existingClaims: claims };
          if (checkClaimQuantities(requests, context).length > 0) return;
          const submitted = existingClaim(
            requests.map(
              (request) => [request.sourceItemId, request.quantity, request.sourceFulfillmentId] as const,
            ),
          );
          const total = claimedQuantities([...claims, submitted]);
          const before = claimedQuantities(claims);
          for (const item of orderItems) {
            const added = (total.get(item.sourceItemId) ?? 0) - (before.get(item.sourceItemId) ?? 0);
            expect(added).toBeLessThanOrEqual(claimableQuantity(item, claims));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
