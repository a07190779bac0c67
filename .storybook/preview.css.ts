import { style } from '@vanilla-extract/css';
import { vars } from '../packages/ui/src/theme/vars.css';

/**
 * Around every story: the merchant's page background and text colour, so a story shows (and is checked
 * for contrast) as it would sit on the store's page, also inside the docs pages' white blocks.
 */
export const storyFrame = style({
  boxSizing: 'border-box',
  minHeight: '100%',
  padding: vars.space[4],
  background: vars.color.background,
  backgroundImage: vars.backgroundImage,
  backgroundSize: 'cover',
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.body,
  letterSpacing: vars.letterSpacing.body,
});
