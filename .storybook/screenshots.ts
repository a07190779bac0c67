/** How the story tests capture a story (see vitest.setup.ts); set from the story's tags by preview.tsx. */
export const SCREENSHOT_ATTRIBUTE = 'data-op-screenshot';
export const SCREENSHOT_EVERY_MERCHANT_ATTRIBUTE = 'data-op-screenshot-every-merchant';

export const screenshotTags = {
  /** Capture in every demo merchant, not only the house theme. */
  everyMerchant: 'screenshot:every-merchant',
  /** Capture the whole page: for dialogs and toasts rendered in portals. */
  page: 'screenshot:page',
  /** No capture: content that differs on every run. */
  none: 'screenshot:none',
} as const;

export function screenshotAttributes(tags: readonly string[]): Record<string, string> {
  const capture = tags.includes(screenshotTags.none)
    ? 'none'
    : tags.includes(screenshotTags.page)
      ? 'page'
      : 'frame';
  return {
    [SCREENSHOT_ATTRIBUTE]: capture,
    ...(tags.includes(screenshotTags.everyMerchant) ? { [SCREENSHOT_EVERY_MERCHANT_ATTRIBUTE]: '' } : {}),
  };
}
