import { describe, expect, it } from 'vitest';
import { ClaimSubmission } from '../schemas/draft';
import type { Order } from '../schemas/order';
import { prepareClaim } from './prepare-claim';
import { existingClaim, fulfillment, order } from './test-fixtures';

const eligible = fulfillment({ eligible: true, items: [{ item: 'mug', quantity: 2 }] });

function protectedOrder(overrides: Parameters<typeof order>[0] = {}): Order {
  return order({
    customerName: 'Ada Lovelace',
    currency: 'USD',
    orderItems: [
      { id: 'oi-mug', productName: 'Blue mug', quantity: 2, sourceItemId: 'mug', price: 20, tax: 2 },
    ],
    fulfillments: [eligible],
    settings: { capabilities: { refund: true, reship: true } },
    ...overrides,
  });
}

function submission(
  overrides: { quantity?: number; method?: string; shipment?: string; details?: string } = {},
) {
  return ClaimSubmission.parse({
    email: 'ada@example.com',
    fulfillmentIssues: [
      {
        sourceFulfillmentId: overrides.shipment ?? 'F1',
        details: '<b>Box</b> was wet',
        issues: [
          {
            id: 'i1',
            sourceItemId: 'mug',
            quantity: overrides.quantity ?? 1,
            type: 'DAMAGED',
            details: overrides.details ?? 'Cracked <i>handle</i>',
          },
        ],
      },
    ],
    resolution: {
      customerSignature: 'data:image/png;base64,iVBORw0KGgo=',
      desiredMethod: overrides.method ?? 'REFUND',
    },
  });
}

describe('prepareClaim', () => {
  it('files the claimed units with their order line, the stripped words and the claimed value', () => {
    const prepared = prepareClaim(protectedOrder(), submission());
    expect(prepared.ok).toBe(true);
    if (!prepared.ok) return;
    expect(prepared.claim).toMatchObject({
      claimType: 'DAMAGED',
      description: 'Box was wet',
      requestedResolution: 'REFUND',
      isOta: false,
      authorName: 'Ada Lovelace',
      authorEmail: 'ada@example.com',
      itemCount: 1,
      // One mug of two: 20 plus half the line's tax of 2.
      claimedValue: 21,
    });
    expect(prepared.claim.items).toEqual([
      expect.objectContaining({
        sourceItemId: 'mug',
        sourceFulfillmentId: 'F1',
        quantity: 1,
        details: 'Cracked handle',
        claimType: 'DAMAGED',
        resolutionRequested: 'REFUND',
        orderItem: expect.objectContaining({ productName: 'Blue mug' }),
      }),
    ]);
  });

  it('refuses an order that is not protected', () => {
    expect(prepareClaim(protectedOrder({ protected: false }), submission())).toEqual({
      ok: false,
      problem: {
        message: 'This order is not protected, so a claim cannot be filed for it.',
        data: { reason: 'not_protected' },
      },
    });
  });

  it("refuses a shipment that is not the order's, or not claimable now, saying why", () => {
    expect(prepareClaim(protectedOrder(), submission({ shipment: 'F9' }))).toMatchObject({
      ok: false,
      problem: { data: { reason: 'unknown_fulfillment', sourceFulfillmentId: 'F9' } },
    });
    const early = fulfillment({
      eligible: false,
      eligibilityCode: 'too_soon',
      eligibleAt: '2026-01-04T00:00:00.000Z',
    });
    expect(prepareClaim(protectedOrder({ fulfillments: [early] }), submission())).toMatchObject({
      ok: false,
      problem: {
        message: 'Shipment F1 can be claimed from 2026-01-04T00:00:00.000Z.',
        data: { reason: 'too_soon' },
      },
    });
  });

  it('refuses more units than are left, counting the claims already filed', () => {
    const claimedOnce = protectedOrder({ existingClaims: [existingClaim([['mug', 1, 'F1']])] });
    const refused = prepareClaim(claimedOnce, submission({ quantity: 2 }));
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.problem.data).toEqual({ problems: [expect.objectContaining({ sourceItemId: 'mug' })] });
    expect(prepareClaim(claimedOnce, submission({ quantity: 1 })).ok).toBe(true);
  });

  it("refuses a resolution the store does not offer, in the shopper's words", () => {
    expect(prepareClaim(protectedOrder(), submission({ method: 'STORE_CREDIT' }))).toMatchObject({
      ok: false,
      problem: {
        message: 'Store Credit is not offered by this store.',
        data: { reason: 'resolution_not_offered' },
      },
    });
  });
});
