/** Facts about the request that depend on whether a trusted reverse proxy stands in front. */

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { MediaLinks } from '../modules/media/media';
import { MEDIA_FILES_PATH } from '../modules/media/media';
import type { AppEnv, Services } from './env';

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
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (app.request) have no socket.
    return 'unknown';
  }
}

/** Where this server is reached: PUBLIC_URL when configured, otherwise the origin the request came to. */
export function publicOrigin(c: Context<AppEnv>, services: Services): string {
  if (services.config.publicUrl !== undefined) return services.config.publicUrl;
  const url = new URL(c.req.url);
  if (services.config.trustProxy) {
    const protocol = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    if (protocol === 'http' || protocol === 'https') url.protocol = `${protocol}:`;
  }
  return url.origin;
}

export const MEDIA_UPLOADS_PATH = '/api/media/uploads';

export function mediaLinks(c: Context<AppEnv>, services: Services): MediaLinks {
  const origin = publicOrigin(c, services);
  return { download: (key) => `${origin}${MEDIA_FILES_PATH}/${key}` };
}
