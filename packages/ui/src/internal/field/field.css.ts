/**
 * The field layout every form control of the kit shares (label, description, control, error), so a text
 * field, a select and a radio group line up and read alike.
 */
import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { focusRing } from '../../styles/shared.css';
import { vars } from '../../theme/vars.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.body,
  letterSpacing: vars.letterSpacing.body,
  color: vars.color.text,
});

/** The asterisk after a required field's label; the control's `required` is what screen readers announce. */
export const requiredMark = style({
  marginInlineStart: vars.space[1],
  color: vars.color.danger.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
});

const invalid = '&[aria-invalid="true"], &[data-invalid]';

/** The box of a text-like control: inputs, text areas, the select's trigger. */
export const control = style([
  focusRing,
  {
    boxSizing: 'border-box',
    width: '100%',
    minHeight: vars.controlHeight.md,
    margin: 0,
    paddingBlock: vars.space[2],
    paddingInline: vars.space[3],
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    // 16 px at least: iOS zooms the page into smaller inputs.
    fontSize: vars.fontSize.base,
    lineHeight: vars.lineHeight.body,
    letterSpacing: vars.letterSpacing.body,
    transition: 'border-color 120ms, box-shadow 120ms',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      [invalid]: {
        borderColor: vars.color.danger.text,
        boxShadow: `inset 0 0 0 1px ${vars.color.danger.text}`,
      },
      '&:disabled, &[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
]);
