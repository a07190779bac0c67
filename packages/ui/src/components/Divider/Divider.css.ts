import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const divider = recipe({
  base: { border: 0, margin: 0, background: vars.color.border, flexShrink: 0 },
  variants: {
    orientation: {
      horizontal: { height: 1, width: '100%', marginBlock: vars.space[4] },
      vertical: { width: 1, height: 'auto', alignSelf: 'stretch', marginInline: vars.space[3] },
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});
