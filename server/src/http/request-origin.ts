/**
 * Facts about the request that depend on whether a trusted reverse proxy stands in front, and the origin
 * links in answers are built on. They read a request through `RequestFacts`, which Hono's context gives
 * (`requestFacts`) and so does a request answered directly on Node's (http/direct-routes.ts).
 */

import type { IncomingHttpHeaders } from 'node:http';
import { isIP, type Socket } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { MediaLinks } from '../modules/media/media';
import { MEDIA_FILES_PATH } from '../modules/media/media';
import { isStoreDomain } from '../modules/stores/stores';
import { isLocalHostName } from '../security/hosts';
import type { AppEnv, Services } from './env';

/** What the rules below read of a request. */
export interface RequestFacts {
  /** A request header (`name` in lower case); a repeated one joined with ", ", as `Headers` does. */
  header(name: string): string | undefined;
  /** The request's absolute URL, as @hono/node-server builds it. */
  readonly url: string;
  /** The connection it came on; none for a request made in-process (`app.request`). */
  readonly socket: Socket | undefined;
}

/** The facts of a request Hono serves. */
export function requestFacts(c: Context<AppEnv>): RequestFacts {
  return new HonoRequestFacts(c);
}

/** A class, not an object of closures: it is made on every call, and its methods are made once. */
export class HonoRequestFacts implements RequestFacts {
  constructor(protected readonly c: Context<AppEnv>) {}

  header(name: string): string | undefined {
    return requestHeader(this.c, name);
  }

  get url(): string {
    return this.c.req.url;
  }

  get socket(): Socket | undefined {
    return incomingOf(this.c)?.socket;
  }
}

function incomingOf(c: Context<AppEnv>) {
  return (c.env as Partial<HttpBindings> | undefined)?.incoming;
}

/**
 * A request header (`name` in lower case) as `c.req.header(name)` gives it, for the X- headers read here:
 * served by @hono/node-server it is read from Node's own parsed headers, which join a repeated one with
 * ", " as `Headers` does, where `c.req.header` first builds a `Headers` of every header the request
 * carries. (Node keeps only the first of a few others, such as Host: not for those.)
 */
export function requestHeader(c: Context<AppEnv>, name: string): string | undefined {
  const incoming = incomingOf(c);
  return incoming === undefined ? c.req.header(name) : nodeHeader(incoming.headers, name);
}

/** A header of Node's parsed headers, as `requestHeader` reads it. */
export function nodeHeader(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The client's address, for rate limits. Behind a trusted proxy it is the last address the proxy added to
 * X-Forwarded-For (earlier entries are whatever the client claimed); otherwise the socket's peer.
 */
export function clientAddress(request: RequestFacts, services: Services): string {
  if (services.config.trustProxy) {
    const forwarded = request
      .header('x-forwarded-for')
      ?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last !== undefined) return last;
  }
  // Requests made in-process (app.request) have no socket.
  return request.socket?.remoteAddress ?? 'unknown';
}

/**
 * The origin the request was made to, as its Host header (and, behind a trusted proxy, X-Forwarded-Proto)
 * names it. Whoever sends the request chooses it: fit to compare with the request's own Origin, never to
 * build a link that someone else will open (see `publicOrigin`).
 */
export function requestOrigin(request: RequestFacts, services: Services): string {
  return requestUrl(request, services).origin;
}

/** The request's URL with the protocol `requestOrigin` names: its origin, host name and host in one parse. */
function requestUrl(request: RequestFacts, services: Services): URL {
  const url = new URL(request.url);
  if (services.config.trustProxy) {
    const protocol = request.header('x-forwarded-proto')?.split(',')[0]?.trim();
    if (protocol === 'http' || protocol === 'https') url.protocol = `${protocol}:`;
  }
  return url;
}

/**
 * Where links in answers point (signed upload URLs, downloads, signatures): PUBLIC_URL when configured.
 * Without it (a development server) the request's own origin only when its host is one we know: a store's
 * registered domain (the portal is served there) or this machine's own name. Any other Host is whatever a
 * client wrote, and a link on it would send a shopper's file to that host; links then use the address the
 * server was reached on, as the socket knows it.
 */
export async function publicOrigin(request: RequestFacts, services: Services): Promise<string> {
  if (services.config.publicUrl !== undefined) return services.config.publicUrl;
  const { origin, hostname, host } = requestUrl(request, services);
  if (isLocalHostName(hostname) || (await isStoreDomain(services.db, host))) return origin;
  return socketOrigin(request.socket);
}

/** `http://` and the local address and port of the request's connection; `http://localhost` in-process. */
function socketOrigin(socket: Socket | undefined): string {
  const address = socket?.localAddress;
  if (socket === undefined || address === undefined) return 'http://localhost';
  // A dual-stack server sees IPv4 clients at IPv4-mapped IPv6 addresses (::ffff:192.0.2.1).
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return `http://${isIP(plain) === 6 ? `[${plain}]` : plain}:${socket.localPort}`;
}

export const MEDIA_UPLOADS_PATH = '/api/media/uploads';

/** Links to media on the origin of `publicOrigin`. */
export async function mediaLinks(request: RequestFacts, services: Services): Promise<MediaLinks> {
  return mediaLinksOn(await publicOrigin(request, services));
}

export function mediaLinksOn(origin: string): MediaLinks {
  return { download: (key) => `${origin}${MEDIA_FILES_PATH}/${key}` };
}
