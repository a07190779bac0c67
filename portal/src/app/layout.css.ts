import { vars } from '@orderprotection/ui/vars';
import { style } from '@vanilla-extract/css';

/** The page's h1 takes focus after a navigation; it is not a control, so it shows no ring. */
export const pageHeading = style({ outline: 'none', marginBlockEnd: vars.space[2] });

export const pageIntro = style({ marginBlockEnd: vars.space[6] });

export const waiting = style({ display: 'grid', placeItems: 'center', minHeight: '40vh' });

export const footerText = style({ margin: 0 });

/** A print summary drops the portal's chrome: the header, the footer and every button. */
export const hideWhenPrinting = style({ '@media': { print: { display: 'none' } } });
