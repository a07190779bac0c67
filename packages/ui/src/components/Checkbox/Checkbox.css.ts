import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { focusRing } from '../../styles/shared.css';
import { vars } from '../../theme/vars.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
});

const boxSize = '1.25rem';

export const input = style([
  focusRing,
  {
    appearance: 'none',
    flex: 'none',
    display: 'grid',
    placeContent: 'center',
    gridArea: '1 / 1',
    width: boxSize,
    height: boxSize,
    margin: 0,
    border: `2px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    fontSize: vars.fontSize.base,
    cursor: 'pointer',
    transition: 'background-color 120ms, border-color 120ms',
    selectors: {
      // The edge in the brand's text colour keeps the checked box visible on the page when brand 700 is pale.
      '&:checked': { background: vars.color.brand[700], borderColor: vars.color.brand.text },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger.text },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
]);

/** Drawn over the input, which cannot hold children, in the text colour made for brand 700. */
export const tick = style({
  gridArea: '1 / 1',
  width: boxSize,
  height: boxSize,
  color: vars.color.brand.on700,
  pointerEvents: 'none',
  visibility: 'hidden',
  selectors: { [`${input}:checked + &`]: { visibility: 'visible' } },
});

export const box = style({
  display: 'grid',
  flex: 'none',
  // Centres the box on the label's first line whatever the merchant's line height.
  marginBlockStart: `calc((${vars.lineHeight.body} * ${vars.fontSize.base} - ${boxSize}) / 2)`,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const label = style({
  fontSize: vars.fontSize.base,
  lineHeight: vars.lineHeight.body,
  cursor: 'pointer',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
});
