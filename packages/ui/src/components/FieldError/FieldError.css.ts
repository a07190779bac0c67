import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[1],
  margin: 0,
  color: vars.color.danger.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.body,
});

export const icon = style({
  flex: 'none',
  width: '1.15em',
  height: '1.15em',
  // Centres the icon on the first line of text whatever the merchant's line height.
  marginBlockStart: `calc((1lh - 1.15em) / 2)`,
});
