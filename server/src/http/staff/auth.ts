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
  app.on(['GET', 'POST'], `${AUTH_BASE_PATH}/*`, async (c) => {
    if (c.req.path.startsWith(`${AUTH_BASE_PATH}/sign-up`)) {
      throw new AppError('not_found', 'People are invited to a team; there is no sign-up.');
    }
    // The rate limit counts per client: tell better-auth the address this server trusts (behind a proxy,
    // the one the proxy saw), never one the client put in a header itself.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, services));
    return withoutSessionTokens(await services.auth.handler(new Request(c.req.raw, { headers })));
  });
}

/**
 * better-auth also answers the session token in the JSON of sign-in and get-session (for clients that
 * send it as a bearer token, which this server does not accept). The browser has it in an HttpOnly
 * cookie; a copy in the body would hand it to any script on the page, so it is taken out.
 */
async function withoutSessionTokens(answer: Response): Promise<Response> {
  if (!answer.headers.get('content-type')?.includes('application/json')) return answer;
  const body: unknown = await answer.json();
  if (body !== null && typeof body === 'object') {
    const record = body as { token?: unknown; session?: { token?: unknown } | null };
    delete record.token;
    if (record.session !== null && typeof record.session === 'object') delete record.session.token;
  }
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), {
    status: answer.status,
    statusText: answer.statusText,
    headers,
  });
}
