import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { whitelabelDomain } from './index';

describe('whitelabelDomain', () => {
  it("is the page's host", () => {
    expect(whitelabelDomain('claims.acme.test')).toBe('claims.acme.test');
    expect(whitelabelDomain('Claims.Acme.TEST.')).toBe('claims.acme.test');
    expect(whitelabelDomain('203.0.113.9')).toBe('203.0.113.9');
  });

  it.each(['localhost', 'LOCALHOST', '127.0.0.1', '::1', '[::1]', 'portal.localhost', '', '  ', undefined])(
    'is undefined for %j, which names no merchant',
    (hostname) => {
      expect(whitelabelDomain(hostname)).toBeUndefined();
    },
  );

  it('keeps hosts that only look like localhost', () => {
    expect(whitelabelDomain('localhost.acme.test')).toBe('localhost.acme.test');
    expect(whitelabelDomain('mylocalhost')).toBe('mylocalhost');
  });

  it('is the lower-case host of any other domain name', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?$/);
    const hostname = fc
      .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom('com', 'test', 'shop', 'co.uk'))
      .map(([labels, tld]) => [...labels, tld].join('.'));
    fc.assert(
      fc.property(hostname, (host) => {
        expect(whitelabelDomain(host.toUpperCase())).toBe(host);
      }),
    );
  });
});
