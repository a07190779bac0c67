/**
 * Which files a store's logo may be: SVG, PNG, JPEG or WebP, as brands ship them, up to `LOGO_MAX_BYTES`.
 * A logo is judged by its bytes, never by its name or declared type: PNG, JPEG and WebP by their magic
 * numbers, SVG by being text that opens with markup. The server then parses and sanitises an SVG before it
 * is stored; the console checks a file here first only to say early what the server would say.
 */
import { sniffMediaType } from './sniff';

/** 1 MB: a logo is a few kilobytes as SVG and rarely past a few hundred as PNG or WebP. */
export const LOGO_MAX_BYTES = 1024 * 1024;

/** The formats a logo may have, with the one content type each is stored and served with. */
export const LOGO_CONTENT_TYPES = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
} as const;
export type LogoFormat = keyof typeof LOGO_CONTENT_TYPES;

/** The `accept` attribute of a logo file input. */
export const LOGO_ACCEPT = '.svg,.png,.jpg,.jpeg,.webp,image/svg+xml,image/png,image/jpeg,image/webp';

export const LOGO_FORMAT_SENTENCE = 'A logo must be an SVG, PNG, JPEG or WebP image.';

/** The limit as people read it: "1 MB". */
export const LOGO_MAX_SIZE_TEXT = `${LOGO_MAX_BYTES / (1024 * 1024)} MB`;

export const LOGO_TOO_LARGE = `The logo is larger than ${LOGO_MAX_SIZE_TEXT}.`;

const RASTER_LOGO_FORMATS: ReadonlySet<string> = new Set(['png', 'jpg', 'webp']);

/**
 * The logo format the bytes are, or null. 'svg' only says the bytes look like markup (after an optional
 * UTF-8 byte order mark and white space); whether they are a well-formed, safe SVG is for the server's
 * parser and sanitiser to decide.
 */
export function sniffLogoFormat(bytes: Uint8Array): LogoFormat | null {
  const sniffed = sniffMediaType(bytes);
  if (sniffed !== null)
    return RASTER_LOGO_FORMATS.has(sniffed.extension) ? (sniffed.extension as LogoFormat) : null;
  let start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (start < bytes.length && isXmlWhiteSpace(bytes[start])) start += 1;
  return bytes[start] === 0x3c ? 'svg' : null;
}

function isXmlWhiteSpace(byte: number | undefined): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
}

/** Why a logo of this size cannot be taken, or null when it may. */
export function logoSizeProblem(size: number): string | null {
  if (size <= 0) return 'The logo file is empty.';
  if (size > LOGO_MAX_BYTES) return LOGO_TOO_LARGE;
  return null;
}

/**
 * A logo as a data: URL, e.g. `data:image/svg+xml;base64,...` or `data:image/svg+xml,%3Csvg...`: the
 * declared type must be one of the logo formats, and the payload base64 or percent-encoded text. The
 * declared type is not trusted: the decoded bytes are sniffed like any logo file.
 */
const LOGO_DATA_URL = /^data:image\/(svg\+xml|png|jpeg|jpg|webp)((?:;[a-z0-9-]+=[^;,]*)*)(;base64)?,(.*)$/is;

export type DecodedLogoDataUrl = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/** The bytes of a logo given as a data: URL, or why they cannot be read. */
export function decodeLogoDataUrl(url: string): DecodedLogoDataUrl {
  const match = LOGO_DATA_URL.exec(url.trim());
  if (match === null) {
    return { ok: false, message: `${LOGO_FORMAT_SENTENCE} Expected a data:image/...;base64, URL.` };
  }
  const payload = match[4] ?? '';
  // Four base64 characters are three bytes: a payload far past the limit is refused before decoding it.
  if (match[3] !== undefined && Math.floor((payload.length * 3) / 4) - 2 > LOGO_MAX_BYTES) {
    return { ok: false, message: LOGO_TOO_LARGE };
  }
  let bytes: Uint8Array;
  try {
    bytes =
      match[3] === undefined
        ? new TextEncoder().encode(decodeURIComponent(payload))
        : Uint8Array.from(atob(payload.replace(/\s+/g, '')), (char) => char.charCodeAt(0));
  } catch {
    return { ok: false, message: 'The data: URL is not valid base64 or percent-encoded text.' };
  }
  const sizeProblem = logoSizeProblem(bytes.byteLength);
  return sizeProblem === null ? { ok: true, bytes } : { ok: false, message: sizeProblem };
}
