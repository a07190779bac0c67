/**
 * Files served from disk: the apps' builds, the API docs' assets and the demo stores' fonts and logos. A
 * build's scripts and styles have compressed copies beside them (scripts/precompress.ts), sent to browsers
 * that accept them.
 *
 * Ours rather than `serveStatic` of @hono/node-server (2.1.8 read): its `precompressed` matches
 * `Accept-Encoding` tokens exactly, so `br;q=1` or `*` get no copy; it sends `Vary` only with a compressed
 * copy; headers set in `onFound` are lost, its answer being built before it is called; and it serves any
 * file under the root, the `.br` and `.gz` copies themselves included.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { isErrorCode } from '../config';
import {
  acceptedEncodings,
  COMPRESSIBLE_EXTENSIONS,
  type ContentEncoding,
  ENCODING_EXTENSIONS,
} from './compression';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/**
 * The file at `relativePath` under `root` as an answer, or null when there is none (or the path tries to
 * leave `root`, or has a type not listed above). Given the request's `Accept-Encoding`, a compressed copy
 * of the file the browser accepts is sent in its place when there is one.
 */
export async function staticFile(
  root: string,
  relativePath: string,
  headers: Record<string, string> = {},
  acceptEncoding: string | null = null,
): Promise<Response | null> {
  const extension = extname(relativePath).toLowerCase();
  const contentType = CONTENT_TYPES[extension];
  const path = normalize(join(root, relativePath));
  if (contentType === undefined || !path.startsWith(normalize(root) + sep)) return null;
  const compressible = COMPRESSIBLE_EXTENSIONS.has(extension);
  const file = await readEncoded(path, compressible ? acceptedEncodings(acceptEncoding) : []);
  if (file === null) return null;
  return new Response(file.bytes, {
    headers: {
      'Content-Type': contentType,
      'X-Content-Type-Options': 'nosniff',
      // Caches keep each encoding apart: the same URL is sent compressed to some and not to others.
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
      ...(file.encoding === null ? {} : { 'Content-Encoding': file.encoding }),
      ...headers,
    },
  });
}

/** The first of the file's compressed copies in `encodings` that exists, else the file itself, else null. */
async function readEncoded(
  path: string,
  encodings: readonly ContentEncoding[],
): Promise<{ bytes: Buffer; encoding: ContentEncoding | null } | null> {
  for (const encoding of [...encodings, null]) {
    try {
      const bytes = await readFile(encoding === null ? path : path + ENCODING_EXTENSIONS[encoding]);
      return { bytes, encoding };
    } catch (error) {
      if (!isErrorCode(error, 'ENOENT') && !isErrorCode(error, 'EISDIR')) throw error;
    }
  }
  return null;
}
