import { defineProject } from 'vitest/config';

// The portal in Chromium against the real server (started by global-setup.ts through `npm start`'s script).
// One browser per file and a fresh context per test; files run two at a time beside the unit tests
// (../vitest.config.ts), each with orders and claims of its own. A loaded machine needs generous timeouts.
// Tests compute what a page should look like with the design system's own theme functions, read from
// their TypeScript sources like every workspace's tests.
const sourceConditions = ['@orderprotection/source'];

export default defineProject({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
