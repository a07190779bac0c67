import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../theme/vars.css';

export const form = style({
  display: 'grid',
  gap: vars.space[4],
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const ratingGroup = style({ display: 'grid', gap: vars.space[2] });

export const stars = style({ display: 'flex', gap: vars.space[1] });

/**
 * The stars up to the chosen one, as `data-filled` marks them once the script runs, but read from the radio
 * chosen: so they fill before the script has run (a slow phone) or without it. Under a pointer only while it
 * is off the stars: over them, the script shows the rating it would choose instead.
 */
function chosenOrBefore(star: string, inside = ''): { anyPointer: string; pointerOff: string } {
  const selectors = [`${star}:has(input:checked)${inside}`, `${star}:has(~ * input:checked)${inside}`];
  return {
    anyPointer: selectors.join(', '),
    pointerOff: selectors.map((selector) => `${stars}:not(:hover) ${selector}`).join(', '),
  };
}

const chosenStar = chosenOrBefore('&');

export const star = style({
  display: 'inline-flex',
  padding: vars.space[1],
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  // Filled: the brand colour as it reads on the page; empty: an outline at the 3:1 of control edges.
  color: vars.color.borderStrong,
  transition: 'color 120ms',
  selectors: {
    '&[data-filled]': { color: vars.color.brand.text },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.noHover]: { selectors: { [chosenStar.anyPointer]: { color: vars.color.brand.text } } },
    [media.hover]: { selectors: { [chosenStar.pointerOff]: { color: vars.color.brand.text } } },
  },
});

const chosenStarIcon = chosenOrBefore(star, ' &');

/** Empty stars are outlines, so the rating does not rest on colour alone. */
export const starIcon = style({
  display: 'block',
  width: vars.space[8],
  height: vars.space[8],
  fill: 'none',
  selectors: { [`${star}[data-filled] &`]: { fill: 'currentColor' } },
  '@media': {
    [media.noHover]: { selectors: { [chosenStarIcon.anyPointer]: { fill: 'currentColor' } } },
    [media.hover]: { selectors: { [chosenStarIcon.pointerOff]: { fill: 'currentColor' } } },
  },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-start' });

export const thanks = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.success.light,
  color: vars.color.success.onLight,
  fontSize: vars.fontSize.base,
  fontWeight: vars.fontWeight.medium,
  outline: 'none',
});
