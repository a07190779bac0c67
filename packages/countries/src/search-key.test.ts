import { describe, expect, it } from 'vitest';
import { searchKey } from './search-key.js';

describe('searchKey', () => {
  it('ignores case, Latin accents, apostrophe style and spacing', () => {
    expect(searchKey('  Côte   d’Ivoire ')).toBe("cote d'ivoire");
    expect(searchKey('ÅLAND Islands')).toBe('aland islands');
    expect(searchKey('São Tomé & Príncipe')).toBe('sao tome & principe');
  });

  it('keeps marks that change a word in other scripts', () => {
    expect(searchKey('महाराष्ट्र')).not.toBe(searchKey('महरषटर'));
    expect(searchKey('ギフ')).not.toBe(searchKey('キフ'));
  });
});
