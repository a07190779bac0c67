/**
 * Text as WooCommerce sends it: WordPress stores product names and attribute values HTML-escaped ("Ship Your
 * Idea &ndash; Color: Black"), and the REST API passes them on as they are. The portal shows plain text, so
 * the entities WordPress writes are turned back into their characters; anything else is kept as written.
 */
import { LIMITS } from '@orderprotection/domain';

/** The named entities `wptexturize` and `esc_html` produce. */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  times: '\u00d7',
};

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });
}

/** Plain text of a WooCommerce string: tags dropped, entities decoded, blank as null. */
export function plainText(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = decodeEntities(String(value).replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? null : text;
}

/** WooCommerce allows longer names than the domain keeps; cut, they still say what they are. */
export function clip(text: string, max: number = LIMITS.shortText): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}\u2026`;
}
