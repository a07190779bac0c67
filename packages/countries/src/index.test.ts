import { describe, expect, it } from 'vitest';
import {
  addressFormat,
  type Country,
  countries,
  findProvince,
  formatAddressLines,
  getCountry,
  getCurrency,
  loadProvinces,
  validatePostalCode,
} from './index.js';
import { searchKey } from './search-key.js';

function country(iso2: string): Country {
  const found = getCountry(iso2);
  if (!found) throw new Error(`no country ${iso2}`);
  return found;
}

describe('countries', () => {
  it('lists about 250 countries with unique, well-formed ISO codes', () => {
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(countries.length).toBeLessThanOrEqual(255);
    const iso2 = countries.map((entry) => entry.iso2);
    const iso3 = countries.map((entry) => entry.iso3);
    expect(new Set(iso2).size).toBe(countries.length);
    expect(new Set(iso3).size).toBe(countries.length);
    expect(iso2.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(iso3.every((code) => /^[A-Z]{3}$/.test(code))).toBe(true);
    expect(iso2).toEqual([...iso2].sort());
  });

  it('gives every country an ISO 4217 currency whose minor units and symbol agree with the table', () => {
    for (const entry of countries) {
      const currency = getCurrency(entry.currency);
      expect(currency, entry.iso2).toBeDefined();
      expect(entry.currencyMinorUnits, entry.iso2).toBe(currency?.minorUnits);
      expect(entry.currencySymbol, entry.iso2).toBe(currency?.symbol);
    }
  });

  it('holds known facts', () => {
    expect(country('JP')).toMatchObject({
      iso3: 'JPN',
      name: 'Japan',
      continent: 'AS',
      continentName: 'Asia',
      region: 'Asia',
      capital: 'Tokyo',
      currency: 'JPY',
      currencySymbol: '¥',
      currencyMinorUnits: 0,
      dialingCode: '+81',
    });
    expect(country('KW')).toMatchObject({ currency: 'KWD', currencyMinorUnits: 3, dialingCode: '+965' });
    expect(country('US')).toMatchObject({
      iso3: 'USA',
      name: 'United States',
      region: 'North America',
      currency: 'USD',
      currencySymbol: '$',
      currencyMinorUnits: 2,
      dialingCode: '+1',
    });
    expect(country('DE')).toMatchObject({
      continent: 'EU',
      region: 'Europe',
      currency: 'EUR',
      dialingCode: '+49',
    });
  });

  it('takes the country calling code, not a North American area code', () => {
    expect(country('AG').dialingCode).toBe('+1');
    expect(country('CC').dialingCode).toBe('+61');
  });

  it('prefers the current ISO 4217 currency over a withdrawn or unofficial one', () => {
    expect(country('SL').currency).toBe('SLE');
    expect(country('ST').currency).toBe('STN');
    expect(country('JE').currency).toBe('GBP');
  });

  it('leaves out Antarctica, which has no currency and no postal addresses', () => {
    expect(getCountry('AQ')).toBeUndefined();
  });
});

describe('getCountry', () => {
  it.each([
    ['US', 'US'],
    ['us', 'US'],
    ['USA', 'US'],
    ['  united states  ', 'US'],
    ['United States of America', 'US'],
    ['deu', 'DE'],
    ['Germany', 'DE'],
    ['Deutschland', 'DE'],
    ['Côte d’Ivoire', 'CI'],
    ["cote d'ivoire", 'CI'],
    ['Ivory Coast', 'CI'],
    ['Åland Islands', 'AX'],
    ['aland islands', 'AX'],
    ['CURACAO', 'CW'],
    ['Czech Republic', 'CZ'],
    ['Swaziland', 'SZ'],
  ])('finds %j', (query, iso2) => {
    expect(getCountry(query)?.iso2).toBe(iso2);
  });

  it('never reads one name as two countries', () => {
    const owners = new Map<string, string>();
    for (const entry of countries) {
      for (const key of new Set([entry.iso2, entry.iso3, entry.name, ...entry.aliases].map(searchKey))) {
        expect(owners.get(key) ?? entry.iso2, key).toBe(entry.iso2);
        owners.set(key, entry.iso2);
      }
    }
  });

  it('finds nothing for unknown names or object prototype members', () => {
    expect(getCountry('Atlantis')).toBeUndefined();
    expect(getCountry('')).toBeUndefined();
    expect(getCountry('constructor')).toBeUndefined();
  });

  it('names every country after CLDR, as Shopify checkout does', () => {
    expect(country('CI').name).toBe('Côte d’Ivoire');
    expect(country('AX').name).toBe('Åland Islands');
  });
});

describe('loadProvinces', () => {
  const STATES = [
    'AK',
    'AL',
    'AR',
    'AZ',
    'CA',
    'CO',
    'CT',
    'DE',
    'FL',
    'GA',
    'HI',
    'IA',
    'ID',
    'IL',
    'IN',
    'KS',
    'KY',
    'LA',
    'MA',
    'MD',
    'ME',
    'MI',
    'MN',
    'MO',
    'MS',
    'MT',
    'NC',
    'ND',
    'NE',
    'NH',
    'NJ',
    'NM',
    'NV',
    'NY',
    'OH',
    'OK',
    'OR',
    'PA',
    'RI',
    'SC',
    'SD',
    'TN',
    'TX',
    'UT',
    'VA',
    'VT',
    'WA',
    'WI',
    'WV',
    'WY',
  ];

  it('lists the 50 US states, DC, the territories, the freely associated states and the armed forces', async () => {
    expect(STATES).toHaveLength(50);
    const codes = (await loadProvinces('US')).map((province) => province.code);
    const territories = ['AS', 'GU', 'MP', 'PR', 'VI'];
    const freelyAssociatedStates = ['FM', 'MH', 'PW'];
    const armedForces = ['AA', 'AE', 'AP'];
    expect([...codes].sort()).toEqual(
      [...STATES, 'DC', ...territories, ...freelyAssociatedStates, ...armedForces].sort(),
    );
    expect(codes.slice(-3)).toEqual(armedForces);
  });

  it('names the US armed forces post codes', async () => {
    const provinces = await loadProvinces('US');
    expect(findProvince(provinces, 'AE')?.name).toBe('Armed Forces Europe');
  });

  it("lists Canada's 13 provinces and territories", async () => {
    const provinces = await loadProvinces('ca');
    expect(provinces.map((province) => province.code).sort()).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NS',
      'NT',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
    ]);
    expect(findProvince(provinces, 'QC')?.name).toBe('Quebec');
  });

  it("lists Japan's 47 prefectures in their conventional order", async () => {
    const codes = (await loadProvinces('JP')).map((province) => province.code);
    expect(codes).toEqual(
      Array.from({ length: 47 }, (_, index) => `JP-${String(index + 1).padStart(2, '0')}`),
    );
  });

  it('resolves to an empty list for a country without provinces or an unknown code', async () => {
    expect(await loadProvinces('DE')).toEqual([]);
    expect(await loadProvinces('ZZ')).toEqual([]);
    expect(await loadProvinces('constructor')).toEqual([]);
  });

  it('has a list exactly for the countries that say they have one', async () => {
    for (const entry of countries) {
      const provinces = await loadProvinces(entry.iso2);
      expect(provinces.length > 0, entry.iso2).toBe(entry.hasProvinces);
    }
    expect(countries.filter((entry) => entry.hasProvinces)).toHaveLength(37);
  });

  it('gives every province a code unique within its country', async () => {
    for (const entry of countries.filter((candidate) => candidate.hasProvinces)) {
      const codes = (await loadProvinces(entry.iso2)).map((province) => province.code);
      expect(new Set(codes).size, entry.iso2).toBe(codes.length);
    }
  });
});

