import { describe, expect, it } from 'vitest';
import { claimedLineValue, claimedValue } from './value';

describe('claimed value', () => {
  it("counts a unit's share of its line's discount and tax", () => {
    // Two mugs at 20.00, 4.00 off the line and 3.60 tax on it: a unit cost 20 - 2 + 1.80.
    const line = { price: 20, discount: 4, tax: 3.6, quantity: 2 };
    expect(claimedLineValue({ quantity: 1, orderItem: line }, 'USD')).toBe(19.8);
    expect(claimedLineValue({ quantity: 2, orderItem: line }, 'USD')).toBe(39.6);
  });

  it("rounds to the currency's minor units", () => {
    const line = { price: 10, discount: 0, tax: 1, quantity: 3 };
    expect(claimedLineValue({ quantity: 1, orderItem: line }, 'USD')).toBe(10.33);
    expect(claimedLineValue({ quantity: 1, orderItem: { ...line, price: 1000 } }, 'JPY')).toBe(1000);
    expect(claimedLineValue({ quantity: 1, orderItem: line }, 'KWD')).toBe(10.333);
  });

  it('is nothing for a line without its order line, and never negative', () => {
    expect(claimedLineValue({ quantity: 1, orderItem: null })).toBe(0);
    expect(
      claimedLineValue({ quantity: 1, orderItem: { price: 5, discount: 20, tax: 0, quantity: 1 } }),
    ).toBe(0);
  });

  it('adds up the lines of a claim', () => {
    const lines = [
      { quantity: 1, orderItem: { price: 20, discount: 4, tax: 3.6, quantity: 2 } },
      { quantity: 3, orderItem: { price: 0.1, discount: 0, tax: 0, quantity: 3 } },
    ];
    expect(claimedValue(lines, 'USD')).toBe(20.1);
    expect(claimedValue([], 'USD')).toBe(0);
  });
});
