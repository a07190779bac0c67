/**
 * For this package's tests only: a real HTTP server on 127.0.0.1 that records every request and answers
 * as each test tells it to, so the client is tested through ofetch and the platform's fetch unchanged.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** The path and query as sent, e.g. /api/sessions?orderId=order-1 */
  url: URL;
  headers: IncomingHttpHeaders;
  /** The raw bytes of the body. */
  body: Buffer;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void;

export interface TestServer {
  /** `http://127.0.0.1:{port}`; the API is served under /api. */
  origin: string;
  baseURL: string;
  requests: RecordedRequest[];
  /** Answers every following request with the handler, until the next `handle` or `reset`. */
  handle(handler: Handler): void;
  reset(): void;
  close(): Promise<void>;
}

const unhandled: Handler = (_request, response) =>
  sendJson(response, 501, { message: 'No handler in this test', statusCode: 501 });

export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let handler = unhandled;
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const recorded: RecordedRequest = {
        method: incoming.method ?? '',
        url: new URL(incoming.url ?? '/', 'http://127.0.0.1'),
        headers: incoming.headers,
        body,
        json: parseJson(body.toString('utf8')),
      };
      requests.push(recorded);
      handler(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    baseURL: `${origin}/api`,
    requests,
    handle(next) {
      handler = next;
    },
    reset() {
      handler = unhandled;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Requests a test left hanging (timeouts) would otherwise keep the server open.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/** Answers the requests in turn with the given handlers, the last one again for any request after them. */
export function inTurn(...handlers: [Handler, ...Handler[]]): Handler {
  let next = 0;
  return (request, response) => {
    const handler = handlers[Math.min(next, handlers.length - 1)] ?? unhandled;
    next += 1;
    handler(request, response);
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
