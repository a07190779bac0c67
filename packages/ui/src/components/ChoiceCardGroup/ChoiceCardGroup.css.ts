import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { focusRing } from '../../styles/shared.css';
import { vars } from '../../theme/vars.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const cards = style({
  display: 'grid',
  gap: vars.space[3],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' } },
});

export const card = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[3],
    padding: vars.space[4],
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    boxShadow: vars.shadow.sm,
    cursor: 'pointer',
    transition: 'border-color 120ms, box-shadow 120ms',
    selectors: {
      '&[data-hovered]:not([data-selected], [data-disabled])': { borderColor: vars.color.brand.text },
      // Twice as thick and in the brand's text colour: the choice shows without relying on colour alone.
      // Its checked radio shows it too before the page's script has run (or without one), when react-aria
      // has not set `data-selected` yet; in `:where`, so `data-invalid` below still wins over it.
      '&[data-selected], &:where(:has(input:checked))': {
        borderColor: vars.color.brand.text,
        boxShadow: `inset 0 0 0 1px ${vars.color.brand.text}`,
      },
      '&[data-invalid]': { borderColor: vars.color.danger.text },
      '&[data-focus-visible]': {
        outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
        outlineOffset: vars.focusRing.offset,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
]);

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
});

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const title = style({
  fontSize: vars.fontSize.base,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
});

export const help = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
});
