/**
 * What every request gets, whichever way it is served (through Hono by the app's first middleware, or
 * directly by http/direct-routes.ts): its request id and its log line. The API's answer headers are in
 * ./plain-answer.ts, the answer to a thrown error in ./errors.ts.
 */
import type { Logger } from '../logger';

/** The client's own request id when it sent a plain one (`X-Request-Id`), else a new one. */
export function requestIdOf(sent: string | undefined): string {
  return sent !== undefined && sent !== '' && sent.length <= 64 && !/[^\w\-=]/.test(sent)
    ? sent
    : crypto.randomUUID();
}

/**
 * The request's log line: an error when it answered 5xx. `route` is the route's pattern, never the path:
 * paths hold claim tokens and file keys.
 */
export function logRequest(
  log: Logger,
  method: string,
  route: string,
  status: number,
  started: number,
): void {
  const fields = { method, route, status, durationMs: Math.round((performance.now() - started) * 10) / 10 };
  if (status >= 500) log.error('request', fields);
  else log.info('request', fields);
}
