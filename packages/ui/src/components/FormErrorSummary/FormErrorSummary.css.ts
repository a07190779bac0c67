import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/shared.css';
import { vars } from '../../theme/vars.css';

export const summary = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    padding: vars.space[4],
    borderInlineStart: `${vars.space[1]} solid ${vars.color.danger.dark}`,
    borderRadius: vars.radius.md,
    background: vars.color.danger.light,
    color: vars.color.danger.onLight,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.body,
  },
]);

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.base,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  paddingInlineStart: vars.space[5],
});

export const link = style([
  focusRing,
  {
    color: 'inherit',
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    selectors: { '&:hover': { textDecorationThickness: '2px' } },
  },
]);
