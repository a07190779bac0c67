/**
 * The names of the theme's CSS custom properties. They are public API: the server inlines them into the
 * HTML, other apps (the staff console) read them, and Chromatic baselines depend on them, so a name never
 * changes once released. Each leaf is the variable's name after the prefix: `brand-700` is
 * `--op-brand-700`.
 */
import type { fontSizeScale, PaletteName } from '@orderprotection/domain';

export const CSS_VAR_PREFIX = 'op';

/** `--op-brand-700` for the token named `brand-700`. */
export function cssVarName(tokenName: string): `--${string}` {
  return `--${CSS_VAR_PREFIX}-${tokenName}`;
}

/**
 * Roles of a colour palette. The merchant gives a light and a dark variant of each; the theme keeps those
 * names for the roles they play:
 * - `light`: the tint behind subtle content (alert, badge). In the dark theme, a dark wash of the hue.
 * - `dark`: the strong tone of solid fills (a danger button), with `darkHover` and `darkActive`.
 * - `onLight` / `onDark`: text on those, chosen for AA contrast.
 * - `text`: the palette's colour as text or icon on the page background, AA against it.
 */
function paletteTokenNames<Name extends string>(name: Name) {
  return {
    light: `${name}-light`,
    onLight: `${name}-on-light`,
    dark: `${name}-dark`,
    onDark: `${name}-on-dark`,
    darkHover: `${name}-dark-hover`,
    darkActive: `${name}-dark-active`,
    text: `${name}-text`,
  } as const;
}

/** The colour palettes besides typography, which becomes the text colours instead. */
export type ColourPaletteName = Exclude<PaletteName, 'typography'>;

const paletteNames = {
  danger: paletteTokenNames('danger'),
  primary: paletteTokenNames('primary'),
  success: paletteTokenNames('success'),
  warning: paletteTokenNames('warning'),
  neutral: paletteTokenNames('neutral'),
  secondary: paletteTokenNames('secondary'),
} as const satisfies Record<ColourPaletteName, ReturnType<typeof paletteTokenNames>>;

/** Names of the steps of the domain's font-size scale, smallest first (11, 13, 14, 16, 18, 20, 24, 30 px). */
export const fontSizeStepNames = ['xs', 'sm', 'md', 'base', 'lg', 'xl', '2xl', '3xl'] as const satisfies {
  length: (typeof fontSizeScale)['length'];
};
export type FontSizeStep = (typeof fontSizeStepNames)[number];

export const themeTokenNames = {
  color: {
    brand: {
      100: 'brand-100',
      700: 'brand-700',
      800: 'brand-800',
      900: 'brand-900',
      on100: 'brand-on-100',
      on700: 'brand-on-700',
      on800: 'brand-on-800',
      on900: 'brand-on-900',
      /** The brand colour as text or icon on the page (links, ghost buttons), AA against it. */
      text: 'brand-text',
    },
    ...paletteNames,
    /** Body text and secondary text, from the typography palette; both AA on the background. */
    text: 'text',
    textMuted: 'text-muted',
    background: 'background-color',
    /** Cards and other raised surfaces; text colours are AA on it too. */
    surface: 'surface',
    /** Decorative lines (dividers, card edges). */
    border: 'border',
    /** Edges that identify a control (inputs, checkboxes): at least 3:1 against background and surface. */
    borderStrong: 'border-strong',
    /** Behind modal dialogs. */
    overlay: 'overlay',
    /** At least 3:1 against the background. */
    focusRing: 'focus-ring-color',
  },
  backgroundImage: 'background-image',
  font: { body: 'font-body', headline: 'font-headline' },
  fontSize: Object.fromEntries(fontSizeStepNames.map((step) => [step, `font-size-${step}`])) as {
    readonly [Step in FontSizeStep]: `font-size-${Step}`;
  },
  fontWeight: { regular: 'font-weight-regular', medium: 'font-weight-medium', bold: 'font-weight-bold' },
  headlineSize: {
    h1: 'headline-size-h1',
    h2: 'headline-size-h2',
    h3: 'headline-size-h3',
    h4: 'headline-size-h4',
    h5: 'headline-size-h5',
    h6: 'headline-size-h6',
  },
  letterSpacing: { body: 'letter-spacing-body', headline: 'letter-spacing-headline' },
  lineHeight: { body: 'line-height-body', headline: 'line-height-headline' },
  textTransform: { headline: 'text-transform-headline', button: 'text-transform-button' },
  logoWidth: { mobile: 'logo-width-mobile', desktop: 'logo-width-desktop' },
  radius: { button: 'button-radius', sm: 'radius-sm', md: 'radius-md', lg: 'radius-lg' },
  /** Multiples of 4 px, named by the multiple: `space[4]` is 16 px. */
  space: {
    1: 'space-1',
    2: 'space-2',
    3: 'space-3',
    4: 'space-4',
    5: 'space-5',
    6: 'space-6',
    8: 'space-8',
    10: 'space-10',
    12: 'space-12',
    16: 'space-16',
  },
  /** Heights of buttons and inputs, so fields and buttons line up in a row. */
  controlHeight: { sm: 'control-height-sm', md: 'control-height-md', lg: 'control-height-lg' },
  shadow: { sm: 'shadow-sm', md: 'shadow-md', lg: 'shadow-lg' },
  focusRing: { width: 'focus-ring-width', offset: 'focus-ring-offset' },
} as const;

export type ThemeTokenNames = typeof themeTokenNames;

/**
 * A value for every token of `Names`. Used as the return type of `brandingToTheme`, so a token without a
 * value does not compile.
 */
export type ThemeValues<Names = ThemeTokenNames> = {
  readonly [Key in keyof Names]: Names[Key] extends string ? string : ThemeValues<Names[Key]>;
};

/** Every token as a `[--op-name, value]` pair, in the order of `themeTokenNames`. */
export function themeDeclarations(values: ThemeValues): Array<[`--${string}`, string]> {
  const declarations: Array<[`--${string}`, string]> = [];
  const walk = (names: object, branch: object) => {
    for (const [key, name] of Object.entries(names)) {
      const value: unknown = Reflect.get(branch, key);
      if (typeof name === 'string' && typeof value === 'string') declarations.push([cssVarName(name), value]);
      else if (typeof name === 'object' && name !== null && typeof value === 'object' && value !== null) {
        walk(name, value);
      }
    }
  };
  walk(themeTokenNames, values);
  return declarations;
}
