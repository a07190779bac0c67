import { vars } from '@orderprotection/ui/vars';
import { style } from '@vanilla-extract/css';

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
});

/**
 * While the claim loads, the placeholder fills the screen, so the footer starts below the fold: the claim
 * then grows the page without moving anything in view (a footer jumping down was the page's layout shift).
 */
export const loading = style({ minHeight: '100vh' });
