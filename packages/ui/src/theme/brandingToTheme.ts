/**
 * Merchant branding -> theme values (DESIGN.md, "Theming"). Pure: the same branding and colour scheme
 * always give the same values, so the server and the browser render the same theme.
 */
import { BrandingSettings } from '@orderprotection/domain';
import type { ColorScheme } from './colorScheme';
import { settingsToTheme } from './settingsToTheme';
import type { ThemeValues } from './tokens';

export { type ColorScheme, colorSchemeOf } from './colorScheme';

/**
 * The theme values for a store's branding in one colour scheme. Anything missing or malformed falls back to
 * the house theme; every text colour reaches WCAG AA (4.5:1) on the surface it sits on, adjusting the
 * merchant's colour when needed.
 *
 * The merchant's background colour and image belong to the scheme they chose (`darkMode`); the other
 * scheme uses the house background, so a dark theme never keeps a white page.
 */
export function brandingToTheme(branding: BrandingSettings | undefined, mode: ColorScheme): ThemeValues {
  // Typed input may still not have been parsed, and its values end up inside a <style> element that the
  // server inlines into HTML: the domain schema drops anything that is not a plain colour, length or URL.
  return settingsToTheme(BrandingSettings.parse(branding ?? {}), mode);
}
