import { ApiError, DEFAULT_ERROR_STATUS, REQUEST_ID_HEADER } from '@orderprotection/domain';

export interface ClaimsApiErrorInit {
  message: string;
  statusCode: number;
  statusMessage?: string | undefined;
  data?: unknown;
  fatal?: boolean | undefined;
  /** The server's id of the failed request, to quote when asking for support. */
  requestId?: string | undefined;
  cause?: unknown;
}

/**
 * A failed call, in the shared error shape of spec section 3 (`message`, `statusCode`, `statusMessage`,
 * `data`, `fatal`). Answers without a status of their own (no answer at all, a malformed answer) carry the
 * spec's default status.
 */
export class ClaimsApiError extends Error {
  override readonly name: string = 'ClaimsApiError';
  readonly statusCode: number;
  readonly statusMessage: string | undefined;
  readonly data: unknown;
  readonly fatal: boolean;
  readonly requestId: string | undefined;

  constructor({
    message,
    statusCode,
    statusMessage,
    data,
    fatal = false,
    requestId,
    cause,
  }: ClaimsApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.statusCode = statusCode;
    this.statusMessage = statusMessage;
    this.data = data;
    this.fatal = fatal;
    this.requestId = requestId;
  }
}

/** The exact wording of spec section 8, which is also the platform's own message for a timed-out fetch. */
export const TIMEOUT_MESSAGE = 'The operation was aborted due to timeout';

/** A call that got no answer within the client's `timeout`. */
export class ClaimsTimeoutError extends ClaimsApiError {
  override readonly name: string = 'ClaimsTimeoutError';

  constructor(cause: unknown) {
    super({ message: TIMEOUT_MESSAGE, statusCode: DEFAULT_ERROR_STATUS, statusMessage: 'Timeout', cause });
  }
}

/**
 * The error for an HTTP error answer. The body is trusted only when it has the shared shape; otherwise the
 * HTTP status and its text stand in, so a proxy's HTML error page still yields a readable error.
 */
export function errorFromAnswer(
  status: number,
  statusText: string,
  body: unknown,
  headers?: Headers,
): ClaimsApiError {
  const requestId = headers?.get(REQUEST_ID_HEADER) ?? undefined;
  const statusMessage = statusText.trim() === '' ? undefined : statusText;
  // The status is the one the answer really had: a body claiming another cannot turn a 404 into a 200.
  const parsed = isRecord(body)
    ? ApiError.safeParse({ statusMessage, ...body, statusCode: status })
    : undefined;
  if (parsed?.success && parsed.data.message.trim() !== '') {
    const { message, data, fatal } = parsed.data;
    return new ClaimsApiError({
      message,
      statusCode: status,
      statusMessage: parsed.data.statusMessage,
      data,
      fatal,
      requestId,
    });
  }
  return new ClaimsApiError({
    message: statusMessage ?? `Request failed with status ${status}`,
    statusCode: status,
    statusMessage,
    data: body,
    requestId,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
