import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../theme/vars.css';

const dotSize = '1.25rem';

/**
 * The round mark of a radio, in RadioGroup and ChoiceCardGroup. It reads the state from the nearest
 * react-aria Radio (`data-selected`, `data-focus-visible`, `data-invalid` on the label around it).
 */
export const radioIndicator = style({
  flex: 'none',
  boxSizing: 'border-box',
  width: dotSize,
  height: dotSize,
  // Centres the mark on the first line of the label whatever the merchant's line height.
  marginBlockStart: `calc((${vars.lineHeight.body} * ${vars.fontSize.base} - ${dotSize}) / 2)`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: '50%',
  background: vars.color.surface,
  transition: 'border-width 120ms, border-color 120ms',
  selectors: {
    // A thick ring in the brand's text colour: visible on the page whatever brand 700 is. A checked radio
    // shows it before the page's script has run (or without one), when react-aria has not set the
    // attribute; in `:where`, so `data-invalid` below still wins over it.
    '[data-selected] &, :where(label:has(input:checked)) &': {
      borderColor: vars.color.brand.text,
      borderWidth: '0.375rem',
    },
    '[data-invalid] &': { borderColor: vars.color.danger.text },
    '[data-focus-visible] &': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
