import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space[6],
    },
  },
});

export const radio = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  fontSize: vars.fontSize.base,
  lineHeight: vars.lineHeight.body,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const text = style({ display: 'flex', flexDirection: 'column' });

export const optionDescription = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
