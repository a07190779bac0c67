import { describe, expect, it } from 'vitest';
import { claimTokenOfPortalPath, isClaimReviewPath } from './api';

describe('claimTokenOfPortalPath', () => {
  it.each([
    ['/view/abc_DEF-123', 'abc_DEF-123'],
    ['/view/abc_DEF-123/', 'abc_DEF-123'],
    ['/view/abc_DEF-123/review', 'abc_DEF-123'],
    ['/print/abc_DEF-123', 'abc_DEF-123'],
    ['/view/a%20b', 'a b'],
  ])('finds the token of %s', (path, token) => {
    expect(claimTokenOfPortalPath(path)).toBe(token);
  });

  it.each([
    '/start',
    '/view',
    '/view/',
    '/print/abc/review',
    '/view/abc/other',
    '/claims/view/abc',
    '/view/%E0%A4%A',
  ])('finds none in %s', (path) => {
    expect(claimTokenOfPortalPath(path)).toBeUndefined();
  });
});

describe('isClaimReviewPath', () => {
  it.each(['/view/abc_DEF-123/review', '/view/abc/review/', '/view/a%20b/review'])(
    'is true of %s',
    (path) => {
      expect(isClaimReviewPath(path)).toBe(true);
    },
  );

  it.each(['/view/abc', '/view/abc/', '/print/abc/review', '/view//review', '/view/abc/review/x', '/review'])(
    'is false of %s',
    (path) => {
      expect(isClaimReviewPath(path)).toBe(false);
    },
  );
});
