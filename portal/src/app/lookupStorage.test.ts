import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLookup, readLookup, saveLookup } from './lookupStorage';

describe('the kept lookup', () => {
  const entries = new Map<string, string>();
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => entries.set(key, value),
      removeItem: (key: string) => entries.delete(key),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    entries.clear();
  });

  it('keeps the email and order number, and nothing else', () => {
    const typed = { email: 'ada@example.com', order: '1001', orderId: 'secret', token: 'proof' };
    saveLookup(typed);
    expect(readLookup()).toEqual({ email: 'ada@example.com', order: '1001' });
    expect(JSON.parse([...entries.values()].join(''))).toEqual({ email: 'ada@example.com', order: '1001' });
  });

  it('forgets it', () => {
    saveLookup({ email: 'ada@example.com', order: '1001' });
    clearLookup();
    expect(readLookup()).toBeNull();
  });

  it('ignores what it did not write', () => {
    for (const stored of ['{broken', '42', '{"email": 1, "order": "1001"}']) {
      entries.clear();
      entries.set('op:order-lookup', stored);
      expect(readLookup()).toBeNull();
    }
  });

  it('works without storage (switched off), keeping nothing', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(readLookup()).toBeNull();
  });
});
