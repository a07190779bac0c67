import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { subtleToneVariants } from '../../styles/tones.css';
import { vars } from '../../theme/vars.css';

export const alert = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: vars.space[3],
    alignItems: 'start',
    boxSizing: 'border-box',
    padding: vars.space[4],
    borderRadius: vars.radius.md,
    borderInlineStart: '4px solid currentColor',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.body,
  },
  variants: {
    tone: subtleToneVariants,
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({ width: 20, height: 20, marginTop: 1, flexShrink: 0 });

export const body = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.base, fontWeight: vars.fontWeight.bold });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginTop: vars.space[2],
});
