import { SignatureDataUrl } from '@orderprotection/domain';
import { describe, expect, it } from 'vitest';
import { pixelRatio, pngToSvgDataUrl } from './signatureImage';

// The smallest valid PNG: one transparent pixel.
const onePixelPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('pngToSvgDataUrl', () => {
  it('wraps the PNG in an SVG of the same size that the domain accepts as a signature', () => {
    const svg = pngToSvgDataUrl(onePixelPng, 320, 160);
    expect(SignatureDataUrl.safeParse(svg).success).toBe(true);
    const markup = atob(svg.replace('data:image/svg+xml;base64,', ''));
    expect(markup).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160"><image href="${onePixelPng}" width="320" height="160"/></svg>`,
    );
  });
});

describe('pixelRatio', () => {
  it('is the screen’s device pixel ratio, never below 1', () => {
    const screen = (devicePixelRatio: number) => ({ devicePixelRatio }) as Window;
    expect(pixelRatio(screen(2))).toBe(2);
    expect(pixelRatio(screen(0.5))).toBe(1);
    expect(pixelRatio(null)).toBe(1);
  });
});
