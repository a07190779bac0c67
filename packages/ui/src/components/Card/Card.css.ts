import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const card = recipe({
  base: {
    boxSizing: 'border-box',
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space[3] },
      md: { padding: vars.space[5] },
      lg: { padding: vars.space[8] },
    },
    elevated: { true: { boxShadow: vars.shadow.md } },
  },
  defaultVariants: { padding: 'md' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
