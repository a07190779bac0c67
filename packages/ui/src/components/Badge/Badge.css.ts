import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { subtleToneVariants } from '../../styles/tones.css';
import { vars } from '../../theme/vars.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    boxSizing: 'border-box',
    minHeight: vars.space[6],
    paddingInline: vars.space[2],
    borderRadius: vars.radius.button,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1.2,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: subtleToneVariants,
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
