/**
 * Addresses printed in their country's layout from the display table alone (the names and line layouts of
 * `generated/address-display.ts`, about 3 kB gzip), for pages that show an address but never edit one:
 * they leave the whole country table (aliases, postal-code rules, currencies: about 18 kB) out.
 */
import { fillAddressLines } from './address-lines.js';
import { displayByCode, displayLayouts } from './generated/address-display.js';
import { searchKey } from './search-key.js';
import type { AddressField } from './types.js';

let codeByName: ReadonlyMap<string, string> | undefined;

/** ISO alpha-2 code, then English name: what `getCountry` finds first, without its aliases. */
function displayCode(query: string): string | undefined {
  const code = query.trim().toUpperCase();
  if (Object.hasOwn(displayByCode, code)) return code;
  codeByName ??= new Map(Object.entries(displayByCode).map(([iso2, [name]]) => [searchKey(name), iso2]));
  return codeByName.get(searchKey(query));
}

/**
 * `formatAddressLines` for the country `query` names (an ISO alpha-2 code or its English name, case and
 * accents ignored); undefined for a country it does not know, aliases (`Deutschland`) included.
 */
export function formatAddressLinesOf(
  query: string,
  address: Readonly<Partial<Record<AddressField, string>>>,
): string[] | undefined {
  const code = displayCode(query);
  if (code === undefined) return undefined;
  const [name, layout] = displayByCode[code] as readonly [string, number];
  return fillAddressLines(displayLayouts[layout] ?? [], { ...address, country: address.country ?? name });
}
