import { describe, expect, it } from 'vitest';
import { formatAddressLinesOf } from './address-display.js';
import { countries, formatAddressLines } from './index.js';

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Engines Ltd',
  address1: '12 Main Street',
  address2: 'Flat 3',
  city: 'Springfield',
  province: 'North',
  zip: '12345',
  phone: '+1 555 0100',
};

describe('formatAddressLinesOf', () => {
  it("prints every country's address as the whole table does, found by code or English name", () => {
    for (const country of countries) {
      const expected = formatAddressLines(country, address);
      expect(formatAddressLinesOf(country.iso2, address), country.iso2).toEqual(expected);
      expect(formatAddressLinesOf(` ${country.iso2.toLowerCase()} `, address), country.iso2).toEqual(
        expected,
      );
      expect(formatAddressLinesOf(country.name.toUpperCase(), address), country.name).toEqual(expected);
    }
    expect(formatAddressLinesOf('cote d’ivoire', { city: 'Abidjan' })).toEqual(['Abidjan', 'Côte d’Ivoire']);
  });

  it('knows no aliases nor unknown countries, and no key of Object.prototype', () => {
    for (const query of ['Deutschland', 'Atlantis', 'constructor', '__proto__', '']) {
      expect(formatAddressLinesOf(query, address), query).toBeUndefined();
    }
  });
});
