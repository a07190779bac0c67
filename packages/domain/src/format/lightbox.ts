/**
 * The image preview's rules (spec sections 2, 5 and 9) as pure functions, so the UI's Lightbox only wires
 * events to them and the rules are tested without a browser.
 *
 * "Max scale" is per image: its natural width over its displayed width (1 when it is shown at full size or
 * larger). Every helper that needs it takes it as `maxScale`, defaulting to 1.
 */
export const lightbox = Object.freeze({
  /** Scale added or removed by one zoom-in or zoom-out step (toolbar button or wheel notch). */
  zoomStep: 0.12,
  /** The max-zoom factor: zoom stays at or below `maxScale` times this (section 5). */
  maxZoom: 3,
  /** Zoom never goes below this scale. */
  minZoom: 0.1,
  /** Horizontal travel in px a touch drag needs before it moves to another image. */
  swipeTolerance: 50,
  /** At most one wheel zoom step per this many milliseconds; a trackpad fires dozens per gesture. */
  wheelThrottleMs: 80,
  /** A scale this close to 1 or to `maxScale` snaps onto it. */
  snapTolerance: 0.05,
  /** A pinch is ignored when it would bring the scale to this or below. */
  pinchMinScale: 0.5,
  /** A pinch is ignored when it would bring the scale to this times `maxScale` or above. */
  pinchMaxFactor: 1.5,
  /** How strongly a change in finger distance (relative to the image width) changes the scale. */
  pinchSensitivity: 1.3,
  /** Each rotate button turns the image by this many degrees. */
  rotationStep: 90,
});

/**
 * Keeps a scale within the zoom bounds: `minZoom` to `maxScale × maxZoom`. The spec says "below" and
 * "above"; the bounds are reachable here so that a zoom step near the top lands on the maximum (where
 * double click also goes) instead of stopping one step short of it.
 */
export function clampZoom(scale: number, maxScale = 1): number {
  const upper = Math.max(maxScale * lightbox.maxZoom, lightbox.minZoom);
  return Math.min(Math.max(scale, lightbox.minZoom), upper);
}

/** Snaps a scale within `snapTolerance` of 1 (fitted) or of `maxScale` (natural size) onto it. */
export function snapZoom(scale: number, maxScale = 1): number {
  if (Math.abs(scale - 1) < lightbox.snapTolerance) return 1;
  if (Math.abs(scale - maxScale) < lightbox.snapTolerance) return maxScale;
  return scale;
}

/**
 * The scale after one zoom step in (`1`) or out (`-1`): snapped, then clamped, since for a tiny image the
 * snap targets themselves can lie outside the bounds.
 */
export function stepZoom(scale: number, direction: 1 | -1, maxScale = 1): number {
  return clampZoom(snapZoom(scale + direction * lightbox.zoomStep, maxScale), maxScale);
}

/** Whether a pinch may set this scale: strictly between `pinchMinScale` and `maxScale × pinchMaxFactor`. */
export function acceptsPinchScale(scale: number, maxScale = 1): boolean {
  return scale > lightbox.pinchMinScale && scale < maxScale * lightbox.pinchMaxFactor;
}

/**
 * The scale a pinch move asks for: fingers moving apart by a distance equal to the image's width add
 * `pinchSensitivity` to the scale. Check the result with {@link acceptsPinchScale} before applying it.
 */
export function pinchScale(
  scale: number,
  move: { previousDistance: number; distance: number; imageWidth: number },
): number {
  return scale + ((move.distance - move.previousDistance) / move.imageWidth) * lightbox.pinchSensitivity;
}

/** Rotation as reported to listeners: any angle, turned either way any number of times, brought into [0, 360). */
export function normalizeRotation(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

/**
 * Which way a finished touch drag moves: 1 to the next image (finger moved left), -1 to the previous one,
 * 0 when it is no swipe (mostly vertical, or not beyond `swipeTolerance`). Right-to-left layouts reverse
 * the result, as they do for the arrow keys.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (!isSwipe(dx, dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** A drag counts as a swipe only if it is more horizontal than vertical and beyond the tolerance. */
export function isSwipe(dx: number, dy: number): boolean {
  return Math.abs(dx) > Math.abs(dy) && Math.abs(dx) > lightbox.swipeTolerance;
}
