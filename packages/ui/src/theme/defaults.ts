/**
 * The OrderProtection house theme: what a store gets for every branding setting it leaves out. Colours
 * are inputs to `brandingToTheme`, which still checks their contrast like a merchant's.
 */
import type { PaletteName } from '@orderprotection/domain';
import type { ColorScheme } from './brandingToTheme';

export const defaultColours = {
  background: { light: '#ffffff', dark: '#12151c' } satisfies Record<ColorScheme, string>,
  brand: { 100: '#e6efff', 700: '#1f5fbf', 800: '#184c99', 900: '#123a75' },
  palettes: {
    danger: { light: '#fde8e8', dark: '#b42318' },
    primary: { light: '#e6efff', dark: '#1f5fbf' },
    success: { light: '#e3f6ea', dark: '#1e7a45' },
    warning: { light: '#fff4d6', dark: '#8a5100' },
    neutral: { light: '#f1f3f5', dark: '#4a5361' },
    secondary: { light: '#efe9fb', dark: '#6941c6' },
    // Ink: the dark variant is text on light backgrounds, the light variant text on dark ones.
    typography: { light: '#f4f5f7', dark: '#161b26' },
  } satisfies Record<PaletteName, { light: string; dark: string }>,
};

/** Text on coloured surfaces (buttons, badges) is one of these two, whichever reads. */
export const onColourInk = { dark: '#161b26', light: '#ffffff' };

export const systemFontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const defaultLogoWidthPx = { mobile: 120, desktop: 160 };

export const defaultLineHeight = { body: 1.5, headline: 1.2 };
