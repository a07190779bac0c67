import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ItemResolutionInput } from '../schemas/staff';
import { planResolutions, type ResolutionTerms, type ResolvableItem } from './resolve';
import { claimedLineValue } from './value';

// Two mugs at 40.00, 10.00 off the line and 6.00 tax on it: a unit is worth 35.00 + 3.00 tax.
const mugLine = { price: 40, discount: 10, tax: 6, quantity: 2, refundedQuantity: 0 };
const mugs: ResolvableItem = { id: 'mugs', name: 'Mug', quantity: 2, orderItem: mugLine };
const scarf: ResolvableItem = {
  id: 'scarf',
  name: 'Scarf',
  quantity: 1,
  orderItem: { price: 25, discount: 0, tax: 2.5, quantity: 1, refundedQuantity: 0 },
};
const usd: ResolutionTerms = { currency: 'USD', orderShipping: 8, credit: null, exchangeRate: 1 };

function plan(
  items: readonly ResolvableItem[],
  entries: ItemResolutionInput[],
  terms: ResolutionTerms = usd,
  shippingAmount?: number,
) {
  return planResolutions(items, { items: entries, shippingAmount }, terms);
}

function resolved(result: ReturnType<typeof plan>) {
  if (!result.ok) throw new Error(`Expected a plan, got ${result.problem.path}: ${result.problem.message}`);
  return result;
}

