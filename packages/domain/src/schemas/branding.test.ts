import { describe, expect, it } from 'vitest';
import { BrandingInput, BrandingSettings } from './index';

/** Every branding field, each set to a value the portal uses. */
const everyField = {
  backgroundColor: '#fffafb',
  backgroundImage: 'https://cdn.example/paper.png',
  brand100: '#fdf2f5',
  brand700: 'rgb(244 182 200)',
  brand800: 'hsl(340 60% 77%)',
  brand900: '#d98aa2',
  headlineFontSizes: { h1: '40px', h2: '2rem', h3: '1.5em', h4: '20px', h5: '18px', h6: '100%' },
  letterSpacing: { body: '0', headline: '0.06em' },
  lineHeights: { body: 1.5, headline: 1.2 },
  textTransform: { headline: 'uppercase', button: 'none' },
  logoWidths: { mobile: 160, desktop: 220 },
  logoUrl: '/demo/logos/aurora.svg',
  buttonStyle: 'ROUNDED_FULL',
  fonts: {
    body: { family: 'Inter', woff2: 'https://cdn.example/inter.woff2' },
    headline: { family: 'Lobster', woff2: '/demo/fonts/lobster.woff2', woff: '/demo/fonts/lobster.woff' },
  },
  palettes: {
    danger: { light: '#fee', dark: '#400' },
    primary: { light: '#8ab4ff', dark: '#4f7fe0' },
    success: { light: '#efe' },
    warning: { dark: '#440' },
    neutral: { light: '#e8ecf4', dark: '#161a22' },
    secondary: { light: '#eee' },
    typography: { light: '#e8ecf4', dark: '#0f1115' },
  },
  darkMode: false,
};

function problems(input: unknown): string[] {
  const result = BrandingInput.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('BrandingInput', () => {
  it('takes every branding field, and what it takes is read back unchanged', () => {
    const given = BrandingInput.parse(everyField);
    expect(given).toEqual(everyField);
    expect(BrandingSettings.parse(given)).toEqual(given);
    expect(Object.keys(BrandingInput.shape).sort()).toEqual(Object.keys(BrandingSettings.shape).sort());
  });

  it('refuses misspelt fields at any depth, naming them', () => {
    expect(
      problems({
        brand_700: '#123456',
        logoURL: 'https://cdn.example/logo.png',
        fonts: { headline: { wof2: '/f.woff2' } },
        palettes: { primry: { light: '#fff' } },
      }),
    ).toEqual([
      'fonts.headline: Unrecognized key: "wof2"',
      'palettes: Unrecognized key: "primry"',
      ': Unrecognized keys: "brand_700", "logoURL"',
    ]);
  });

  it('refuses a value the portal would drop, instead of leaving the store unbranded', () => {
    expect(problems({ brand700: 'red', buttonStyle: 'BLOBBY', logoWidths: { mobile: -1 } })).toEqual([
      'brand700: Expected a colour such as #1a2b3c, rgb(26 43 60) or hsl(210 40% 17%)',
      'logoWidths.mobile: Too small: expected number to be >0',
      'buttonStyle: Invalid option: expected one of "ROUNDED"|"ROUNDED_FULL"|"SQUARE"',
    ]);
    expect(problems({ headlineFontSizes: { h1: 'huge' } })).toEqual([
      'headlineFontSizes.h1: Expected a CSS length such as 32px, 2rem or 0.02em',
    ]);
  });

  it('takes a logo as an https URL or a path on this server, and nothing else', () => {
    for (const logoUrl of [
      'https://cdn.example/logo.png',
      '/demo/logos/aurora.svg',
      ' /api/media/files/x.png ',
    ]) {
      expect(problems({ logoUrl }), logoUrl).toEqual([]);
    }
    expect(problems({ logoUrl: 'data:image/png;base64,iVBORw0KGgo=' })).toEqual([
      'logoUrl: A data: URL is not accepted: give an https:// URL or a path starting with /',
    ]);
    expect(problems({ logoUrl: 'http://cdn.example/logo.png' })).toEqual([
      'logoUrl: Expected https://: browsers upgrade or block an http:// image on an https page',
    ]);
    for (const logoUrl of ['//cdn.example/logo.png', 'javascript:alert(1)', 'logo.png', 'https://']) {
      expect(problems({ logoUrl }), logoUrl).toEqual([
        'logoUrl: Expected an https:// URL or a path starting with a single /',
      ]);
    }
    expect(problems({ fonts: { body: { woff2: "/f.woff2') ; x:url('evil" } } })).toEqual([
      'fonts.body.woff2: A link may not contain spaces, quotes, brackets or backslashes',
    ]);
  });
});
