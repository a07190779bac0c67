// Generates the typed data modules of @orderprotection/countries from checked-in and installed sources.
// Output is deterministic (sorted, no timestamps) so a re-run without source changes leaves no diff.
// Usage: npx tsx scripts/generate-countries.ts [--out <dir>]   (default: packages/countries/src/generated)

import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { continents, type ICountry, countries as listedCountries } from 'countries-list';
import iso3ByIso2Json from 'countries-list/minimal/countries.2to3.min.json' with { type: 'json' };
import { data as currencyRecords } from 'currency-codes';
import { parse } from 'yaml';
import type {
  AddressField,
  Country,
  Currency,
  PostalCodeRule,
  Province,
} from '../packages/countries/src/types.js';

const require = createRequire(import.meta.url);
const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const HEADER = [
  '// GENERATED FILE, do not edit: run `npm run generate:countries` (scripts/generate-countries.ts).',
  '// Data from Shopify worldwide, countries-list and currency-codes; licences in packages/countries/NOTICE.md.',
].join('\n');

// ---------------------------------------------------------------------------------------------------------
// Shopify region files (packages/countries/data/shopify-worldwide/regions/*.yml): the fields read here.
// The files carry more (tax, timezones, example addresses...), which the generator ignores.

/** A region file's `format`: address templates, rows separated by `_`, fields as `{field}`. */
interface ShopifyAddressTemplates {
  /** Form layout, e.g. `{country}_{firstName}{lastName}_{company}_{address1}_...`. */
  edit: string;
  /** Display layout, with the country's literal text, e.g. `{country} 〒{zip}_{province} {city}_...`. */
  show: string;
}

/** One entry of a region file's `zones`: a first-level subdivision. */
interface ShopifyZone {
  name: string;
  /** Shopify's code, as stored in addresses. */
  code: string;
  /** ISO 3166-2 code, where it differs from or confirms `code`. */
  iso_code?: string;
  name_alternates?: string[];
  code_alternates?: string[];
}

/** One region file, as `yaml` parses it. */
interface ShopifyRegion {
  /** ISO 3166-1 alpha-2 code; also the file's name. */
  code: string;
  name: string;
  name_alternates?: string[];
  /** Sub-continental grouping, e.g. `Europe`, `Central America`. */
  group_name: string;
  /** ISO 4217 code, sometimes a withdrawn or unofficial one. */
  currency: string;
  /** Country calling code without its plus sign. */
  phone_number_prefix: number;
  format: ShopifyAddressTemplates;
  /** Postal-code label when it is not "Postal code", e.g. `Zip code`, `Postcode`. */
  zip_label?: string;
  /** Ruby regular expression source for postal codes. */
  zip_regex?: string;
  /** A valid postal code; YAML may read an unquoted one as a number. */
  zip_example?: string | number;
  zip_requirement?: 'required' | 'recommended' | 'optional';
  /** Whether the region has a single postal code, which the form fills in. */
  zip_autofill_enabled?: boolean;
  province_optional?: boolean;
  zones?: ShopifyZone[];
}

/**
 * The part of a region that drives the address form, postal code and phone prefix: what a region file gives
 * and what the generator derives for territories addressed through the US postal system.
 */
type AddressingRules = Pick<
  ShopifyRegion,
  | 'code'
  | 'group_name'
  | 'phone_number_prefix'
  | 'format'
  | 'zip_label'
  | 'zip_regex'
  | 'zip_example'
  | 'zip_requirement'
  | 'zip_autofill_enabled'
>;

// ---------------------------------------------------------------------------------------------------------
// Currencies

/**
 * ISO 4217 codes whose minor units are "N.A." (precious metals, bond units, SDR, test and "no currency"
 * codes). currency-codes turns "N.A." into 0, which would silently format gold in whole units; they are not
 * money a shop charges in, so they stay out of the table.
 */
function codesWithoutMinorUnits(): Set<string> {
  const xml = readFileSync(require.resolve('currency-codes/iso-4217-list-one.xml'), 'utf8');
  const codes = new Set<string>();
  for (const entry of xml.matchAll(/<CcyNtry>([\s\S]*?)<\/CcyNtry>/g)) {
    const body = entry[1] ?? '';
    const code = /<Ccy>(\w+)<\/Ccy>/.exec(body)?.[1];
    if (code && /<CcyMnrUnts>N\.A\.<\/CcyMnrUnts>/.test(body)) codes.add(code);
  }
  return codes;
}

