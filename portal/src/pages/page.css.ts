/** Layout shared by the portal's pages: stacks, forms and the row of step actions. Tokens only. */
import { vars } from '@orderprotection/ui/vars';
import { style } from '@vanilla-extract/css';

const desktop = 'screen and (min-width: 48em)';

export const stack = style({ display: 'grid', gap: vars.space[6] });

export const tightStack = style({ display: 'grid', gap: vars.space[3] });

export const form = style({ display: 'grid', gap: vars.space[4] });

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
});

export const bulletList = style({
  margin: 0,
  paddingInlineStart: vars.space[6],
  display: 'grid',
  gap: vars.space[2],
});

/** Back and Continue: the main action last, full width on phones. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space[3],
  marginBlockStart: vars.space[2],
  '@media': {
    [desktop]: { flexDirection: 'row', justifyContent: 'flex-end', alignItems: 'center' },
  },
});

export const sectionHeading = style({ marginBlockEnd: vars.space[3] });

export const definitionList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const thumbnails = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const inlineLink = style({ color: vars.color.brand.text, textDecorationThickness: '1px' });
