/**
 * better-auth's endpoints under /api/staff/auth/* (modules/people/auth.ts): sign in and out, the session,
 * two-factor, password reset. Sign-up is not offered: people are created by those who may.
 */
import type { Hono } from 'hono';
import { AppError } from '../../modules/app-error';
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER } from '../../modules/people/auth';
import type { AppEnv, Services } from '../env';
import { clientAddress } from '../request-origin';

export function registerAuthRoutes(app: Hono<AppEnv>, services: Services): void {
  app.on(['GET', 'POST'], `${AUTH_BASE_PATH}/*`, (c) => {
    if (c.req.path.startsWith(`${AUTH_BASE_PATH}/sign-up`)) {
      throw new AppError('not_found', 'People are invited to a team; there is no sign-up.');
    }
    // The rate limit counts per client: tell better-auth the address this server trusts (behind a proxy,
    // the one the proxy saw), never one the client put in a header itself.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, services));
    return services.auth.handler(new Request(c.req.raw, { headers }));
  });
}
