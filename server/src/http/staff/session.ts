/**
 * Who a staff call comes from: a person signed in with better-auth's session cookie, with the roles the
 * database grants them, or an integration with an API token (`Authorization: Bearer opk_…`), with the
 * permissions the token lists. Cookie-authenticated writes must come from this server's own pages.
 */
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { people } from '../../db/schema';
import { AppError } from '../../modules/app-error';
import { authenticateApiToken, looksLikeApiToken } from '../../modules/people/api-tokens';
import { staffSessionCookieName } from '../../modules/people/auth';
import { grantsOf } from '../../modules/people/grants';
import type { SessionPerson } from '../../modules/people/session-cache';
import type { Principal, StaffPrincipal } from '../../modules/principal';
import type { AppEnv, Services } from '../env';
import { requestOrigin } from '../request-origin';

export type PersonPrincipal = Extract<Principal, { kind: 'person' }>;

/** The signed-in person, with the email they sign in with and whether they use two-factor. */
export type SessionPrincipal = PersonPrincipal & Pick<SessionPerson, 'email' | 'twoFactorEnabled'>;

/**
 * The signed-in person, set as the request's principal; 401 without a valid session. A session checked
 * in the last few seconds is taken from `services.sessions` (people/session-cache.ts) with its roles, and
 * calls with the same cookie that arrive while it is being checked wait for that one check.
 */
export async function requirePerson(c: Context<AppEnv>, services: Services): Promise<SessionPrincipal> {
  const cookieValue = getCookie(c, staffSessionCookieName(services.config.publicUrl));
  const remembered = cookieValue === undefined ? undefined : services.sessions.get(cookieValue);
  const person =
    remembered ??
    (await (cookieValue === undefined
      ? checkSession(c, services, undefined)
      : services.sessions.checkOnce(cookieValue, () => checkSession(c, services, cookieValue))));
  const principal: SessionPrincipal = { kind: 'person', ...person };
  c.set('principal', principal);
  return principal;
}

async function checkSession(
  c: Context<AppEnv>,
  services: Services,
  cookieValue: string | undefined,
): Promise<SessionPerson> {
  const checkedAt = services.sessions.generation();
  const session = await services.auth.api.getSession({ headers: c.req.raw.headers });
  if (session === null) throw new AppError('unauthenticated', 'Please sign in.');
  // The person's row, not the session's copy of it: better-auth's cookie cache may be a minute old.
  const [grants, [row]] = await Promise.all([
    grantsOf(services.db, session.user.id),
    services.db
      .select({ name: people.name, email: people.email, twoFactorEnabled: people.twoFactorEnabled })
      .from(people)
      .where(eq(people.id, session.user.id)),
  ]);
  if (row === undefined) throw new AppError('unauthenticated', 'Please sign in.');
  const person: SessionPerson = {
    id: session.user.id,
    name: row.name,
    email: row.email,
    twoFactorEnabled: row.twoFactorEnabled === true,
    grants,
  };
  if (cookieValue !== undefined)
    services.sessions.remember(cookieValue, person, session.session.expiresAt, checkedAt);
  return person;
}

/**
 * The integration whose API token the request carries, or else the signed-in person: the principal of
 * every staff call an integration may make. A token that is unknown or revoked answers 401, never falls
 * back to a cookie.
 */
export async function requireStaff(c: Context<AppEnv>, services: Services): Promise<StaffPrincipal> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (bearer === undefined || !looksLikeApiToken(bearer)) return requirePerson(c, services);
  const token = await authenticateApiToken(services.db, bearer, services.now());
  if (token === null) throw new AppError('unauthenticated', 'This API token is unknown or was revoked.');
  const principal: StaffPrincipal = {
    kind: 'api_token',
    id: token.id,
    name: token.name,
    grants: [token.grant],
  };
  c.set('principal', principal);
  return principal;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a write to the staff API that a browser sent from another site: the session cookie is SameSite=Lax,
 * which still lets a top-level cross-site form POST carry it in older browsers, and a sibling subdomain is
 * "same site". Browsers name the page's origin in `Origin` on every cross-origin write, so a write whose
 * Origin is not this server's is refused; clients that are not browsers send none and are not at risk.
 */
export function refuseCrossSiteWrites(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    // Same origin means the page's origin is the one this request was sent to: a browser sets Host
    // itself, so the request's own origin is the right comparison here (unlike for links, `publicOrigin`).
    if (
      !SAFE_METHODS.has(c.req.method) &&
      origin !== undefined &&
      origin !== (services.config.publicUrl ?? requestOrigin(c, services))
    ) {
      throw new AppError('forbidden', 'This request came from another site.');
    }
    await next();
  };
}
