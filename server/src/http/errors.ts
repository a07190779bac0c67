/**
 * Every error answer has the shared error shape of spec section 3 (`ApiError`): message, statusCode,
 * statusMessage, data. Handlers throw `HttpError`; the app's error handler writes the answer.
 */
import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@orderprotection/domain';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** Spec section 8, "Order not found", word for word. The only place this copy lives in the server. */
export const ORDER_NOT_FOUND_MESSAGE =
  "We couldn't find a match for that order number and email address. Please double-check your order confirmation email to ensure you're using the correct order number and email address for the order.";

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly data?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
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
export function validationError(error: z.ZodError, where?: string): HttpError {
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
  return new HttpError(400, `${prefix}${message || 'Invalid request'}`, { issues });
}

export const notFound = (message: string) => new HttpError(404, message);
