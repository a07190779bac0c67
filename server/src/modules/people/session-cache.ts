/**
 * Who a session cookie belongs to, remembered for a few seconds: every staff call starts by checking its
 * session, and better-auth's check (the cookie's HMAC, its session and person rows, its own machinery)
 * plus the person's roles cost more CPU than most of the calls themselves. A cookie value is remembered
 * only once better-auth accepted it, so a request presenting the same value is the same session.
 *
 * It forgets everything whenever something could change who a session is or what it may do: any write to
 * better-auth's endpoints (signing out, revoking sessions, a password change or reset, two-factor) and any
 * change of a store's team, made through this server. A change this process cannot see (another server
 * process, `npm run people:create`, end-sessions.ts without a cache) is seen within the few seconds. It is the
 * only cache of sessions: better-auth's own cookie cache is off (auth.ts).
 */
import type { RoleGrant } from '@orderprotection/domain';

export interface SessionPerson {
  id: string;
  name: string;
  email: string;
  twoFactorEnabled: boolean;
  mustChangePassword: boolean;
  grants: readonly RoleGrant[];
}

export interface SessionCache {
  /** The person of this session cookie value, when it was checked within the last few seconds. */
  get(cookieValue: string): SessionPerson | undefined;
  /** Counts `forgetAll` calls: read it before a check, hand it to `remember` after. */
  generation(): number;
  /**
   * Remembers a cookie value better-auth accepted, at most until its session expires; not when everything
   * was forgotten since the check began (`generation`), as the check may have read what was just changed.
   */
  remember(cookieValue: string, person: SessionPerson, sessionExpiresAt: Date, checkedAt: number): void;
  /**
   * The person `check` finds for this cookie value, running it once for all the calls that present the
   * value while it runs: when a remembered session lapses under load, every call in flight with it misses
   * at once, and each ran the whole check (16 at a time under bench/staff-api's 16 connections). A call
   * made after a `forgetAll` never joins a check begun before it; a failed check is not kept.
   */
  checkOnce(cookieValue: string, check: () => Promise<SessionPerson>): Promise<SessionPerson>;
  /** Forgets every session: their next call is checked by better-auth again. */
  forgetAll(): void;
}

/** How long a checked session is remembered. */
export const SESSION_CACHE_MS = 5_000;
/** Sessions remembered at once; past it the oldest go first. */
const MAX_SESSIONS = 10_000;

export function createSessionCache(now: () => number = Date.now): SessionCache {
  const entries = new Map<string, { person: SessionPerson; until: number }>();
  const checks = new Map<string, Promise<SessionPerson>>();
  let generation = 0;
  return {
    generation: () => generation,
    get(cookieValue) {
      const entry = entries.get(cookieValue);
      if (entry === undefined) return undefined;
      if (entry.until > now()) return entry.person;
      entries.delete(cookieValue);
      return undefined;
    },
    remember(cookieValue, person, sessionExpiresAt, checkedAt) {
      if (checkedAt !== generation) return;
      if (entries.size >= MAX_SESSIONS) {
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
      entries.delete(cookieValue);
      entries.set(cookieValue, {
        person,
        until: Math.min(now() + SESSION_CACHE_MS, sessionExpiresAt.getTime()),
      });
    },
    checkOnce(cookieValue, check) {
      const running = checks.get(cookieValue);
      if (running !== undefined) return running;
      const started = check().finally(() => {
        if (checks.get(cookieValue) === started) checks.delete(cookieValue);
      });
      checks.set(cookieValue, started);
      return started;
    },
    forgetAll() {
      generation += 1;
      entries.clear();
      checks.clear();
    },
  };
}
