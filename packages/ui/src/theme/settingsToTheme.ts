/**
 * Parsed branding -> theme values (DESIGN.md, "Theming"). Pure: the same branding and colour scheme
 * always give the same values, so the server and the browser render the same theme.
 */
import { type BrandingSettings, buttonRadius, fontSizeScale } from '@orderprotection/domain';
import {
  AA_NON_TEXT_CONTRAST,
  AA_TEXT_CONTRAST,
  black,
  contrastRatio,
  ensureContrast,
  flatten,
  mix,
  onColour,
  parseColor,
  type Rgb,
  relativeLuminance,
  shiftLightness,
  toHex,
  white,
} from './color';
import { type ColorScheme, colorSchemeOf } from './colorScheme';
import {
  defaultColours,
  defaultLineHeight,
  defaultLogoWidthPx,
  onColourInk,
  systemFontStack,
} from './defaults';
import { brandFontFamily, type FontRole } from './fontFamily';
import {
  type ColourPaletteName,
  type FontSizeStep,
  fontSizeStepNames,
  type ThemeTokenNames,
  type ThemeValues,
} from './tokens';

// Below this luminance a surface counts as dark: the point where white and black text contrast equally.
const DARK_SURFACE_LUMINANCE = 0.18;
// How much of a hue tints a subtle surface on a dark page.
const DARK_WASH_AMOUNT = 0.22;
// Lightness steps from a brand's 700 to the 800 and 900 a merchant did not give.
const BRAND_SHADE_STEP = 0.08;
// Lightness steps from a solid fill to its hover and active states.
const HOVER_STEP = 0.06;

const isDark = (color: Rgb) => relativeLuminance(color) < DARK_SURFACE_LUMINANCE;

function colour(value: string | undefined, backdrop: Rgb): Rgb | undefined {
  const parsed = value === undefined ? undefined : parseColor(value);
  return parsed && flatten(parsed, backdrop);
}

function requiredColour(value: string, backdrop: Rgb): Rgb {
  const parsed = colour(value, backdrop);
  if (!parsed) throw new Error(`default theme colour ${value} does not parse`);
  return parsed;
}

/**
 * The candidate that reads best on the first surface, adjusted until it reaches `minimum` on every surface.
 * Surfaces on opposite sides of the mid-tone (a merchant's mid-grey page) pull in opposite directions; then
 * black or white, whichever does better on both, is the readable choice.
 */
function readableOn(candidates: readonly Rgb[], surfaces: readonly Rgb[], minimum: number): Rgb {
  const [reference = white] = surfaces;
  const best = candidates.reduce((a, b) =>
    contrastRatio(b, reference) > contrastRatio(a, reference) ? b : a,
  );
  const adjusted = surfaces.reduce((color, surface) => ensureContrast(color, surface, minimum), best);
  const worstContrast = (color: Rgb) => Math.min(...surfaces.map((surface) => contrastRatio(color, surface)));
  if (worstContrast(adjusted) >= minimum) return adjusted;
  return worstContrast(black) >= worstContrast(white) ? black : white;
}

/** Hover and active shades move away from the text colour, so they keep (and raise) its contrast. */
function pressedShades(fill: Rgb, text: Rgb): { hover: Rgb; active: Rgb } {
  const direction = isDark(text) ? 1 : -1;
  return {
    hover: shiftLightness(fill, direction * HOVER_STEP),
    active: shiftLightness(fill, direction * HOVER_STEP * 2),
  };
}

/** A unitless length ("32") is read as pixels; a negative one is refused where CSS refuses it. */
function cssLength(value: string | undefined, fallback: string, allowNegative = false): string {
  if (value === undefined || (!allowNegative && value.startsWith('-'))) return fallback;
  return /\d$/.test(value) ? `${value}px` : value;
}

function fontStack(settings: BrandingSettings, role: FontRole): string {
  const face = settings.fonts?.[role] ?? (role === 'headline' ? settings.fonts?.body : undefined);
  const family = face && brandFontFamily(face, face === settings.fonts?.body ? 'body' : role);
  return family ? `"${family}", ${systemFontStack}` : systemFontStack;
}

