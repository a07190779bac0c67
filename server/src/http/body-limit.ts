/**
 * Bodies past their limit. A refused body is still read to its end (up to `DISCARD_LIMIT_BYTES`) before
 * the 413 goes out: a server that closes its side while the client is still sending makes the client's
 * kernel answer the next bytes with a reset, and a client that sends its whole body before it reads then
 * sees ECONNRESET or EPIPE instead of the 413. The 413 still closes the connection (http/errors.ts), for
 * the body that was past even this limit.
 */
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../modules/app-error';
import type { AppEnv } from './env';

/**
 * How much of a refused body is read and dropped so its client can read the answer; past it, the
 * connection is closed unread. Above the 10 MB a misbehaving client typically posts, far below what
 * would keep a process busy; a client that stalls is ended by Node's request timeout.
 */
export const DISCARD_LIMIT_BYTES = 32 * 1024 * 1024;

/** Reads what is left of `body` and drops it, stopping after `limit` bytes. */
export async function discardBody(
  body: ReadableStream<Uint8Array> | ReadableStreamDefaultReader<Uint8Array>,
  limit = DISCARD_LIMIT_BYTES,
): Promise<void> {
  const reader = body instanceof ReadableStream ? body.getReader() : body;
  let read = 0;
  try {
    while (read <= limit) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: there is nobody left to answer.
  }
}

/**
 * The methods `jsonBodyLimit` is registered for. A GET or HEAD has no body (fetch's Request refuses one),
 * and asking the raw request for its body makes @hono/node-server build a full Request: a few percent of a
 * lookup's CPU (bench/api).
 */
export const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The JSON body limit: refuses a body past `maxBytes`, by its declared length before reading it or while
 * reading a chunked one, with `payload_too_large`, once the rest of it was discarded. For the requests of
 * `BODY_METHODS`.
 */
export function jsonBodyLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  const tooLarge = () =>
    new AppError('payload_too_large', `The request body is larger than ${maxBytes} bytes.`);
  return async (c, next) => {
    const body = c.req.raw.body;
    if (body === null) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number(declared) <= maxBytes) return next();
      await discardBody(body);
      throw tooLarge();
    }
    c.req.raw = new Request(c.req.raw, { body: await readBodyWithin(body, maxBytes, tooLarge) });
    return next();
  };
}

/** The whole of `body`; past `maxBytes` the rest is discarded and `tooLarge()` thrown. */
export async function readBodyWithin(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<Buffer> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      await discardBody(reader);
      throw tooLarge();
    }
    chunks.push(value);
  }
}
