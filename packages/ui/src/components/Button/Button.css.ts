import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { media } from '../../styles/media';
import { focusRing } from '../../styles/shared.css';
import { vars } from '../../theme/vars.css';

const busyOrDisabled = '&:disabled, &[aria-disabled="true"]';

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space[2],
      boxSizing: 'border-box',
      border: '1px solid transparent',
      borderRadius: vars.radius.button,
      fontFamily: vars.font.body,
      fontWeight: vars.fontWeight.medium,
      lineHeight: 1.2,
      letterSpacing: vars.letterSpacing.body,
      textTransform: vars.textTransform.button,
      textAlign: 'center',
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      transition: 'background-color 120ms, border-color 120ms, color 120ms',
      selectors: {
        [busyOrDisabled]: { cursor: 'not-allowed', opacity: 0.6 },
        '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
      },
      '@media': { [media.reducedMotion]: { transition: 'none' } },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.brand[700],
        color: vars.color.brand.on700,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            background: vars.color.brand[800],
            color: vars.color.brand.on800,
          },
          '&:active:not(:disabled, [aria-disabled="true"])': {
            background: vars.color.brand[900],
            color: vars.color.brand.on900,
          },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            background: vars.color.neutral.light,
            color: vars.color.neutral.onLight,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brand.text,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            background: vars.color.brand[100],
            color: vars.color.brand.on100,
          },
        },
      },
      danger: {
        background: vars.color.danger.dark,
        color: vars.color.danger.onDark,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.danger.darkHover },
          '&:active:not(:disabled, [aria-disabled="true"])': { background: vars.color.danger.darkActive },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.controlHeight.sm,
        paddingInline: vars.space[3],
        fontSize: vars.fontSize.md,
      },
      md: {
        minHeight: vars.controlHeight.md,
        paddingInline: vars.space[4],
        fontSize: vars.fontSize.base,
      },
      lg: {
        minHeight: vars.controlHeight.lg,
        paddingInline: vars.space[6],
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
