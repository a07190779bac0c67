/**
 * The 404 of a route whose validation fails, apart from the error page's reading of errors (routeErrors.ts)
 * so that a claim's page hydrated without the router (viewMain.tsx) can throw it without the router's code.
 */
export const NOT_FOUND = 404;
const PAGE_NOT_FOUND_PREFIX = 'Page Not Found: ';

/**
 * What a route throws when its validation fails, from its loader or while rendering: a 404 that names the
 * full path asked for.
 */
export class PageNotFoundError extends Error {
  override readonly name = 'PageNotFoundError';
  readonly statusCode = NOT_FOUND;
  /** The full path asked for, so the server's render can hand the error to the browser's. */
  readonly path: string;

  constructor(fullPath: string) {
    super(`${PAGE_NOT_FOUND_PREFIX}${fullPath}`);
    this.path = fullPath;
  }
}
