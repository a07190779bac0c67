import { describe, expect, it } from 'vitest';
import { shipmentDisplayState } from './shipments';

describe('shipmentDisplayState', () => {
  it('is delivered with its date once a delivery date is recorded, whatever the status says', () => {
    expect(
      shipmentDisplayState({ fulfillmentStatus: 'IN_TRANSIT', deliveredAt: '2026-03-02T18:20:00Z' }),
    ).toEqual({ state: 'delivered', deliveredAt: '2026-03-02T18:20:00Z' });
  });

  it('is delivered without a date when only the status says so', () => {
    expect(shipmentDisplayState({ fulfillmentStatus: 'DELIVERED' })).toEqual({
      state: 'delivered',
      deliveredAt: null,
    });
  });

  it('is in transit once shipped, by its ship date or a shipped status', () => {
    expect(shipmentDisplayState({ fulfillmentStatus: 'OUT_FOR_DELIVERY' })).toEqual({ state: 'in_transit' });
    expect(
      shipmentDisplayState({ fulfillmentStatus: 'SOMETHING_NEW', shippedAt: '2026-02-25T14:00:00Z' }),
    ).toEqual({ state: 'in_transit' });
  });

  it('is neither before the parcel has left', () => {
    expect(shipmentDisplayState({ fulfillmentStatus: 'LABEL_PRINTED' })).toEqual({ state: 'not_shipped' });
    expect(shipmentDisplayState({ fulfillmentStatus: null })).toEqual({ state: 'not_shipped' });
  });
});
