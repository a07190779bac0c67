/** Calls to a test server over real HTTP, with the proofs a portal would send. */
import { ApiError, ORDER_TOKEN_COOKIE, ORDER_TOKEN_HEADER } from '@orderprotection/domain';
import { expect } from 'vitest';
import type { TestServer } from './harness';

export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, otherwise the text. */
  body: unknown;
}

export interface CallOptions {
  query?: Record<string, string>;
  json?: unknown;
  body?: RequestInit['body'];
  headers?: Record<string, string>;
  /** Sent as the order-token header. */
  token?: string;
  /** Sent as the order-token cookie. */
  cookieToken?: string;
  /** Stands for the client's address (the test servers trust X-Forwarded-For). */
  client?: string;
}

export async function call(
  server: Pick<TestServer, 'origin'>,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const url = new URL(path.startsWith('http') ? path : `${server.origin}/api/${path}`);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { ...options.headers };
  if (options.json !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token !== undefined) headers[ORDER_TOKEN_HEADER] = options.token;
  if (options.cookieToken !== undefined) headers.cookie = `${ORDER_TOKEN_COOKIE}=${options.cookieToken}`;
  headers['x-forwarded-for'] ??= options.client ?? '203.0.113.1';
  const response = await fetch(url, {
    method,
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
    ...(options.body instanceof ReadableStream ? { duplex: 'half' } : {}),
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : await response.text();
  return { status: response.status, headers: response.headers, body };
}

/** Asserts the shared error shape and the status, and answers the message. */
export function expectError(answer: Answer, status: number): string {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const error = ApiError.parse(answer.body);
  expect(error.statusCode).toBe(status);
  expect(typeof error.statusMessage).toBe('string');
  return error.message;
}
