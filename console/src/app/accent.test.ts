import { AA_TEXT_CONTRAST, brandingToTheme, contrastRatio, parseColor } from '@orderprotection/ui/theme';
import { describe, expect, it } from 'vitest';
import { accentStylesheet, accentVariables } from './accent';

const colour = (value: string | undefined) => {
  const parsed = parseColor(value ?? '');
  if (parsed === undefined) throw new Error(`not a colour: ${value}`);
  return parsed;
};
const ratio = (a: string | undefined, b: string | undefined) => contrastRatio(colour(a), colour(b));

describe("the console's Radix accent", () => {
  it('is the house brand, and any brand it is given, with text on it and its tints at AA', () => {
    const house = accentVariables();
    const steps = Array.from({ length: 12 }, (_, index) => index + 1);
    for (const name of [
      ...steps.flatMap((step) => [
        `--accent-${step}`,
        `--accent-a${step}`,
        `--focus-${step}`,
        `--focus-a${step}`,
      ]),
      '--accent-contrast',
      '--accent-surface',
    ]) {
      expect(house[name as `--${string}`], name).toBeDefined();
    }
    // Bridged, not copied: the solid fill is the house theme's brand colour.
    expect(house['--accent-9']).toBe(brandingToTheme(undefined, 'light').color.brand[700]);
    expect(house['--focus-8']).toBe(house['--accent-8']);

    // A pale brand, a mid-tone one and a dark one: whatever the brand, every pair Radix draws reads.
    for (const brand700 of [undefined, '#ffe680', '#3fa34d', '#0b1f3a']) {
      const accent = accentVariables(
        brandingToTheme(brand700 === undefined ? undefined : { brand700 }, 'light'),
      );
      const contrast = accent['--accent-contrast'];
      expect(ratio(contrast, accent['--accent-9']), `${brand700} solid`).toBeGreaterThanOrEqual(
        AA_TEXT_CONTRAST,
      );
      expect(ratio(contrast, accent['--accent-10']), `${brand700} hover`).toBeGreaterThanOrEqual(
        AA_TEXT_CONTRAST,
      );
      for (const background of [
        '--accent-1',
        '--accent-2',
        '--accent-3',
        '--accent-4',
        '--accent-5',
      ] as const) {
        for (const text of ['--accent-11', '--accent-12'] as const) {
          expect(
            ratio(accent[text], accent[background]),
            `${brand700} ${text} on ${background}`,
          ).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        }
      }
    }
    expect(accentVariables(brandingToTheme({ brand700: '#3fa34d' }, 'light'))['--accent-9']).not.toBe(
      house['--accent-9'],
    );

    // Only where the default accent applies: a component with a colour of its own keeps it.
    const css = accentStylesheet();
    expect(css.startsWith(":root [data-accent-color='indigo'] {")).toBe(true);
    expect(css).toContain(`--accent-9: ${house['--accent-9']};`);
  });
});
