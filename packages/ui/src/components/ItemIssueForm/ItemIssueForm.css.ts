import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The count, the "same issue" box and the unit fields, spaced like the sections of a dialog. */
export const form = style({ display: 'grid', gap: vars.space[6] });

/** One unit's fields: issue type, details, photos. */
export const unitFields = style({ display: 'grid', gap: vars.space[3] });

/** A unit described on its own ("Unit 2"), when the affected units do not share the issue. */
export const unit = style({
  margin: 0,
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minInlineSize: 0,
});

export const legend = style({
  paddingInline: vars.space[1],
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});
