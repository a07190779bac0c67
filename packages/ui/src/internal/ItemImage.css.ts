import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const imageSize = { regular: vars.space[16], compact: vars.space[10] };

export const image = recipe({
  base: {
    flex: 'none',
    objectFit: 'cover',
    borderRadius: vars.radius.sm,
    background: vars.color.neutral.light,
  },
  variants: {
    size: {
      regular: { width: imageSize.regular, height: imageSize.regular },
      compact: { width: imageSize.compact, height: imageSize.compact },
    },
    dimmed: { true: { opacity: 0.5, filter: 'grayscale(1)' } },
  },
});

export const placeholder = recipe({
  base: {
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.sm,
    background: vars.color.neutral.light,
    color: vars.color.neutral.onLight,
  },
  variants: {
    size: {
      regular: { width: imageSize.regular, height: imageSize.regular },
      compact: { width: imageSize.compact, height: imageSize.compact },
    },
  },
});

export const placeholderIcon = style({ width: '50%', height: '50%' });
