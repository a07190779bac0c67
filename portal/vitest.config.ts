import { defineProject } from 'vitest/config';

// Sibling workspaces are resolved to their TypeScript sources (see the exports of each package.json).
const sourceConditions = ['@orderprotection/source'];

// Tests that need no browser: routing rules, the reload guard, startup and storage helpers. The pages are
// tested by their stories, in Chromium, through .storybook/vitest.config.ts.
export default defineProject({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: { name: 'portal', environment: 'node', include: ['src/**/*.test.ts'] },
});
