import { describe, expect, it } from 'vitest';
import { ShipmentStatus } from '../enums';
import { DEFAULT_CLAIM_POLICY } from '../schemas/limits';
import { fulfillmentEligibility, shipmentStatusHasShipped, withEligibility } from './eligibility';
import { daysAfter, existingClaim, fulfillment, order, orderItem } from './test-fixtures';

const SHIPPED = '2024-03-01T12:00:00.000Z';
const DELIVERED = '2024-03-05T12:00:00.000Z';
const mug = orderItem({ quantity: 2 });
const context = (now: Date, overrides: Partial<Parameters<typeof fulfillmentEligibility>[1]> = {}) => ({
  policy: DEFAULT_CLAIM_POLICY,
  now,
  orderItems: [mug],
  existingClaims: [],
  ...overrides,
});

describe('fulfillmentEligibility', () => {
  describe('not_shipped', () => {
    const unshipped = ShipmentStatus.options.filter((status) => !shipmentStatusHasShipped[status]);

    it('covers the statuses of a parcel that has not left', () => {
      expect(unshipped).toEqual([
        'AWAITING_SHIPMENT',
        'ON_HOLD',
        'LABEL_PURCHASED',
        'LABEL_PRINTED',
        'CONFIRMED',
        'SCHEDULED',
        'UNFULFILLED',
      ]);
    });

    it.each(unshipped)('applies to %s without dates', (status) => {
      const shipment = fulfillment({ fulfillmentStatus: status });
      expect(fulfillmentEligibility(shipment, context(new Date(DELIVERED)))).toEqual({
        eligible: false,
        eligibilityCode: 'not_shipped',
        eligibleAt: null,
      });
    });

    it.each([null, 'TELEPORTED'])(
      'applies to a %s status without dates, since nothing shows it left',
      (status) => {
        const shipment = fulfillment({ fulfillmentStatus: status });
        expect(fulfillmentEligibility(shipment, context(new Date(DELIVERED))).eligibilityCode).toBe(
          'not_shipped',
        );
      },
    );

    it('comes before every other check', () => {
      const shipment = fulfillment({ fulfillmentStatus: 'UNFULFILLED' });
      const claims = [existingClaim([['mug', 2]])];
      expect(
        fulfillmentEligibility(shipment, context(new Date(DELIVERED), { existingClaims: claims }))
          .eligibilityCode,
      ).toBe('not_shipped');
    });

    it('does not apply once a date shows the parcel left, whatever the status says', () => {
      const shipment = fulfillment({ fulfillmentStatus: 'UNFULFILLED', shippedAt: SHIPPED });
      expect(fulfillmentEligibility(shipment, context(daysAfter(SHIPPED, 1))).eligibilityCode).toBe(
        'eligible',
      );
    });
  });

  describe('already_claimed', () => {
    const delivered = fulfillment({ shippedAt: SHIPPED, deliveredAt: DELIVERED });
    const now = daysAfter(DELIVERED, 5);

    it('applies when claims hold every unit', () => {
      const claims = [existingClaim([['mug', 1, 'F1']]), existingClaim([['mug', 1]])];
      expect(fulfillmentEligibility(delivered, context(now, { existingClaims: claims }))).toEqual({
        eligible: false,
        eligibilityCode: 'already_claimed',
        eligibleAt: null,
      });
    });

    it('applies when every unit was refunded', () => {
      const refunded = orderItem({ quantity: 2, refundedQuantity: 2 });
      expect(
        fulfillmentEligibility(delivered, context(now, { orderItems: [refunded] })).eligibilityCode,
      ).toBe('already_claimed');
    });

    it('applies to a shipment without lines: there is nothing to claim', () => {
      expect(
        fulfillmentEligibility(fulfillment({ ...delivered, items: [] }), context(now)).eligibilityCode,
      ).toBe('already_claimed');
    });

    it('does not apply while one unit is left', () => {
      const claims = [existingClaim([['mug', 1]])];
      expect(fulfillmentEligibility(delivered, context(now, { existingClaims: claims })).eligible).toBe(true);
    });

    it('wins over expired, so the shopper is sent to their claim', () => {
      const claims = [existingClaim([['mug', 2]])];
      const late = daysAfter(DELIVERED, 60);
      expect(
        fulfillmentEligibility(delivered, context(late, { existingClaims: claims })).eligibilityCode,
      ).toBe('already_claimed');
    });
  });

  describe('expired', () => {
    it('counts the window from delivery when the parcel was delivered', () => {
      const delivered = fulfillment({ shippedAt: SHIPPED, deliveredAt: DELIVERED });
      expect(fulfillmentEligibility(delivered, context(daysAfter(DELIVERED, 30))).eligible).toBe(true);
      expect(
        fulfillmentEligibility(delivered, context(new Date(daysAfter(DELIVERED, 30).getTime() + 1))),
      ).toEqual({
        eligible: false,
        eligibilityCode: 'expired',
        eligibleAt: null,
      });
    });

    it('counts the window from shipping when the parcel never arrived', () => {
      const lost = fulfillment({ fulfillmentStatus: 'IN_TRANSIT', shippedAt: SHIPPED });
      expect(fulfillmentEligibility(lost, context(daysAfter(SHIPPED, 30))).eligible).toBe(true);
      expect(fulfillmentEligibility(lost, context(daysAfter(SHIPPED, 31))).eligibilityCode).toBe('expired');
    });

    it('follows the store policy', () => {
      const delivered = fulfillment({ deliveredAt: DELIVERED });
      const policy = { claimWindowDays: 10, waitingDaysAfterDelivery: 0 };
      expect(
        fulfillmentEligibility(delivered, context(daysAfter(DELIVERED, 11), { policy })).eligibilityCode,
      ).toBe('expired');
    });

    it('never applies to a shipped status without dates: there is nothing to count from', () => {
      const undated = fulfillment({ fulfillmentStatus: 'DELIVERED' });
      expect(fulfillmentEligibility(undated, context(new Date('2030-01-01T00:00:00Z')))).toEqual({
        eligible: true,
        eligibilityCode: 'eligible',
        eligibleAt: null,
      });
    });

    it('treats an unreadable date as missing', () => {
      const garbled = fulfillment({ fulfillmentStatus: 'IN_TRANSIT' });
      const withBadDate = { ...garbled, shippedAt: 'last Tuesday' };
      expect(fulfillmentEligibility(withBadDate, context(new Date('2030-01-01T00:00:00Z'))).eligible).toBe(
        true,
      );
    });
  });

  describe('too_soon', () => {
    const delivered = fulfillment({ shippedAt: SHIPPED, deliveredAt: DELIVERED });

    it('applies during the waiting days after delivery, giving the date claims open', () => {
      expect(fulfillmentEligibility(delivered, context(daysAfter(DELIVERED, 1)))).toEqual({
        eligible: false,
        eligibilityCode: 'too_soon',
        eligibleAt: '2024-03-08T12:00:00.000Z',
      });
    });

    it('ends at exactly the date claims open', () => {
      expect(fulfillmentEligibility(delivered, context(daysAfter(DELIVERED, 3)))).toEqual({
        eligible: true,
        eligibilityCode: 'eligible',
        eligibleAt: '2024-03-08T12:00:00.000Z',
      });
    });

    it('never applies with no waiting days in the policy', () => {
      const policy = { claimWindowDays: 30, waitingDaysAfterDelivery: 0 };
      expect(fulfillmentEligibility(delivered, context(new Date(DELIVERED), { policy }))).toEqual({
        eligible: true,
        eligibilityCode: 'eligible',
        eligibleAt: DELIVERED,
      });
    });

    it('yields to expired when the waiting days outlast the window', () => {
      const policy = { claimWindowDays: 1, waitingDaysAfterDelivery: 3 };
      expect(
        fulfillmentEligibility(delivered, context(daysAfter(DELIVERED, 2), { policy })).eligibilityCode,
      ).toBe('expired');
    });

    it('does not apply to a parcel still in transit', () => {
      const moving = fulfillment({ fulfillmentStatus: 'IN_TRANSIT', shippedAt: SHIPPED });
      expect(fulfillmentEligibility(moving, context(new Date(SHIPPED)))).toEqual({
        eligible: true,
        eligibilityCode: 'eligible',
        eligibleAt: SHIPPED,
      });
    });
  });

  it('gives eligibleAt in UTC whatever offset the delivery date had', () => {
    const delivered = fulfillment({ deliveredAt: '2024-03-05T08:00:00-04:00' });
    expect(fulfillmentEligibility(delivered, context(daysAfter(DELIVERED, 10))).eligibleAt).toBe(
      '2024-03-08T12:00:00.000Z',
    );
  });
});

