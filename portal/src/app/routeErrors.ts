/**
 * What the error page says (spec sections 2 and 8): a failed route validation shows 404 with
 * "Page Not Found: " and the path, an unmatched path "Page not found", anything else its own message or
 * "Internal Server Error".
 */
import { ClaimsApiError } from '@orderprotection/client';
import { isRouteErrorResponse } from 'react-router-dom';
import { isChunkLoadError } from './chunkReload';

export const NOT_FOUND = 404;
const PAGE_NOT_FOUND_PREFIX = 'Page Not Found: ';

const copy = {
  unmatched: 'Page not found',
  chunkLoad: 'This page could not be loaded. Check your connection, then reload the page.',
};

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

interface ShownError {
  statusCode: number | undefined;
  message: string | undefined;
}

export function shownError(error: unknown): ShownError {
  if (error instanceof PageNotFoundError) return { statusCode: error.statusCode, message: error.message };
  if (isRouteErrorResponse(error)) {
    // The router's own 404: no route matches the path.
    if (error.status === NOT_FOUND) return { statusCode: NOT_FOUND, message: copy.unmatched };
    return {
      statusCode: error.status,
      message: typeof error.data === 'string' ? error.data : error.statusText,
    };
  }
  if (error instanceof ClaimsApiError) return { statusCode: error.statusCode, message: error.message };
  if (isChunkLoadError(error)) return { statusCode: undefined, message: copy.chunkLoad };
  if (error instanceof Error) return { statusCode: undefined, message: error.message };
  return { statusCode: undefined, message: undefined };
}
