/** Every end-to-end test fails on a page React could not hydrate as the server rendered it. */
import { afterEach, expect } from 'vitest';
import { takeHydrationProblems } from './support';

afterEach(() => {
  expect(takeHydrationProblems(), 'hydration problems').toEqual([]);
});
