/**
 * Who a staff call comes from: a person signed in with better-auth's session cookie, with the roles the
 * database grants them, or an integration with an API token (`Authorization: Bearer opk_…`), with the
 * permissions the token lists. Cookie-authenticated writes must come from this server's own pages.
 */
import { PASSWORD_CHANGE_REQUIRED } from '@orderprotection/domain';
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
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
export type SessionPrincipal = PersonPrincipal &
  Pick<SessionPerson, 'email' | 'twoFactorEnabled' | 'mustChangePassword'>;

/**
 * The signed-in person, set as the request's principal; 401 without a valid session, 403 (reason
 * `PASSWORD_CHANGE_REQUIRED`) while their password must be changed, unless `whilePasswordChangeRequired`
 * (who they are is what the console needs to send them to the change). A session checked in the last few
 * seconds is taken from `services.sessions` (people/session-cache.ts) with its roles, and calls with the
 * same cookie that arrive while it is being checked wait for that one check.
 */
export async function requirePerson(
  c: Context<AppEnv>,
  services: Services,
  { whilePasswordChangeRequired = false }: { whilePasswordChangeRequired?: boolean } = {},
): Promise<SessionPrincipal> {
  const cookieValue = getCookie(c, staffSessionCookieName(services.config.publicUrl));
  const remembered = cookieValue === undefined ? undefined : services.sessions.get(cookieValue);
  const person =
    remembered ??
    (await (cookieValue === undefined
      ? checkSession(c, services, undefined)
      : services.sessions.checkOnce(cookieValue, () => checkSession(c, services, cookieValue))));
  if (person.mustChangePassword && !whilePasswordChangeRequired) {
    throw new AppError(
      'forbidden',
      'Your password was chosen for you: choose your own before you go on (Account, Change password).',
      { reason: PASSWORD_CHANGE_REQUIRED },
    );
  }
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
  // better-auth's user has no `mustChangePassword`: the person's own row has it.
  const [grants, [row]] = await Promise.all([
    grantsOf(services.db, session.user.id),
    services.db
      .select({
        name: people.name,
        email: people.email,
        twoFactorEnabled: people.twoFactorEnabled,
        mustChangePassword: people.mustChangePassword,
      })
      .from(people)
      .where(eq(people.id, session.user.id)),
  ]);
  if (row === undefined) throw new AppError('unauthenticated', 'Please sign in.');
  const person: SessionPerson = {
    id: session.user.id,
    name: row.name,
    email: row.email,
    twoFactorEnabled: row.twoFactorEnabled === true,
    mustChangePassword: row.mustChangePassword,
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

const SAFE_METHOD = /^(GET|HEAD|OPTIONS)$/;

/**
 * Refuses a cookie-authenticated write to the staff API that a page of another site may have sent. The
 * session cookie is SameSite=Lax, which still goes along with a form posted from a sibling subdomain (the
 * same site) and, in older browsers, from any site. Hono's `csrf` middleware refuses what a page can send
 * without a CORS preflight (a form's or a plain-text body, or none) unless the browser marked it
 * `Sec-Fetch-Site: same-origin` or it names this server's `Origin`; so a write that names no Origin is no
 * longer taken on trust. A JSON body needs a preflight, which a browser makes for the origins of
 * `CORS_ORIGINS` too: a write naming another `Origin` is refused whatever its body. Requests without
 * cookies (API tokens, signing in) carry no session a page could borrow and are not checked; a client that
 * is no browser (curl) sends JSON, or one of the two headers.
 */
export function refuseCrossSiteWrites(services: Services): MiddlewareHandler<AppEnv> {
  // Same origin means the page's origin is the one this request was sent to: a browser sets Host
  // itself, so the request's own origin is the right comparison here (unlike for links, `publicOrigin`).
  const ownOrigin = (c: Context<AppEnv>) => services.config.publicUrl ?? requestOrigin(c, services);
  const checkBrowserWrite = csrf({ origin: (origin, c) => origin === ownOrigin(c) });
  const refused = () => new AppError('forbidden', 'This request came from another site.');
  return async (c, next) => {
    if (c.req.header('cookie') !== undefined) {
      const origin = c.req.header('origin');
      if (origin !== undefined && origin !== ownOrigin(c) && !SAFE_METHOD.test(c.req.method)) throw refused();
      try {
        await checkBrowserWrite(c, async () => {});
      } catch (error) {
        throw error instanceof HTTPException && error.status === 403 ? refused() : error;
      }
    }
    await next();
  };
}
