import { vars } from '@orderprotection/ui/vars';
import { style } from '@vanilla-extract/css';

export const editLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[6]}`,
});

/** The signature is exported in dark ink, so it sits on white paper whatever the theme. */
export const signature = style({
  display: 'block',
  maxWidth: '100%',
  width: '20rem',
  height: 'auto',
  background: '#ffffff',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
