import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCode, formatMoney, fromMinorUnits, toMinorUnits } from './money';

// Intl puts a no-break space between a currency code and the amount; spelling it out keeps tests readable.
const nbsp = '\u00a0';

describe('currencyCode', () => {
  it('defaults to USD and normalises what it is given', () => {
    expect(currencyCode()).toBe('USD');
    expect(currencyCode(null)).toBe('USD');
    expect(currencyCode('  ')).toBe('USD');
    expect(currencyCode(' eur ')).toBe('EUR');
  });
});

describe('formatMoney', () => {
  it('formats in USD when no currency is given', () => {
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(12.5, null)).toBe('$12.50');
    expect(formatMoney(12.5, '')).toBe('$12.50');
    expect(formatMoney(12.5, 'usd')).toBe('$12.50');
  });

  it.each([
    [1234.5, 'USD', '$1,234.50'],
    [1234.5, 'JPY', '¥1,235'],
    [1000, 'KRW', '₩1,000'],
    [1.2345, 'KWD', `KWD${nbsp}1.235`],
    [1.2, 'BHD', `BHD${nbsp}1.200`],
    [1.23456, 'CLF', `CLF${nbsp}1.2346`],
    [12.5, 'CAD', 'CA$12.50'],
    [0, 'EUR', '€0.00'],
  ])('shows a total of %d %s with exactly its minor units: %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
    expect(formatMoney(amount, currency, { kind: 'total' })).toBe(expected);
  });

  it.each([
    [1.125, 'USD', '$1.125'],
    [1.5, 'USD', '$1.50'],
    [1.12345, 'USD', '$1.123'],
    [1.1235, 'USD', '$1.124'],
    [7, 'USD', '$7.00'],
    [1234.5, 'JPY', '¥1,235'],
    [1.2, 'KWD', `KWD${nbsp}1.200`],
    [1.23456, 'CLF', `CLF${nbsp}1.2346`],
  ])(
    'shows an item price of %d %s with its minor units up to 3 decimals: %s',
    (amount, currency, expected) => {
      expect(formatMoney(amount, currency, { kind: 'itemPrice' })).toBe(expected);
    },
  );

  it('rounds half away from zero on the amount as written', () => {
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(formatMoney(2.675)).toBe('$2.68');
    expect(formatMoney(-1.005)).toBe('-$1.01');
    expect(formatMoney(0.5, 'JPY')).toBe('¥1');
    expect(formatMoney(2.5, 'JPY')).toBe('¥3');
    expect(formatMoney(1.0005, 'USD', { kind: 'itemPrice' })).toBe('$1.001');
  });

  it('shows negative amounts, but never a negative zero', () => {
    expect(formatMoney(-12.5)).toBe('-$12.50');
    expect(formatMoney(-0.001)).toBe('$0.00');
    expect(formatMoney(-0)).toBe('$0.00');
  });

  it("uses the locale's currency style", () => {
    expect(formatMoney(1234.5, 'EUR', { locale: 'de-DE' })).toBe(`1.234,50${nbsp}€`);
    expect(formatMoney(1234.5, 'USD', { locale: 'en-GB' })).toBe('US$1,234.50');
  });

  it('lets Intl write a well-formed code it has no symbol for', () => {
    expect(formatMoney(12.5, 'XYZ')).toBe(`XYZ${nbsp}12.50`);
  });

  it('falls back to symbol, amount and code when Intl rejects the code', () => {
    expect(formatMoney(12.5, 'DOLLARS')).toBe('12.50 DOLLARS');
    expect(formatMoney(-1234.5, 'US')).toBe('-1,234.50 US');
    expect(formatMoney(1.125, 'DOLLARS', { kind: 'itemPrice' })).toBe('1.125 DOLLARS');
    expect(formatMoney(1.5, 'DOLLARS', { kind: 'itemPrice' })).toBe('1.50 DOLLARS');
  });

  it('falls back to symbol, amount and code when Intl rejects the locale', () => {
    const locale = 'not a locale';
    expect(formatMoney(12.5, 'USD', { locale })).toBe('$12.50 USD');
    expect(formatMoney(-12.5, 'USD', { locale })).toBe('-$12.50 USD');
    expect(formatMoney(1234.5, 'JPY', { locale })).toBe('¥1,235 JPY');
    // The countries data gives KWD no symbol but its code; it is not written twice.
    expect(formatMoney(1.2345, 'KWD', { locale })).toBe('1.235 KWD');
  });

  it('refuses amounts that are not finite', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(new RangeError('Expected a finite amount, got NaN'));
    expect(() => formatMoney(Number.POSITIVE_INFINITY, 'EUR')).toThrow(RangeError);
    expect(() => formatMoney(Number.NEGATIVE_INFINITY, 'DOLLARS')).toThrow(RangeError);
  });

  it('shows the same whole number of minor units that toMinorUnits stores', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.constantFrom('USD', 'JPY', 'KWD', 'EUR'),
        (amount, currency) => {
          const shown = formatMoney(amount, currency);
          const minor = toMinorUnits(amount, currency);
          expect(Number(shown.replace(/\D/g, ''))).toBe(Math.abs(minor));
          expect(shown.startsWith('-')).toBe(minor < 0);
        },
      ),
    );
  });
});

