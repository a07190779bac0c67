import { fillAddressLines } from './address-lines.js';
import { DEFAULT_MINOR_UNITS, getCurrency } from './currencies.js';
import { displayByCode, displayLayouts } from './generated/address-display.js';
import { countryList } from './generated/countries.js';
import { provinceLoaders } from './generated/province-loaders.js';
import { searchKey } from './search-key.js';
import type {
  AddressField,
  AddressFormat,
  AddressProblem,
  AddressValues,
  Country,
  Province,
} from './types.js';

export {
  currencies,
  currencyMinorUnits,
  DEFAULT_MINOR_UNITS,
  getCurrency,
} from './currencies.js';
export type {
  AddressField,
  AddressFormat,
  AddressProblem,
  AddressProblemReason,
  AddressValues,
  ContinentCode,
  Country,
  Currency,
  PostalCodeRule,
  Province,
  ProvinceField,
} from './types.js';

/** Every country and territory, sorted by ISO alpha-2 code. */
export const countries: readonly Country[] = /* @__PURE__ */ countryList.map((data) => {
  const [name, layout] = displayByCode[data.iso2] as readonly [string, number];
  const currency = getCurrency(data.currency);
  return {
    ...data,
    name,
    currencySymbol: currency?.symbol ?? data.currency,
    currencyMinorUnits: currency?.minorUnits ?? DEFAULT_MINOR_UNITS,
    address: { edit: data.address.edit, show: displayLayouts[layout] ?? [] },
  };
});

let countryIndex: ReadonlyMap<string, Country> | undefined;

/**
 * Built on first use. Codes are indexed before names and names before aliases, so a code always finds its
 * own country even if it happens to spell another country's alias.
 */
function getCountryIndex(): ReadonlyMap<string, Country> {
  if (countryIndex) return countryIndex;
  const index = new Map<string, Country>();
  const keysOf: ((country: Country) => readonly string[])[] = [
    (country) => [country.iso2],
    (country) => [country.iso3],
    (country) => [country.name],
    (country) => country.aliases,
  ];
  for (const keys of keysOf) {
    for (const country of countries) {
      for (const key of keys(country)) {
        const folded = searchKey(key);
        if (!index.has(folded)) index.set(folded, country);
      }
    }
  }
  countryIndex = index;
  return index;
}

/**
 * Finds a country by ISO alpha-2 or alpha-3 code, English name or alternate name, ignoring case, accents
 * and surrounding whitespace: `getCountry('cote d\'ivoire')`, `getCountry('DEU')`, `getCountry('usa')`.
 */
export function getCountry(query: string): Country | undefined {
  return getCountryIndex().get(searchKey(query));
}

/**
 * The provinces of a country, loaded on demand so a page carries only the list of the country it shows.
 * Resolves to an empty list for a country without provinces (or an unknown code).
 */
export async function loadProvinces(iso2: string): Promise<readonly Province[]> {
  const code = iso2.trim().toUpperCase();
  // hasOwn: a code such as "CONSTRUCTOR" must not reach Object.prototype.
  const load = Object.hasOwn(provinceLoaders, code) ? provinceLoaders[code] : undefined;
  return load ? (await load()).provinces : [];
}

/** Finds a province by code, then name, then alias, ignoring case, accents and surrounding whitespace. */
export function findProvince(provinces: readonly Province[], query: string): Province | undefined {
  const key = searchKey(query);
  return (
    provinces.find((province) => searchKey(province.code) === key) ??
    provinces.find((province) => searchKey(province.name) === key) ??
    provinces.find((province) => province.aliases.some((alias) => searchKey(alias) === key))
  );
}

const compiledPatterns = new Map<string, RegExp>();

function compiledPattern(source: string): RegExp {
  let pattern = compiledPatterns.get(source);
  if (!pattern) {
    pattern = new RegExp(source);
    compiledPatterns.set(source, pattern);
  }
  return pattern;
}

/**
 * Whether `value` is an acceptable postal code for `country`. A blank value is acceptable only where the
 * postal code is not required; any value is acceptable where the country has no pattern. Case and
 * surrounding whitespace never matter (Shopify's patterns mostly spell letters in upper case), and runs of
 * inner spaces may be typed as one, except where the pattern itself asks for two (Saint Lucia: `LC05  201`).
 */
export function validatePostalCode(country: Country, value: string): boolean {
  const rule = country.postalCode;
  const typed = value.trim().toUpperCase();
  if (typed === '') return !rule?.required;
  if (rule?.pattern === undefined) return true;
  const pattern = compiledPattern(rule.pattern);
  return pattern.test(typed) || pattern.test(typed.replace(/\s+/g, ' '));
}

/** The rows of address fields a form shows for `country`, in order. */
export function addressFormat(country: Country): AddressFormat {
  return country.address;
}

/**
 * An address as display lines in the country's layout. A line whose every field is blank is left out, with
 * its literal text (a lone `〒` or `様` says nothing). `country` defaults to the country's name; `province`
 * is printed as given, so pass a name or a code as the page prefers.
 */
export function formatAddressLines(
  country: Country,
  address: Readonly<Partial<Record<AddressField, string>>>,
): string[] {
  return fillAddressLines(country.address.show, { ...address, country: address.country ?? country.name });
}

const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/**
 * The rules an address must follow in `country` beyond the fields every address needs (those are the domain's
 * `AddressInput` schema): a province where the country asks for one, and a postal code that is present where
 * required and matches the country's pattern. The address form and the server both call it, so they refuse
 * the same addresses. An empty list means the address is acceptable.
 *
 * `provinces` is the country's list from `loadProvinces`; when given, the province must be one of them (by
 * code, name or alias, as `findProvince` finds it). Only fields the country's form shows are checked: a
 * territory with a single postal code has it filled in (`postalCode.autofill`) instead of asked for.
 */
export function validateAddress(
  address: AddressValues,
  country: Country,
  provinces?: readonly Province[],
): AddressProblem[] {
  const problems: AddressProblem[] = [];
  const shown = new Set(country.address.edit.flat());
  if (country.province && shown.has('province')) {
    const label = country.province.label.toLowerCase();
    const given = (isBlank(address.provinceCode) ? address.province : address.provinceCode) ?? '';
    if (isBlank(given)) {
      if (country.province.required) {
        problems.push({ field: 'province', reason: 'required', message: `Select your ${label}` });
      }
    } else if (provinces !== undefined && provinces.length > 0 && !findProvince(provinces, given)) {
      problems.push({
        field: 'province',
        reason: 'unknownProvince',
        message: `Select your ${label} from the list`,
      });
    }
  }
  if (country.postalCode && shown.has('zip')) {
    const label = country.postalCode.label.toLowerCase();
    const zip = address.zip ?? '';
    if (isBlank(zip)) {
      if (country.postalCode.required) {
        problems.push({ field: 'zip', reason: 'required', message: `Enter your ${label}` });
      }
    } else if (!validatePostalCode(country, zip)) {
      const example =
        country.postalCode.example === undefined ? '' : `, such as ${country.postalCode.example}`;
      problems.push({
        field: 'zip',
        reason: 'invalidPostalCode',
        message: `Enter a valid ${label} for ${country.name}${example}`,
      });
    }
  }
  return problems;
}
