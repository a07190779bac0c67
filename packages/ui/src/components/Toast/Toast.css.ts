import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/media';
import { focusRing } from '../../styles/shared.css';
import { subtleToneVariants } from '../../styles/tones.css';
import { vars } from '../../theme/vars.css';

export const region = style([
  focusRing,
  {
    position: 'fixed',
    insetInline: vars.space[4],
    bottom: vars.space[4],
    zIndex: 1100,
    display: 'flex',
    flexDirection: 'column-reverse',
    alignItems: 'center',
    gap: vars.space[2],
    outline: 'none',
    '@media': {
      [media.desktop]: {
        insetInline: 'auto',
        right: vars.space[6],
        bottom: vars.space[6],
        alignItems: 'end',
      },
    },
  },
]);

export const toast = recipe({
  base: [
    focusRing,
    {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      alignItems: 'start',
      gap: vars.space[3],
      boxSizing: 'border-box',
      width: 'min(100%, 24rem)',
      padding: vars.space[4],
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.lg,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.body,
    },
  ],
  variants: { tone: subtleToneVariants },
  defaultVariants: { tone: 'neutral' },
});

export const content = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold });

export const close = style([
  focusRing,
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: vars.space[8],
    height: vars.space[8],
    margin: `calc(${vars.space[2]} * -1)`,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { background: 'color-mix(in srgb, currentColor 12%, transparent)' } },
  },
]);
