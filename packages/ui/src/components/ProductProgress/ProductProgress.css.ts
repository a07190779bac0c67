import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const label = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.body,
  color: vars.color.textMuted,
});

// The native bar is restyled through its pseudo-elements: the track in the neutral tint, the value in the
// brand's text colour, which is AA against the page and so well above the 3:1 a graphic needs.
export const bar = style({
  appearance: 'none',
  display: 'block',
  width: '100%',
  height: vars.space[2],
  border: 0,
  borderRadius: 9999,
  overflow: 'hidden',
  background: vars.color.neutral.light,
  color: vars.color.brand.text,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.neutral.light },
    '&::-webkit-progress-value': { background: vars.color.brand.text },
    '&::-moz-progress-bar': { background: vars.color.brand.text },
  },
});
