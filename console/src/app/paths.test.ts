import { describe, expect, it } from 'vitest';
import { afterSignIn, signInPath } from './paths';

describe('where sign-in leads back to', () => {
  it('keeps the page asked for, with its query', () => {
    const path = '/claims?tab=closed&q=1008';
    expect(signInPath(path)).toBe('/sign-in?next=%2Fclaims%3Ftab%3Dclosed%26q%3D1008');
    expect(afterSignIn(new URLSearchParams(signInPath(path).split('?')[1]).get('next'))).toBe(path);
    expect(signInPath('/')).toBe('/sign-in');
  });

  it('never leads to another site or back to the sign-in page', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/claims',
      '/\\evil.example',
      '/sign-in',
    ]) {
      expect(afterSignIn(next), String(next)).toBe('/');
    }
  });
});
