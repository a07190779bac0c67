import { describe, expect, it } from 'vitest';
import { DEFAULT_TRACKING_BASE_URL, isSafeExternalUrl, trackingLink } from './tracking';

describe('isSafeExternalUrl', () => {
  it.each(['https://track.example.com/1Z999', 'http://example.com', 'HTTPS://EXAMPLE.COM/a?b=c#d'])(
    'accepts %s',
    (url) => {
      expect(isSafeExternalUrl(url)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\nscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'ftp://example.com/file',
    'mailto:help@example.com',
    '//example.com/track',
    '/track/1Z999',
    'not a url',
    '',
    null,
    undefined,
  ])('refuses %j', (url) => {
    expect(isSafeExternalUrl(url)).toBe(false);
  });
});

describe('trackingLink', () => {
  it("uses the store's tracking URL when it has one", () => {
    expect(
      trackingLink({ trackingNumber: '1Z999', trackingUrl: 'https://store.example.com/track?n=1Z999' }),
    ).toBe('https://store.example.com/track?n=1Z999');
    expect(trackingLink({ trackingUrl: '  https://store.example.com/t/1  ' })).toBe(
      'https://store.example.com/t/1',
    );
  });

  it('appends the encoded tracking number to the base address otherwise', () => {
    expect(trackingLink({ trackingNumber: '1Z999AA10123456784' })).toBe(
      `${DEFAULT_TRACKING_BASE_URL}1Z999AA10123456784`,
    );
    expect(
      trackingLink({
        trackingNumber: ' 9400 1000/00?#&x ',
        trackingUrl: '',
        baseUrl: 'https://t.example/?q=',
      }),
    ).toBe('https://t.example/?q=9400%201000%2F00%3F%23%26x');
    expect(
      trackingLink({ trackingNumber: '1Z999', trackingUrl: null, baseUrl: 'https://t.example/track/' }),
    ).toBe('https://t.example/track/1Z999');
  });

  it('refuses a tracking URL with a blocked protocol and falls back to the tracking number', () => {
    expect(trackingLink({ trackingNumber: '1Z999', trackingUrl: 'javascript:alert(document.cookie)' })).toBe(
      `${DEFAULT_TRACKING_BASE_URL}1Z999`,
    );
  });

  it('gives no link when there is neither a safe tracking URL nor a tracking number', () => {
    expect(trackingLink({})).toBeUndefined();
    expect(trackingLink({ trackingNumber: '   ', trackingUrl: 'javascript:void 0' })).toBeUndefined();
    expect(trackingLink({ trackingNumber: null, baseUrl: 'javascript:' })).toBeUndefined();
  });

  it('treats a base address that is not http or https as a setup error', () => {
    expect(() => trackingLink({ trackingNumber: '1Z999', baseUrl: 'javascript:alert(' })).toThrow(
      new RangeError('trackingLink: baseUrl must be an http or https address, got "javascript:alert("'),
    );
  });

  it('has a public https page as its default base, ready for a number to be appended', () => {
    expect(isSafeExternalUrl(DEFAULT_TRACKING_BASE_URL)).toBe(true);
    expect(DEFAULT_TRACKING_BASE_URL.startsWith('https://')).toBe(true);
    expect(DEFAULT_TRACKING_BASE_URL.endsWith('/')).toBe(true);
  });
});