describe('toMinorUnits', () => {
  it.each([
    [1.005, 'USD', 101],
    [-1.005, 'USD', -101],
    [0.1 + 0.2, 'USD', 30],
    [2.01 * 1.5, 'USD', 302],
    [4.35 * 1.5, 'USD', 653],
    [0.125, 'USD', 13],
    [0.12499999999999, 'USD', 12],
    [19.99, undefined, 1999],
    [1e-7, 'USD', 0],
    [2.5, 'JPY', 3],
    [-2.5, 'JPY', -3],
    [1.0005, 'KWD', 1001],
    [12.5, 'DOLLARS', 1250],
  ])('counts %d %s as %d minor units', (amount, currency, expected) => {
    expect(toMinorUnits(amount, currency)).toBe(expected);
  });

  it('never returns a negative zero', () => {
    expect(Object.is(toMinorUnits(-0.001), 0)).toBe(true);
  });

  it('refuses amounts it cannot count exactly', () => {
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toMinorUnits(1e15)).toThrow(
      new RangeError('toMinorUnits: 1000000000000000 is too large to store in minor units'),
    );
    expect(toMinorUnits(1e13)).toBe(1e15);
  });

  it('is odd: a negative amount rounds to the negative of its magnitude', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (amount) => {
        expect(toMinorUnits(-amount) + 0).toBe(-toMinorUnits(amount) + 0);
      }),
    );
  });

  it('stays within half a minor unit of the amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        expect(Math.abs(fromMinorUnits(toMinorUnits(amount)) - amount)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });
});

describe('fromMinorUnits', () => {
  it.each([
    [101, 'USD', 1.01],
    [-101, undefined, -1.01],
    [101, 'JPY', 101],
    [1001, 'KWD', 1.001],
    [12345, 'CLF', 1.2345],
  ])('reads %d minor units of %s as %d', (minor, currency, expected) => {
    expect(fromMinorUnits(minor, currency)).toBe(expected);
  });

  it('never returns a negative zero', () => {
    expect(Object.is(fromMinorUnits(-0), 0)).toBe(true);
  });

  it('refuses anything but a safe whole number', () => {
    expect(() => fromMinorUnits(1.5)).toThrow(
      new RangeError('fromMinorUnits: expected a whole number of minor units, got 1.5'),
    );
    expect(() => fromMinorUnits(Number.NaN)).toThrow(RangeError);
    expect(() => fromMinorUnits(2 ** 53)).toThrow(RangeError);
  });

  it('round-trips with toMinorUnits for amounts of up to 15 digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }),
        fc.constantFrom('USD', 'JPY', 'KWD', 'CLF'),
        (minor, currency) => {
          expect(toMinorUnits(fromMinorUnits(minor, currency), currency)).toBe(minor);
        },
      ),
    );
  });
});
