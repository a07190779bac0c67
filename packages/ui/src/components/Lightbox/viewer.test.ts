import { lightbox } from '@orderprotection/domain';
import { describe, expect, it } from 'vitest';
import {
  arrowKeyStep,
  clampIndex,
  createThrottle,
  directedSwipeStep,
  maximumZoom,
  maxScaleOf,
  stepIndex,
  toggleZoom,
  wheelZoomDirection,
} from './viewer';

describe('clampIndex', () => {
  it('keeps an index inside the range of images', () => {
    expect(clampIndex(1, 3)).toBe(1);
    expect(clampIndex(7, 3)).toBe(2);
    expect(clampIndex(-4, 3)).toBe(0);
  });

  it('opens at 0 when there is nothing to clamp to, or the index is not a number', () => {
    expect(clampIndex(5, 0)).toBe(0);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
  });

  it('drops a fraction rather than showing between two images', () => {
    expect(clampIndex(1.7, 3)).toBe(1);
  });
});

describe('stepIndex', () => {
  it('moves one image either way inside the gallery', () => {
    expect(stepIndex(1, 1, 3, false)).toBe(2);
    expect(stepIndex(1, -1, 3, false)).toBe(0);
  });

  it('stops at the ends unless the gallery loops', () => {
    expect(stepIndex(2, 1, 3, false)).toBeNull();
    expect(stepIndex(0, -1, 3, false)).toBeNull();
    expect(stepIndex(2, 1, 3, true)).toBe(0);
    expect(stepIndex(0, -1, 3, true)).toBe(2);
  });

  it('never moves with a single image, even when looping', () => {
    expect(stepIndex(0, 1, 1, true)).toBeNull();
    expect(stepIndex(0, -1, 0, true)).toBeNull();
  });
});

describe('arrowKeyStep', () => {
  it('follows the reading direction', () => {
    expect(arrowKeyStep('ArrowRight', 'ltr')).toBe(1);
    expect(arrowKeyStep('ArrowLeft', 'ltr')).toBe(-1);
    expect(arrowKeyStep('ArrowRight', 'rtl')).toBe(-1);
    expect(arrowKeyStep('ArrowLeft', 'rtl')).toBe(1);
  });

  it('ignores other keys', () => {
    expect(arrowKeyStep('ArrowUp', 'ltr')).toBe(0);
    expect(arrowKeyStep('Enter', 'rtl')).toBe(0);
  });
});

describe('directedSwipeStep', () => {
  const beyond = lightbox.swipeTolerance + 1;

  it('goes to the next image when the finger moves left, in left-to-right layouts', () => {
    expect(directedSwipeStep(-beyond, 0, 'ltr')).toBe(1);
    expect(directedSwipeStep(beyond, 0, 'ltr')).toBe(-1);
  });

  it('is reversed in right-to-left layouts', () => {
    expect(directedSwipeStep(-beyond, 0, 'rtl')).toBe(-1);
    expect(directedSwipeStep(beyond, 0, 'rtl')).toBe(1);
  });

  it('is no swipe within the tolerance or when mostly vertical, in either direction', () => {
    expect(directedSwipeStep(-lightbox.swipeTolerance, 0, 'ltr')).toBe(0);
    expect(directedSwipeStep(-beyond, beyond + 1, 'rtl')).toBe(0);
  });
});

describe('wheelZoomDirection', () => {
  it('zooms in when the wheel turns away from the reader and out when towards', () => {
    expect(wheelZoomDirection(-100)).toBe(1);
    expect(wheelZoomDirection(3)).toBe(-1);
    expect(wheelZoomDirection(0)).toBe(0);
  });
});

describe('maximumZoom and toggleZoom', () => {
  it('puts the maximum at the max scale times the max-zoom factor', () => {
    expect(maximumZoom(1)).toBe(lightbox.maxZoom);
    expect(maximumZoom(2)).toBe(2 * lightbox.maxZoom);
  });

  it('goes to the maximum from any other scale, and back to the fitted size from it', () => {
    expect(toggleZoom(1, 1)).toBe(lightbox.maxZoom);
    expect(toggleZoom(1.5, 2)).toBe(2 * lightbox.maxZoom);
    expect(toggleZoom(lightbox.maxZoom, 1)).toBe(1);
  });
});

describe('maxScaleOf', () => {
  it('is how much a shrunk image must grow to show at its natural size', () => {
    expect(maxScaleOf(2000, 500)).toBe(4);
  });

  it('is 1 for an image shown at its natural size or larger, or not measured yet', () => {
    expect(maxScaleOf(300, 300)).toBe(1);
    expect(maxScaleOf(100, 300)).toBe(1);
    expect(maxScaleOf(0, 300)).toBe(1);
    expect(maxScaleOf(300, 0)).toBe(1);
  });
});

describe('createThrottle', () => {
  it('lets one event through per interval', () => {
    const mayZoom = createThrottle(lightbox.wheelThrottleMs);
    expect(mayZoom(1000)).toBe(true);
    expect(mayZoom(1000 + lightbox.wheelThrottleMs - 1)).toBe(false);
    expect(mayZoom(1000 + lightbox.wheelThrottleMs)).toBe(true);
    expect(mayZoom(1000 + lightbox.wheelThrottleMs + 10)).toBe(false);
  });
});
