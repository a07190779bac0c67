/**
 * Ending a person's sessions outside better-auth's own endpoints (signing out, revoking, a password reset
 * end theirs themselves): a password changed or set, by the console, the people CLI or anything else. The
 * rows go, so better-auth accepts none of the cookies again; a process that remembered one
 * (session-cache.ts) forgets it at once when its cache is passed, the others within SESSION_CACHE_MS.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { personSessions } from '../../db/schema';
import type { SessionCache } from './session-cache';

export interface SessionsOf {
  db: Queryable;
  /** This process's session cache; absent where none is kept (the people CLI). */
  sessions?: SessionCache | undefined;
}

/** Ends every session of the person, except the one whose token is `except` (the one making the change). */
export async function endSessions(
  { db, sessions }: SessionsOf,
  personId: string,
  { except }: { except?: string } = {},
): Promise<void> {
  await db
    .delete(personSessions)
    .where(
      except === undefined
        ? eq(personSessions.userId, personId)
        : and(eq(personSessions.userId, personId), ne(personSessions.token, except)),
    );
  sessions?.forgetAll();
}
