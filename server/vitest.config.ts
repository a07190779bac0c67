import { defineProject } from 'vitest/config';

// Sibling workspaces are resolved to their TypeScript sources (see the exports of each package.json).
const sourceConditions = ['@orderprotection/source'];

export default defineProject({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Once per run: a throwaway PostgreSQL 15 cluster and a migrated PGlite image (test/support/global-setup.ts).
    globalSetup: ['test/support/global-setup.ts'],
    // A PGlite database takes a few seconds to start; a file shares one database across its tests.
    hookTimeout: 120_000,
    // Every file imports the whole app; importing it once per worker rather than once per file saves
    // minutes. Safe because no test mocks a module or changes the environment: each file builds its own
    // app, database and clock (test/support/harness.ts).
    isolate: false,
    // The second lane of the run (../vitest.config.ts).
    sequence: { groupOrder: 1 },
    maxWorkers: 1,
    testTimeout: 60_000,
  },
});
