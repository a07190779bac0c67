import { describe, expect, it } from 'vitest';
import {
  buttonRadius,
  defaultRetries,
  fontSizeScale,
  localeCookieMaxAgeSeconds,
  noBodyStatuses,
  retryStatuses,
} from './constants';

describe('fontSizeScale', () => {
  it('grows strictly from 11 to 30 px', () => {
    expect(fontSizeScale).toEqual([11, 13, 14, 16, 18, 20, 24, 30]);
    expect(
      fontSizeScale.every((size, index) => index === 0 || size > (fontSizeScale[index - 1] ?? size)),
    ).toBe(true);
  });
});

describe('localeCookieMaxAgeSeconds', () => {
  it('lasts 365 days', () => {
    expect(localeCookieMaxAgeSeconds / 86_400).toBe(365);
  });
});

describe('HTTP client defaults', () => {
  it('retries timeouts, conflicts, rate limits and passing server errors only', () => {
    expect(retryStatuses).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    expect(retryStatuses).not.toContain(400);
    expect(retryStatuses).not.toContain(501);
  });

  it('parses no body for 101, 204, 205 and 304', () => {
    expect(noBodyStatuses).toEqual([101, 204, 205, 304]);
  });

  it('retries safe methods once and body-sending methods never', () => {
    expect(defaultRetries()).toBe(1);
    expect(defaultRetries('GET')).toBe(1);
    expect(defaultRetries('head')).toBe(1);
    expect(defaultRetries('OPTIONS')).toBe(1);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post', 'Delete']) {
      expect(defaultRetries(method)).toBe(0);
    }
  });

  it('cannot be changed at run time', () => {
    for (const value of [buttonRadius, fontSizeScale, retryStatuses, noBodyStatuses]) {
      expect(Object.isFrozen(value)).toBe(true);
    }
  });
});
