import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const emptyState = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[10],
  paddingInline: vars.space[4],
  textAlign: 'center',
});

export const icon = style({ color: vars.color.textMuted, fontSize: vars.fontSize['3xl'] });

export const description = style({ maxWidth: '32rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
  marginTop: vars.space[2],
});
