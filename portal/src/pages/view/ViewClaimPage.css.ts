import { vars } from '@orderprotection/ui';
import { style } from '@vanilla-extract/css';

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
});
