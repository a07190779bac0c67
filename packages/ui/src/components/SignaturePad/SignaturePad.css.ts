import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  selectors: { '&[hidden]': { display: 'none' } },
});

export const canvas = style({
  display: 'block',
  boxSizing: 'border-box',
  width: '100%',
  // A signature line's proportions, tall enough to sign with a finger.
  height: '10rem',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  // The pen reads this colour, so strokes follow the theme's text colour.
  color: vars.color.text,
  cursor: 'crosshair',
  touchAction: 'none',
});

export const preview = style({ cursor: 'default' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
});
