/**
 * Stories are tests: every story of .storybook/main.ts runs headless in Debian's Chromium, in the house
 * theme, with its play function, an axe check that fails on any violation (preview.tsx:
 * `a11y.test = 'error'`) and a screenshot comparison; then the same page is shown in each other demo
 * merchant, where axe runs again and the stories captured in every merchant are compared (vitest.setup.ts).
 */
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

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
  // Imported by vitest.setup.ts only, so Vite's dependency scan of the stories misses it: found late, it
  // would make Vite reload the page in the middle of the run.
  optimizeDeps: { include: ['@storybook/addon-a11y/preview'] },
  test: {
    name: 'stories',
    // Story files share one page instead of a fresh iframe each: the Storybook runtime, React and axe are
    // evaluated once, which halves the run. Portable stories unmount the previous story, and vitest.setup.ts
    // resets focus and input modality, so a story renders the same whatever ran before it (`--isolate`
    // gives each file a fresh page, to check a suspected leak).
    isolate: false,
    // The second lane of the run (../vitest.config.ts).
    sequence: { groupOrder: 1 },
    maxWorkers: 1,
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
      instances: [{ browser: 'chromium' }],
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