/** The symbol Intl renders, so labels agree with amounts formatted by Intl.NumberFormat elsewhere. */
function narrowSymbol(code: string): string {
  const parts = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}

function buildCurrencies(): Currency[] {
  const excluded = codesWithoutMinorUnits();
  return currencyRecords
    .filter((record) => !excluded.has(record.code))
    .map(
      (record): Currency => ({
        code: record.code,
        name: record.currency,
        minorUnits: record.digits,
        symbol: narrowSymbol(record.code),
      }),
    )
    .sort((a, b) => compareStrings(a.code, b.code));
}

// ---------------------------------------------------------------------------------------------------------
// Countries

// Vendored (see its README.md) so a clean checkout can regenerate and the package's tests can check the result.
const REGIONS_DIR = join(rootDir, 'packages/countries/data/shopify-worldwide/regions');

/**
 * Antarctica has neither a currency nor postal addresses, and Shopify has no region for it; keeping it would
 * make every country's currency optional for the sake of one entry nobody ships to.
 */
const EXCLUDED_COUNTRIES: ReadonlySet<string> = new Set(['AQ']);

/**
 * Territories and freely associated states that Shopify lists only as zones of the United States, with the
 * region (Shopify's `group_name`) of their neighbours; Shopify files the Caribbean under Central America.
 * They are countries here too (ISO 3166-1 gives them codes and shoppers pick them as such), addressed
 * through the US postal system: they borrow the US address format and ZIP rule, without the province field
 * since the territory is already the country, and the US phone prefix where countries-list agrees (+1 for
 * Puerto Rico, not for Micronesia's +691).
 */
const US_ADDRESSED_REGIONS: Readonly<Record<string, string>> = {
  AS: 'Oceania',
  FM: 'Oceania',
  GU: 'Oceania',
  MH: 'Oceania',
  MP: 'Oceania',
  PR: 'Central America',
  PW: 'Oceania',
  VI: 'Central America',
};

/**
 * English name of each country's first-level subdivision, for the label of the province field. The Shopify
 * region files carry no such label, so this table is ours; countries not listed say "Province".
 */
const PROVINCE_LABELS: Readonly<Record<string, string>> = {
  AE: 'Emirate',
  AU: 'State/territory',
  BR: 'State',
  CL: 'Region',
  CO: 'Department',
  EG: 'Governorate',
  GT: 'Department',
  HK: 'Area',
  IE: 'County',
  IN: 'State',
  JP: 'Prefecture',
  KW: 'Governorate',
  MX: 'State',
  MY: 'State/territory',
  NG: 'State',
  NZ: 'Region',
  PE: 'Region',
  PT: 'District',
  RO: 'County',
  RU: 'Region',
  SV: 'Department',
  US: 'State',
  UY: 'Department',
  VE: 'State',
};
const DEFAULT_PROVINCE_LABEL = 'Province';
const DEFAULT_POSTAL_CODE_LABEL = 'Postal code';

const ADDRESS_FIELDS: ReadonlySet<string> = new Set<AddressField>([
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'province',
  'zip',
  'country',
  'phone',
]);

function isAddressField(field: string): field is AddressField {
  return ADDRESS_FIELDS.has(field);
}

/** ISO 3166-1 alpha-3 code by alpha-2 code, from countries-list. */
const iso3ByIso2: Readonly<Record<string, string>> = iso3ByIso2Json;

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks the fields every region file has and the generator cannot do without; the optional ones are
 * trusted to have the types {@link ShopifyRegion} gives them.
 */
function isShopifyRegion(value: unknown): value is ShopifyRegion {
  return (
    isRecord(value) &&
    typeof value.code === 'string' &&
    typeof value.name === 'string' &&
    typeof value.group_name === 'string' &&
    typeof value.currency === 'string' &&
    typeof value.phone_number_prefix === 'number' &&
    isRecord(value.format) &&
    typeof value.format.edit === 'string' &&
    typeof value.format.show === 'string'
  );
}

function readShopifyRegions(): Map<string, ShopifyRegion> {
  const regions = new Map<string, ShopifyRegion>();
  for (const file of readdirSync(REGIONS_DIR).sort()) {
    if (!file.endsWith('.yml')) continue;
    const region: unknown = parse(readFileSync(join(REGIONS_DIR, file), 'utf8'));
    if (!isShopifyRegion(region)) throw new Error(`${file}: not a Shopify region file`);
    regions.set(region.code, region);
  }
  return regions;
}

