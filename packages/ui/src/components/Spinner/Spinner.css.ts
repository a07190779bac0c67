import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/media';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.75s linear infinite`,
    '@media': {
      // Still shows that something is happening, without the motion.
      [media.reducedMotion]: {
        animation: 'none',
        borderRightColor: 'currentColor',
        opacity: 0.6,
      },
    },
  },
  variants: {
    size: {
      sm: { width: vars.space[3], height: vars.space[3] },
      md: { width: vars.space[4], height: vars.space[4] },
      lg: { width: vars.space[8], height: vars.space[8], borderWidth: 3 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const status = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });
