import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { focusRing } from '../../styles/shared.css';
import { vars } from '../../theme/vars.css';

export const image = style({
  display: 'block',
  width: vars.logoWidth.mobile,
  maxWidth: '100%',
  height: 'auto',
  // The logo's own ratio is known only once it has loaded, and the page is painted before (server-rendered,
  // nothing blocks the paint): until then the box takes a wordmark's usual 5:1 (the demo stores' logos), so
  // the header does not grow under the page when the logo arrives. The loaded logo's ratio then wins.
  aspectRatio: 'auto 5 / 1',
  '@media': { [media.desktop]: { width: vars.logoWidth.desktop } },
});

export const wordmark = style({
  display: 'block',
  color: vars.color.text,
  fontFamily: vars.font.headline,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.headline,
  textTransform: vars.textTransform.headline,
  lineHeight: vars.lineHeight.headline,
  // A store's name is never cut: it wraps at spaces, and a word longer than a phone's header breaks too.
  overflowWrap: 'anywhere',
});

export const link = style([
  focusRing,
  { display: 'inline-block', textDecoration: 'none', borderRadius: vars.radius.sm },
]);
