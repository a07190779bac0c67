import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/shared.css';
import { vars } from '../theme/vars.css';

export const checkbox = style([
  focusRing,
  {
    flex: 'none',
    width: vars.space[5],
    height: vars.space[5],
    margin: 0,
    // The brand colour as text is AA on the page, so the ticked box is well above the 3:1 of a control.
    accentColor: vars.color.brand.text,
    cursor: 'inherit',
    selectors: { '&[aria-disabled="true"]': { opacity: 0.5 } },
  },
]);

/**
 * For the checkbox's label inside a selectable row or card: it stretches over the nearest positioned
 * ancestor, so a click anywhere on the row ticks the box. Links inside must sit above it (`position:
 * relative` and a z-index).
 */
export const stretchedLabel = style({
  cursor: 'inherit',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});
