// No schema here: a page tells a ClaimsApiError apart without loading zod (see answerError.ts).
import { DEFAULT_ERROR_STATUS } from '@orderprotection/domain';

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
