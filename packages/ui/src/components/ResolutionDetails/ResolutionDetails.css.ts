import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/shared.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  fontFamily: vars.font.body,
  letterSpacing: vars.letterSpacing.body,
  lineHeight: vars.lineHeight.body,
});

// A share of the width rather than the longest term, so the summary and the amounts (two lists) line up.
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  columnGap: vars.space[4],
  rowGap: vars.space[2],
  margin: 0,
  fontSize: vars.fontSize.md,
});

/** The amounts under a line, so the money reads as its own block. */
export const amounts = style({
  paddingBlockStart: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
});

/** Each term and its value take one row of the grid. */
export const row = style({ display: 'contents' });

export const term = style({ gridColumn: 1, color: vars.color.textMuted });

export const value = style({ gridColumn: 2, margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const amount = style({ fontVariantNumeric: 'tabular-nums' });

/** The two totals, in a heavier weight. */
export const totalRow = style({ fontWeight: vars.fontWeight.bold });

export const link = style([
  focusRing,
  {
    color: vars.color.brand.text,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    borderRadius: vars.radius.sm,
  },
]);