describe('findProvince', () => {
  it('finds by code, name or alias, ignoring case, accents and whitespace', async () => {
    const us = await loadProvinces('US');
    expect(findProvince(us, 'ca')?.name).toBe('California');
    expect(findProvince(us, ' new york ')?.code).toBe('NY');
    expect(findProvince(us, 'US-PR')?.code).toBe('PR');

    const canada = await loadProvinces('CA');
    expect(findProvince(canada, 'Newfoundland')?.code).toBe('NL');
    expect(findProvince(canada, 'nf')?.code).toBe('NL');
    expect(findProvince(canada, 'québec')?.code).toBe('QC');

    const japan = await loadProvinces('JP');
    expect(findProvince(japan, 'tokyo')?.code).toBe('JP-13');
    expect(findProvince(japan, '東京都')?.code).toBe('JP-13');
  });

  it('prefers a code over another province’s alias', async () => {
    const canada = await loadProvinces('CA');
    expect(findProvince(canada, 'NT')?.name).toBe('Northwest Territories');
  });

  it('finds nothing for an unknown query', async () => {
    expect(findProvince(await loadProvinces('US'), 'Ontario')).toBeUndefined();
    expect(findProvince([], 'CA')).toBeUndefined();
  });
});

describe('validatePostalCode', () => {
  it.each([
    ['US', '90210', true],
    ['US', '90210-1234', true],
    ['US', 'ABCDE', false],
    ['US', '9021', false],
    ['CA', 'K1A 0A1', true],
    ['CA', 'k1a0a1', true],
    ['CA', '12345', false],
    ['GB', 'SW1A 1AA', true],
    ['GB', 'sw1a 1aa', true],
    ['GB', 'M1 1AE', true],
    ['GB', '12345', false],
    ['NL', '1065 am', true],
    ['NL', '0123 AB', false],
    ['JP', '154-0023', true],
    ['JP', '1540023', true],
    ['JP', '154', false],
  ])('%s %j is %s', (iso2, value, valid) => {
    expect(validatePostalCode(country(iso2), value)).toBe(valid);
  });

  it('accepts every example Shopify gives for its own pattern', () => {
    for (const entry of countries) {
      const example = entry.postalCode?.example;
      if (example !== undefined) expect(validatePostalCode(entry, example), entry.iso2).toBe(true);
    }
  });

  it('accepts any value where the country has no pattern', () => {
    expect(country('CO').postalCode?.pattern).toBeUndefined();
    expect(validatePostalCode(country('CO'), '111221')).toBe(true);
    expect(country('AE').postalCode).toBeUndefined();
    expect(validatePostalCode(country('AE'), 'anything')).toBe(true);
  });

  it('accepts a blank value only where the postal code is not required', () => {
    expect(validatePostalCode(country('US'), '  ')).toBe(false);
    expect(country('AF').postalCode).toMatchObject({ required: false });
    expect(validatePostalCode(country('AF'), '')).toBe(true);
    expect(validatePostalCode(country('AF'), 'X')).toBe(false);
    expect(validatePostalCode(country('AE'), '')).toBe(true);
  });

  it('ignores case and surrounding whitespace, and accepts doubled inner spaces', () => {
    expect(validatePostalCode(country('GB'), '  sw1a   1aa ')).toBe(true);
    expect(validatePostalCode(country('LC'), 'lc05  201')).toBe(true);
    expect(validatePostalCode(country('LC'), 'LC05 201')).toBe(false);
  });
});

