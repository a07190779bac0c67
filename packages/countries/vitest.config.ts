import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@orderprotection/source'] },
  test: { name: 'countries', environment: 'node' },
});
