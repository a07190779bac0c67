import { defineConfig } from 'vitest/config';

// One run for every workspace: each package's vitest config is a project, the stories run as tests in
// Chromium and are checked in every demo merchant (.storybook/vitest.config.ts), and the end-to-end tests
// drive the built portal against the real server (e2e/). Coverage is global in vitest, so per-package
// thresholds are written as globs here.
export default defineConfig({
  test: {
    // Two lanes, one after the other, each keeping the two cores busy: the unit tests beside the end-to-end
    // files, two files at a time; then the server's files (one worker: each starts databases and servers)
    // beside the stories in Chromium (both `sequence.groupOrder: 1`). Stories that shared the cores with the
    // end-to-end browsers missed their waits on a busy machine.
    maxWorkers: 2,
    projects: [
      'packages/*',
      'server',
      'portal',
      'console',
      '.storybook/vitest.config.ts',
      'e2e',
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/generated/**', '**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: {
        'packages/domain/src/**/*.ts': { lines: 95, branches: 95, functions: 95, statements: 95 },
      },
    },
  },
});