describe('planResolutions', () => {
  it("refunds the claimed units with their share of the line's discount and tax, and the shipping asked", () => {
    const result = resolved(plan([mugs], [{ claimItemId: 'mugs', kind: 'REFUND' }], usd, 5));
    expect(result.resolutions).toEqual([
      {
        claimItemId: 'mugs',
        resolutionType: 'REFUND',
        quantity: 2,
        percentage: 100,
        flatAmount: null,
        subtotal: 70,
        taxes: 6,
        shippingAmount: 5,
        paidValue: 81,
        creditStore: false,
        resolutionDescription: null,
      },
    ]);
    expect(result.totalPaid).toBe(81);
  });

  it('pays a percentage of fewer units when asked', () => {
    const result = resolved(
      plan([mugs], [{ claimItemId: 'mugs', kind: 'REFUND', quantity: 1, percentage: 50 }]),
    );
    expect(result.resolutions[0]).toMatchObject({ quantity: 1, subtotal: 17.5, taxes: 1.5, paidValue: 19 });
  });

  it('reships units without paying anything, and records what they are worth', () => {
    const result = resolved(plan([mugs], [{ claimItemId: 'mugs', kind: 'RESHIP' }]));
    expect(result.resolutions[0]).toMatchObject({
      quantity: 2,
      percentage: null,
      subtotal: 70,
      taxes: 6,
      shippingAmount: null,
      paidValue: null,
    });
    expect(result.totalPaid).toBe(0);
  });

  it("adds the store's percentage bonus to each store credit, and a fixed bonus once per claim", () => {
    const percentage = resolved(
      plan([mugs], [{ claimItemId: 'mugs', kind: 'STORE_CREDIT' }], {
        ...usd,
        credit: { bonus: 10, bonusType: 'percentage' },
      }),
    );
    expect(percentage.resolutions[0]).toMatchObject({ paidValue: 83.6, creditStore: true });

    const fixed = resolved(
      plan(
        [mugs, scarf],
        [
          { claimItemId: 'mugs', kind: 'STORE_CREDIT' },
          { claimItemId: 'scarf', kind: 'STORE_CREDIT' },
        ],
        { ...usd, credit: { bonus: 5, bonusType: 'fixed' }, exchangeRate: 1.2 },
      ),
    );
    expect(fixed.resolutions.map((resolution) => resolution.paidValue)).toEqual([82, 27.5]);
    expect(fixed.totalPaid).toBe(109.5);
  });

  it('pays a flat rate, and records a custom resolution with its description', () => {
    const result = resolved(
      plan(
        [mugs, scarf],
        [
          { claimItemId: 'mugs', kind: 'FLAT_RATE', flatAmount: 12.345 },
          { claimItemId: 'scarf', kind: 'CUSTOM', description: 'Sent a matching hat instead' },
        ],
      ),
    );
    expect(result.resolutions[0]).toMatchObject({ flatAmount: 12.35, paidValue: 12.35, quantity: null });
    expect(result.resolutions[1]).toMatchObject({
      paidValue: null,
      resolutionDescription: 'Sent a matching hat instead',
    });
    expect(result.totalPaid).toBe(12.35);
  });

  it('caps the units at what was ordered and not yet refunded, and refuses a line refunded in full', () => {
    const partlyRefunded = { ...mugs, orderItem: { ...mugLine, quantity: 3, refundedQuantity: 2 } };
    expect(
      resolved(plan([partlyRefunded], [{ claimItemId: 'mugs', kind: 'REFUND' }])).resolutions[0]?.quantity,
    ).toBe(1);
    const refunded = { ...mugs, orderItem: { ...mugLine, refundedQuantity: 2 } };
    expect(plan([refunded], [{ claimItemId: 'mugs', kind: 'REFUND' }])).toEqual({
      ok: false,
      problem: { path: 'items.0.quantity', message: 'Every unit of "Mug" was refunded already.' },
    });
  });

  it("rounds to the order currency's minor units", () => {
    const yen: ResolvableItem = {
      id: 'tea',
      name: 'Tea',
      quantity: 1,
      orderItem: { price: 1000, discount: 100, tax: 0, quantity: 3, refundedQuantity: 0 },
    };
    const result = resolved(
      plan([yen], [{ claimItemId: 'tea', kind: 'REFUND' }], { ...usd, currency: 'JPY' }),
    );
    expect(result.resolutions[0]).toMatchObject({ subtotal: 967, paidValue: 967 });
  });

  it.each<[string, ResolvableItem[], ItemResolutionInput[], number | undefined, string, string]>([
    [
      'an item of another claim',
      [mugs],
      [{ claimItemId: 'other', kind: 'REFUND' }],
      undefined,
      'items.0.claimItemId',
      'This claim has no such item.',
    ],
    [
      'an item twice',
      [mugs],
      [
        { claimItemId: 'mugs', kind: 'REFUND' },
        { claimItemId: 'mugs', kind: 'RESHIP' },
      ],
      undefined,
      'items.1.claimItemId',
      '"Mug" has two resolutions.',
    ],
    [
      'an item left out',
      [mugs, scarf],
      [{ claimItemId: 'mugs', kind: 'REFUND' }],
      undefined,
      'items',
      'Give "Scarf" a resolution too: every item of the claim needs one.',
    ],
    [
      'more units than were claimed',
      [mugs],
      [{ claimItemId: 'mugs', kind: 'REFUND', quantity: 3 }],
      undefined,
      'items.0.quantity',
      'Only 2 of "Mug" were claimed.',
    ],
    [
      'a percentage of a reship',
      [mugs],
      [{ claimItemId: 'mugs', kind: 'RESHIP', percentage: 50 }],
      undefined,
      'items.0.percentage',
      'Only a refund or store credit pays a percentage.',
    ],
    [
      'units of a flat rate',
      [mugs],
      [{ claimItemId: 'mugs', kind: 'FLAT_RATE', flatAmount: 5, quantity: 1 }],
      undefined,
      'items.0.quantity',
      'Only a reship, refund or store credit counts units.',
    ],
    [
      'a flat rate without its amount',
      [mugs],
      [{ claimItemId: 'mugs', kind: 'FLAT_RATE' }],
      undefined,
      'items.0.flatAmount',
      'Give the flat amount to pay.',
    ],
    [
      'a flat amount on a refund',
      [mugs],
      [{ claimItemId: 'mugs', kind: 'REFUND', flatAmount: 5 }],
      undefined,
      'items.0.flatAmount',
      'A flat amount belongs to a flat-rate or custom resolution.',
    ],
    [
      'a custom resolution without a description',
      [mugs],
      [{ claimItemId: 'mugs', kind: 'CUSTOM' }],
      undefined,
      'items.0.description',
      'Describe the custom resolution.',
    ],
    [
      'more shipping than was paid',
      [mugs],
      [{ claimItemId: 'mugs', kind: 'REFUND' }],
      9,
      'shippingAmount',
      'At most 8 of shipping was paid on this order.',
    ],
    [
      'shipping without a refund',
      [mugs],
      [{ claimItemId: 'mugs', kind: 'RESHIP' }],
      3,
      'shippingAmount',
      'Shipping is paid back with a refund or store credit; this resolution has neither.',
    ],
    [
      'a refund of a line the order does not know',
      [{ ...mugs, orderItem: null }],
      [{ claimItemId: 'mugs', kind: 'REFUND' }],
      undefined,
      'items.0.kind',
      'The order has no line for "Mug": give it a flat rate or a custom resolution.',
    ],
  ])('refuses %s', (_case, items, entries, shipping, path, message) => {
    expect(plan(items, entries, usd, shipping)).toEqual({ ok: false, problem: { path, message } });
  });

  it('never refunds more than the claimed value of the units and the shipping paid', () => {
    // A line's discount is at most what its units cost.
    const line = fc
      .record({
        priceCents: fc.integer({ min: 0, max: 100_000 }),
        discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
        taxCents: fc.integer({ min: 0, max: 10_000 }),
        quantity: fc.integer({ min: 1, max: 20 }),
      })
      .map(({ priceCents, discountShare, taxCents, quantity }) => ({
        price: priceCents / 100,
        discount: Math.floor(priceCents * quantity * discountShare) / 100,
        tax: taxCents / 100,
        quantity,
      }));
    fc.assert(
      fc.property(
        line,
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 800 }),
        (orderLine, claimed, percentage, shippingCents) => {
          const quantity = Math.min(claimed, orderLine.quantity);
          const item = { id: 'a', name: 'A', quantity, orderItem: { ...orderLine, refundedQuantity: 0 } };
          const result = resolved(
            plan([item], [{ claimItemId: 'a', kind: 'REFUND', percentage }], usd, shippingCents / 100),
          );
          const ceiling = claimedLineValue({ quantity, orderItem: orderLine }, 'USD') + shippingCents / 100;
          // Subtotal and tax are rounded apart, so they may add up to a cent above the line rounded once.
          expect(result.totalPaid).toBeLessThanOrEqual(ceiling + 0.01 + 1e-9);
          expect(result.totalPaid).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
