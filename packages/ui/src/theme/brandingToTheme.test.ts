import { type BrandingSettings, ButtonStyle, buttonRadius, fontSizeScale } from '@orderprotection/domain';
import { describe, expect, it } from 'vitest';
import { demoMerchants } from '../demo-merchants';
import { brandingToTheme, type ColorScheme, colorSchemeOf } from './brandingToTheme';
import {
  AA_NON_TEXT_CONTRAST,
  AA_TEXT_CONTRAST,
  contrastRatio,
  parseColor,
  relativeLuminance,
} from './color';
import { systemFontStack } from './defaults';
import { type ColourPaletteName, fontSizeStepNames, themeDeclarations, themeTokenNames } from './tokens';

const rgb = (value: string) => {
  const parsed = parseColor(value);
  if (!parsed) throw new Error(`theme colour ${value} does not parse`);
  return parsed;
};
const contrast = (a: string, b: string) => contrastRatio(rgb(a), rgb(b));
const schemes: ColorScheme[] = ['light', 'dark'];
const paletteNames = Object.keys(themeTokenNames.color).filter((key): key is ColourPaletteName =>
  ['danger', 'primary', 'success', 'warning', 'neutral', 'secondary'].includes(key),
);

describe('brandingToTheme: the house theme', () => {
  it('gives every token a value for missing branding', () => {
    for (const scheme of schemes) {
      const declarations = themeDeclarations(brandingToTheme(undefined, scheme));
      const tokenCount = JSON.stringify(themeTokenNames).match(/":"/g)?.length;
      expect(declarations).toHaveLength(tokenCount ?? -1);
      for (const [name, value] of declarations) expect(value, name).not.toBe('');
    }
  });

  it('uses the domain font-size scale, headline sizes from it and system fonts', () => {
    const theme = brandingToTheme({}, 'light');
    expect(fontSizeStepNames.map((step) => theme.fontSize[step])).toEqual(
      fontSizeScale.map((px) => `${px}px`),
    );
    expect(theme.headlineSize).toEqual({
      h1: '30px',
      h2: '24px',
      h3: '20px',
      h4: '18px',
      h5: '16px',
      h6: '14px',
    });
    expect(theme.font).toEqual({ body: systemFontStack, headline: systemFontStack });
    expect(theme.radius.button).toBe(buttonRadius.ROUNDED);
    expect(theme.backgroundImage).toBe('none');
    expect(theme.textTransform).toEqual({ headline: 'none', button: 'none' });
  });

  it('has a white page in light and a dark page in dark', () => {
    expect(brandingToTheme({}, 'light').color.background).toBe('#ffffff');
    expect(relativeLuminance(rgb(brandingToTheme({}, 'dark').color.background))).toBeLessThan(0.05);
  });
});

