import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { focusRing } from '../../styles/shared.css';
import { vars } from '../../theme/vars.css';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  color: vars.color.text,
  fontFamily: vars.font.body,
});

const column = {
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '44rem',
  marginInline: 'auto',
  paddingInline: vars.space[4],
  '@media': { [media.desktop]: { paddingInline: vars.space[6] } },
} as const;

export const skipLink = style([
  focusRing,
  {
    position: 'absolute',
    insetInlineStart: vars.space[2],
    top: vars.space[2],
    zIndex: 1200,
    padding: `${vars.space[2]} ${vars.space[4]}`,
    borderRadius: vars.radius.button,
    background: vars.color.brand[700],
    color: vars.color.brand.on700,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    transform: 'translateY(-200%)',
    selectors: { '&:focus': { transform: 'none' } },
  },
]);

export const header = style({ borderBottom: `1px solid ${vars.color.border}` });

export const headerInner = style({
  ...column,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  minHeight: vars.space[16],
  paddingBlock: vars.space[3],
});

export const main = style({
  ...column,
  flex: 1,
  paddingBlock: vars.space[8],
  outline: 'none',
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footerInner = style({ ...column, paddingBlock: vars.space[6] });
