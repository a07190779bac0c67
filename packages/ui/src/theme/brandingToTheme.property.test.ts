import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandingToTheme } from './brandingToTheme';
import { AA_NON_TEXT_CONTRAST, AA_TEXT_CONTRAST, contrastRatio, parseColor } from './color';

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((channels) => `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);
const variants = fc.record({ light: hexColour, dark: hexColour }, { requiredKeys: [] });

const branding = fc.record(
  {
    backgroundColor: hexColour,
    brand100: hexColour,
    brand700: hexColour,
    brand800: hexColour,
    brand900: hexColour,
    darkMode: fc.boolean(),
    palettes: fc.record({ danger: variants, warning: variants, typography: variants }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

const contrast = (a: string, b: string) => {
  const [first, second] = [parseColor(a), parseColor(b)];
  if (!first || !second) throw new Error(`theme colours ${a} / ${b} do not parse`);
  return contrastRatio(first, second);
};

describe('brandingToTheme with any colours a merchant can choose', () => {
  it('never produces text below AA or a focus ring or control edge below 3:1', () => {
    fc.assert(
      fc.property(branding, fc.constantFrom('light' as const, 'dark' as const), (settings, scheme) => {
        const { color } = brandingToTheme(settings, scheme);
        const textPairs = [
          [color.text, color.background],
          [color.text, color.surface],
          [color.textMuted, color.surface],
          [color.brand.text, color.surface],
          [color.brand.on100, color.brand[100]],
          [color.brand.on700, color.brand[700]],
          [color.brand.on800, color.brand[800]],
          [color.brand.on900, color.brand[900]],
          [color.danger.onLight, color.danger.light],
          [color.danger.onDark, color.danger.dark],
          [color.danger.onDark, color.danger.darkHover],
          [color.danger.onDark, color.danger.darkActive],
          [color.danger.text, color.background],
          [color.warning.text, color.surface],
        ] as const;
        for (const [foreground, background] of textPairs) {
          expect(contrast(foreground, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        }
        for (const surface of [color.background, color.surface]) {
          expect(contrast(color.focusRing, surface)).toBeGreaterThanOrEqual(AA_NON_TEXT_CONTRAST);
          expect(contrast(color.borderStrong, surface)).toBeGreaterThanOrEqual(AA_NON_TEXT_CONTRAST);
        }
      }),
      { numRuns: 400 },
    );
  });
});
