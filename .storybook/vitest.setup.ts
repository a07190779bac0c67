/**
 * Screenshot comparison of the stories (the local visual-regression check). After each story has rendered
 * and passed its play function, its frame is compared with the reference PNG committed next to the story
 * (`__screenshots__/`); a changed pixel (vitest.config.ts says which differences do not count) fails until
 * the reference is updated on purpose with `npm run test:update-screenshots`.
 *
 * Each story is captured in the house theme. Stories tagged `screenshot:every-merchant` (the theme
 * gallery) are captured in every demo merchant; `screenshot:page` captures the whole page (dialogs in
 * portals), `screenshot:none` skips the capture. The decorator in preview.tsx turns the tags into
 * attributes of the story frame.
 */
import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defaultDemoMerchantId } from '../packages/ui/src/demo-merchants';
import { MERCHANT_PROVIDE_KEY } from './constants';
import { SCREENSHOT_ATTRIBUTE, SCREENSHOT_EVERY_MERCHANT_ATTRIBUTE } from './screenshots';

declare module 'vitest' {
  interface ProvidedContext {
    [MERCHANT_PROVIDE_KEY]: string;
  }
  interface TaskMeta {
    /** Set by @storybook/addon-vitest on every story test. */
    storyId?: string;
  }
}

const merchant = inject(MERCHANT_PROVIDE_KEY);

// Play functions wait for what appears later (an image decoded, a lazily loaded page) with `findBy` and
// `waitFor`; their default second is too short on a busy 2-core machine running five merchants at once.
configure({ asyncUtilTimeout: 5_000 });

/**
 * An animation still running when a story ends (a border fading in after the last click, a component that
 * ignores reduced motion) would be captured wherever it happens to be, which depends on how busy the
 * machine is. Each goes to a fixed point instead: a finite one to its end, an endless one to its start.
 */
function settleAnimations() {
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY) {
      animation.pause();
      animation.currentTime = 0;
    } else {
      animation.finish();
    }
  }
}

/**
 * Story files share one page (isolate: false), so the last story would decide where the next one lands (a
 * long story's scroll position) and whether it shows focus rings (keyboard or mouse use). Every story
 * starts as on a fresh page instead: scrolled to the top, nothing focused, the browser's :focus-visible
 * with no keyboard use to remember (a real click on the empty bottom-right corner), and react-aria in its
 * first modality, keyboard (a synthetic key press, which react-aria reads and the browser ignores).
 */
beforeEach(async () => {
  window.scrollTo(0, 0);
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  const corner = { x: window.innerWidth - 1, y: window.innerHeight - 1 };
  await userEvent.click(document.documentElement, { position: corner, force: true });
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F12', bubbles: true }));
});

/**
 * What would make a picture depend on timing is left out of it: the blinking text caret, and the browser's
 * `:focus-visible` rings. Whether those match after a story depends on the mix of real input (the reset
 * above) and the synthetic events of play functions, which made the same story show a ring on one run and
 * not the next. Focus itself is asserted by the play functions, and react-aria's `data-focus-visible`
 * rings, which follow its own modality, stay in the pictures.
 */
const screenshotStyle = Object.assign(document.createElement('style'), {
  textContent: '* { caret-color: transparent !important; } :focus-visible { outline: none !important; }',
});

afterEach(async ({ task }) => {
  const { storyId } = task.meta;
  const frame = document.querySelector<HTMLElement>(`[${SCREENSHOT_ATTRIBUTE}]`);
  if (!storyId || !frame || task.result?.state === 'fail') return;
  const capture = frame.getAttribute(SCREENSHOT_ATTRIBUTE);
  const inThisMerchant =
    merchant === defaultDemoMerchantId || frame.hasAttribute(SCREENSHOT_EVERY_MERCHANT_ATTRIBUTE);
  if (capture === 'none' || !inThisMerchant) return;
  // A merchant font that is still loading would make the picture depend on timing.
  await document.fonts.ready;
  settleAnimations();
  const target = capture === 'page' ? document.body : frame;
  document.head.append(screenshotStyle);
  try {
    // Two identical captures in a row make a stable picture; a busy machine needs more than the default 5 s.
    await expect
      .element(page.elementLocator(target))
      .toMatchScreenshot(`${storyId}-${merchant}`, { timeout: 15_000 });
  } finally {
    screenshotStyle.remove();
  }
});
