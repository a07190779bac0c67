/**
 * The demo merchants of Storybook's toolbar and of the story tests, which check every story in each of them.
 * Together they cover the branding that breaks components: a pale brand colour, a dark theme, square and
 * pill buttons, uppercase headings, a mid-tone brand colour that needs adjusting, and a custom font.
 * Assets are served by Storybook from .storybook/public (logos) and @fontsource/lobster (font files).
 */
import type { BrandingSettings } from '@orderprotection/domain';

export interface DemoMerchant {
  /** Toolbar value and screenshot name suffix; lowercase letters only, it appears in URLs and file names. */
  readonly id: string;
  /** The store's name: the logo's alt text. */
  readonly name: string;
  /** What the merchant is there to test. */
  readonly covers: string;
  readonly branding: BrandingSettings;
}

export const demoMerchants = [
  {
    id: 'house',
    name: 'OrderProtection',
    covers: 'the house theme: no branding at all',
    branding: {},
  },
  {
    id: 'blossom',
    name: 'Blossom & Co',
    covers: 'a pale brand colour (dark text on buttons), a tinted background, rounded buttons',
    branding: {
      brand100: '#fff4f8',
      brand700: '#f9d7e3',
      brand800: '#f3bdd0',
      brand900: '#eaa2bb',
      backgroundColor: '#fffafc',
      buttonStyle: 'ROUNDED',
      logoUrl: '/demo-assets/blossom-logo.svg',
      logoWidths: { mobile: 110, desktop: 150 },
      palettes: { primary: { light: '#fdeef4', dark: '#a3325c' } },
    },
  },
  {
    id: 'nightowl',
    name: 'Night Owl Records',
    covers: 'a dark theme with its own background, text colours and pill-shaped (ROUNDED_FULL) buttons',
    branding: {
      darkMode: true,
      backgroundColor: '#0d1117',
      brand100: '#2a2150',
      brand700: '#7c5cff',
      brand800: '#6a48f0',
      brand900: '#5735d6',
      buttonStyle: 'ROUNDED_FULL',
      logoUrl: '/demo-assets/nightowl-logo.svg',
      palettes: {
        typography: { light: '#e6edf3', dark: '#1f2328' },
        danger: { light: '#ffdcd7', dark: '#da3633' },
        success: { light: '#d2f4dc', dark: '#2ea043' },
      },
    },
  },
  {
    id: 'ironworks',
    name: 'Ironworks Supply',
    covers:
      'SQUARE buttons, uppercase headings and buttons with letter spacing, large headlines and a mid-tone brand colour that fails AA with both text colours',
    branding: {
      brand700: '#d9534f',
      backgroundColor: '#f6f4f1',
      buttonStyle: 'SQUARE',
      textTransform: { headline: 'uppercase', button: 'uppercase' },
      letterSpacing: { headline: '0.06em', body: '0.01em' },
      headlineFontSizes: { h1: '34px', h2: '26px' },
      logoUrl: '/demo-assets/ironworks-logo.svg',
      palettes: { warning: { light: '#fff1c2', dark: '#b7791f' } },
    },
  },
  {
    id: 'harbour',
    name: 'Harbour Bakery',
    covers: 'a custom headline font loaded from woff2/woff files, pill buttons, taller lines and a wide logo',
    branding: {
      brand700: '#0f766e',
      brand100: '#e0f5f2',
      buttonStyle: 'ROUNDED_FULL',
      fonts: {
        headline: {
          family: 'Lobster',
          woff2: '/demo-assets/fonts/lobster-latin-400-normal.woff2',
          woff: '/demo-assets/fonts/lobster-latin-400-normal.woff',
        },
      },
      lineHeights: { body: 1.6, headline: 1.15 },
      logoUrl: '/demo-assets/harbour-logo.svg',
      logoWidths: { mobile: 140, desktop: 200 },
    },
  },
] as const satisfies readonly DemoMerchant[];

export type DemoMerchantId = (typeof demoMerchants)[number]['id'];

export const defaultDemoMerchantId: DemoMerchantId = 'house';

/** The Storybook global holding the selected merchant's id (toolbar, story tests). */
export const MERCHANT_GLOBAL = 'merchant';

export function demoMerchant(id: string): DemoMerchant | undefined {
  return demoMerchants.find((merchant) => merchant.id === id);
}

/** The store name to show in a story (a logo's alt text) for Storybook's globals. */
export function demoStoreName(globals: Record<string, unknown>): string {
  const id = globals[MERCHANT_GLOBAL];
  return (typeof id === 'string' && demoMerchant(id)?.name) || 'Your store';
}
