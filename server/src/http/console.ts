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
import { appPage, buildFile, decodedPath, isFilePath, notFound } from './built-app';

/** Where the console lives on this server. */
export const CONSOLE_PATH = '/console';

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
      if (isFilePath(relativePath)) return buildFile(distDir, relativePath, request);
      return appPage(await readFile(join(distDir, 'index.html'), 'utf8'), request);
    },
  };
}
