import { describe, expect, it } from 'vitest';
import { type Country, getCountry, loadProvinces, validateAddress } from './index.js';

function country(iso2: string): Country {
  const found = getCountry(iso2);
  if (!found) throw new Error(`no country ${iso2}`);
  return found;
}

describe('validateAddress', () => {
  it('accepts a complete address in the country’s format', async () => {
    const us = country('US');
    expect(validateAddress({ provinceCode: 'CA', zip: '90210' }, us, await loadProvinces('US'))).toEqual([]);
    expect(validateAddress({ province: 'Tokyo', zip: '154-0023' }, country('JP'))).toEqual([]);
  });

  it('asks for a required province and postal code with the country’s labels', () => {
    expect(validateAddress({ zip: ' ' }, country('US'))).toEqual([
      { field: 'province', reason: 'required', message: 'Select your state' },
      { field: 'zip', reason: 'required', message: 'Enter your zip code' },
    ]);
    expect(validateAddress({ zip: '100-0001' }, country('JP')).map((problem) => problem.message)).toEqual([
      'Select your prefecture',
    ]);
  });

  it('refuses a postal code that does not match the pattern, naming the country and its example', () => {
    expect(validateAddress({ provinceCode: 'CA', zip: '9021' }, country('US'))).toEqual([
      {
        field: 'zip',
        reason: 'invalidPostalCode',
        message: 'Enter a valid zip code for United States, such as 90210',
      },
    ]);
    expect(validateAddress({ provinceCode: 'ON', zip: '12345' }, country('CA'))[0]?.message).toBe(
      'Enter a valid postal code for Canada, such as K1P 1J1',
    );
  });

  it('leaves out the example where the country has none', () => {
    const withoutExample = country('PR');
    expect(withoutExample.postalCode?.example).toBeUndefined();
    expect(validateAddress({ zip: 'nope' }, withoutExample)[0]?.message).toBe(
      `Enter a valid zip code for ${withoutExample.name}`,
    );
  });

  it('refuses a province that is not in the given list, and finds one by name or alias', async () => {
    const provinces = await loadProvinces('CA');
    const canada = country('CA');
    expect(validateAddress({ province: 'Narnia', zip: 'K1P 1J1' }, canada, provinces)).toEqual([
      { field: 'province', reason: 'unknownProvince', message: 'Select your province from the list' },
    ]);
    expect(validateAddress({ province: 'ontario', zip: 'K1P 1J1' }, canada, provinces)).toEqual([]);
    expect(validateAddress({ province: 'Narnia', zip: 'K1P 1J1' }, canada)).toEqual([]);
  });

  it('reads the province code before the province name', async () => {
    const provinces = await loadProvinces('US');
    expect(
      validateAddress({ provinceCode: 'NY', province: 'Atlantis', zip: '10001' }, country('US'), provinces),
    ).toEqual([]);
    expect(
      validateAddress({ provinceCode: 'XX', province: 'New York', zip: '10001' }, country('US'), provinces),
    ).toHaveLength(1);
  });

  it('does not ask for a province where the form has none, nor for an optional one', () => {
    // Germany has no provinces; the United Kingdom lists some but its address has no province field.
    expect(validateAddress({ zip: '56068' }, country('DE'))).toEqual([]);
    expect(validateAddress({ zip: 'SE22 8DL' }, country('GB'))).toEqual([]);
    expect(country('NZ').province?.required).toBe(false);
    expect(validateAddress({ zip: '6001' }, country('NZ'))).toEqual([]);
  });

  it('does not ask for a postal code the country does not use or fills in itself', () => {
    expect(country('HK').postalCode).toBeUndefined();
    expect(validateAddress({ province: 'Kowloon' }, country('HK'))).toEqual([]);
    // Vatican City has one postal code, filled in rather than asked for.
    expect(validateAddress({ zip: 'anything' }, country('VA'))).toEqual([]);
  });

  it('accepts a blank postal code where it is optional but still checks a typed one', () => {
    const panama = country('PA');
    expect(panama.postalCode).toMatchObject({ required: false, pattern: '^\\d{4}$' });
    expect(validateAddress({ province: 'Panamá', zip: '' }, panama)).toEqual([]);
    expect(
      validateAddress({ province: 'Panamá', zip: '12' }, panama).map((problem) => problem.reason),
    ).toEqual(['invalidPostalCode']);
  });
});
