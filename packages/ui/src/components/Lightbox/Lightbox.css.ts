import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/media';
import { focusRing } from '../../styles/shared.css';
import { vars } from '../../theme/vars.css';

const edge = vars.space[3];

/** The mask: everything behind the image. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: vars.color.overlay,
});

export const modal = style({ position: 'fixed', inset: 0, outline: 'none' });

export const dialog = style({
  position: 'absolute',
  inset: 0,
  outline: 'none',
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.body,
  letterSpacing: vars.letterSpacing.body,
});

export const frame = style({ position: 'absolute', inset: 0 });

/** Fills the dialog behind the controls, so a click anywhere that is not a control or the image is on the mask. */
export const stage = style({
  position: 'absolute',
  inset: 0,
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  // Room for the bars above and below and the arrows at the sides, so they never cover the fitted image.
  paddingBlock: `calc(${vars.controlHeight.md} + ${vars.space[6]})`,
  paddingInline: `calc(${vars.controlHeight.md} + ${vars.space[6]})`,
  // Touch gestures are the viewer's (swipe, pinch, pan), not the browser's scroll and zoom.
  touchAction: 'none',
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
  userSelect: 'none',
  cursor: 'grab',
  transition: 'transform 150ms ease-out',
  selectors: {
    '&[data-dragging]': { cursor: 'grabbing', transition: 'none' },
    // Hidden, not removed, while loading: it must be in the layout to load and to be measured.
    '&[data-loading]': { visibility: 'hidden' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

const panel = style({
  boxSizing: 'border-box',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const topBar = style({
  position: 'absolute',
  insetBlockStart: edge,
  insetInline: edge,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[2],
  // The bar's empty middle belongs to the mask; only its panels take clicks.
  pointerEvents: 'none',
});
globalStyle(`${topBar} > *`, { pointerEvents: 'auto' });

export const counter = style([
  panel,
  {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    paddingBlock: vars.space[2],
    paddingInline: vars.space[3],
    fontSize: vars.fontSize.sm,
  },
]);

export const position = style({ fontWeight: vars.fontWeight.medium });

export const caption = style({
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** Centres the toolbar at the bottom; like the top bar, its empty sides belong to the mask. */
export const toolbarRow = style({
  position: 'absolute',
  insetBlockEnd: edge,
  insetInline: edge,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const toolbar = style([
  panel,
  {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: vars.space[1],
    minInlineSize: 0,
    margin: 0,
    border: 0,
    padding: vars.space[1],
    pointerEvents: 'auto',
  },
]);

/** Square icon-only buttons; the element selector outranks the Button recipe's padding whatever the CSS order. */
export const iconButton = style({
  selectors: {
    'button&': { width: vars.controlHeight.md, paddingInline: 0, flexShrink: 0 },
  },
});

/** Stays at the end of the bar also when there is no counter before it (no images). */
export const close = style({ marginInlineStart: 'auto' });

export const navButton = recipe({
  base: { position: 'absolute', insetBlockStart: '50%', transform: 'translateY(-50%)' },
  variants: {
    side: {
      start: { insetInlineStart: edge },
      end: { insetInlineEnd: edge },
    },
  },
});

/** Arrows point along the reading direction. */
export const mirrorInRtl = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const placeholder = style([
  panel,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space[2],
    maxWidth: '20rem',
    padding: vars.space[6],
    textAlign: 'center',
    fontSize: vars.fontSize.md,
  },
]);

export const placeholderIcon = style({
  width: vars.space[12],
  height: vars.space[12],
  color: vars.color.textMuted,
});

export const loading = style([
  panel,
  {
    position: 'absolute',
    inset: 0,
    width: 'max-content',
    height: 'max-content',
    margin: 'auto',
    display: 'flex',
    padding: vars.space[3],
    borderRadius: '50%',
    color: vars.color.brand.text,
  },
]);

export const thumbnail = recipe({
  base: [
    focusRing,
    {
      boxSizing: 'border-box',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      padding: 0,
      overflow: 'hidden',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
      color: vars.color.textMuted,
      cursor: 'zoom-in',
    },
  ],
  variants: {
    size: {
      sm: { width: vars.space[12], height: vars.space[12] },
      md: { width: vars.space[16], height: vars.space[16] },
    },
  },
  defaultVariants: { size: 'md' },
});
export type ThumbnailVariants = NonNullable<RecipeVariants<typeof thumbnail>>;

export const thumbnailImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
