/**
 * better-auth's endpoints under /api/staff/auth/* (modules/people/auth.ts): sign in and out, the session,
 * two-factor, password reset. Sign-up is not offered: people are created by those who may.
 */
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@orderprotection/domain';
import type { Context, Hono } from 'hono';
import { AppError } from '../../modules/app-error';
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER } from '../../modules/people/auth';
import type { AppEnv, Services } from '../env';
import { clientAddress } from '../request-origin';

export function registerAuthRoutes(app: Hono<AppEnv>, services: Services): void {
  app.on(['GET', 'POST'], `${AUTH_BASE_PATH}/*`, async (c) => {
    if (c.req.path.startsWith(`${AUTH_BASE_PATH}/sign-up`)) {
      throw new AppError('not_found', 'People are invited to a team; there is no sign-up.');
    }
    await refuseUnstorableText(c);
    // The rate limit counts per client: tell better-auth the address this server trusts (behind a proxy,
    // the one the proxy saw), never one the client put in a header itself.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, services));
    const answer = await services.auth.handler(new Request(c.req.raw, { headers }));
    if (answer.status === 429) throw rateLimited(answer);
    // A write here may end sessions or change who they are (sign-out, revocation, a new password, two-factor).
    if (c.req.method !== 'GET') services.sessions.forgetAll();
    return withoutSessionTokens(answer);
  });
}

/**
 * better-auth's own 429 (its limits on sign-in, two-factor codes and reset emails, counted in the database)
 * answers as every limit of the API does: the shared error shape and a standard Retry-After.
 */
function rateLimited(answer: Response): AppError {
  const seconds = Number(answer.headers.get('x-retry-after'));
  return new AppError('rate_limited', 'Too many attempts. Please wait a minute and try again.', {
    retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60,
  });
}

/**
 * These endpoints are better-auth's, not built on the domain's input schemas: refuse here what
 * `inputString` refuses there (a NUL in a reset token reached the database and answered 500), in the
 * same words, naming the field: a path segment, a query parameter or a field of the JSON body.
 */
async function refuseUnstorableText(c: Context<AppEnv>): Promise<void> {
  const url = new URL(c.req.url);
  const segments = url.pathname.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  const field =
    (segments.some((segment) => !isStorableText(segment)) ? 'path' : undefined) ??
    [...url.searchParams].find(([name, value]) => !isStorableText(name) || !isStorableText(value))?.[0] ??
    (c.req.header('content-type')?.includes('application/json')
      ? unstorableField(
          await c.req.raw
            .clone()
            .json()
            .catch(() => undefined),
        )
      : undefined);
  if (field === undefined) return;
  throw new AppError('invalid_input', `${field}: ${UNSTORABLE_TEXT_MESSAGE}`, {
    issues: [{ path: field, message: UNSTORABLE_TEXT_MESSAGE, code: 'custom' }],
  });
}

/** The path of the first string (or key) in a JSON value that holds a character that cannot be stored. */
function unstorableField(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path.join('.') || 'body';
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, entry] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, key].join('.');
    const found = unstorableField(entry, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * better-auth also answers the session token in the JSON of sign-in, get-session and list-sessions (for clients that
 * send it as a bearer token, which this server does not accept). The browser has it in an HttpOnly
 * cookie; a copy in the body would hand it to any script on the page, so it is taken out.
 */
async function withoutSessionTokens(answer: Response): Promise<Response> {
  // A redirect (the mailed reset link) is labelled JSON but has no body.
  const isJson = answer.headers.get('content-type')?.includes('application/json');
  if (!isJson || (answer.status >= 300 && answer.status < 400)) return answer;
  const body: unknown = await answer.json();
  // list-sessions answers an array of sessions, each with its token.
  for (const entry of Array.isArray(body) ? body : [body]) {
    if (entry === null || typeof entry !== 'object') continue;
    const record = entry as { token?: unknown; session?: { token?: unknown } | null };
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
