import { vars } from '@orderprotection/ui/vars';
import { style } from '@vanilla-extract/css';

/**
 * The portal scrolls inside a box the height of the story frame's inside, so a story is never taller than
 * the browser window: a screenshot of an element taller than the window is captured in pieces that do not
 * always finish painting, which would make the screenshots differ from run to run.
 */
export const previewViewport = style({
  height: `calc(100dvh - 2 * ${vars.space[4]})`,
  overflowY: 'auto',
});
