/**
 * The checks of `inputString` and `inputEmail` as plain functions, without zod: a page can check what a
 * shopper typed before its first paint needs the schemas (the start page's email), with the API's rules.
 */

/**
 * Characters no input may hold, in any field: NUL, which PostgreSQL refuses in text and jsonb, so the write
 * would fail; a lone surrogate (half of a UTF-16 pair), which is no character at all and cannot be written
 * as UTF-8, so it would be stored changed; and the other C0 control characters and DEL, which no name,
 * address, id or message has a use for and which terminals and logs act on. Tab, line feed and carriage
 * return are text: a message has lines.
 */
const UNSTORABLE =
  // No lookbehind for a lone low surrogate: Safari before 16.4, an es2022 browser, cannot parse one.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE =
  'Contains a character that cannot be stored (a control character or a broken one)';

/** Whether `text` holds none of the characters `inputString` refuses. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** zod's own email pattern (`z.email()`'s default), written here so the check and the schema share it. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

/** Whether `inputEmail` accepts `text`: storable, and once trimmed at most 254 characters of an address. */
export function isEmailAddress(text: string): boolean {
  const trimmed = text.trim();
  return isStorableText(text) && trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}
