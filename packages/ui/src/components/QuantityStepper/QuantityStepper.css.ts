import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  gap: vars.space[2],
});

export const button = style({
  // Square: as wide as the control is high.
  width: vars.controlHeight.md,
  paddingInline: 0,
});

export const input = style({
  width: '4.5em',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const icon = style({ width: '1.25em', height: '1.25em' });
