/**
 * Colour maths for the theme: parsing the CSS colours the branding schema lets through, WCAG 2 contrast,
 * and the small adjustments that keep a merchant's colour readable. Channels are 0-255 sRGB throughout.
 */

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

interface Rgba extends Rgb {
  readonly alpha: number;
}

/** WCAG 2 AA minimum for normal text. */
export const AA_TEXT_CONTRAST = 4.5;
/** WCAG 2 AA minimum for user-interface components and graphics (focus rings, input borders). */
export const AA_NON_TEXT_CONTRAST = 3;

export const black: Rgb = { r: 0, g: 0, b: 0 };
export const white: Rgb = { r: 255, g: 255, b: 255 };

const clampChannel = (value: number) => Math.min(255, Math.max(0, value));
const clampUnit = (value: number) => Math.min(1, Math.max(0, value));

// Colours are kept in whole channels, as they will be written out in hex, so a contrast computed here is
// the contrast of the CSS: 4.5:1 before rounding can be 4.49:1 after it.
const rgb = (r: number, g: number, b: number): Rgb => ({
  r: Math.round(clampChannel(r)),
  g: Math.round(clampChannel(g)),
  b: Math.round(clampChannel(b)),
});

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` and `hsl()`/`hsla()`, as the branding schema allows. */
export function parseColor(input: string): Rgba | undefined {
  const text = input.trim().toLowerCase();
  if (text.startsWith('#')) return parseHex(text.slice(1));
  const functional = /^(rgb|hsl)a?\((.*)\)$/.exec(text);
  if (!functional) return undefined;
  const [, kind, body = ''] = functional;
  const parts = body
    .replace(/\//g, ' ')
    .split(/[\s,]+/)
    .filter((part) => part !== '');
  if (parts.length !== 3 && parts.length !== 4) return undefined;
  const alpha = parts[3] === undefined ? 1 : parseAlpha(parts[3]);
  if (alpha === undefined) return undefined;
  const [first = '', second = '', third = ''] = parts;
  if (kind === 'rgb') {
    const [r, g, b] = [first, second, third].map(parseRgbChannel);
    if (r === undefined || g === undefined || b === undefined) return undefined;
    return { ...rgb(r, g, b), alpha };
  }
  const hue = Number.parseFloat(first);
  const saturation = parsePercent(second);
  const lightness = parsePercent(third);
  if (Number.isNaN(hue) || saturation === undefined || lightness === undefined) return undefined;
  return { ...hslToRgb({ h: hue, s: saturation, l: lightness }), alpha };
}

function parseHex(digits: string): Rgba | undefined {
  if (!/^[0-9a-f]+$/.test(digits)) return undefined;
  const expanded =
    digits.length === 3 || digits.length === 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (expanded.length !== 6 && expanded.length !== 8) return undefined;
  const channel = (index: number) => Number.parseInt(expanded.slice(index, index + 2), 16);
  return {
    r: channel(0),
    g: channel(2),
    b: channel(4),
    alpha: expanded.length === 8 ? channel(6) / 255 : 1,
  };
}

function parseRgbChannel(text: string): number | undefined {
  if (text.endsWith('%')) {
    const percent = parsePercent(text);
    return percent === undefined ? undefined : percent * 255;
  }
  const value = Number.parseFloat(text);
  return Number.isNaN(value) ? undefined : value;
}

/** "50%" -> 0.5; a bare number is read as a percentage too, as in legacy `hsl(0, 50, 50)`. */
function parsePercent(text: string): number | undefined {
  const value = Number.parseFloat(text);
  return Number.isNaN(value) ? undefined : clampUnit(value / 100);
}

function parseAlpha(text: string): number | undefined {
  const value = Number.parseFloat(text);
  if (Number.isNaN(value)) return undefined;
  return clampUnit(text.endsWith('%') ? value / 100 : value);
}

/** A translucent colour as it looks over an opaque backdrop. */
export function flatten(color: Rgba, backdrop: Rgb): Rgb {
  return mix(color, backdrop, color.alpha);
}

/** `amount` of `color` and the rest of `other` (amount 1 is `color` itself). */
export function mix(color: Rgb, other: Rgb, amount: number): Rgb {
  const weight = clampUnit(amount);
  const channel = (a: number, b: number) => a * weight + b * (1 - weight);
  return rgb(channel(color.r, other.r), channel(color.g, other.g), channel(color.b, other.b));
}

export function toHex(color: Rgb): string {
  const hex = (value: number) => value.toString(16).padStart(2, '0');
  return `#${hex(color.r)}${hex(color.g)}${hex(color.b)}`;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