/** Splits a Shopify `format.edit` template ("{country}_{firstName}{lastName}_...") into rows of fields. */
function parseEditFormat(template: string, iso2: string): AddressField[][] {
  return template.split('_').map((row) => {
    const fields = [...row.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
    return fields.map((field) => {
      if (!isAddressField(field)) throw new Error(`${iso2}: unknown address field {${field}}`);
      return field;
    });
  });
}

/**
 * Shopify's zip regexes are written for Ruby. Every one at commit 2514b31c compiles in JavaScript with the
 * same meaning for single-line input (JS `^`/`$` only anchor the whole string, which is stricter), so they
 * are kept as they are; one that ever fails to compile, or rejects its own example, stops the generator
 * rather than shipping a rule that rejects every shopper.
 */
function checkedZipPattern(region: AddressingRules): string | undefined {
  const source = region.zip_regex;
  if (source === undefined) return undefined;
  let pattern: RegExp;
  try {
    pattern = new RegExp(source);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${region.code}: zip_regex ${source} does not compile in JavaScript: ${message}`);
  }
  if (region.zip_example !== undefined && !pattern.test(String(region.zip_example))) {
    throw new Error(`${region.code}: zip_regex ${source} rejects its own example ${region.zip_example}`);
  }
  return source;
}

/** Shopify's rule (Region#zip_required?): an explicit requirement wins, otherwise a pattern means required. */
function postalCodeRule(region: AddressingRules): PostalCodeRule | undefined {
  const { edit, show } = region.format;
  if (!edit.includes('{zip}') && !show.includes('{zip}')) return undefined;
  const example = region.zip_example === undefined ? undefined : String(region.zip_example);
  const pattern = checkedZipPattern(region);
  return {
    label: region.zip_label ?? DEFAULT_POSTAL_CODE_LABEL,
    required:
      region.zip_requirement === undefined ? pattern !== undefined : region.zip_requirement === 'required',
    pattern,
    example,
    autofill: region.zip_autofill_enabled ? example : undefined,
  };
}

/**
 * Shopify's phone prefix is the country calling code proper (1 for Antigua, where countries-list says 1268),
 * but a few are wrong (891 for the Cocos Islands); it is trusted only when countries-list agrees with it.
 */
function dialingCode(region: AddressingRules, listed: ICountry): string {
  const listedCodes = listed.phone.map(String);
  const shopifyCode = String(region.phone_number_prefix);
  const agreed = listedCodes.some((code) => code.startsWith(shopifyCode));
  const code = agreed ? shopifyCode : listedCodes[0];
  if (code === undefined) throw new Error(`${listed.name}: no dialing code`);
  return `+${code}`;
}

/**
 * countries-list names today's ISO 4217 currency (SLE, STN, VES, GBP for Jersey) where Shopify keeps a
 * withdrawn or unofficial one (SLL, STD, JEP); Shopify is the fallback where countries-list is ahead of the
 * installed ISO table (XCG for Curaçao and Sint Maarten).
 */
function countryCurrency(
  iso2: string,
  region: ShopifyRegion | undefined,
  listed: ICountry,
  currencyByCode: ReadonlyMap<string, Currency>,
): Currency {
  const candidates: (string | undefined)[] = [...listed.currency, region?.currency];
  for (const candidate of candidates) {
    const currency = candidate === undefined ? undefined : currencyByCode.get(candidate);
    if (currency !== undefined) return currency;
  }
  throw new Error(`${iso2}: none of ${candidates.join(', ')} is an ISO 4217 currency`);
}

function uniqueAliases(name: string, candidates: readonly (string | undefined)[]): string[] {
  const seen = new Set([name]);
  const aliases: string[] = [];
  for (const candidate of candidates) {
    if (candidate === undefined || candidate === '' || seen.has(candidate)) continue;
    seen.add(candidate);
    aliases.push(candidate);
  }
  return aliases;
}

/** The US region file's address and phone rules for a US-addressed territory, without the province. */
function usAddressedRegion(iso2: string, us: ShopifyRegion): AddressingRules {
  const groupName = US_ADDRESSED_REGIONS[iso2];
  if (!groupName) throw new Error(`${iso2}: not in the Shopify region files`);
  const withoutProvince = (template: string) => template.replace(/ ?\{province\}/g, '');
  return {
    code: iso2,
    group_name: groupName,
    phone_number_prefix: us.phone_number_prefix,
    format: { edit: withoutProvince(us.format.edit), show: withoutProvince(us.format.show) },
    zip_label: us.zip_label,
    zip_regex: us.zip_regex,
    zip_example: undefined,
  };
}

function buildProvinces(zones: readonly ShopifyZone[]): Province[] {
  return zones.map((zone) => ({
    code: zone.code,
    name: zone.name,
    aliases: uniqueAliases(zone.name, [
      ...(zone.name_alternates ?? []),
      ...(zone.code_alternates ?? []),
      zone.iso_code === zone.code ? undefined : zone.iso_code,
    ]),
  }));
}

/** A country and, where Shopify lists them, its provinces: one module each. */
interface CountryEntry {
  country: Country;
  provinces: Province[] | undefined;
}

function buildCountries(currencyByCode: ReadonlyMap<string, Currency>): CountryEntry[] {
  const shopifyRegions = readShopifyRegions();
  const us = shopifyRegions.get('US');
  if (us === undefined) throw new Error('US: not in the Shopify region files');
  const displayNames = new Intl.DisplayNames('en', { type: 'region' });
  const shortDisplayNames = new Intl.DisplayNames('en', { type: 'region', style: 'short' });

  return Object.entries(listedCountries)
    .filter(([iso2]) => !EXCLUDED_COUNTRIES.has(iso2))
    .sort(([a], [b]) => compareStrings(a, b))
    .map(([iso2, listed]): CountryEntry => {
      const region = shopifyRegions.get(iso2);
      const source = region ?? usAddressedRegion(iso2, us);
      const iso3 = iso3ByIso2[iso2];
      if (!iso3) throw new Error(`${iso2}: no ISO 3166 alpha-3 code`);
      const cldrName = displayNames.of(iso2);
      const name = cldrName && cldrName !== iso2 ? cldrName : listed.name;
      const currency = countryCurrency(iso2, region, listed, currencyByCode);
      const edit = parseEditFormat(source.format.edit, iso2);
      const zones = region?.zones;
      const hasProvinces = zones !== undefined && zones.length > 0;
      const hasProvinceField = edit.some((row) => row.includes('province'));

      return {
        country: {
          iso2,
          iso3,
          name,
          aliases: uniqueAliases(name, [
            shortDisplayNames.of(iso2),
            listed.name,
            ...(listed.alias ?? []),
            listed.native,
            region?.name,
            ...(region?.name_alternates ?? []),
          ]),
          continent: listed.continent,
          continentName: continents[listed.continent],
          region: source.group_name,
          capital: listed.capital || undefined,
          currency: currency.code,
          currencySymbol: currency.symbol,
          currencyMinorUnits: currency.minorUnits,
          dialingCode: dialingCode(source, listed),
          hasProvinces,
          province: hasProvinceField
            ? {
                label: PROVINCE_LABELS[iso2] ?? DEFAULT_PROVINCE_LABEL,
                required: hasProvinces && !region?.province_optional,
              }
            : undefined,
          postalCode: postalCodeRule(source),
          address: { edit, show: source.format.show.split('_') },
        },
        provinces: hasProvinces ? buildProvinces(zones) : undefined,
      };
    });
}

// ---------------------------------------------------------------------------------------------------------
// Serialisation: a small printer so the output reads like formatted source without running a formatter.

const LINE_WIDTH = 110;

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Single quotes, as the project's style says, unless the text holds one and no double quote. */
function quote(value: string): string {
  const escaped = JSON.stringify(value).slice(1, -1);
  if (value.includes("'") && !value.includes('"')) return `"${escaped}"`;
  return `'${escaped.replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

const WIDE_CHARACTER =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\uff00-\uffef]/u;

/** Columns a terminal (and Biome) gives the text: East Asian ideographs and kana take two. */
function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) width += WIDE_CHARACTER.test(character) ? 2 : 1;
  return width;
}

function propertyKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key);
}

function isArray(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}

/**
 * Prints `value` (strings, numbers, booleans, and arrays and plain objects of them; object properties that
 * are undefined are left out) on one line when that line, with the `before` and `after` text around it, fits
 * the line width at `indent`; otherwise one entry per line. The same rule as Biome's, so the output needs no
 * formatter.
 */
function printValue(value: unknown, indent: string, before = '', after = ''): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'object' || value === null) throw new Error(`cannot print ${String(value)}`);
  const entries: [prefix: string, item: unknown][] = isArray(value)
    ? value.map((item) => ['', item])
    : Object.entries(value)
        .filter(([, item]: [string, unknown]) => item !== undefined)
        .map(([key, item]: [string, unknown]) => [`${propertyKey(key)}: `, item]);
  if (entries.length === 0) return isArray(value) ? '[]' : '{}';
  const [open, close] = isArray(value) ? ['[', ']'] : ['{ ', ' }'];
  const inner = `${indent}  `;
  const flatEntries = entries.map(([prefix, item]) => `${prefix}${printValue(item, inner, prefix, ', ')}`);
  const flat = `${open}${flatEntries.join(', ')}${close}`;
  const fits = displayWidth(`${indent}${before}${flat}${after}`) <= LINE_WIDTH;
  if (fits && !flat.includes('\n')) return flat;
  const lines = entries.map(([prefix, item]) => {
    const line = `${inner}${prefix}${printValue(item, inner, prefix, ',')},`;
    // A string too long for its line moves below its key rather than overflowing beside it.
    if (typeof item !== 'string' || prefix === '' || displayWidth(line) <= LINE_WIDTH) return line;
    return `${inner}${prefix.trimEnd()}\n${inner}  ${quote(item)},`;
  });
  return `${open.trim()}\n${lines.join('\n')}\n${indent}${close.trim()}`;
}

