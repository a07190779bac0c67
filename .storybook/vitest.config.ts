/**
 * Stories are tests: every story of .storybook/main.ts runs headless in Debian's Chromium, once per demo
 * merchant, with its play function, an axe check that fails on any violation (preview.tsx:
 * `a11y.test = 'error'`) and a screenshot comparison (vitest.setup.ts).
 *
 * One browser instance per merchant shares a single Vite server and Chromium, which keeps the run far
 * cheaper than a Vitest project per merchant; the instance tells the story its merchant through the
 * addon's initial globals.
 */
import { fileURLToPath } from 'node:url';
import { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY } from '@storybook/addon-vitest/constants';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { demoMerchants } from '../packages/ui/src/demo-merchants.ts';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { MERCHANT_GLOBAL, MERCHANT_PROVIDE_KEY } from './constants.ts';

const storybookDir = fileURLToPath(new URL('.', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineProject({
  root: repositoryRoot,
  plugins: [storybookTest({ configDir: storybookDir, storybookScript: 'npm run storybook -- --no-open' })],
  // main.ts gives Storybook's Vite the workspaces' sources; vanilla-extract's compiler reads this file
  // instead, and without the condition it would look for the packages' dist/ (which no test may need).
  resolve: { conditions: ['@orderprotection/source', ...defaultClientConditions] },
  // With story files sharing a page, Vite's error overlay for one broken file would cover every later story
  // (and fail their axe checks); the broken file fails on its own without it.
  server: { hmr: { overlay: false } },
  test: {
    name: 'stories',
    // Story files share one page per merchant instead of a fresh iframe each: the Storybook runtime, React
    // and axe are evaluated once, which halves the run. Portable stories unmount the previous story, and
    // vitest.setup.ts resets focus and input modality, so a story renders the same whatever ran before it
    // (`--isolate` gives each file a fresh page, to check a suspected leak).
    isolate: false,
    // A story that fails is run once more before it counts: on a busy 2-core machine a rare one misses its
    // moment (a dialog opened after the 5 s wait under a load of 15). A real fault fails both times.
    retry: 1,
    // Opening the country list renders some 250 options, a second in React's development build on a quiet
    // machine; under the full test run's load a story that does it twice once ran past the default 15 s,
    // on both tries.
    testTimeout: 40_000,
    setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
    // The Storybook plugin turns file writes off unless asked; screenshots need them. The API server only
    // listens on localhost.
    api: { allowWrite: true },
    browser: {
      enabled: true,
      headless: true,
      api: { allowWrite: true },
      provider: playwright({
        launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
        // Spinners and transitions hold still, so screenshots are the same on every run.
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: demoMerchants.map((merchant) => ({
        browser: 'chromium' as const,
        name: `stories:${merchant.id}`,
        provide: {
          [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: { [MERCHANT_GLOBAL]: merchant.id },
          [MERCHANT_PROVIDE_KEY]: merchant.id,
        },
      })),
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Any changed pixel fails, except anti-aliased edges and colour shifts too faint to see (under 5 %
          // of pixelmatch's colour distance): a story sharing its page with the one before it is sometimes
          // painted with a faint hover shadow or a re-rasterised image edge, which is timing, not a change.
          comparatorOptions: { threshold: 0.05, includeAA: false },
        },
      },
    },
  },
});
