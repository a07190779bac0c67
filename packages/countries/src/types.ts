/** An ISO 4217 currency. */
export interface Currency {
  /** ISO 4217 alphabetic code, upper case, e.g. `USD`. */
  code: string;
  /** ISO 4217 English name, e.g. `US Dollar`, `Yen`. */
  name: string;
  /** ISO 4217 minor units: digits after the decimal separator (JPY 0, USD 2, KWD 3). */
  minorUnits: number;
  /** Narrow symbol as `Intl.NumberFormat('en-US')` renders it, e.g. `$`, `€`, or the code when none. */
  symbol: string;
}

/** Continent codes as countries-list gives them. */
export type ContinentCode = 'AF' | 'AN' | 'AS' | 'EU' | 'NA' | 'OC' | 'SA';

/** The fields of a Shopify address, named as in its `format.edit` templates. */
export type AddressField =
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'address1'
  | 'address2'
  | 'city'
  | 'province'
  | 'zip'
  | 'country'
  | 'phone';

/** How a country lays out an address, from Shopify's `format.edit` and `format.show` templates. */
export interface AddressFormat {
  /** Form rows in order; fields in one row share a line, e.g. `[['city', 'province', 'zip']]`. */
  edit: readonly (readonly AddressField[])[];
  /**
   * Display lines as templates with `{field}` placeholders and the country's literal text (`〒{zip}`),
   * filled by `formatAddressLines`.
   */
  show: readonly string[];
}

export interface PostalCodeRule {
  /** Field label: `Zip code` (US), `Postcode` (GB), otherwise `Postal code`. */
  label: string;
  /** Whether an address without one is incomplete (Shopify's `zip_required?`). */
  required: boolean;
  /** Regular expression source, JavaScript-compatible, matched against the normalised value. */
  pattern?: string;
  example?: string;
  /** The one postal code of a territory that has a single one (Ascension, Vatican...); the form fills it in. */
  autofill?: string;
}

export interface ProvinceField {
  /** `State`, `Prefecture`, `County`...; `Province` when nothing more specific is known. */
  label: string;
  /** Whether the shopper must pick one (false where the country lists none or lists them as optional). */
  required: boolean;
}

export interface Country {
  /** ISO 3166-1 alpha-2 code, upper case. */
  iso2: string;
  /** ISO 3166-1 alpha-3 code, upper case. */
  iso3: string;
  /** English name as CLDR (and so Shopify's checkout) shows it, e.g. `Côte d’Ivoire`. */
  name: string;
  /** Other names it is searched by: short, former, native and Shopify's legacy names. */
  aliases: readonly string[];
  continent: ContinentCode;
  continentName: string;
  /** Sub-continental grouping from Shopify (`Central America` includes the Caribbean), e.g. `Europe`. */
  region: string;
  capital?: string;
  /** ISO 4217 code of the currency in everyday use. */
  currency: string;
  currencySymbol: string;
  /** ISO 4217 minor units of {@link currency}. */
  currencyMinorUnits: number;
  /** International calling code with its plus sign, e.g. `+1`, `+44`. */
  dialingCode: string;
  /** Whether `loadProvinces` has a list for this country. */
  hasProvinces: boolean;
  /** Present when the address form asks for a province. */
  province?: ProvinceField;
  /** Present when addresses in the country carry a postal code. */
  postalCode?: PostalCodeRule;
  address: AddressFormat;
}

/** A first-level subdivision (state, province, prefecture...) as Shopify lists it. */
export interface Province {
  /** Shopify's code, as stored in addresses: `CA` for California, `JP-13` for Tokyo. */
  code: string;
  name: string;
  /** Alternate names and codes (local-script names, former codes, ISO 3166-2 codes). */
  aliases: readonly string[];
}

/** Address values as the per-country rules read them; `provinceCode` wins over `province` when both are given. */
export type AddressValues = Readonly<
  Partial<Record<AddressField | 'provinceCode', string | null | undefined>>
>;

/** Why `validateAddress` refused a field. */
export type AddressProblemReason = 'required' | 'invalidPostalCode' | 'unknownProvince';

/** One field `validateAddress` refused, with a sentence for the shopper in the country's own wording. */
export interface AddressProblem {
  field: Extract<AddressField, 'province' | 'zip'>;
  reason: AddressProblemReason;
  /** Names the country's field label ("zip code", "prefecture") and, for a postal code, its example. */
  message: string;
}

/**
 * A country as `generated/countries.ts` holds it: its name and display lines are in
 * `generated/address-display.ts`, its currency's symbol and minor units in the currency table.
 */
export type CountryData = Omit<Country, 'name' | 'address' | 'currencySymbol' | 'currencyMinorUnits'> & {
  address: Pick<AddressFormat, 'edit'>;
};