const fontSizeAt = (index: number) => `${fontSizeScale[index]}px`;

/**
 * The theme values for branding already read by the domain's `BrandingSettings` (`brandingToTheme` reads
 * it first), in one colour scheme. Without zod, so a page can draw the house theme without loading it.
 */
export function settingsToTheme(settings: BrandingSettings, mode: ColorScheme): ThemeValues {
  const ownScheme = mode === colorSchemeOf(settings);

  const houseBackground = requiredColour(defaultColours.background[mode], white);
  const background =
    (ownScheme ? colour(settings.backgroundColor, houseBackground) : undefined) ?? houseBackground;
  const darkPage = isDark(background);

  const typography = settings.palettes?.typography;
  const ink = {
    dark:
      colour(typography?.dark, background) ?? requiredColour(defaultColours.palettes.typography.dark, white),
    light:
      colour(typography?.light, background) ??
      requiredColour(defaultColours.palettes.typography.light, white),
  };
  const text = readableOn([ink.dark, ink.light], [background], AA_TEXT_CONTRAST);
  // Cards are a little lighter than the page; on a mid-tone page that could take them past the point where
  // the body text still reads, so the card gives way, not the text.
  const surface = ensureContrast(
    darkPage ? mix(white, background, 0.07) : mix(white, background, 0.75),
    text,
    AA_TEXT_CONTRAST,
  );
  const pageSurfaces = [background, surface];
  const textMuted = readableOn([mix(text, background, 0.72)], pageSurfaces, AA_TEXT_CONTRAST);
  const onInk = {
    dark: requiredColour(onColourInk.dark, white),
    light: requiredColour(onColourInk.light, white),
  };
  const filled = (fill: Rgb) => onColour(fill, onInk.dark, onInk.light);

  const merchantBrand700 = colour(settings.brand700, background);
  const brand700 = merchantBrand700 ?? requiredColour(defaultColours.brand[700], white);
  const brandShade = (value: string | undefined, steps: number, fallback: string) =>
    colour(value, background) ??
    (merchantBrand700
      ? shiftLightness(merchantBrand700, -BRAND_SHADE_STEP * steps)
      : requiredColour(fallback, white));
  const brandTint = darkPage
    ? mix(brand700, background, DARK_WASH_AMOUNT)
    : (colour(settings.brand100, background) ??
      (merchantBrand700
        ? mix(merchantBrand700, white, 0.12)
        : requiredColour(defaultColours.brand[100], white)));
  const brand = {
    100: filled(brandTint),
    700: filled(brand700),
    800: filled(brandShade(settings.brand800, 1, defaultColours.brand[800])),
    900: filled(brandShade(settings.brand900, 2, defaultColours.brand[900])),
  };

  const palette = (name: ColourPaletteName): ThemeValues<ThemeTokenNames['color'][ColourPaletteName]> => {
    const given = settings.palettes?.[name];
    const merchantLight = colour(given?.light, background);
    const merchantDark = colour(given?.dark, background);
    const lightVariant =
      merchantLight ??
      (merchantDark
        ? mix(merchantDark, white, 0.14)
        : requiredColour(defaultColours.palettes[name].light, white));
    const darkVariant =
      merchantDark ??
      (merchantLight
        ? ensureContrast(merchantLight, white, AA_TEXT_CONTRAST)
        : requiredColour(defaultColours.palettes[name].dark, white));
    const tint = filled(darkPage ? mix(darkVariant, background, DARK_WASH_AMOUNT) : lightVariant);
    const solid = filled(darkVariant);
    const { hover, active } = pressedShades(solid.background, solid.text);
    return {
      light: toHex(tint.background),
      onLight: toHex(tint.text),
      dark: toHex(solid.background),
      onDark: toHex(solid.text),
      darkHover: toHex(hover),
      darkActive: toHex(active),
      text: toHex(readableOn([darkVariant, lightVariant], pageSurfaces, AA_TEXT_CONTRAST)),
    };
  };

  const borderMix = (amount: number) => mix(text, surface, amount);
  const shadowColour = darkPage ? '0 0 0' : '16 24 40';
  const shadowAlpha = darkPage ? 3 : 1;
  const headlineSize = settings.headlineFontSizes;

  return {
    color: {
      brand: {
        100: toHex(brand[100].background),
        700: toHex(brand[700].background),
        800: toHex(brand[800].background),
        900: toHex(brand[900].background),
        on100: toHex(brand[100].text),
        on700: toHex(brand[700].text),
        on800: toHex(brand[800].text),
        on900: toHex(brand[900].text),
        text: toHex(readableOn([brand700], pageSurfaces, AA_TEXT_CONTRAST)),
      },
      danger: palette('danger'),
      primary: palette('primary'),
      success: palette('success'),
      warning: palette('warning'),
      neutral: palette('neutral'),
      secondary: palette('secondary'),
      text: toHex(text),
      textMuted: toHex(textMuted),
      background: toHex(background),
      surface: toHex(surface),
      border: toHex(borderMix(0.14)),
      borderStrong: toHex(readableOn([borderMix(0.5)], pageSurfaces, AA_NON_TEXT_CONTRAST)),
      overlay: darkPage ? 'rgb(0 0 0 / 0.72)' : 'rgb(16 24 40 / 0.6)',
      focusRing: toHex(readableOn([brand700], pageSurfaces, AA_NON_TEXT_CONTRAST)),
    },
    backgroundImage: ownScheme && settings.backgroundImage ? `url("${settings.backgroundImage}")` : 'none',
    font: { body: fontStack(settings, 'body'), headline: fontStack(settings, 'headline') },
    fontSize: Object.fromEntries(fontSizeStepNames.map((step, index) => [step, fontSizeAt(index)])) as Record<
      FontSizeStep,
      string
    >,
    fontWeight: { regular: '400', medium: '500', bold: '700' },
    headlineSize: {
      h1: cssLength(headlineSize?.h1, fontSizeAt(7)),
      h2: cssLength(headlineSize?.h2, fontSizeAt(6)),
      h3: cssLength(headlineSize?.h3, fontSizeAt(5)),
      h4: cssLength(headlineSize?.h4, fontSizeAt(4)),
      h5: cssLength(headlineSize?.h5, fontSizeAt(3)),
      h6: cssLength(headlineSize?.h6, fontSizeAt(2)),
    },
    letterSpacing: {
      body: cssLength(settings.letterSpacing?.body, 'normal', true),
      headline: cssLength(settings.letterSpacing?.headline, 'normal', true),
    },
    lineHeight: {
      body: String(settings.lineHeights?.body ?? defaultLineHeight.body),
      headline: String(settings.lineHeights?.headline ?? defaultLineHeight.headline),
    },
    textTransform: {
      headline: settings.textTransform?.headline ?? 'none',
      button: settings.textTransform?.button ?? 'none',
    },
    logoWidth: {
      mobile: `${settings.logoWidths?.mobile ?? defaultLogoWidthPx.mobile}px`,
      desktop: `${settings.logoWidths?.desktop ?? defaultLogoWidthPx.desktop}px`,
    },
    radius: { button: buttonRadius[settings.buttonStyle ?? 'ROUNDED'], sm: '4px', md: '8px', lg: '12px' },
    space: {
      1: '4px',
      2: '8px',
      3: '12px',
      4: '16px',
      5: '20px',
      6: '24px',
      8: '32px',
      10: '40px',
      12: '48px',
      16: '64px',
    },
    controlHeight: { sm: '32px', md: '40px', lg: '48px' },
    shadow: {
      sm: `0 1px 2px rgb(${shadowColour} / ${0.06 * shadowAlpha})`,
      md: `0 4px 8px -2px rgb(${shadowColour} / ${0.1 * shadowAlpha}), 0 2px 4px -2px rgb(${shadowColour} / ${0.06 * shadowAlpha})`,
      lg: `0 12px 24px -4px rgb(${shadowColour} / ${0.12 * shadowAlpha}), 0 4px 8px -4px rgb(${shadowColour} / ${0.08 * shadowAlpha})`,
    },
    focusRing: { width: '2px', offset: '2px' },
  };
}

/** The house theme: no branding at all, nothing to parse. */
export function houseTheme(mode: ColorScheme): ThemeValues {
  return settingsToTheme({}, mode);
}
