import { defineProject } from 'vitest/config';

// Sibling workspaces are resolved to their TypeScript sources (see the exports of each package.json).
const sourceConditions = ['@orderprotection/source'];

// Tests that need no browser: the queue's view in the URL and where sign-in leads back to. The pages are
// tested end to end in Chromium against the real server (e2e/console.e2e.test.ts).
export default defineProject({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: { name: 'console', environment: 'node', include: ['src/**/*.test.ts'] },
});
