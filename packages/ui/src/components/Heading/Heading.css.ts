import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const levels = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.text,
    fontFamily: vars.font.headline,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.headline,
    letterSpacing: vars.letterSpacing.headline,
    textTransform: vars.textTransform.headline,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: Object.fromEntries(
      levels.map((level) => [level, { fontSize: vars.headlineSize[level] }]),
    ) as Record<(typeof levels)[number], { fontSize: string }>,
  },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
