/**
 * Sign-in for people (a merchant's team, our staff) by better-auth on the application's own database:
 * email and password, sessions, TOTP two-factor, rate-limited sign-in counted in the database, password
 * reset by email. No session or password code of our own: this module only configures it.
 *
 * - Its endpoints live under `/api/staff/auth/*` (http/staff/auth.ts mounts them). Nobody signs up: people
 *   are created by someone who may (`createPerson`: the demo data, `npm run people:create`; the team's
 *   invitations, team.ts), so the sign-up endpoint is not mounted.
 * - The session cookie is HttpOnly, SameSite=Lax, Secure under https, and scoped to `/api/staff`, so the
 *   customer portal's requests never carry it.
 * - Cross-site writes: better-auth refuses a cookie-authenticated POST whose Origin is not trusted; only the
 *   server's own origin is (`PUBLIC_URL`, or the origin the request was made to).
 */
import { STAFF_PASSWORD_MIN_LENGTH } from '@orderprotection/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  authRateLimits,
  people,
  personSessions,
  signInMethods,
  twoFactors,
  verifications,
} from '../../db/schema';
import type { Logger } from '../../logger';
import { LOCAL_HOST_NAMES } from '../../security/hosts';
import { newRowId } from '../../security/tokens';
import type { Mailer } from '../mail/mailer';
import { endSessions } from './end-sessions';

/** Where the auth endpoints are mounted; the session cookie's path is the staff API above it. */
export const AUTH_BASE_PATH = '/api/staff/auth';
export const STAFF_API_PATH = '/api/staff';
/** better-auth's session cookie: `<cookiePrefix>.session_token`. */
export const STAFF_SESSION_COOKIE = 'op_console.session_token';

/** The session cookie's name as sent: under https better-auth gives it the `__Secure-` prefix. */
export function staffSessionCookieName(publicUrl: string | undefined): string {
  return secureCookies(publicUrl) ? `__Secure-${STAFF_SESSION_COOKIE}` : STAFF_SESSION_COOKIE;
}

function secureCookies(publicUrl: string | undefined): boolean {
  return publicUrl?.startsWith('https:') ?? false;
}
/** The header through which the HTTP layer tells better-auth the client's address it worked out. */
export const CLIENT_ADDRESS_HEADER = 'x-op-client-address';

/** The hosts a server without PUBLIC_URL answers sign-in on: this machine, on any port. */
const LOCAL_HOSTS = LOCAL_HOST_NAMES.flatMap((name) => [name, `${name}:*`]);

export interface AuthOptions {
  db: Db;
  /** The signing secret: it signs session cookies and encrypts two-factor secrets. */
  secret: string;
  publicUrl: string | undefined;
  mailer: Mailer;
  /** better-auth's own warnings (a wrong password, a missing base URL) go to the server's log lines. */
  logger?: Logger;
  /** Sign-in attempts per client and minute before 429. */
  signInAttemptsPerMinute?: number;
}

export function createAuth({
  db,
  secret,
  publicUrl,
  mailer,
  logger,
  signInAttemptsPerMinute = 5,
}: AuthOptions) {
  return betterAuth({
    appName: 'OrderProtection',
    secret,
    // Links in email (a password reset) are built from this, never from whatever Host a request names:
    // PUBLIC_URL, or without one this machine's own names (a development server).
    baseURL: publicUrl ?? { allowedHosts: LOCAL_HOSTS, protocol: 'http' },
    basePath: AUTH_BASE_PATH,
    trustedOrigins: (request) =>
      publicUrl !== undefined ? [publicUrl] : request === undefined ? [] : [new URL(request.url).origin],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: people,
        session: personSessions,
        account: signInMethods,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: authRateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: STAFF_PASSWORD_MIN_LENGTH,
      revokeSessionsOnPasswordReset: true,
      // A reset password is one the person chose: no longer one to change at first sign-in.
      async onPasswordReset({ user }) {
        await db.update(people).set({ mustChangePassword: false }).where(eq(people.id, user.id));
      },
      // Someone invited to a team (team.ts) has no password yet: their link is an invitation to choose one.
      async sendResetPassword({ user, url }) {
        const [password] = await db
          .select({ id: signInMethods.id })
          .from(signInMethods)
          .where(and(eq(signInMethods.userId, user.id), eq(signInMethods.providerId, 'credential')));
        await mailer.send(
          password === undefined
            ? {
                to: user.email,
                subject: "You're invited to the OrderProtection console",
                text: `You have been added to a store's team on the OrderProtection console as ${user.email}.\n\nTo choose your password and sign in, open this link within an hour:\n${url}\n\nAfter that, ask for a new link with "Forgot your password?" on the sign-in page.\n`,
              }
            : {
                to: user.email,
                subject: 'Reset your OrderProtection password',
                text: `Someone asked to reset the password of ${user.email} for the OrderProtection console.\n\nTo choose a new password, open this link within an hour:\n${url}\n\nIf it was not you, ignore this email: your password stays as it is.\n`,
              },
        );
      },
    },
    databaseHooks: {
      account: {
        update: {
          // A person's password sign-in changes only when its password does (change-password): one chosen
          // for them (people:create) is theirs from then on.
          async after(account) {
            if (account.providerId !== 'credential') return;
            await db.update(people).set({ mustChangePassword: false }).where(eq(people.id, account.userId));
          },
        },
      },
    },
    session: {
      // No copy of the session in a signed cookie: a session ended anywhere must stop working at once, and
      // a cached copy outlives its row. The server's own cache (session-cache.ts) saves the checks instead.
      cookieCache: { enabled: false },
    },
    hooks: {
      // Whoever changes their password ends every other session of theirs, whether or not they asked to
      // (better-auth's `revokeOtherSessions`); the one they changed it in goes on.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password' || isAPIError(ctx.context.returned)) return;
        // With revokeOtherSessions better-auth has replaced the session by a new one: that one goes on.
        const current = ctx.context.newSession ?? (await getSessionFromCtx(ctx));
        if (current !== null) await endSessions({ db }, current.user.id, { except: current.session.token });
      }),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: signInAttemptsPerMinute },
        '/two-factor/verify-totp': { window: 60, max: signInAttemptsPerMinute },
        '/two-factor/verify-backup-code': { window: 60, max: signInAttemptsPerMinute },
        '/request-password-reset': { window: 60, max: 3 },
      },
    },
    plugins: [twoFactor({ issuer: 'OrderProtection' })],
    advanced: {
      cookiePrefix: 'op_console',
      useSecureCookies: secureCookies(publicUrl),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: STAFF_API_PATH },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      database: { generateId: () => newRowId() },
    },
    telemetry: { enabled: false },
    logger: {
      disabled: logger === undefined,
      log: (level, message) => {
        if (level === 'error') logger?.error(`auth: ${message}`);
        else if (level === 'warn') logger?.warn(`auth: ${message}`);
        else logger?.info(`auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Creates a person who signs in with this email and password; answers their id. The password comes as
 * given, or already hashed with better-auth's own hash (as the demo people's are, see demo-people.ts).
 */
export async function createPerson(
  auth: Auth,
  person: { email: string; name: string } & ({ password: string } | { passwordHash: string }),
): Promise<string> {
  const { email, name } = person;
  const context = await auth.$context;
  const hash = 'passwordHash' in person ? person.passwordHash : await context.password.hash(person.password);
  const created = await context.internalAdapter.createUser(
    { email: email.toLowerCase(), name, emailVerified: true },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: hash,
  });
  return created.id;
}
