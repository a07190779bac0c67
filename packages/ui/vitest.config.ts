import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

// Sibling workspaces are resolved to their TypeScript sources (see the exports of each package.json).
const sourceConditions = ['@orderprotection/source'];

// Tests that need no browser: the theme maths and the markup of components rendered to a string. The
// stories run in Chromium through .storybook/vitest.config.ts.
export default defineProject({
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: { name: 'ui', environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
