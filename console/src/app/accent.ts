/**
 * Radix Themes' accent, bridged to the house brand: the console's buttons, tabs, checkboxes and
 * focus rings wear the brand tokens `brandingToTheme` gives the house theme (the portal's defaults), so a
 * change of the house brand changes the console too. Radix reads its accent from `--accent-*` and
 * `--focus-*` variables, which this writes once as a stylesheet over the Theme's own accent.
 *
 * The steps follow Radix's scale: 1-2 backgrounds, 3-5 component backgrounds, 6-8 borders, 9-10 solid
 * fills (with `--accent-contrast` text on them), 11-12 text. Steps 1-8 are the brand mixed into the page;
 * their alpha twins are the brand at the same strength, so either reads the same on the page.
 *
 * Computed from the house theme (`houseTheme`, the plain defaults) rather than from parsed branding: the
 * entry runs this before the queue's first rows, which then need no zod.
 */
import {
  AA_TEXT_CONTRAST,
  ensureContrast,
  houseTheme,
  mix,
  parseColor,
  type ThemeValues,
  toHex,
} from '@orderprotection/ui/theme';

/** How much brand each of the steps 1-8 holds (Radix's light scales run about this way). */
const TINTS = [0.015, 0.035, 0.08, 0.13, 0.19, 0.27, 0.38, 0.55] as const;

type Rgb = NonNullable<ReturnType<typeof parseColor>>;

function rgbOf(hex: string): Rgb {
  const parsed = parseColor(hex);
  if (parsed === undefined) throw new Error(`the theme gave ${hex}, which is not a colour`);
  return parsed;
}

/** The accent's variables for a light theme (the house theme when none): name to value. */
export function accentVariables(theme: ThemeValues = houseTheme('light')): Record<`--${string}`, string> {
  const page = rgbOf(theme.color.background);
  const brand = rgbOf(theme.color.brand[700]);
  const contrast = rgbOf(theme.color.brand.on700);
  const tints = TINTS.map((amount) => mix(brand, page, amount));
  // Radix puts the contrast text on step 10 too (a hovered solid button): it must read there as well.
  const hover = ensureContrast(rgbOf(theme.color.brand[800]), contrast, AA_TEXT_CONTRAST);
  // Step 11 is text on the tinted backgrounds (a soft button, a selected tab), 12 the strongest text.
  const strongestTint = tints[4] ?? page;
  const text = ensureContrast(rgbOf(theme.color.brand.text), strongestTint, AA_TEXT_CONTRAST);
  const strongText = ensureContrast(rgbOf(theme.color.brand[900]), strongestTint, AA_TEXT_CONTRAST);
  const scale = [...tints, brand, hover, text, strongText].map(toHex);
  const alpha = (amount: number) => `rgb(${brand.r} ${brand.g} ${brand.b} / ${amount})`;
  const alphaScale = [...TINTS.map(alpha), ...scale.slice(8)];

  const variables: Record<`--${string}`, string> = {};
  scale.forEach((value, index) => {
    variables[`--accent-${index + 1}`] = value;
    variables[`--focus-${index + 1}`] = value;
  });
  alphaScale.forEach((value, index) => {
    variables[`--accent-a${index + 1}`] = value;
    variables[`--focus-a${index + 1}`] = value;
  });
  variables['--accent-contrast'] = toHex(contrast);
  variables['--accent-surface'] = `${toHex(tints[0] ?? page)}cc`;
  variables['--accent-indicator'] = scale[8] ?? toHex(brand);
  variables['--accent-track'] = scale[8] ?? toHex(brand);
  return variables;
}

/** The Radix accent the console's Theme names; its variables are replaced by the brand's. */
export const CONSOLE_ACCENT = 'indigo';

/**
 * The stylesheet, wherever that accent applies (the Theme's root, its dialogs), never on a component given
 * a colour of its own (a red callout keeps Radix's red). `:root` outranks Radix's own rule for the accent
 * whichever stylesheet comes first.
 */
export function accentStylesheet(theme?: ThemeValues): string {
  const declarations = Object.entries(accentVariables(theme))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  return `:root [data-accent-color='${CONSOLE_ACCENT}'] { ${declarations} }`;
}

/** Writes the stylesheet into the page's head, once. */
export function installAccent(): void {
  const id = 'op-console-accent';
  if (document.getElementById(id) !== null) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = accentStylesheet();
  document.head.append(style);
}
