/**
 * Facts about the request that depend on whether a trusted reverse proxy stands in front, and the origin
 * links in answers are built on.
 */
import { isIP, type Socket } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { MediaLinks } from '../modules/media/media';
import { MEDIA_FILES_PATH } from '../modules/media/media';
import { isStoreDomain } from '../modules/stores/stores';
import { isLocalHostName } from '../security/hosts';
import type { AppEnv, Services } from './env';

/** The connection the request came on; none for a request made in-process (`app.request`). */
function socketOf(c: Context<AppEnv>): Socket | undefined {
  return (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
}

/**
 * The client's address, for rate limits. Behind a trusted proxy it is the last address the proxy added to
 * X-Forwarded-For (earlier entries are whatever the client claimed); otherwise the socket's peer.
 */
export function clientAddress(c: Context<AppEnv>, services: Services): string {
  if (services.config.trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last !== undefined) return last;
  }
  // Requests made in-process (app.request) have no socket.
  return socketOf(c)?.remoteAddress ?? 'unknown';
}

/**
 * The origin the request was made to, as its Host header (and, behind a trusted proxy, X-Forwarded-Proto)
 * names it. Whoever sends the request chooses it: fit to compare with the request's own Origin, never to
 * build a link that someone else will open (see `publicOrigin`).
 */
export function requestOrigin(c: Context<AppEnv>, services: Services): string {
  return requestUrl(c, services).origin;
}

/** The request's URL with the protocol `requestOrigin` names: its origin, host name and host in one parse. */
function requestUrl(c: Context<AppEnv>, services: Services): URL {
  const url = new URL(c.req.url);
  if (services.config.trustProxy) {
    const protocol = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
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
export async function publicOrigin(c: Context<AppEnv>, services: Services): Promise<string> {
  if (services.config.publicUrl !== undefined) return services.config.publicUrl;
  const { origin, hostname, host } = requestUrl(c, services);
  if (isLocalHostName(hostname) || (await isStoreDomain(services.db, host))) return origin;
  return socketOrigin(socketOf(c));
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
export async function mediaLinks(c: Context<AppEnv>, services: Services): Promise<MediaLinks> {
  return mediaLinksOn(await publicOrigin(c, services));
}

export function mediaLinksOn(origin: string): MediaLinks {
  return { download: (key) => `${origin}${MEDIA_FILES_PATH}/${key}` };
}
