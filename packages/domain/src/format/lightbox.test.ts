import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptsPinchScale,
  clampZoom,
  isSwipe,
  lightbox,
  normalizeRotation,
  pinchScale,
  snapZoom,
  stepZoom,
  swipeStep,
} from './lightbox';

const scales = fc.double({ min: -10, max: 100, noNaN: true });
const maxScales = fc.double({ min: 0.05, max: 20, noNaN: true });

describe('lightbox constants', () => {
  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(lightbox)).toBe(true);
  });
});

describe('clampZoom', () => {
  it('keeps the zoom between the min zoom and max scale times the max-zoom factor', () => {
    expect(clampZoom(0.05)).toBe(0.1);
    expect(clampZoom(1.5)).toBe(1.5);
    expect(clampZoom(5)).toBe(3);
    expect(clampZoom(5, 2)).toBe(5);
    expect(clampZoom(7, 2)).toBe(6);
  });

  it('never returns a scale outside the bounds', () => {
    fc.assert(
      fc.property(scales, maxScales, (scale, maxScale) => {
        const clamped = clampZoom(scale, maxScale);
        expect(clamped).toBeGreaterThanOrEqual(lightbox.minZoom);
        expect(clamped).toBeLessThanOrEqual(Math.max(maxScale * lightbox.maxZoom, lightbox.minZoom));
        if (scale >= lightbox.minZoom && scale <= maxScale * lightbox.maxZoom) expect(clamped).toBe(scale);
      }),
    );
  });

  it('keeps the min zoom for an image so small its maximum would be below it', () => {
    expect(clampZoom(1, 0.01)).toBe(0.1);
  });
});

describe('snapZoom', () => {
  it('snaps to 1 and to the max scale within 0.05', () => {
    expect(snapZoom(1.04)).toBe(1);
    expect(snapZoom(0.96)).toBe(1);
    expect(snapZoom(2.97, 3)).toBe(3);
    expect(snapZoom(3.04, 3)).toBe(3);
  });

  it('leaves other scales alone', () => {
    expect(snapZoom(1.06)).toBe(1.06);
    expect(snapZoom(0.94)).toBe(0.94);
    expect(snapZoom(2.9, 3)).toBe(2.9);
  });

  it('prefers 1 when both are near', () => {
    expect(snapZoom(1.03, 1.06)).toBe(1);
  });
});

describe('stepZoom', () => {
  it('zooms in and out by 0.12 and snaps back onto 1', () => {
    expect(stepZoom(1, 1)).toBeCloseTo(1.12);
    expect(stepZoom(1.12, -1)).toBe(1);
    expect(stepZoom(1, -1)).toBeCloseTo(0.88);
  });

  it('stops at the bounds instead of passing them', () => {
    expect(stepZoom(2.95, 1)).toBe(3);
    expect(stepZoom(0.15, -1)).toBe(0.1);
  });

  it('never leaves the zoom bounds, whatever the image', () => {
    fc.assert(
      fc.property(scales, fc.constantFrom<1 | -1>(1, -1), maxScales, (scale, direction, maxScale) => {
        const stepped = stepZoom(scale, direction, maxScale);
        expect(stepped).toBeGreaterThanOrEqual(lightbox.minZoom);
        expect(stepped).toBeLessThanOrEqual(Math.max(maxScale * lightbox.maxZoom, lightbox.minZoom));
      }),
    );
  });

  it('reaches the maximum from 1 in whole steps and never passes it', () => {
    let scale = 1;
    for (let step = 0; step < 30; step += 1) scale = stepZoom(scale, 1);
    expect(scale).toBe(3);
  });
});

describe('acceptsPinchScale', () => {
  it('accepts scales strictly between 0.5 and 1.5 times the max scale', () => {
    expect(acceptsPinchScale(0.5)).toBe(false);
    expect(acceptsPinchScale(0.51)).toBe(true);
    expect(acceptsPinchScale(1.49)).toBe(true);
    expect(acceptsPinchScale(1.5)).toBe(false);
    expect(acceptsPinchScale(2.9, 2)).toBe(true);
    expect(acceptsPinchScale(3, 2)).toBe(false);
  });
});

describe('pinchScale', () => {
  it('changes the scale by 1.3 times the change in finger distance over the image width', () => {
    expect(pinchScale(1, { previousDistance: 100, distance: 200, imageWidth: 400 })).toBeCloseTo(1.325);
    expect(pinchScale(1, { previousDistance: 200, distance: 100, imageWidth: 400 })).toBeCloseTo(0.675);
    expect(pinchScale(1.2, { previousDistance: 150, distance: 150, imageWidth: 400 })).toBe(1.2);
  });
});

describe('normalizeRotation', () => {
  it.each([
    [0, 0],
    [90, 90],
    [-90, 270],
    [360, 0],
    [-360, 0],
    [450, 90],
    [-810, 270],
  ])('reports %d degrees as %d', (degrees, expected) => {
    expect(Object.is(normalizeRotation(degrees), expected)).toBe(true);
  });

  it('always reports 0 to 359 for quarter turns, the same angle modulo 360', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (turns) => {
        const degrees = turns * lightbox.rotationStep;
        const reported = normalizeRotation(degrees);
        expect([0, 90, 180, 270]).toContain(reported);
        expect((((degrees - reported) % 360) + 360) % 360).toBe(0);
      }),
    );
  });
});

describe('swipes', () => {
  it('counts only mostly-horizontal drags beyond 50 px', () => {
    expect(isSwipe(51, 0)).toBe(true);
    expect(isSwipe(-51, 50)).toBe(true);
    expect(isSwipe(50, 0)).toBe(false);
    expect(isSwipe(80, 80)).toBe(false);
    expect(isSwipe(80, -90)).toBe(false);
  });

  it('moves to the next image when the finger moves left, the previous when it moves right', () => {
    expect(swipeStep(-60, 10)).toBe(1);
    expect(swipeStep(60, -10)).toBe(-1);
    expect(swipeStep(30, 0)).toBe(0);
    expect(swipeStep(-60, 70)).toBe(0);
  });
});
