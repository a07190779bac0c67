import type { BrandingSettings } from '@orderprotection/domain';

export type ColorScheme = 'light' | 'dark';

/** The scheme a store's portal is shown in: the merchant's choice, light unless they set `darkMode`. */
export function colorSchemeOf(branding: BrandingSettings | undefined): ColorScheme {
  return branding?.darkMode === true ? 'dark' : 'light';
}
