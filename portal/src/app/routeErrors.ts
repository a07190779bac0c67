/**
 * What the error page says (spec sections 2 and 8): a failed route validation shows 404 with
 * "Page Not Found: " and the path, an unmatched path "Page not found", anything else its own message or
 * "Internal Server Error".
 */
import { ClaimsApiError } from '@orderprotection/client';
import { isRouteErrorResponse } from 'react-router-dom';
import { isChunkLoadError } from './chunkReload';
import { NOT_FOUND, PageNotFoundError } from './pageNotFound';

const copy = {
  unmatched: 'Page not found',
  chunkLoad: 'This page could not be loaded. Check your connection, then reload the page.',
};

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
