import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

/** A row of the country's format (`city, province, zip`): side by side while each keeps a usable width. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space[4],
  alignItems: 'start',
});
