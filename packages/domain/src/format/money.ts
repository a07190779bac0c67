/**
 * Money as shoppers see it and as the server stores it (spec section 9).
 *
 * Decimals: a total shows exactly its currency's ISO 4217 minor units (USD 2, JPY 0, KWD 3). An item price
 * shows at least the minor units and up to 3 decimals, because unit prices are often quoted to a tenth of
 * a cent ($1.125 stays, $1.5 shows $1.50); a currency without minor units shows none in either case, as a
 * fraction of a yen does not exist. Minor units come from the countries package, never from Intl, whose
 * data differs between runtimes.
 */
import { currencyMinorUnits, getCurrency } from '@orderprotection/countries/currencies';

/** The currency of an amount that names none. */
export const DEFAULT_CURRENCY = 'USD';

/** The product's only locale (spec section 1). */
export const DEFAULT_LOCALE = 'en-US';

export type MoneyKind = 'total' | 'itemPrice';

export interface FormatMoneyOptions {
  /** `total` (the default) or `itemPrice`; see the decimal rule above. */
  kind?: MoneyKind;
  /** BCP 47 locale; {@link DEFAULT_LOCALE} when not given. */
  locale?: string;
}

const ITEM_PRICE_MAX_DECIMALS = 3;

/**
 * One Intl.NumberFormat per locale, currency and decimals: building one costs far more than formatting with
 * it, and a table of claims formats an amount per row.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, code: string, minimum: number, maximum: number): Intl.NumberFormat {
  const key = `${locale} ${code} ${minimum} ${maximum}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** The ISO 4217 code to use for `currency`: trimmed and upper-cased, {@link DEFAULT_CURRENCY} when blank. */
export function currencyCode(currency?: string | null): string {
  return currency?.trim().toUpperCase() || DEFAULT_CURRENCY;
}

/**
 * An amount in the locale's currency style, e.g. "$1,234.50", "¥1,235", "KWD 1.234". When Intl cannot
 * format it (a malformed code such as "DOLLARS", or a locale it rejects), the result is the currency's
 * symbol, the amount and the code: "$12.50 USD", or "12.50 XYZ" for a code without a known symbol.
 *
 * Rounding is half away from zero on the amount as written in decimal (1.005 shows $1.01), the same as
 * {@link toMinorUnits}, so a shown amount always matches what the server stores. The amount is read to
 * 15 significant digits, so sums and products (2.01 × 1.5) round as their decimal result would.
 *
 * @throws RangeError for NaN or an infinite amount: amounts are parsed by the domain schemas before they
 * are shown, so such a value is a bug, and an error page beats a wrong figure on a claim.
 */
export function formatMoney(
  amount: number,
  currency?: string | null,
  options: FormatMoneyOptions = {},
): string {
  const code = currencyCode(currency);
  const minorUnits = currencyMinorUnits(code);
  const minimumFractionDigits = minorUnits;
  const maximumFractionDigits =
    options.kind === 'itemPrice' && minorUnits > 0
      ? Math.max(minorUnits, ITEM_PRICE_MAX_DECIMALS)
      : minorUnits;
  const rounded = roundToUnits(amount, maximumFractionDigits) / 10 ** maximumFractionDigits;
  try {
    return moneyFormat(
      options.locale ?? DEFAULT_LOCALE,
      code,
      minimumFractionDigits,
      maximumFractionDigits,
    ).format(rounded);
  } catch {
    // Intl throws only RangeErrors here, for the code or the locale. The spec calls the fallback a
    // "two-decimal amount": that is the default for every code Intl rejects, and a known currency keeps
    // its own decimals, so yen never show ".00".
    const digits = new Intl.NumberFormat(DEFAULT_LOCALE, { minimumFractionDigits, maximumFractionDigits });
    const symbol = getCurrency(code)?.symbol;
    const prefix = symbol === undefined || symbol === code ? '' : symbol;
    return `${rounded < 0 ? '-' : ''}${prefix}${digits.format(Math.abs(rounded))} ${code}`;
  }
}

/**
 * An amount as a whole number of the currency's minor units (cents for USD, yen for JPY, fils for KWD),
 * rounded half away from zero on its decimal spelling to 15 significant digits, so 1.005 USD is 101,
 * -1.005 USD is -101 and 2.01 × 1.5 USD is 302.
 *
 * @throws RangeError for a non-finite amount or one too large to count in minor units exactly.
 */
export function toMinorUnits(amount: number, currency?: string | null): number {
  const minor = roundToUnits(amount, currencyMinorUnits(currencyCode(currency)));
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`toMinorUnits: ${amount} is too large to store in minor units`);
  }
  return minor;
}

/**
 * The amount that `minor` units of the currency make (101 USD cents is 1.01). Exact, and the inverse of
 * {@link toMinorUnits}, for amounts of up to 15 significant digits.
 *
 * @throws RangeError when `minor` is not a safe integer.
 */
export function fromMinorUnits(minor: number, currency?: string | null): number {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`fromMinorUnits: expected a whole number of minor units, got ${minor}`);
  }
  // Dividing by an exact power of ten gives the double nearest the decimal amount; `+ 0` turns -0 into 0.
  return minor / 10 ** currencyMinorUnits(currencyCode(currency)) + 0;
}

/** `value` counted in units of 10^-decimals, rounded half away from zero: (1.005, 2) gives 101. */
function roundToUnits(value: number, decimals: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Expected a finite amount, got ${value}`);
  // `+ 0` turns the -0 of a negative amount that rounds to nothing into 0, so it never shows as "-$0.00".
  return Math.sign(value) * Math.round(shiftDecimal(Math.abs(value), decimals)) + 0;
}

// Moves the decimal point in the number's decimal spelling rather than multiplying, since 1.005 * 100 is
// 100.49999999999999 and would round down. The spelling keeps 15 significant digits, as many as a double
// always holds, so it also drops the noise of arithmetic done before: 2.01 * 1.5 is 3.0149999999999997
// but is spelled 3.015.
function shiftDecimal(value: number, places: number): number {
  const spelled = value.toExponential(14);
  const e = spelled.indexOf('e');
  return Number(`${spelled.slice(0, e)}e${Number(spelled.slice(e + 1)) + places}`);
}
