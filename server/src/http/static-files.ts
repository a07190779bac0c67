/** Files served as they are on disk: the API docs' assets and the demo stores' fonts and logos. */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { isErrorCode } from '../config';

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
 * leave `root`, or has a type not listed above).
 */
export async function staticFile(
  root: string,
  relativePath: string,
  headers: Record<string, string> = {},
): Promise<Response | null> {
  const contentType = CONTENT_TYPES[extname(relativePath).toLowerCase()];
  const path = normalize(join(root, relativePath));
  if (contentType === undefined || !path.startsWith(normalize(root) + sep)) return null;
  try {
    const bytes = await readFile(path);
    return new Response(bytes, {
      headers: { 'Content-Type': contentType, 'X-Content-Type-Options': 'nosniff', ...headers },
    });
  } catch (error) {
    if (isErrorCode(error, 'ENOENT') || isErrorCode(error, 'EISDIR')) return null;
    throw error;
  }
}
