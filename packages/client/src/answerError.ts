import { ApiError, REQUEST_ID_HEADER } from '@orderprotection/domain';
import { ClaimsApiError } from './errors';

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
