/**
 * The console, served by the API server under /console (the `console` seam of `createApp`): the built
 * files of `console/dist`, and its `index.html` for every other /console path, so a deep link opens the
 * console's router at that page. Unlike the portal's, the page is not rendered per store: the console is
 * the same app for everyone, and who is signed in decides what it shows. The server never imports it.
 *
 * Hashed build files are cached for a year; the HTML is revalidated on every visit, as it names the
 * current build's files.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PortalHandler } from '../app';
import { staticFile } from './static-files';

/** Where the console lives on this server. */
export const CONSOLE_PATH = '/console';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface ConsolePages {
  /** The console's build output: `console/dist`. */
  distDir: string;
}

export function createConsoleHandler({ distDir }: ConsolePages): PortalHandler {
  return {
    async fetch(request) {
      const { pathname } = new URL(request.url);
      const relativePath = decodedPath(pathname.slice(CONSOLE_PATH.length));
      if (relativePath === null) return notFound();
      if (isFilePath(relativePath)) {
        // Vite names every file under assets/ after a hash of its contents: a new build means a new name.
        const cacheControl = relativePath.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
        return (await staticFile(distDir, relativePath, { 'Cache-Control': cacheControl })) ?? notFound();
      }
      return new Response(await readFile(join(distDir, 'index.html'), 'utf8'), {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': REVALIDATE,
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
  };
}

/** A path naming a file (its last segment has an extension): never answered with the console's HTML. */
function isFilePath(relativePath: string): boolean {
  const lastSegment = relativePath.slice(relativePath.lastIndexOf('/') + 1);
  return lastSegment.includes('.');
}

/** The path below /console without its leading slash, decoded; null when it is not valid percent-encoding. */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname.replace(/^\/+/, ''));
  } catch {
    return null;
  }
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
