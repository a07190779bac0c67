/**
 * What every story test does after its story has rendered in the house theme and passed its play function
 * and axe check (the test itself, from @storybook/addon-vitest): a screenshot comparison, then the same
 * checks in each other demo merchant, on the same page.
 *
 * Screenshots: the story's frame is compared with the reference PNG committed next to the story
 * (`__screenshots__/`); a changed pixel (vitest.config.ts says which differences do not count) fails until
 * the reference is updated on purpose with `npm run test:update-screenshots`. Each story is captured in the
 * house theme; stories tagged `screenshot:every-merchant` (the theme gallery) in every demo merchant too.
 * `screenshot:page` captures the whole page (dialogs in portals), `screenshot:none` skips the capture. The
 * decorator in preview.tsx turns the tags into attributes of the story frame.
 *
 * Other merchants: the story is re-rendered where it stands in each of them (`showMerchant`), its state
 * after the play function kept; the theme, fonts, logo and store name change. What depends on the merchant
 * is checked there: the full axe check again (so a merchant whose colours fail contrast fails the story),
 * and the screenshot of a story captured in every merchant. A play function runs once, in the house
 * theme, except for stories tagged `play:every-merchant` (their play function reads the merchant or
 * measures what its branding changes): those run again from the start in each merchant.
 */
import { afterEach as checkAccessibility } from '@storybook/addon-a11y/preview';
import type { ReactRenderer } from '@storybook/react-vite';
import type { ComposedStoryFn, StoryContext } from 'storybook/internal/types';
import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defaultDemoMerchantId, demoMerchants } from '../packages/ui/src/demo-merchants';
import { MERCHANT_GLOBAL, PLAY_EVERY_MERCHANT_TAG } from './constants';
import { forgetShownMerchant, showMerchant } from './merchant';
import { SCREENSHOT_ATTRIBUTE, SCREENSHOT_EVERY_MERCHANT_ATTRIBUTE } from './screenshots';

type Story = ComposedStoryFn<ReactRenderer>;

declare module 'vitest' {
  interface TestContext {
    /** Set by @storybook/addon-vitest on every story test: the story it ran. */
    story?: Story;
  }
  interface TaskMeta {
    /** Set by @storybook/addon-vitest on every story test. */
    storyId?: string;
  }
}

// A play function's `findBy` waits for the story to answer (a fake API's promise, a lazy page's module
// that the dev server transforms on first use) by watching the page, not by sleeping. Testing Library's
// one-second bound is for a test that has a core to itself; these share two cores with the server's tests
// and the end-to-end files, as the e2e's locators (Playwright's bounds) do.
configure({ asyncUtilTimeout: 5_000 });

const otherMerchants = demoMerchants.filter((merchant) => merchant.id !== defaultDemoMerchantId);

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
async function startAsOnAFreshPage() {
  window.scrollTo(0, 0);
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  const corner = { x: window.innerWidth - 1, y: window.innerHeight - 1 };
  await userEvent.click(document.documentElement, { position: corner, force: true });
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F12', bubbles: true }));
}

beforeEach(startAsOnAFreshPage);

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

async function compareScreenshot(storyId: string, merchant: string) {
  const frame = document.querySelector<HTMLElement>(`[${SCREENSHOT_ATTRIBUTE}]`);
  if (!frame) return;
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
    await expect.element(page.elementLocator(target)).toMatchScreenshot(`${storyId}-${merchant}`);
  } finally {
    screenshotStyle.remove();
  }
}

/** What a merchant's branding loads once the story shows it: its fonts and its logo. */
async function merchantAssetsLoaded() {
  await document.fonts.ready;
  // A logo that fails to load shows as such in the picture; decode() only says when it has settled.
  await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
}

/** What of a story's context the addon's axe check reads; the rest is for the play function. */
type CheckedContext = Pick<
  StoryContext<ReactRenderer>,
  'id' | 'parameters' | 'globals' | 'reporting' | 'viewMode'
>;

/**
 * The addon's own check, as it runs after the play function: every rule, with the story's `a11y`
 * parameters, failing the test on any violation (`a11y.test = 'error'`, preview.tsx). Only violations are
 * gathered in full: axe spends most of its time describing every node that passes, which the house
 * theme's check has reported already.
 */
async function checkAccessibilityIn(story: Story, merchant: string) {
  settleAnimations();
  const a11y = story.parameters.a11y;
  const context: CheckedContext = {
    id: story.id,
    parameters: {
      ...story.parameters,
      a11y: { ...a11y, options: { ...a11y?.options, resultTypes: ['violations'] } },
    },
    globals: { ...story.globals, [MERCHANT_GLOBAL]: merchant },
    reporting: story.reporting,
    viewMode: 'story',
  };
  await checkAccessibility(context as StoryContext<ReactRenderer>);
}

/** A story tagged `play:every-merchant` runs again from the start: play function and axe check. */
async function playIn(story: Story, merchant: string) {
  await startAsOnAFreshPage();
  await story.run({ globals: { ...story.globals, [MERCHANT_GLOBAL]: merchant } });
  await merchantAssetsLoaded();
}

/** Any other story is shown in the merchant where it stands, and checked with axe there. */
async function showIn(story: Story, merchant: string) {
  await showMerchant(merchant);
  await merchantAssetsLoaded();
  await checkAccessibilityIn(story, merchant);
}

afterEach(async ({ task, story }) => {
  const { storyId } = task.meta;
  if (!storyId || !story || task.result?.state === 'fail') return;
  await compareScreenshot(storyId, defaultDemoMerchantId);
  const switchTo = story.tags.includes(PLAY_EVERY_MERCHANT_TAG) ? playIn : showIn;
  try {
    for (const merchant of otherMerchants) {
      try {
        await switchTo(story, merchant.id);
        await compareScreenshot(storyId, merchant.id);
      } catch (error) {
        // The reports of the checks above do not name the merchant.
        if (error instanceof Error) error.message = `In the ${merchant.id} merchant: ${error.message}`;
        throw error;
      }
    }
  } finally {
    forgetShownMerchant();
  }
});