/** WCAG 2 contrast ratio, 1 to 21, the same whichever colour is the text. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

interface Hsl {
  readonly h: number;
  readonly s: number;
  readonly l: number;
}

function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { h: 0, s: 0, l };
  const s = delta / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === red) h = ((green - blue) / delta) % 6;
  else if (max === green) h = (blue - red) / delta + 2;
  else h = (red - green) / delta + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

function hslToRgb({ h, s, l }: Hsl): Rgb {
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const sector = (((h % 360) + 360) % 360) / 60;
  const x = chroma * (1 - Math.abs((sector % 2) - 1));
  const [red, green, blue] =
    sector < 1
      ? [chroma, x, 0]
      : sector < 2
        ? [x, chroma, 0]
        : sector < 3
          ? [0, chroma, x]
          : sector < 4
            ? [0, x, chroma]
            : sector < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const offset = l - chroma / 2;
  return rgb((red + offset) * 255, (green + offset) * 255, (blue + offset) * 255);
}

/** The same hue and saturation, with lightness moved by `delta` (-1 to 1). */
export function shiftLightness(color: Rgb, delta: number): Rgb {
  const hsl = rgbToHsl(color);
  return hslToRgb({ ...hsl, l: clampUnit(hsl.l + delta) });
}

// Lightness steps small enough that an adjusted brand colour stays close to the merchant's; at most fifty
// reach black or white, which meet the ratio whenever the side they are on can.
const ADJUST_STEP = 0.02;

/**
 * The colour nearest to `color` (same hue, lightness moved in small steps) that reaches `minimum` contrast
 * against `other`. It moves away from `other` on the side it is already on (lighter text gets lighter),
 * unless only the other side can reach the ratio; when neither black nor white can, the better of them is
 * the most readable colour there is.
 */
export function ensureContrast(color: Rgb, other: Rgb, minimum: number): Rgb {
  if (contrastRatio(color, other) >= minimum) return color;
  const lighterReaches = contrastRatio(white, other) >= minimum;
  const darkerReaches = contrastRatio(black, other) >= minimum;
  if (!lighterReaches && !darkerReaches) {
    return contrastRatio(black, other) >= contrastRatio(white, other) ? black : white;
  }
  const isLighter = relativeLuminance(color) >= relativeLuminance(other);
  const direction = (isLighter && lighterReaches) || !darkerReaches ? 1 : -1;
  let adjusted = color;
  while (contrastRatio(adjusted, other) < minimum) {
    adjusted = shiftLightness(adjusted, direction * ADJUST_STEP);
  }
  return adjusted;
}

export interface OnColour {
  /** The surface, unchanged when one of the text colours reaches AA on it, otherwise adjusted until one does. */
  readonly background: Rgb;
  /** The text colour to use on it. */
  readonly text: Rgb;
}

/**
 * Which of a dark and a light text colour reads on `background` with AA contrast. A mid-tone background
 * on which neither does is darkened (for light text) or lightened (for dark text), whichever needs less,
 * so text on a merchant's colour is never unreadable.
 */
export function onColour(background: Rgb, darkText: Rgb, lightText: Rgb): OnColour {
  const onDark = contrastRatio(background, lightText);
  const onLight = contrastRatio(background, darkText);
  if (onLight >= AA_TEXT_CONTRAST && onLight >= onDark) return { background, text: darkText };
  if (onDark >= AA_TEXT_CONTRAST) return { background, text: lightText };
  return onLight > onDark
    ? { background: ensureContrast(background, darkText, AA_TEXT_CONTRAST), text: darkText }
    : { background: ensureContrast(background, lightText, AA_TEXT_CONTRAST), text: lightText };
}
