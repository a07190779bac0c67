/**
 * The app on a port: `@hono/node-server`'s request listener on Node's HTTP server, with every answer in
 * the shared error shape, even for requests that never reach the app. Node's parser refuses some before any handler runs (a URL or headers past its
 * 16 kB limit: 431; malformed request lines: 400), and the listener refuses a request the URL API cannot
 * read (a malformed Host header: 400); by default both answered with an empty body.
 */
import { createServer, type Server, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, RequestError } from '@hono/node-server';
import { errorBody } from './errors';

/** What `serveApp` serves: an `App`, or any `fetch` handler. */
export interface ServedApp {
  fetch: Parameters<typeof getRequestListener>[0];
}

export interface ServeOptions {
  port: number;
  hostname: string;
}

export function serveApp(
  { fetch }: ServedApp,
  { port, hostname }: ServeOptions,
  onListening?: (address: AddressInfo) => void,
): Server {
  const listener = getRequestListener(fetch, {
    hostname,
    errorHandler: (error) =>
      error instanceof RequestError
        ? Response.json(errorBody(400, `Bad request: ${error.message}.`), { status: 400 })
        : Response.json(errorBody(500, 'Internal Server Error'), { status: 500 }),
  });
  const server = createServer(listener);
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const message =
      status === 431 ? 'The request line and headers are too long.' : 'The request could not be read.';
    const body = JSON.stringify(errorBody(status, message));
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
  server.listen(port, hostname, () => onListening?.(server.address() as AddressInfo));
  return server;
}
