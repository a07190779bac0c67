import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const text = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.body,
    letterSpacing: vars.letterSpacing.body,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs },
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      base: { fontSize: vars.fontSize.base },
      lg: { fontSize: vars.fontSize.lg },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      brand: { color: vars.color.brand.text },
      danger: { color: vars.color.danger.text },
      success: { color: vars.color.success.text },
      warning: { color: vars.color.warning.text },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { size: 'base', tone: 'default', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
