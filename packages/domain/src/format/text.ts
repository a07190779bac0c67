/**
 * Text helpers of spec section 5: count labels and markup stripping.
 */

/**
 * "No items", "1 item", "3 items". The English plural is the singular plus "s" unless given. A count is a
 * number of things, so a negative or fractional one is a bug upstream and throws rather than printing
 * "-1 items" to a shopper.
 */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`countLabel: expected a whole number of ${plural} of 0 or more, got ${count}`);
  }
  if (count === 0) return `No ${plural}`;
  return count === 1 ? `1 ${singular}` : `${count} ${plural}`;
}

// What may follow "<" to open markup, as in an HTML tokenizer: a tag name, an end tag, a comment or
// doctype, or a processing instruction. Anything else ("3 < 5", "<3") is text.
const markupStart = /[A-Za-z/!?]/;

// Elements whose contents are code, not text, and go with them.
const rawTextElements = new Set(['script', 'style']);

/**
 * Removes markup from text: tags, comments and the contents of script and style elements. A "<" that
 * cannot open markup is text and stays. Markup left unclosed at the end is dropped to the end, as a browser
 * would (it never shows it). Entities such as `&amp;` are left as written: decoding them could produce
 * new tags. Whitespace is not collapsed, but the result is trimmed, since the removed markup often leaves
 * blank lines at either end.
 *
 * The result contains no markup, so stripping twice changes nothing: where removing a tag brings a stray
 * "<" next to a letter ("<<b>bold" would become "<bold"), that "<" goes too.
 */
export function stripMarkup(text: string): string {
  // Literal "<"s are kept as parts of their own, so "does the output end with a stray <" is one check.
  const parts: string[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text.charAt(index);
    if (char === '<') {
      if (markupStart.test(text.charAt(index + 1))) {
        index = skipMarkup(text, index + 1);
      } else {
        parts.push('<');
        index += 1;
      }
    } else if (parts.at(-1) === '<' && markupStart.test(char)) {
      // Only reachable just after removed markup, which left a kept "<" opening markup with this text.
      parts.pop();
    } else {
      const next = text.indexOf('<', index);
      const end = next === -1 ? text.length : next;
      parts.push(text.slice(index, end));
      index = end;
    }
  }
  return parts.join('').trim();
}

/** Given the index just after a "<" that opens markup, returns the index just after that markup. */
function skipMarkup(text: string, start: number): number {
  // Searching from just after "!" also ends the abrupt empty comments "<!-->" and "<!--->", as HTML does.
  if (text.startsWith('!--', start)) return indexAfter(text, '-->', start + 1);
  const end = endOfTag(text, start);
  const name = /^[A-Za-z][^\s/>]*/.exec(text.slice(start, end))?.[0].toLowerCase();
  if (name === undefined || !rawTextElements.has(name)) return end;
  const closing = new RegExp(`</${name}(?=[\\s/>]|$)`, 'gi');
  closing.lastIndex = end;
  const match = closing.exec(text);
  return match === null ? text.length : endOfTag(text, match.index + 2);
}

/**
 * The index just after the ">" that ends a tag. A quoted attribute value may contain ">", so quotes are
 * honoured where a value starts (after "="); an unclosed quote runs to the end of the text.
 */
function endOfTag(text: string, start: number): number {
  let index = start;
  while (index < text.length) {
    const char = text.charAt(index);
    index += 1;
    if (char === '>') return index;
    if (char === '=') {
      while (/\s/.test(text.charAt(index))) index += 1;
      const quote = text.charAt(index);
      if (quote === '"' || quote === "'") index = indexAfter(text, quote, index + 1);
    }
  }
  return text.length;
}

function indexAfter(text: string, search: string, from: number): number {
  const found = text.indexOf(search, from);
  return found === -1 ? text.length : found + search.length;
}