describe('withEligibility', () => {
  const looked = order({
    orderItems: [
      { id: 'oi-mug', productName: 'Blue mug', quantity: 2, sourceItemId: 'mug' },
      { id: 'oi-plate', productName: 'Plate', quantity: 1, sourceItemId: 'plate' },
    ],
    existingClaims: [existingClaim([['plate', 1, 'F2']])],
    fulfillments: [
      { id: 'f-1', sourceFulfillmentId: 'F1', deliveredAt: DELIVERED, items: [{ item: 'mug', quantity: 2 }] },
      {
        id: 'f-2',
        sourceFulfillmentId: 'F2',
        deliveredAt: DELIVERED,
        items: [{ item: 'plate', quantity: 1 }],
      },
      { id: 'f-3', sourceFulfillmentId: 'F3', fulfillmentStatus: 'AWAITING_SHIPMENT', items: [] },
    ],
  });

  it('computes every shipment and the claimable units per order item', () => {
    const computed = withEligibility(looked, { policy: DEFAULT_CLAIM_POLICY, now: daysAfter(DELIVERED, 1) });
    expect(
      computed.fulfillments.map(({ id, eligible, eligibleAt, eligibilityCode }) => ({
        id,
        eligible,
        eligibleAt,
        eligibilityCode,
      })),
    ).toEqual([
      { id: 'f-1', eligible: false, eligibleAt: '2024-03-08T12:00:00.000Z', eligibilityCode: 'too_soon' },
      { id: 'f-2', eligible: false, eligibleAt: null, eligibilityCode: 'already_claimed' },
      { id: 'f-3', eligible: false, eligibleAt: null, eligibilityCode: 'not_shipped' },
    ]);
    expect(computed.eligibility).toEqual({ 'oi-mug': 2, 'oi-plate': 0 });
  });

  it('keeps the rest of the order and leaves the original untouched', () => {
    const computed = withEligibility(looked, { policy: DEFAULT_CLAIM_POLICY, now: daysAfter(DELIVERED, 5) });
    expect(computed.orderNumber).toBe('1001');
    expect(computed.fulfillments[0]?.items).toEqual(looked.fulfillments[0]?.items);
    expect(computed.fulfillments[0]?.eligible).toBe(true);
    expect(looked.fulfillments[0]?.eligible).toBe(false);
    expect(looked.eligibility).toEqual({});
  });
});
