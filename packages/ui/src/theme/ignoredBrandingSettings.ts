import { BrandingSettings, PaletteName } from '@orderprotection/domain';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const knownSettings: ReadonlySet<string> = new Set(Object.keys(BrandingSettings.shape));
const knownPalettes: ReadonlySet<string> = new Set(PaletteName.options);

/**
 * What the domain schema left out of a store's branding, one line per value: the schema reads branding
 * tolerantly, dropping each malformed value on its own, so this is how a merchant editing their settings
 * (Storybook's Branding panel, the console's editor) learns that a colour was ignored.
 *
 * @param input the branding as the merchant wrote it (parsed JSON)
 * @param parsed `BrandingSettings.parse(input)`
 */
export function ignoredBrandingSettings(
  input: unknown,
  parsed: unknown,
  path: readonly string[] = [],
): string[] {
  const ignored = [`${path.join('.')}: ${JSON.stringify(input)} is not valid and was ignored`];
  if (!isRecord(input)) {
    const kept =
      typeof input === 'string' && typeof parsed === 'string' ? input.trim() === parsed : input === parsed;
    return kept ? [] : ignored;
  }
  // Some groups (logo widths, line heights) are dropped whole when one of their values is wrong.
  if (!isRecord(parsed)) return ignored;
  return Object.entries(input).flatMap(([key, value]) => {
    const at = [...path, key];
    const known =
      path.length === 0 ? knownSettings : path.join('.') === 'palettes' ? knownPalettes : undefined;
    if (known && !known.has(key)) return [`${at.join('.')}: not a branding setting`];
    return ignoredBrandingSettings(value, parsed[key], at);
  });
}