describe('brandingToTheme: branding settings', () => {
  it('maps each button style to the domain radius', () => {
    for (const style of ButtonStyle.options) {
      expect(brandingToTheme({ buttonStyle: style }, 'light').radius.button).toBe(buttonRadius[style]);
    }
  });

  it('takes headline sizes, spacing, line heights, transforms and logo widths', () => {
    const theme = brandingToTheme(
      {
        headlineFontSizes: { h1: '40px', h2: '2rem', h3: '28' },
        letterSpacing: { headline: '-0.02em', body: '0.5' },
        lineHeights: { body: 1.7, headline: 1.1 },
        textTransform: { headline: 'uppercase', button: 'capitalize' },
        logoWidths: { mobile: 90, desktop: 210 },
      },
      'light',
    );
    expect(theme.headlineSize).toMatchObject({ h1: '40px', h2: '2rem', h3: '28px', h4: '18px' });
    expect(theme.letterSpacing).toEqual({ headline: '-0.02em', body: '0.5px' });
    expect(theme.lineHeight).toEqual({ body: '1.7', headline: '1.1' });
    expect(theme.textTransform).toEqual({ headline: 'uppercase', button: 'capitalize' });
    expect(theme.logoWidth).toEqual({ mobile: '90px', desktop: '210px' });
  });

  it('refuses a negative headline size, which CSS would ignore', () => {
    expect(brandingToTheme({ headlineFontSizes: { h1: '-4px' } }, 'light').headlineSize.h1).toBe('30px');
  });

  it('names fonts safely, falls back to system fonts and lets the headline use the body font', () => {
    const theme = brandingToTheme(
      { fonts: { body: { family: 'Evil"; } body { color: red', woff2: '/evil.woff2' } } },
      'light',
    );
    expect(theme.font.body).toBe(`"Evil body color red", ${systemFontStack}`);
    expect(theme.font.headline).toBe(theme.font.body);

    const filesOnly = brandingToTheme({ fonts: { headline: { woff: '/headline.woff' } } }, 'light');
    expect(filesOnly.font.headline).toBe(`"op-brand-headline", ${systemFontStack}`);
    expect(filesOnly.font.body).toBe(systemFontStack);

    const installed = brandingToTheme({ fonts: { body: { family: 'Georgia' } } }, 'light');
    expect(installed.font.body).toBe(`"Georgia", ${systemFontStack}`);
    expect(brandingToTheme({ fonts: { body: { family: '  ' } } }, 'light').font.body).toBe(systemFontStack);
  });

  it('flattens a translucent colour onto the page', () => {
    expect(brandingToTheme({ brand100: 'rgba(255, 0, 0, 0.1)' }, 'light').color.brand[100]).toBe('#ffe6e6');
  });

  it('derives the 100, 800 and 900 shades from a lone brand 700', () => {
    const { brand } = brandingToTheme({ brand700: '#1d4ed8' }, 'light').color;
    expect(brand[700]).toBe('#1d4ed8');
    expect(relativeLuminance(rgb(brand[800]))).toBeLessThan(relativeLuminance(rgb(brand[700])));
    expect(relativeLuminance(rgb(brand[900]))).toBeLessThan(relativeLuminance(rgb(brand[800])));
    expect(relativeLuminance(rgb(brand[100]))).toBeGreaterThan(0.8);
  });

  it('derives the missing variant of a palette from the given one', () => {
    const onlyLight = brandingToTheme({ palettes: { success: { light: '#a7f3d0' } } }, 'light').color.success;
    expect(onlyLight.light).toBe('#a7f3d0');
    expect(contrast(onlyLight.dark, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    const onlyDark = brandingToTheme({ palettes: { success: { dark: '#065f46' } } }, 'light').color.success;
    expect(onlyDark.dark).toBe('#065f46');
    expect(relativeLuminance(rgb(onlyDark.light))).toBeGreaterThan(relativeLuminance(rgb(onlyDark.dark)));
  });
});

describe('brandingToTheme: contrast', () => {
  it('puts dark text on a pale brand colour and keeps the colour', () => {
    const { brand } = brandingToTheme({ brand700: '#f9d7e3' }, 'light').color;
    expect(brand[700]).toBe('#f9d7e3');
    expect(relativeLuminance(rgb(brand.on700))).toBeLessThan(0.05);
  });

  it('puts white text on a dark brand colour and keeps the colour', () => {
    const { brand } = brandingToTheme({ brand700: '#0b1a2e' }, 'light').color;
    expect(brand[700]).toBe('#0b1a2e');
    expect(brand.on700).toBe('#ffffff');
  });

  it('adjusts a mid-tone brand colour that fails with both text colours', () => {
    const { brand } = brandingToTheme({ brand700: '#7a7a7a' }, 'light').color;
    expect(brand[700]).not.toBe('#7a7a7a');
    expect(contrast(brand[700], brand.on700)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('makes a pale brand colour visible as a focus ring and a dark one on a dark page', () => {
    const pale = brandingToTheme({ brand700: '#f9d7e3' }, 'light').color;
    expect(contrast(pale.focusRing, pale.background)).toBeGreaterThanOrEqual(AA_NON_TEXT_CONTRAST);
    const dark = brandingToTheme({ brand700: '#0b1a2e', darkMode: true }, 'dark').color;
    expect(contrast(dark.focusRing, dark.background)).toBeGreaterThanOrEqual(AA_NON_TEXT_CONTRAST);
  });

  it('adjusts text colours that would not read on the page', () => {
    const theme = brandingToTheme(
      { backgroundColor: '#fafafa', palettes: { typography: { dark: '#9a9a9a', light: '#bbbbbb' } } },
      'light',
    );
    expect(contrast(theme.color.text, theme.color.background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrast(theme.color.textMuted, theme.color.surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('stays readable on a mid-grey page where page and cards pull text opposite ways', () => {
    const theme = brandingToTheme({ backgroundColor: '#6f6f6f' }, 'light').color;
    for (const surface of [theme.background, theme.surface]) {
      expect(contrast(theme.text, surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(contrast(theme.textMuted, surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('makes the focus ring black or white when no shade of the brand clears both page and cards', () => {
    // On an orange-red page with pale cards, lightening the green for the page breaks it on the cards.
    const theme = brandingToTheme({ backgroundColor: '#ff4d19', brand700: '#4dc06f' }, 'light').color;
    expect(theme.focusRing).toBe('#000000');
    for (const surface of [theme.background, theme.surface]) {
      expect(contrast(theme.focusRing, surface)).toBeGreaterThanOrEqual(AA_NON_TEXT_CONTRAST);
    }
  });

  it('reaches AA for every text and surface pair of every demo merchant in both schemes', () => {
    for (const merchant of demoMerchants) {
      for (const scheme of schemes) {
        const { color } = brandingToTheme(merchant.branding, scheme);
        const label = `${merchant.id} ${scheme}`;
        const pairs: Array<[string, string, string]> = [
          ['text', color.text, color.background],
          ['text on surface', color.text, color.surface],
          ['muted', color.textMuted, color.background],
          ['muted on surface', color.textMuted, color.surface],
          ['brand text', color.brand.text, color.background],
          ['brand text on surface', color.brand.text, color.surface],
          ...([100, 700, 800, 900] as const).map((shade): [string, string, string] => [
            `brand ${shade}`,
            color.brand[`on${shade}`],
            color.brand[shade],
          ]),
          ...paletteNames.flatMap(
            (name): Array<[string, string, string]> => [
              [`${name} light`, color[name].onLight, color[name].light],
              [`${name} dark`, color[name].onDark, color[name].dark],
              [`${name} hover`, color[name].onDark, color[name].darkHover],
              [`${name} active`, color[name].onDark, color[name].darkActive],
              [`${name} text`, color[name].text, color.background],
              [`${name} text on surface`, color[name].text, color.surface],
            ],
          ),
        ];
        for (const [pair, foreground, background] of pairs) {
          expect(contrast(foreground, background), `${label}: ${pair}`).toBeGreaterThanOrEqual(
            AA_TEXT_CONTRAST,
          );
        }
        expect(contrast(color.focusRing, color.background), `${label}: focus`).toBeGreaterThanOrEqual(3);
        expect(contrast(color.borderStrong, color.surface), `${label}: control edge`).toBeGreaterThanOrEqual(
          3,
        );
      }
    }
  });
});

describe('brandingToTheme: colour schemes', () => {
  it('reads the merchant scheme from darkMode', () => {
    expect(colorSchemeOf(undefined)).toBe('light');
    expect(colorSchemeOf({ darkMode: false })).toBe('light');
    expect(colorSchemeOf({ darkMode: true })).toBe('dark');
  });

  it('uses the merchant background only in the scheme the merchant chose', () => {
    const lightMerchant: BrandingSettings = { backgroundColor: '#fdf6ee', backgroundImage: '/paper.png' };
    expect(brandingToTheme(lightMerchant, 'light').color.background).toBe('#fdf6ee');
    expect(brandingToTheme(lightMerchant, 'light').backgroundImage).toBe('url("/paper.png")');
    expect(brandingToTheme(lightMerchant, 'dark').color.background).toBe(
      brandingToTheme({}, 'dark').color.background,
    );
    expect(brandingToTheme(lightMerchant, 'dark').backgroundImage).toBe('none');

    const darkMerchant: BrandingSettings = { darkMode: true, backgroundColor: '#0d1117' };
    expect(brandingToTheme(darkMerchant, 'dark').color.background).toBe('#0d1117');
    expect(brandingToTheme(darkMerchant, 'light').color.background).toBe('#ffffff');
  });

  it('turns subtle tints into dark washes on a dark page, with light text on them', () => {
    const dark = brandingToTheme({}, 'dark').color;
    expect(relativeLuminance(rgb(dark.danger.light))).toBeLessThan(0.1);
    expect(relativeLuminance(rgb(dark.brand[100]))).toBeLessThan(0.1);
    expect(relativeLuminance(rgb(dark.danger.text))).toBeGreaterThan(
      relativeLuminance(rgb(dark.danger.dark)),
    );
  });
});

describe('brandingToTheme: malformed branding', () => {
  it('drops each malformed value on its own and keeps the rest', () => {
    const untrusted = {
      brand700: 'banana',
      brand800: '#123456',
      buttonStyle: 'WAVY',
      headlineFontSizes: { h1: 'huge' },
      backgroundImage: 'javascript:alert(1)',
      logoWidths: { desktop: -3 },
    } as unknown as BrandingSettings;
    const theme = brandingToTheme(untrusted, 'light');
    const house = brandingToTheme({}, 'light');
    expect(theme.color.brand[700]).toBe(house.color.brand[700]);
    expect(theme.color.brand[800]).toBe('#123456');
    expect(theme.radius.button).toBe(buttonRadius.ROUNDED);
    expect(theme.headlineSize.h1).toBe(house.headlineSize.h1);
    expect(theme.backgroundImage).toBe('none');
    expect(theme.logoWidth.desktop).toBe(house.logoWidth.desktop);
  });

  it('never lets markup into a value', () => {
    const hostile: BrandingSettings = {
      brand700: '#fff;}</style><script>alert(1)</script>',
      backgroundImage: '/a.png"); } </style>',
      fonts: { body: { family: '</style><script>', woff2: '/font.woff2' } },
    };
    for (const scheme of schemes) {
      for (const [, value] of themeDeclarations(brandingToTheme(hostile, scheme))) {
        expect(value).not.toMatch(/[<>]/);
      }
    }
  });
});
