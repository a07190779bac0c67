import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const textArea = style({
  // Two and a half control heights: room for a few lines before the reader has to resize it.
  minHeight: `calc(${vars.controlHeight.md} * 2.5)`,
  resize: 'vertical',
});
