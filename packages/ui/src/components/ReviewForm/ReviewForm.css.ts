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
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** Empty stars are outlines, so the rating does not rest on colour alone. */
export const starIcon = style({
  display: 'block',
  width: vars.space[8],
  height: vars.space[8],
  fill: 'none',
  selectors: { [`${star}[data-filled] &`]: { fill: 'currentColor' } },
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
