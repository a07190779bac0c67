/**
 * What the portal and the console share as single-page apps served from their Vite build: a path that
 * names a file is answered with that file or 404 (never with the app's HTML), hashed build files are cached
 * for a year and everything else is revalidated, the app's HTML goes out with the same headers, and both
 * are compressed for browsers that accept it (./compression.ts).
 */
import { compressedPage } from './compression';
import { staticFile } from './static-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** A path naming a file (its last segment has an extension): never answered with an app's HTML. */
export function isFilePath(path: string): boolean {
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return lastSegment.includes('.');
}

/** The path without its leading slashes, decoded; null when it is not valid percent-encoding. */
export function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path.replace(/^\/+/, ''));
  } catch {
    return null;
  }
}

/** A file of the build under `distDir`, or 404. */
export async function buildFile(distDir: string, relativePath: string, request: Request): Promise<Response> {
  // Vite names every file under assets/ after a hash of its contents: a new build means a new name.
  const cacheControl = relativePath.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
  const file = await staticFile(
    distDir,
    relativePath,
    { 'Cache-Control': cacheControl },
    request.headers.get('accept-encoding'),
  );
  return file ?? notFound();
}

/** An app's HTML, revalidated on every visit: it names the current build's files. */
export async function appPage(html: string, request: Request): Promise<Response> {
  const { body, encoding } = await compressedPage(html, request.headers.get('accept-encoding'));
  return new Response(body, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': REVALIDATE,
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(encoding === null ? {} : { 'Content-Encoding': encoding }),
    },
  });
}

export function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
