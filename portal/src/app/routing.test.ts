import { ClaimsApiError } from '@orderprotection/client';
import { needsOrder } from '@orderprotection/domain';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isClaimToken } from './claimToken';
import { PageNotFoundError } from './pageNotFound';
import { shownError } from './routeErrors';
import { withStickyQuery } from './stickyQuery';

describe('needsOrder (spec section 2)', () => {
  it.each(['/', '/issues', '/issues/items', '/issues/shipment/details', '/resolution/review', '/too-soon'])(
    '%s needs a loaded order',
    (path) => expect(needsOrder(path)).toBe(true),
  );

  it.each(['/start', '/start/', '/return', '/return/start', '/view/abc', '/view/abc/review', '/print/abc'])(
    '%s does not',
    (path) => expect(needsOrder(path)).toBe(false),
  );
});

describe('isClaimToken', () => {
  it('accepts the server’s base64url tokens', () => {
    expect(isClaimToken('q8Jd0n-_Zp3kLm2QwErTyUiOpAsDfGhJ')).toBe(true);
  });

  it.each([undefined, '', 'short', 'has spaces in it ok?', 'bad*token*with*stars', 'x'.repeat(201)])(
    'refuses %s',
    (token) => expect(isClaimToken(token)).toBe(false),
  );
});

describe('shownError (spec section 8)', () => {
  it('names the full path of a failed route validation', () => {
    expect(shownError(new PageNotFoundError('/view/bad*token?store=night'))).toEqual({
      statusCode: 404,
      message: 'Page Not Found: /view/bad*token?store=night',
    });
  });

  it('says "Page not found" for a path no route matches', () => {
    const unmatched = new ErrorResponse(404, 'Not Found', 'Error: No route matches URL "/nowhere"', true);
    expect(shownError(unmatched)).toEqual({ statusCode: 404, message: 'Page not found' });
  });

  it("shows a failed call's own message and status", () => {
    const error = new ClaimsApiError({ message: 'Service unavailable', statusCode: 503 });
    expect(shownError(error)).toEqual({ statusCode: 503, message: 'Service unavailable' });
  });

  it('explains a page that could not be loaded', () => {
    const message = shownError(new TypeError('Failed to fetch dynamically imported module: /a.js')).message;
    expect(message).toMatch(/could not be loaded/);
  });

  it('shows other errors by their own message, and nothing (Internal Server Error) without one', () => {
    expect(shownError(new Error('Something broke'))).toEqual({
      statusCode: undefined,
      message: 'Something broke',
    });
    expect(shownError('a string')).toEqual({ statusCode: undefined, message: undefined });
  });
});

describe('withStickyQuery', () => {
  it('carries ?store= and ?fake to every portal path', () => {
    expect(withStickyQuery('/issues', '?store=night&fake&utm=mail')).toBe('/issues?store=night&fake');
  });

  it("keeps the path's own query and hash, and its own store", () => {
    expect(withStickyQuery('/view/abc?tab=messages#latest', '?store=night')).toBe(
      '/view/abc?tab=messages&store=night#latest',
    );
    expect(withStickyQuery('/start?store=other', '?store=night')).toBe('/start?store=other');
  });

  it('adds nothing when the visit has neither', () => {
    expect(withStickyQuery('/resolution/review', '')).toBe('/resolution/review');
  });
});
