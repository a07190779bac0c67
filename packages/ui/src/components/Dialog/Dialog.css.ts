import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/media';
import { vars } from '../../theme/vars.css';

// Below the desktop breakpoint a dialog is a full-screen sheet: a centred box would leave no room on a phone.
const narrow = `not ${media.desktop}`;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  padding: vars.space[6],
  background: vars.color.overlay,
  '@media': { [narrow]: { padding: 0 } },
});

export const modal = recipe({
  base: {
    display: 'flex',
    boxSizing: 'border-box',
    width: '100%',
    maxHeight: '100%',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    boxShadow: vars.shadow.lg,
    color: vars.color.text,
    fontFamily: vars.font.body,
    lineHeight: vars.lineHeight.body,
    letterSpacing: vars.letterSpacing.body,
    outline: 'none',
    '@media': {
      [narrow]: { maxWidth: 'none', height: '100%', border: 'none', borderRadius: 0, boxShadow: 'none' },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '26rem' },
      md: { maxWidth: '36rem' },
      lg: { maxWidth: '52rem' },
    },
  },
  defaultVariants: { size: 'md' },
});
export type DialogVariants = NonNullable<RecipeVariants<typeof modal>>;

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingBlock: `${vars.space[4]} ${vars.space[2]}`,
  paddingInline: vars.space[6],
  '@media': { [narrow]: { paddingInline: vars.space[4] } },
});

export const title = style({
  margin: 0,
  // Lines the title's first line up with the close button.
  paddingBlockStart: vars.space[2],
  fontFamily: vars.font.headline,
  fontSize: vars.headlineSize.h4,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.headline,
  letterSpacing: vars.letterSpacing.headline,
  textTransform: vars.textTransform.headline,
});

export const close = style({
  flex: 'none',
  width: vars.controlHeight.md,
  paddingInline: 0,
});

export const closeIcon = style({ width: '1.25rem', height: '1.25rem' });

export const description = style({
  margin: 0,
  paddingInline: vars.space[6],
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  '@media': { [narrow]: { paddingInline: vars.space[4] } },
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  paddingBlock: vars.space[4],
  paddingInline: vars.space[6],
  '@media': { [narrow]: { paddingInline: vars.space[4] } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  paddingBlock: vars.space[4],
  paddingInline: vars.space[6],
  borderBlockStart: `1px solid ${vars.color.border}`,
  '@media': {
    // Full-width buttons, the main action (last in the markup) on top, within reach of a thumb.
    [narrow]: { flexDirection: 'column-reverse', alignItems: 'stretch', paddingInline: vars.space[4] },
  },
});
