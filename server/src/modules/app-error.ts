/**
 * The one error a use case throws: a neutral code, a message for the person who caused it, and data
 * that says more (the field, the reason, when to retry). Modules know nothing of HTTP; the HTTP layer
 * turns a code into a status and the shared error shape in one place (http/errors.ts).
 */
export const appErrorCodes = [
  /** The input breaks a rule of its schema. */
  'invalid_input',
  /** No proof of who is asking, or an expired one. */
  'unauthenticated',
  /** Proof of someone who may not do this. */
  'forbidden',
  /** Nothing there, or nothing this principal may know is there. */
  'not_found',
  /** The thing changed or was used meanwhile (a signed upload URL used twice, a stale version). */
  'conflict',
  /** More bytes than allowed. */
  'payload_too_large',
  /** A file type or content type that is not accepted. */
  'unsupported_media_type',
  /** Well-formed, but the business rules refuse it (not protected, quantities, not offered). */
  'unprocessable',
  /** Too many attempts; `data.retryAfterSeconds` says when to try again. */
  'rate_limited',
] as const;
export type AppErrorCode = (typeof appErrorCodes)[number];

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** When a `rate_limited` error says to try again, in whole seconds; undefined for other errors. */
export function retryAfterSecondsOf(error: AppError): number | undefined {
  if (error.code !== 'rate_limited') return undefined;
  const seconds = (error.data as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : undefined;
}
