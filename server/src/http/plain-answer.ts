/**
 * Hot calls (the staff's `me`, queue and claim detail; the shoppers' hottest two are direct routes, which
 * answer the same way: ./direct-routes.ts) answered without Hono's per-call machinery where it only costs
 * time, with exactly the answers it would give:
 *
 * - their input is checked by the route's own zod schema, called directly: the same issues, so the same
 *   400, as the `@hono/zod-openapi` validator middleware would answer, without its async layers;
 * - their answer is built with a plain object of headers, which `@hono/node-server` writes as is, where
 *   a `Headers` object (what `c.header` and `c.json` make) is built, set and then copied into Node's
 *   headers on every call. The answer carries the headers the app's request middleware would have set
 *   (the request id, and the API's security headers), and the middleware leaves it untouched.
 */
import { REQUEST_ID_HEADER } from '@orderprotection/domain';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './env';
import { validationError } from './errors';

/**
 * The security headers every API answer carries: `nosniff`, and `no-store` since answers carry orders,
 * claims and tokens (a route may say otherwise). Lower-case, as a `Headers` object would write them.
 */
export const API_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

const plainAnswers = new WeakSet<Response>();

/** True for an answer of `plainJsonAnswer`: it already carries the request id and the API's headers. */
export function isPlainAnswer(answer: Response): boolean {
  return plainAnswers.has(answer);
}

/** `c.json(body, status)` with `headers`, the request id and the API's security headers. */
export function plainJsonAnswer(
  c: Context<AppEnv>,
  body: unknown,
  status: number,
  headers?: Record<string, string>,
): Response {
  const answer = new Response(JSON.stringify(body), {
    status,
    headers: jsonAnswerHeaders(c.get('requestId'), headers),
  });
  plainAnswers.add(answer);
  return answer;
}

/** The headers of a JSON answer of the API: its own `headers`, the request id and the security headers. */
export function jsonAnswerHeaders(
  requestId: string,
  headers?: Record<string, string>,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    [REQUEST_ID_HEADER]: requestId,
    ...API_ANSWER_HEADERS,
    ...headers,
  };
}

/**
 * The request's query as the validator middleware reads it (a name given once is a string, given more
 * often a list), checked by `schema`; a failure throws the validation error the middleware would.
 */
export function validQuery<T extends z.ZodType>(c: Context<AppEnv>, schema: T): z.infer<T> {
  return validated(schema, queryRecord(c.req.queries()));
}

/** The query as the validator middleware reads it, from the values of each name. */
export function queryRecord(queries: Record<string, string[]>): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, values] of Object.entries(queries)) {
    query[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

/** The path's parameters checked by `schema`, as the validator middleware checks them. */
export function validParams<T extends z.ZodType>(c: Context<AppEnv>, schema: T): z.infer<T> {
  return validated(schema, c.req.param());
}

/** `value` checked by `schema`; a failure throws the validation error the middleware would. */
export function validated<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