function writeModule(path: string, body: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${HEADER}\n\n${body}\n`);
}

// ---------------------------------------------------------------------------------------------------------

function parseOutDir(argv: readonly string[]): string {
  const index = argv.indexOf('--out');
  if (index === -1) return join(rootDir, 'packages/countries/src/generated');
  const dir = argv[index + 1];
  if (!dir) throw new Error('--out needs a directory');
  return resolve(dir);
}

function main(): void {
  const outDir = parseOutDir(process.argv.slice(2));
  rmSync(outDir, { recursive: true, force: true });

  const currencies = buildCurrencies();
  writeModule(
    join(outDir, 'currencies.ts'),
    `import type { Currency } from '../types.js';\n\nexport const currencyList: readonly Currency[] = ${printValue(currencies, '')};`,
  );

  const entries = buildCountries(new Map(currencies.map((currency) => [currency.code, currency])));
  // The display side of the table (name and line layout) is a module of its own, for pages that only print
  // an address: a few kB where the whole table is tens. The whole table takes both from it (index.ts)
  // rather than holding them twice. Layouts are shared by many countries, so each is written once.
  const layouts: string[][] = [];
  const layoutKeys = new Map<string, number>();
  const display: Record<string, [name: string, layout: number]> = {};
  for (const { country } of entries) {
    const key = JSON.stringify(country.address.show);
    let layout = layoutKeys.get(key);
    if (layout === undefined) {
      layout = layouts.push([...country.address.show]) - 1;
      layoutKeys.set(key, layout);
    }
    display[country.iso2] = [country.name, layout];
  }
  writeModule(
    join(outDir, 'address-display.ts'),
    [
      '/** Display line templates (`AddressFormat.show`), each shared by the countries that use it. */',
      `export const displayLayouts: readonly (readonly string[])[] = ${printValue(layouts, '')};`,
      '',
      "/** Each country's English name and its layout (an index into `displayLayouts`), by ISO alpha-2 code. */",
      `export const displayByCode: Readonly<Record<string, readonly [name: string, layout: number]>> = ${printValue(display, '')};`,
    ].join('\n'),
  );

  // Nor does it hold what the currency table (currencies.ts) says of the country's currency.
  const withoutDisplay = entries.map(
    ({
      country: { name: _name, address, currencySymbol: _symbol, currencyMinorUnits: _units, ...rest },
    }) => ({
      ...rest,
      address: { edit: address.edit },
    }),
  );
  writeModule(
    join(outDir, 'countries.ts'),
    `import type { CountryData } from '../types.js';\n\nexport const countryList: readonly CountryData[] = ${printValue(
      withoutDisplay,
      '',
    )};`,
  );

  const withProvinces = entries.flatMap(({ country, provinces }) =>
    provinces === undefined ? [] : [{ country, provinces }],
  );
  for (const { country, provinces } of withProvinces) {
    writeModule(
      join(outDir, 'provinces', `${country.iso2}.ts`),
      `import type { Province } from '../../types.js';\n\nexport const provinces: readonly Province[] = ${printValue(provinces, '')};`,
    );
  }

  // Static import() calls, one per country, so bundlers emit one chunk per country's provinces.
  const loaders = withProvinces.map(
    ({ country }) => `  ${country.iso2}: () => import('./provinces/${country.iso2}.js'),`,
  );
  writeModule(
    join(outDir, 'province-loaders.ts'),
    [
      "import type { Province } from '../types.js';",
      '',
      'export const provinceLoaders: Readonly<Record<string, () => Promise<{ provinces: readonly Province[] }>>> = {',
      ...loaders,
      '};',
    ].join('\n'),
  );
}

main();
