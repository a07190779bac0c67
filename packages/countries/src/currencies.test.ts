import { describe, expect, it } from 'vitest';
import { currencies, currencyMinorUnits, DEFAULT_MINOR_UNITS, getCurrency } from './currencies.js';

describe('currencyMinorUnits', () => {
  it.each([
    ['JPY', 0],
    ['KRW', 0],
    ['KWD', 3],
    ['BHD', 3],
    ['JOD', 3],
    ['USD', 2],
    ['EUR', 2],
    ['CLF', 4],
  ])('%s has %i minor units (ISO 4217)', (code, minorUnits) => {
    expect(currencyMinorUnits(code)).toBe(minorUnits);
  });

  it('falls back to two minor units for a code ISO 4217 does not list', () => {
    expect(DEFAULT_MINOR_UNITS).toBe(2);
    expect(currencyMinorUnits('ZZZ')).toBe(2);
    expect(getCurrency('ZZZ')).toBeUndefined();
  });
});

describe('getCurrency', () => {
  it('matches any case and ignores surrounding whitespace', () => {
    expect(getCurrency(' jpy ')).toEqual({ code: 'JPY', name: 'Yen', minorUnits: 0, symbol: '¥' });
    expect(getCurrency('Usd')?.symbol).toBe('$');
    expect(getCurrency('eur')?.symbol).toBe('€');
  });

  it('does not answer with object prototype members', () => {
    expect(getCurrency('constructor')).toBeUndefined();
    expect(getCurrency('__proto__')).toBeUndefined();
  });

  it('leaves out ISO codes without minor units such as gold and the test code', () => {
    expect(getCurrency('XAU')).toBeUndefined();
    expect(getCurrency('XTS')).toBeUndefined();
    expect(getCurrency('XXX')).toBeUndefined();
  });
});

describe('currencies', () => {
  it('is sorted by code with no duplicates', () => {
    const codes = currencies.map((currency) => currency.code);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('holds only well-formed entries', () => {
    for (const currency of currencies) {
      expect(currency.code).toMatch(/^[A-Z]{3}$/);
      expect([0, 2, 3, 4]).toContain(currency.minorUnits);
      expect(currency.symbol.length).toBeGreaterThan(0);
      expect(currency.name.length).toBeGreaterThan(0);
    }
  });
});
