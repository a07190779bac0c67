import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/shared.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space[4],
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const list = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * The shopper's own messages sit at the end of the line on the brand tint, the store's and support's at
 * the start on the surface: who said what shows at a glance, and each pairing keeps its text readable.
 */
export const message = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'grid',
    gap: vars.space[2],
    maxWidth: 'min(100%, 36rem)',
    padding: vars.space[3],
    borderRadius: vars.radius.lg,
    border: '1px solid transparent',
  },
  variants: {
    from: {
      customer: {
        justifySelf: 'end',
        background: vars.color.brand[100],
        color: vars.color.brand.on100,
      },
      store: {
        justifySelf: 'start',
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
    },
  },
});

export const header = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space[2],
  rowGap: vars.space[1],
  fontSize: vars.fontSize.sm,
});

export const sender = style({ fontWeight: vars.fontWeight.bold });

/** Secondary text: muted on the surface; on the brand tint only its own text colour is guaranteed. */
export const meta = recipe({
  variants: {
    from: {
      customer: { color: vars.color.brand.on100 },
      store: { color: vars.color.textMuted },
    },
  },
});

export const content = style({
  margin: 0,
  fontSize: vars.fontSize.base,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const attachments = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fileLink = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space[1],
      fontSize: vars.fontSize.sm,
      textDecoration: 'underline',
      overflowWrap: 'anywhere',
    },
  ],
  variants: {
    from: {
      customer: { color: vars.color.brand.on100 },
      store: { color: vars.color.brand.text },
    },
  },
});

export const empty = style({
  margin: 0,
  padding: vars.space[4],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const composer = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const composerActions = style({ display: 'flex', justifyContent: 'flex-end' });
