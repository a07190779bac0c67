import { describe, expect, it } from 'vitest';
import { formatCreditBonus } from './creditBonus';

describe('formatCreditBonus', () => {
  it('shows a fixed bonus as money in the order currency: bonus times exchange rate', () => {
    expect(formatCreditBonus({ bonus: 5, bonusType: 'fixed', exchangeRate: 1.35, currency: 'CAD' })).toBe(
      'CA$6.75',
    );
    expect(formatCreditBonus({ bonus: 500, bonusType: 'fixed', exchangeRate: 1.5, currency: 'JPY' })).toBe(
      '¥750',
    );
  });

  it('takes the exchange rate as 1 and the currency as USD when missing', () => {
    expect(formatCreditBonus({ bonus: 5, bonusType: 'fixed' })).toBe('$5.00');
    expect(formatCreditBonus({ bonus: 5, bonusType: 'fixed', exchangeRate: null, currency: null })).toBe(
      '$5.00',
    );
  });

  it('rounds the converted amount like any total', () => {
    // 2.01 × 1.5 is 3.0149999999999997 in floating point; the bonus is 3.015, so half a cent rounds up.
    expect(formatCreditBonus({ bonus: 2.01, bonusType: 'fixed', exchangeRate: 1.5 })).toBe('$3.02');
  });

  it('shows a percentage bonus as a percent, ignoring currency and exchange rate', () => {
    expect(
      formatCreditBonus({ bonus: 10, bonusType: 'percentage', exchangeRate: 1.35, currency: 'CAD' }),
    ).toBe('10%');
    expect(formatCreditBonus({ bonus: 12.5, bonusType: 'percentage' })).toBe('12.5%');
    expect(formatCreditBonus({ bonus: 33.333, bonusType: 'percentage' })).toBe('33.33%');
  });

  it("uses the locale's percent style, and en-US when Intl rejects the locale", () => {
    expect(formatCreditBonus({ bonus: 10, bonusType: 'percentage', locale: 'de-DE' })).toBe('10\u00a0%');
    expect(formatCreditBonus({ bonus: 12.5, bonusType: 'percentage', locale: 'not a locale' })).toBe('12.5%');
  });

  it('refuses a bonus or exchange rate that is not finite', () => {
    expect(() => formatCreditBonus({ bonus: Number.NaN, bonusType: 'percentage' })).toThrow(
      new RangeError('Expected a finite percentage, got NaN'),
    );
    expect(() => formatCreditBonus({ bonus: 5, bonusType: 'fixed', exchangeRate: Number.NaN })).toThrow(
      RangeError,
    );
  });
});
