/**
 * Compression of what the server sends browsers: the build's scripts and styles as the build compressed
 * them (a `.br` and a `.gz` beside each, written by scripts/precompress.ts) and the apps' HTML as it is sent.
 * The API's JSON is not compressed: it is small, and a compressed answer that holds both a secret and text
 * an attacker chose is what BREACH reads secrets from by its length; the pages compressed here hold no
 * secret beside text from the request (the console's is the same for everyone, the portal's holds the
 * claim its link opens, which the link already proves).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/**
 * The files a build has compressed copies of: scripts, styles and vector images (images and fonts are
 * compressed formats already; the HTML is rendered per request and compressed as it is sent).
 */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set(['.css', '.js', '.svg']);

/** The ending of each encoding's copy, after the file's own name. */
export const ENCODING_EXTENSIONS: Readonly<Record<ContentEncoding, string>> = { br: '.br', gzip: '.gz' };

/** Ours first: brotli is smaller, gzip is what every browser takes. */
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * The encodings an `Accept-Encoding` header allows, best first. A coding listed with `q=0` is refused;
 * `*` allows any coding not listed; no header means identity only (RFC 9110, 12.5.3).
 */
export function acceptedEncodings(header: string | null | undefined): ContentEncoding[] {
  if (header === null || header === undefined) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding === '') continue;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(coding, quality === undefined ? 1 : Number(quality.slice(2)) || 0);
  }
  const anyCoding = weights.get('*') ?? 0;
  return PREFERENCE.filter((encoding) => (weights.get(encoding) ?? anyCoding) > 0);
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A page compressed for the first encoding the browser accepts, with the header to send; the page as it is
 * when it accepts none. Quick settings, as each page is compressed as it is sent (a claim's page of 40 kB
 * takes about a millisecond).
 */
export async function compressedPage(
  html: string,
  acceptEncoding: string | null,
): Promise<{ body: Uint8Array | string; encoding: ContentEncoding | null }> {
  const [encoding = null] = acceptedEncodings(acceptEncoding);
  if (encoding === 'br') {
    return { body: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding };
  }
  if (encoding === 'gzip') return { body: await gzipped(html, { level: 6 }), encoding };
  return { body: html, encoding };
}
