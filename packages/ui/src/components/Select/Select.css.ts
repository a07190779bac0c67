import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../theme/vars.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    // react-aria marks the field, not its button, as invalid.
    '[data-invalid] > &': {
      borderColor: vars.color.danger.text,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger.text}`,
    },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  flex: 'none',
  width: '1.25em',
  height: '1.25em',
  color: vars.color.textMuted,
});

export const popover = style({
  boxSizing: 'border-box',
  // The list is as wide as the field it belongs to (react-aria measures the trigger).
  minWidth: 'var(--trigger-width)',
  overflow: 'auto',
  padding: vars.space[1],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  fontFamily: vars.font.body,
  outline: 'none',
});

export const listBox = style({ outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.controlHeight.sm,
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.base,
  lineHeight: vars.lineHeight.body,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.brand[100], color: vars.color.brand.on100 },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
    '&[data-selected]': { fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const optionLabel = style({ flex: 1 });

export const check = style({ flex: 'none', width: '1em', height: '1em' });
