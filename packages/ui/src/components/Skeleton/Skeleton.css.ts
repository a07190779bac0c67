import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/media';
import { vars } from '../../theme/vars.css';

const pulse = keyframes({ '50%': { opacity: 0.45 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.color.neutral.light,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.sm, marginBlock: '0.25em' },
      block: { borderRadius: vars.radius.md },
      circle: { borderRadius: '50%' },
    },
  },
  defaultVariants: { shape: 'text' },
});
