import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/shared.css';
import { vars } from '../../theme/vars.css';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[3],
    fontFamily: vars.font.body,
    letterSpacing: vars.letterSpacing.body,
    lineHeight: vars.lineHeight.body,
  },
  variants: {
    selectable: {
      true: {
        cursor: 'pointer',
        selectors: {
          '&:has(input:checked)': {
            borderColor: vars.color.brand.text,
            boxShadow: `inset 0 0 0 1px ${vars.color.brand.text}`,
          },
        },
      },
    },
    // Text keeps its full contrast; the dashed edge says "not available" to sighted shoppers and the
    // reason says it to everyone.
    unavailable: {
      true: { cursor: 'not-allowed', borderStyle: 'dashed', background: vars.color.background },
    },
  },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[3] });

/** Lines the box up with the first line of the title. */
export const checkbox = style({ marginTop: vars.space[1] });

export const titleBlock = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const state = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const reason = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  margin: 0,
  fontSize: vars.fontSize.sm,
});

/** Each term and its values take one row of the grid. */
export const detail = style({ display: 'contents' });

export const term = style({ gridColumn: 1, color: vars.color.textMuted });

export const value = style({ gridColumn: 2, margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

// Above the stretched label of a selectable card, so the link (not the checkbox) gets the click.
export const link = style([
  focusRing,
  {
    position: 'relative',
    zIndex: 1,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    color: vars.color.brand.text,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    borderRadius: vars.radius.sm,
  },
]);

export const externalIcon = style({ flex: 'none', width: '1em', height: '1em' });

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  paddingBlockStart: vars.space[3],
  paddingInlineStart: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});
