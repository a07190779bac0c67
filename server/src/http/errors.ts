/**
 * Every error answer has the shared error shape (`ApiError`): message, statusCode, statusMessage, data.
 * Use cases and handlers throw `AppError`; whichever way a call is served, its answer to what it threw is
 * `thrownErrorAnswer`'s.
 */
import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@orderprotection/domain';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { describeError, type Logger } from '../logger';
import { AppError, type AppErrorCode, retryAfterSecondsOf } from '../modules/app-error';

/** Each code's HTTP status: the one place a use case's error becomes an answer. */
const statusOf = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
} as const satisfies Record<AppErrorCode, ContentfulStatusCode>;

/** An error's answer: its status, the shared error shape, and headers. */
export interface ErrorAnswer {
  status: ContentfulStatusCode;
  body: ApiError;
  headers: Record<string, string>;
}

/**
 * The answer to whatever a handler threw: an `AppError` by its code, Hono's own refusals (malformed JSON,
 * unsupported media type) by their status, anything else a 500 whose cause goes to `log`, not the client.
 */
export function thrownErrorAnswer(error: unknown, log: Logger): ErrorAnswer {
  if (error instanceof AppError) return appErrorAnswer(error);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return { status, body: errorBody(status, error.message || 'Bad request'), headers: {} };
  }
  log.error('unhandled error', describeError(error));
  return { status: 500, body: errorBody(500, 'Internal Server Error'), headers: {} };
}

/** The status, the shared error shape and the headers that answer `error`. */
function appErrorAnswer(error: AppError): ErrorAnswer {
  const status = statusOf[error.code];
  const headers: Record<string, string> = {};
  const retryAfter = retryAfterSecondsOf(error);
  if (retryAfter !== undefined) headers['Retry-After'] = String(retryAfter);
  // A refused body may be read only in part (http/body-limit.ts): what is left must not be taken for
  // the next request on the connection.
  if (error.code === 'payload_too_large') headers.Connection = 'close';
  return { status, body: errorBody(status, error.message, error.data), headers };
}

export function errorBody(status: number, message: string, data?: unknown): ApiError {
  return {
    message,
    statusCode: status,
    statusMessage: STATUS_CODES[status] ?? 'Error',
    ...(data === undefined ? {} : { data }),
  };
}

/**
 * A zod failure as one sentence that says what is wrong and where, e.g.
 * "fulfillmentIssues.0.issues.0.quantity: Too small: expected number to be >=1"; `data.issues` lists them.
 */
export function validationError(error: z.ZodError, where?: string): AppError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
    code: issue.code,
  }));
  const message = issues
    .slice(0, 5)
    .map((issue) => (issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`))
    .join('; ');
  const prefix = where === undefined ? '' : `Invalid ${where}: `;
  return new AppError('invalid_input', `${prefix}${message || 'Invalid request'}`, { issues });
}
