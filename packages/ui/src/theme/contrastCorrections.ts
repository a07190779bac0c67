/**
 * Where `brandingToTheme` did not use a merchant's colour as given because it would not read: text that
 * does not reach WCAG AA (4.5:1) on the page. The branding editor shows these as warnings, so a merchant
 * knows why their portal's text is not exactly the colour they chose.
 */
import { BrandingSettings, PaletteName } from '@orderprotection/domain';
import { brandingToTheme, colorSchemeOf } from './brandingToTheme';
import { flatten, parseColor, toHex } from './color';

export interface ContrastCorrection {
  /** The branding setting, as its path: `brand700`, `palettes.danger`. */
  readonly setting: string;
  /** The colours the merchant gave for it, as hex on the page's background. */
  readonly given: readonly string[];
  /** The colour the portal uses as text instead. */
  readonly used: string;
}

const colourPalettes = PaletteName.options.filter((name) => name !== 'typography');

/** The contrast corrections of a store's branding, in the colour scheme the merchant chose. */
export function contrastCorrections(branding: BrandingSettings | undefined): ContrastCorrection[] {
  const settings = BrandingSettings.parse(branding ?? {});
  const theme = brandingToTheme(settings, colorSchemeOf(settings));
  const background = parseColor(theme.color.background);
  const onPage = (value: string | undefined): string[] => {
    const parsed = value === undefined || background === undefined ? undefined : parseColor(value);
    return parsed && background ? [toHex(flatten(parsed, background))] : [];
  };
  const check = (setting: string, given: string[], used: string): ContrastCorrection[] =>
    given.length === 0 || given.includes(used) ? [] : [{ setting, given, used }];

  const typography = settings.palettes?.typography;
  return [
    ...check(
      'palettes.typography',
      [...onPage(typography?.dark), ...onPage(typography?.light)],
      theme.color.text,
    ),
    ...check('brand700', onPage(settings.brand700), theme.color.brand.text),
    ...colourPalettes.flatMap((name) => {
      const palette = settings.palettes?.[name];
      return check(
        `palettes.${name}`,
        [...onPage(palette?.dark), ...onPage(palette?.light)],
        theme.color[name].text,
      );
    }),
  ];
}
