import { vars } from '@orderprotection/ui';
import { style } from '@vanilla-extract/css';

/** Read by screen readers, not shown: the route announcer. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The page's h1 takes focus after a navigation; it is not a control, so it shows no ring. */
export const pageHeading = style({ outline: 'none', marginBlockEnd: vars.space[2] });

export const pageIntro = style({ marginBlockEnd: vars.space[6] });

export const waiting = style({ display: 'grid', placeItems: 'center', minHeight: '40vh' });

export const footerText = style({ margin: 0 });

/** A print summary drops the portal's chrome: the header, the footer and every button. */
export const hideWhenPrinting = style({ '@media': { print: { display: 'none' } } });
