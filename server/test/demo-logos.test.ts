import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const logosDirectory = fileURLToPath(new URL('../demo/static/logos', import.meta.url));
const logos = readdirSync(logosDirectory).filter((name) => name.endsWith('.svg'));

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

describe('demo store logos', () => {
  it('has logos to check', () => {
    expect(logos.length).toBeGreaterThan(0);
  });

  // An SVG shown as an image gets no web font: its "Helvetica, Arial" becomes whatever the machine has,
  // and DejaVu Sans (Linux) is wide enough to push "Sakura Tea House" past the edge, cut to "Sakura Tea
  // Hous". A fixed text length that fits the picture keeps the whole name, in any font.
  it.each(logos)('%s fits its name inside the picture, whatever font draws it', (file) => {
    const svg = readFileSync(join(logosDirectory, file), 'utf8');
    const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
    const width = Number(attribute(root, 'viewBox')?.split(/\s+/)[2]);
    const texts = svg.match(/<text\b[^>]*>/g) ?? [];
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(attribute(text, 'lengthAdjust')).toBe('spacingAndGlyphs');
      const end = Number(attribute(text, 'x') ?? 0) + Number(attribute(text, 'textLength'));
      expect(end).toBeLessThanOrEqual(width);
    }
  });
});