describe('postal code rules', () => {
  it('uses the country’s own label', () => {
    expect(country('US').postalCode?.label).toBe('Zip code');
    expect(country('GB').postalCode?.label).toBe('Postcode');
    expect(country('DE').postalCode?.label).toBe('Postal code');
  });

  it('autofills the single postal code of a territory that has one', () => {
    expect(country('VA').postalCode).toMatchObject({ autofill: '00120', required: true });
    expect(country('US').postalCode?.autofill).toBeUndefined();
  });

  it('compiles every pattern in JavaScript', () => {
    for (const entry of countries) {
      const pattern = entry.postalCode?.pattern;
      if (pattern !== undefined) expect(() => new RegExp(pattern), entry.iso2).not.toThrow();
    }
  });
});

describe('addressFormat', () => {
  it('parses Shopify’s edit template into form rows', () => {
    expect(addressFormat(country('US')).edit).toEqual([
      ['country'],
      ['firstName', 'lastName'],
      ['company'],
      ['address1'],
      ['address2'],
      ['city', 'province', 'zip'],
      ['phone'],
    ]);
    expect(addressFormat(country('JP')).edit.slice(0, 3)).toEqual([
      ['country'],
      ['lastName', 'firstName'],
      ['company'],
    ]);
  });

  it('labels the province field after the country’s subdivisions', () => {
    expect(country('US').province).toEqual({ label: 'State', required: true });
    expect(country('JP').province).toEqual({ label: 'Prefecture', required: true });
    expect(country('CA').province).toEqual({ label: 'Province', required: true });
    expect(country('IE').province).toEqual({ label: 'County', required: true });
    expect(country('NZ').province).toEqual({ label: 'Region', required: false });
  });

  it('asks for no province where Shopify ignores the zones it lists (United Kingdom)', () => {
    expect(country('GB').hasProvinces).toBe(true);
    expect(country('GB').province).toBeUndefined();
    expect(addressFormat(country('GB')).edit.flat()).not.toContain('province');
  });
});

describe('formatAddressLines', () => {
  it('lays out an address in the country’s order, leaving out blank lines', () => {
    const lines = formatAddressLines(country('US'), {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '1600 Pennsylvania Avenue NW',
      city: 'Washington',
      province: 'DC',
      zip: '20500',
    });
    expect(lines).toEqual([
      'Ada Lovelace',
      '1600 Pennsylvania Avenue NW',
      'Washington DC 20500',
      'United States',
    ]);
  });

  it('keeps literal text beside a value and drops it with a blank line', () => {
    const lines = formatAddressLines(country('JP'), {
      zip: '154-0023',
      province: 'Tokyo',
      city: 'Setagaya',
      address1: '1-2-3 Sangenjaya',
      country: 'Japan',
    });
    expect(lines).toEqual(['Japan 〒154-0023', 'Tokyo Setagaya', '1-2-3 Sangenjaya']);
  });
});
