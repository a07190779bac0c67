/**
 * Breakpoints for `'@media'` in `*.css.ts` (media queries cannot read CSS variables). In em, so that a
 * reader's larger default font moves the layout to the narrower version, as zooming does.
 */
export const media = {
  /** Tablets and wider: the desktop logo width, side-by-side layouts. */
  desktop: 'screen and (min-width: 48em)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** A pointer that can hover (a mouse), and none that can (touch only). */
  hover: '(hover: hover)',
  noHover: '(hover: none)',
} as const;
