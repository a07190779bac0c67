import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const row = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    boxSizing: 'border-box',
    color: vars.color.text,
    fontFamily: vars.font.body,
    letterSpacing: vars.letterSpacing.body,
    lineHeight: vars.lineHeight.body,
  },
  variants: {
    selectable: {
      true: {
        padding: vars.space[3],
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        cursor: 'pointer',
        selectors: {
          '&:has(input:checked)': {
            borderColor: vars.color.brand.text,
            boxShadow: `inset 0 0 0 1px ${vars.color.brand.text}`,
          },
        },
      },
    },
    // Text keeps its full contrast (it must stay readable); the dashed edge and the dimmed image say
    // "not available" to sighted shoppers, the reason says it to everyone.
    unavailable: {
      true: {
        cursor: 'not-allowed',
        borderStyle: 'dashed',
        background: vars.color.background,
      },
    },
    compact: {
      true: { gap: vars.space[2], fontSize: vars.fontSize.sm },
      false: { fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { selectable: false, unavailable: false, compact: false },
});

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const name = recipe({
  base: { fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' },
  variants: {
    compact: { true: { fontSize: vars.fontSize.sm }, false: { fontSize: vars.fontSize.base } },
  },
});

export const hints = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space[3],
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const hint = style({ display: 'flex', gap: vars.space[1] });

globalStyle(`${hint} > dd`, { margin: 0 });

export const reason = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const meta = style({
  flex: 'none',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space[1],
  textAlign: 'end',
});

export const price = style({ fontWeight: vars.fontWeight.medium });

export const quantity = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
