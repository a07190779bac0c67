import {
  DEFAULT_ERROR_STATUS,
  defaultRetries,
  REQUEST_ID_HEADER,
  retryStatuses,
} from '@orderprotection/domain';
import { createFetch, FetchError } from 'ofetch';
import { ClaimsApiError, ClaimsTimeoutError } from './errors';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method: Method;
  query?: Record<string, string | undefined>;
  /** JSON, or a file sent as it is (with the Blob's type). */
  body?: Record<string, unknown> | Blob;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed by content type (JSON, text or a Blob); undefined for the statuses without a body. */
  body: unknown;
}

export type Requester = (path: string, options: RequestOptions) => Promise<Answer>;

/**
 * A zod schema as far as this package needs one. Structural, so this package needs no zod of its own: the
 * schemas come from the domain package.
 */
export interface AnswerSchema<T> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

export interface RequesterOptions {
  baseURL: string;
  fetch: typeof fetch;
  timeout: number;
}

/**
 * ofetch set up with the spec's client behaviour (sections 7 and 9), the retry numbers from the domain.
 * The statuses without a body (the domain's `noBodyStatuses`) need no setting: fetch itself gives them a
 * null body, and ofetch skips parsing them.
 */
export function createRequester({ baseURL, fetch, timeout }: RequesterOptions): Requester {
  const $fetch = createFetch({ fetch });
  return async (path, { method, query, body, headers, signal }) => {
    try {
      const response = await $fetch.raw(path, {
        baseURL,
        method,
        query,
        body,
        signal,
        timeout,
        // The proof of an order lookup travels as an HttpOnly cookie too, also to an API on another origin.
        credentials: 'include',
        headers: { accept: 'application/json', ...headers },
        retry: defaultRetries(method),
        retryStatusCodes: [...retryStatuses],
      });
      return { status: response.status, headers: response.headers, body: response._data };
    } catch (error) {
      // A caller's own abort is not a failure of the call: it surfaces as the caller's reason.
      if (signal?.aborted) throw signal.reason;
      throw await toClaimsApiError(error);
    }
  };
}

async function toClaimsApiError(error: unknown): Promise<ClaimsApiError> {
  if (error instanceof FetchError && error.response !== undefined) {
    const { status, statusText, headers } = error.response;
    // Loaded with the first error answer: the shared error shape is a zod schema, which a page's first
    // rows (the console's open) should neither download nor run.
    const { errorFromAnswer } = await import('./answerError');
    return errorFromAnswer(status, statusText, error.data, headers);
  }
  const cause = error instanceof FetchError ? error.cause : error;
  if (cause instanceof Error && cause.name === 'TimeoutError') return new ClaimsTimeoutError(cause);
  return new ClaimsApiError({
    message: 'The server could not be reached',
    statusCode: DEFAULT_ERROR_STATUS,
    statusMessage: 'Network Error',
    cause,
  });
}

/** The answer as the schema reads it, or an error that says which call answered what. */
export function parseAnswer<T>(schema: AnswerSchema<T>, answer: Answer, call: string): T {
  const parsed = schema.safeParse(answer.body);
  if (parsed.success) return parsed.data;
  const { issues } = parsed.error;
  const shown = issues
    .slice(0, 3)
    .map(({ path, message }) => (path.length === 0 ? message : `${path.map(String).join('.')}: ${message}`));
  if (issues.length > shown.length) shown.push(`and ${issues.length - shown.length} more`);
  throw new ClaimsApiError({
    message: `${call} answered with an unexpected shape: ${shown.join('; ')}`,
    statusCode: DEFAULT_ERROR_STATUS,
    statusMessage: 'Invalid Answer',
    data: issues,
    requestId: answer.headers.get(REQUEST_ID_HEADER) ?? undefined,
  });
}
