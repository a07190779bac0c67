import { type Country, getCountry, loadProvinces } from '@orderprotection/countries';
import type { AddressInput } from '@orderprotection/domain';
import { describe, expect, it } from 'vitest';
import { addressErrors, formRows, schemaRequiredFields } from './addressFields';

function country(iso2: string): Country {
  const found = getCountry(iso2);
  if (!found) throw new Error(`no country ${iso2}`);
  return found;
}

const complete: AddressInput = {
  firstName: 'Ana',
  lastName: 'Silva',
  address1: '1600 Amphitheatre Parkway',
  city: 'Mountain View',
  provinceCode: 'CA',
  zip: '94043',
  countryCode: 'US',
};

describe('schemaRequiredFields', () => {
  it('lists the fields the domain schema cannot do without', () => {
    expect(schemaRequiredFields).toEqual(['firstName', 'lastName', 'address1', 'city']);
  });
});

describe('formRows', () => {
  it('follows the country’s address format', () => {
    expect(formRows(country('US'))).toEqual([
      ['country'],
      ['firstName', 'lastName'],
      ['company'],
      ['address1'],
      ['address2'],
      ['city', 'province', 'zip'],
      ['phone'],
    ]);
    expect(formRows(country('JP')).slice(0, 4)).toEqual([
      ['country'],
      ['lastName', 'firstName'],
      ['company'],
      ['zip', 'province'],
    ]);
  });

  it('has no province field where the country asks for none, even when it lists zones', () => {
    expect(formRows(country('DE')).flat()).not.toContain('province');
    expect(country('GB').hasProvinces).toBe(true);
    expect(formRows(country('GB')).flat()).not.toContain('province');
  });

  it('has no postal-code field where the country has no postal codes', () => {
    expect(formRows(country('HK')).flat()).not.toContain('zip');
  });

  it('adds a field the schema requires when the format lacks it, before the phone', () => {
    const singapore = country('SG');
    expect(singapore.address.edit.flat()).not.toContain('city');
    const rows = formRows(singapore);
    expect(rows.at(-2)).toEqual(['city']);
    expect(rows.at(-1)).toEqual(['phone']);
  });
});

describe('addressErrors', () => {
  it('is empty for a complete address', async () => {
    expect(addressErrors(complete, country('US'), await loadProvinces('US'))).toEqual({});
  });

  it('gives the schema’s message for a missing field and the country’s for its own rules', () => {
    expect(addressErrors({ ...complete, firstName: ' ', zip: '123' }, country('US'), undefined)).toEqual({
      firstName: 'Required',
      zip: 'Enter a valid zip code for United States, such as 90210',
    });
  });

  it('puts a problem with a code on the field that shows it', () => {
    expect(addressErrors({ ...complete, countryCode: '' }, undefined, undefined)).toEqual({
      country: 'Choose a country',
    });
    expect(addressErrors({ ...complete, provinceCode: undefined }, country('US'), undefined)).toEqual({
      province: 'Select your state',
    });
  });

  it('refuses a province that is not the country’s', async () => {
    expect(
      addressErrors({ ...complete, provinceCode: 'ON' }, country('US'), await loadProvinces('US')),
    ).toEqual({
      province: 'Select your state from the list',
    });
  });
});
