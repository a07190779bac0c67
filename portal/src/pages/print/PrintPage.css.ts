import { vars } from '@orderprotection/ui/vars';
import { style } from '@vanilla-extract/css';

export const page = style({
  boxSizing: 'border-box',
  maxWidth: '48rem',
  marginInline: 'auto',
  padding: vars.space[4],
  // Paper is white and ink is black, whatever the store's theme; browsers print no backgrounds anyway.
  '@media': { print: { maxWidth: 'none', padding: 0, color: '#000000', background: '#ffffff' } },
});

export const header = style({ paddingBlock: vars.space[4], borderBottom: `1px solid ${vars.color.border}` });

export const main = style({ paddingBlock: vars.space[6], outline: 'none' });

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});
