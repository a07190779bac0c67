// Kept apart from the country data so money formatting can import it without pulling in ~250 countries.
import { currencyList } from './generated/currencies.js';
import type { Currency } from './types.js';

export type { Currency } from './types.js';

/**
 * Minor units assumed for a code ISO 4217 does not list: two is by far the most common exponent, so an
 * unknown or mistyped code still formats as a usual decimal amount rather than throwing.
 */
export const DEFAULT_MINOR_UNITS = 2;

const currenciesByCode: ReadonlyMap<string, Currency> = new Map(
  currencyList.map((currency) => [currency.code, currency]),
);

/** Every ISO 4217 currency that has minor units, sorted by code. */
export const currencies: readonly Currency[] = currencyList;

/** Finds a currency by its ISO 4217 code, in any case and ignoring surrounding whitespace. */
export function getCurrency(code: string): Currency | undefined {
  return currenciesByCode.get(code.trim().toUpperCase());
}

/** ISO 4217 minor units of `code` (JPY 0, USD 2, KWD 3); {@link DEFAULT_MINOR_UNITS} when unknown. */
export function currencyMinorUnits(code: string): number {
  return getCurrency(code)?.minorUnits ?? DEFAULT_MINOR_UNITS;
}
