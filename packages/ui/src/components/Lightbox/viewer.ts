/**
 * How the Lightbox turns input into a position in the gallery or a zoom level. The zoom, pinch, swipe and
 * rotation rules themselves are the domain's (`@orderprotection/domain`, format/lightbox); what is here is
 * the gallery's own bookkeeping around them, pure so it is tested without a browser.
 */
import { clampZoom, swipeStep } from '@orderprotection/domain';

export type Direction = 'ltr' | 'rtl';
export type Step = -1 | 1;

/** Where the image sits: the translation is in CSS pixels, the rotation is cumulative degrees. */
export interface ImageTransform {
  scale: number;
  /**
   * Not normalised, so a turn from 270 to 360 animates a quarter turn forwards instead of three back;
   * listeners get it through the domain's `normalizeRotation`.
   */
  rotation: number;
  x: number;
  y: number;
}

export const fittedTransform: Readonly<ImageTransform> = Object.freeze({ scale: 1, rotation: 0, x: 0, y: 0 });

/** The opening index clamped into the range of images (spec section 2); 0 when there are none. */
export function clampIndex(index: number, count: number): number {
  if (count === 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

/**
 * The index one step away, or null when there is nowhere to go: a single image, or an end of the gallery
 * without `loop`.
 */
export function stepIndex(index: number, step: Step, count: number, loop: boolean): number | null {
  if (count < 2) return null;
  const target = index + step;
  if (target >= 0 && target < count) return target;
  return loop ? (target + count) % count : null;
}

/** Which way an arrow key moves through the gallery: reversed in right-to-left layouts, as the buttons are. */
export function arrowKeyStep(key: string, direction: Direction): Step | 0 {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return 1;
  if (key === backward) return -1;
  return 0;
}

/** The domain's swipe rule, turned around in right-to-left layouts where the next image is on the left. */
export function directedSwipeStep(dx: number, dy: number, direction: Direction): Step | 0 {
  const step = swipeStep(dx, dy);
  if (step === 0) return 0;
  return direction === 'rtl' ? (-step as Step) : step;
}

/** A wheel notch away from the reader (negative `deltaY`) zooms in; a sideways scroll does nothing. */
export function wheelZoomDirection(deltaY: number): Step | 0 {
  if (deltaY === 0) return 0;
  return deltaY < 0 ? 1 : -1;
}

/** The highest scale the zoom bounds allow for an image. */
export function maximumZoom(maxScale: number): number {
  return clampZoom(Number.POSITIVE_INFINITY, maxScale);
}

/** Double click: to the maximum zoom, or back to the fitted size when already there. */
export function toggleZoom(scale: number, maxScale: number): number {
  const maximum = maximumZoom(maxScale);
  return scale === maximum ? fittedTransform.scale : maximum;
}

/**
 * The domain's "max scale" of an image: how much it must grow from its fitted size to show at its natural
 * size, 1 when it is already shown that large (a small image is never blown up by the layout).
 */
export function maxScaleOf(naturalWidth: number, displayedWidth: number): number {
  if (naturalWidth <= 0 || displayedWidth <= 0) return 1;
  return Math.max(1, naturalWidth / displayedWidth);
}

/**
 * A gate that opens at most once per `intervalMs` (the wheel throttle): a trackpad sends dozens of wheel
 * events per gesture, and each would otherwise be a zoom step.
 */
export function createThrottle(intervalMs: number): (time: number) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (time) => {
    if (time - last < intervalMs) return false;
    last = time;
    return true;
  };
}
