import { describe, expect, it } from 'vitest';
import { orderChangesSinceFiling } from './order-changes';
import { claim, claimItem, fulfillment, order, orderItem } from './test-fixtures';

// The fixture's claim, filed at noon on the first of March 2024: changes after it are news.
const filed = claim({ claimItems: [claimItem({ sourceItemId: 'mug' })] });

describe('orderChangesSinceFiling', () => {
  it('says nothing of an order the platform left as it was', () => {
    expect(orderChangesSinceFiling(order({ changedAt: '2024-02-28T09:00:00Z' }), filed)).toEqual([]);
  });

  it('names a carrier scan after the filing, newest first, and not one before it', () => {
    const scanned = order({
      fulfillments: [
        fulfillment({
          id: 'f-1',
          trackingCompany: 'UPS',
          trackingNumber: ['1Z999'],
          lastScanAt: '2024-03-03T08:00:00Z',
          carrierDetail: 'Delivered, front door',
        }),
        fulfillment({ id: 'f-2', lastScanAt: '2024-02-29T08:00:00Z' }),
        fulfillment({ id: 'f-3', fulfillmentStatus: 'FAILURE', lastScanAt: '2024-03-05T08:00:00Z' }),
      ],
    });
    expect(orderChangesSinceFiling(scanned, filed)).toEqual([
      {
        kind: 'scanned',
        at: '2024-03-05T08:00:00Z',
        trackingNumber: null,
        carrier: null,
        status: 'FAILURE',
        detail: null,
      },
      {
        kind: 'scanned',
        at: '2024-03-03T08:00:00Z',
        trackingNumber: '1Z999',
        carrier: 'UPS',
        status: 'DELIVERED',
        detail: 'Delivered, front door',
      },
    ]);
  });

  it('names refunds of claimed items only, and a cancellation instead of an edit', () => {
    const refunded = order({
      cancelledAt: '2024-03-02T10:00:00Z',
      changedAt: '2024-03-02T10:00:00Z',
      orderItems: [
        orderItem({ sourceItemId: 'mug', quantity: 2, refundedQuantity: 1 }),
        orderItem({ id: 'oi-tea', sourceItemId: 'tea', productName: 'Tea', refundedQuantity: 1 }),
      ],
    });
    expect(orderChangesSinceFiling(refunded, filed)).toEqual([
      { kind: 'cancelled', at: '2024-03-02T10:00:00Z' },
      { kind: 'refunded', productName: 'Blue mug', refundedQuantity: 1, quantity: 2 },
    ]);
  });

  it('names an edit after the filing', () => {
    expect(orderChangesSinceFiling(order({ changedAt: '2024-03-04T00:00:00Z' }), filed)).toEqual([
      { kind: 'edited', at: '2024-03-04T00:00:00Z' },
    ]);
  });
});
