import { defineProject } from 'vitest/config';

// Sibling workspaces are resolved to their TypeScript sources (see the exports of each package.json).
const sourceConditions = ['@orderprotection/source'];

export default defineProject({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  // Generous: property tests and the generator run beside browser tests on a 2-core machine.
  test: { name: 'domain', environment: 'node', testTimeout: 30_000 },
});
