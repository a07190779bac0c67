/**
 * Comparison key for names people type: case, accents, apostrophe style and spacing do not matter, so
 * "cote d'ivoire" finds "Côte d’Ivoire". Only the Latin combining diacritics (U+0300–U+036F) are stripped
 * after NFD: stripping every combining mark would also erase Devanagari vowel signs and Japanese voicing
 * marks, which change the word rather than decorate it.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
