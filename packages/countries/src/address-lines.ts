import type { AddressField } from './types.js';

/**
 * Fills a country's display templates (`AddressFormat.show`) with an address. A line whose every field is
 * blank is left out, with its literal text (a lone `〒` or `様` says nothing).
 */
export function fillAddressLines(
  show: readonly string[],
  values: Readonly<Partial<Record<AddressField, string>>>,
): string[] {
  const lines: string[] = [];
  for (const template of show) {
    let hasValue = false;
    const line = template.replace(/\{(\w+)\}/g, (_placeholder, field: AddressField) => {
      const value = values[field]?.trim() ?? '';
      if (value !== '') hasValue = true;
      return value;
    });
    if (hasValue) lines.push(line.replace(/\s+/g, ' ').trim());
  }
  return lines;
}
