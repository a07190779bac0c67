import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isShortId, newId, randomUuid, SHORT_ID_LENGTH } from './ids';

const flickrBase58 = '123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const base58Id = new RegExp(`^[${flickrBase58}]{22}$`);

describe('newId', () => {
  it('makes 22 characters of the flickr base58 alphabet, every time', () => {
    expect(SHORT_ID_LENGTH).toBe(22);
    for (let sample = 0; sample < 2000; sample += 1) {
      const id = newId();
      expect(id).toMatch(base58Id);
      expect(isShortId(id)).toBe(true);
    }
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 2000 }, newId));
    expect(ids.size).toBe(2000);
  });
});

describe('randomUuid', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes version 4 UUIDs of the RFC 9562 variant', () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (let sample = 0; sample < 500; sample += 1) expect(randomUuid()).toMatch(v4);
  });

  it('needs no crypto.randomUUID, which browsers have only in secure contexts (plain http off localhost)', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect(globalThis.crypto.randomUUID).toBeUndefined();
    expect(isShortId(newId())).toBe(true);
  });
});

describe('isShortId', () => {
  it('accepts the short form of any version 4 UUID', () => {
    const toShort = (uuid: string) => {
      const hex = BigInt(`0x${uuid.replaceAll('-', '')}`);
      let rest = hex;
      let short = '';
      while (rest > 0n) {
        short = flickrBase58.charAt(Number(rest % 58n)) + short;
        rest /= 58n;
      }
      return short.padStart(22, '1');
    };
    fc.assert(
      fc.property(fc.uuid({ version: 4 }), (uuid) => {
        expect(isShortId(toShort(uuid))).toBe(true);
      }),
    );
    // A small UUID is padded with the alphabet's first character.
    const padded = toShort('00000000-0000-4000-8000-000000000001');
    expect(padded.startsWith('11111111')).toBe(true);
    expect(isShortId(padded)).toBe(true);
  });

  it.each([
    ['a plain UUID', '3b241101-e2bb-4255-8caf-4136c566a962'],
    ['too short', '8fVEgNo6H41dx3VNxdvmF'],
    ['too long', '8fVEgNo6H41dx3VNxdvmFpp'],
    ['a character outside base58 (0)', '8fVEgNo6H41dx3VNxdvm0p'],
    ['a character outside base58 (l)', '8fVEgNo6H41dx3VNxdvmlp'],
    ['not a valid UUID once decoded', 'zzzzzzzzzzzzzzzzzzzzzz'],
    ['more than 128 bits, which decodes to a valid UUID it is not the spelling of', 'zbxzYTYboEruUYxbNG9ZzN'],
    ['empty', ''],
  ])('refuses %s', (_, value) => {
    expect(isShortId(value)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isShortId(undefined)).toBe(false);
    expect(isShortId(1234)).toBe(false);
    expect(isShortId({ id: newId() })).toBe(false);
  });
});
