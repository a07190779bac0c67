import { describe, expect, it } from 'vitest';
import {
  AA_TEXT_CONTRAST,
  black,
  contrastRatio,
  ensureContrast,
  flatten,
  mix,
  onColour,
  parseColor,
  relativeLuminance,
  shiftLightness,
  toHex,
  white,
} from './color';

const hex = (value: string) => {
  const parsed = parseColor(value);
  if (!parsed) throw new Error(`test colour ${value} does not parse`);
  return parsed;
};

describe('parseColor', () => {
  it('reads every hex form', () => {
    expect(parseColor('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, alpha: 1 });
    expect(parseColor('#AABBCC')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, alpha: 1 });
    expect(parseColor('#abcd')?.alpha).toBeCloseTo(0xdd / 255);
    expect(parseColor('#aabbcc80')?.alpha).toBeCloseTo(0x80 / 255);
  });

  it('reads rgb() and hsl() in comma and space syntax, with alpha', () => {
    expect(parseColor('rgb(255, 0, 0)')).toEqual({ r: 255, g: 0, b: 0, alpha: 1 });
    expect(parseColor('rgba(0 128 255 / 50%)')).toEqual({ r: 0, g: 128, b: 255, alpha: 0.5 });
    expect(parseColor('rgb(100%, 0%, 50%)')).toEqual({ r: 255, g: 0, b: 128, alpha: 1 });
    expect(toHex(hex('hsl(0, 100%, 50%)'))).toBe('#ff0000');
    expect(toHex(hex('hsl(120 100% 25%)'))).toBe('#008000');
    expect(toHex(hex('hsla(240, 100%, 50%, 0.3)'))).toBe('#0000ff');
    expect(parseColor('hsla(240, 100%, 50%, 0.3)')?.alpha).toBe(0.3);
    expect(toHex(hex('hsl(200, 0%, 40%)'))).toBe('#666666');
  });

  it('covers every hue sector of hsl()', () => {
    const hues = [0, 60, 120, 180, 240, 300].map((hue) => toHex(hex(`hsl(${hue}, 100%, 50%)`)));
    expect(hues).toEqual(['#ff0000', '#ffff00', '#00ff00', '#00ffff', '#0000ff', '#ff00ff']);
  });

  it('refuses what the schema lets through but CSS does not mean', () => {
    for (const bad of [
      '#abcde',
      '#ggg',
      'rgb(1, 2)',
      'rgb(a, b, c)',
      'hsl(x, 1%, 1%)',
      'rgb(1,2,3,x)',
      'red',
    ]) {
      expect(parseColor(bad), bad).toBeUndefined();
    }
  });
});

describe('contrast (WCAG 2)', () => {
  it('gives the luminance of black, white and a mid grey', () => {
    expect(relativeLuminance(black)).toBe(0);
    expect(relativeLuminance(white)).toBe(1);
    expect(relativeLuminance(hex('#777777'))).toBeCloseTo(0.1845, 3);
  });

  it('rates the known pairs: #777 on white fails AA, #595959 passes', () => {
    expect(contrastRatio(hex('#777'), white)).toBeCloseTo(4.48, 2);
    expect(contrastRatio(hex('#777'), white)).toBeLessThan(AA_TEXT_CONTRAST);
    expect(contrastRatio(hex('#595959'), white)).toBeCloseTo(7.0, 1);
    expect(contrastRatio(black, white)).toBe(21);
    expect(contrastRatio(white, black)).toBe(21);
  });
});

describe('mixing and shading', () => {
  it('mixes and flattens translucent colours onto a backdrop', () => {
    expect(toHex(mix(black, white, 0.5))).toBe('#808080');
    expect(toHex(flatten({ ...black, alpha: 0.25 }, white))).toBe('#bfbfbf');
  });

  it('moves lightness and keeps the hue', () => {
    expect(toHex(shiftLightness(hex('hsl(0, 100%, 50%)'), -0.25))).toBe('#800000');
    expect(toHex(shiftLightness(white, 0.5))).toBe('#ffffff');
  });
});

describe('ensureContrast', () => {
  it('keeps a colour that already passes', () => {
    const passing = hex('#595959');
    expect(ensureContrast(passing, white, AA_TEXT_CONTRAST)).toBe(passing);
  });

  it('darkens against a light colour and lightens against a dark one, just enough', () => {
    const darker = ensureContrast(hex('#777'), white, AA_TEXT_CONTRAST);
    expect(contrastRatio(darker, white)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(relativeLuminance(darker)).toBeLessThan(relativeLuminance(hex('#777')));
    expect(contrastRatio(darker, white)).toBeLessThan(5);

    const lighter = ensureContrast(hex('#444'), black, AA_TEXT_CONTRAST);
    expect(contrastRatio(lighter, black)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(relativeLuminance(lighter)).toBeGreaterThan(relativeLuminance(hex('#444')));
  });

  it('falls back to black or white when no shade can reach the ratio', () => {
    // Against #777 black reaches 4.69:1 and white 4.48:1, so 7:1 (AAA) is out of reach.
    expect(toHex(ensureContrast(hex('#808080'), hex('#777'), 7))).toBe('#000000');
  });
});

describe('onColour', () => {
  const darkInk = hex('#161b26');

  it('puts dark text on a pale colour and light text on a dark one', () => {
    expect(onColour(hex('#f9d7e3'), darkInk, white).text).toBe(darkInk);
    expect(onColour(hex('#1f2a44'), darkInk, white).text).toBe(white);
  });

  it('darkens a mid-tone colour on which neither text reaches AA and light text is the closer fit', () => {
    const midTone = hex('#7a7a7a');
    expect(contrastRatio(midTone, white)).toBeLessThan(AA_TEXT_CONTRAST);
    expect(contrastRatio(midTone, darkInk)).toBeLessThan(AA_TEXT_CONTRAST);
    const { background, text } = onColour(midTone, darkInk, white);
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(text).toBe(white);
    expect(relativeLuminance(background)).toBeLessThan(relativeLuminance(midTone));
  });

  it('lightens rather than darkens when dark text is the closer fit', () => {
    const lightMidTone = hex('#d9534f');
    expect(contrastRatio(lightMidTone, white)).toBeLessThan(AA_TEXT_CONTRAST);
    expect(contrastRatio(lightMidTone, darkInk)).toBeLessThan(AA_TEXT_CONTRAST);
    const { background, text } = onColour(lightMidTone, darkInk, white);
    expect(text).toBe(darkInk);
    expect(relativeLuminance(background)).toBeGreaterThan(relativeLuminance(lightMidTone));
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
