import SignaturePadEngine, { type PointGroup } from 'signature_pad';

/**
 * The ink of an exported signature. The image is a document, not part of the page: it is printed and shown
 * to the merchant on a white page, so it is dark in every theme (on screen the pen follows the theme's text
 * colour, which is light in a dark theme).
 */
export const SIGNATURE_INK = '#1b1f24';

/** Handwriting faces found on most systems, then the platform's own cursive face. */
export const SIGNATURE_FONT_FAMILY =
  '"Segoe Script", "Bradley Hand", "Snell Roundhand", "Brush Script MT", cursive';

/** The canvas's size in CSS pixels and the device pixels per CSS pixel it is drawn at. */
export interface CanvasSize {
  width: number;
  height: number;
  ratio: number;
}

/** The pixels per CSS pixel of this screen: 2 or 3 on high-DPI screens, so strokes stay sharp there. */
export function pixelRatio(view: Window | null): number {
  return Math.max(view?.devicePixelRatio ?? 1, 1);
}

/** Gives `canvas` a backing store of `size` in device pixels and draws in CSS pixels from then on. */
export function sizeCanvas(canvas: HTMLCanvasElement, { width, height, ratio }: CanvasSize): void {
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.getContext('2d')?.setTransform(ratio, 0, 0, ratio, 0, 0);
}

/** Wraps a PNG data URL in an SVG of the same size, so a typed signature has an SVG export too. */
export function pngToSvgDataUrl(png: string, width: number, height: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<image href="${png}" width="${width}" height="${height}"/></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/**
 * Writes `name` on the canvas in a handwriting face, as large as fits (half the height at most), centred.
 * The canvas must already be sized (`sizeCanvas`).
 */
export function drawTypedSignature(
  canvas: HTMLCanvasElement,
  name: string,
  { width, height }: CanvasSize,
  { ink, fontFamily }: { ink: string; fontFamily: string },
): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, width, height);
  const text = name.trim();
  if (text === '') return;
  const margin = height * 0.15;
  let fontSize = height * 0.5;
  context.font = `italic ${fontSize}px ${fontFamily}`;
  const measured = context.measureText(text).width;
  if (measured > width - 2 * margin) {
    fontSize *= (width - 2 * margin) / measured;
    context.font = `italic ${fontSize}px ${fontFamily}`;
  }
  context.fillStyle = ink;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, width / 2, height / 2);
}

/** A signature as data URLs: the PNG that is submitted, and an SVG of the same picture. */
export interface SignatureImages {
  png: string;
  svg: string;
}

/** A drawn signature as PNG and SVG data URLs, redrawn in `SIGNATURE_INK` on a canvas of the same size. */
export function exportDrawing(groups: readonly PointGroup[], size: CanvasSize): SignatureImages {
  const canvas = document.createElement('canvas');
  sizeCanvas(canvas, size);
  const engine = new SignaturePadEngine(canvas);
  engine.off();
  engine.fromData(groups.map((group) => ({ ...group, penColor: SIGNATURE_INK })));
  return { png: engine.toDataURL('image/png'), svg: engine.toDataURL('image/svg+xml') };
}

/** A typed signature as PNG and SVG data URLs, in `SIGNATURE_INK`. */
export function exportTypedSignature(name: string, size: CanvasSize, fontFamily: string): SignatureImages {
  const canvas = document.createElement('canvas');
  sizeCanvas(canvas, size);
  drawTypedSignature(canvas, name, size, { ink: SIGNATURE_INK, fontFamily });
  const png = canvas.toDataURL('image/png');
  return { png, svg: pngToSvgDataUrl(png, size.width, size.height) };
}
