import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/media';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space[2],
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space[2],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const dropZone = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    border: `2px dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    transition: 'background-color 120ms, border-color 120ms',
    selectors: {
      '&[data-drop-target]': {
        borderStyle: 'solid',
        borderColor: vars.color.focusRing,
        background: vars.color.brand[100],
        color: vars.color.brand.on100,
      },
      // The drop zone's own (visually hidden) button has focus: show it on the zone.
      '&[data-focus-visible]': {
        outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
        outlineOffset: vars.focusRing.offset,
      },
      '&[data-disabled]': { opacity: 0.6 },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    variant: {
      default: {
        flexDirection: 'column',
        justifyContent: 'center',
        padding: vars.space[6],
        textAlign: 'center',
      },
      compact: {
        flexWrap: 'wrap',
        padding: vars.space[2],
      },
    },
  },
  defaultVariants: { variant: 'default' },
});
export type DropZoneVariants = NonNullable<RecipeVariants<typeof dropZone>>;

export const dropIcon = style({ width: vars.space[8], height: vars.space[8], color: vars.color.textMuted });

export const hint = style({ margin: 0 });

export const formats = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[2],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** The same square as a thumbnail, for a video (which has no picture before it is processed). */
export const fileIcon = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space[12],
  height: vars.space[12],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
});

export const details = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const fileName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const status = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[1],
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
  },
  variants: {
    tone: {
      neutral: {},
      success: { color: vars.color.success.text },
      danger: { color: vars.color.danger.text },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const progressTrack = style({
  height: vars.space[1],
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  background: vars.color.border,
});

export const progressFill = style({
  height: '100%',
  background: vars.color.brand.text,
  transition: 'width 120ms linear',
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const actions = style({ display: 'flex', gap: vars.space[1] });

/** Square icon-only buttons; the element selector outranks the Button recipe's padding whatever the CSS order. */
export const iconButton = style({
  selectors: {
    'button&': { width: vars.controlHeight.sm, paddingInline: 0, flexShrink: 0 },
  },
});

export const rejections = style({
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  padding: vars.space[3],
  paddingInlineStart: vars.space[6],
  borderRadius: vars.radius.md,
  background: vars.color.danger.light,
  color: vars.color.danger.onLight,
  fontSize: vars.fontSize.sm,
});

/** `LazyFileDropzone`'s element, which holds the drop zone's events until its code arrives: no box of its own. */
export const lazyZone = style({ display: 'contents' });
