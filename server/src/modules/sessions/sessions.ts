/**
 * Claim sessions: the claim draft saved while the shopper works through the portal, one per order
 * (spec section 4: restored when the order is found, deleted when cleared).
 */
import type { ClaimSession, ClaimSessionInput } from '@orderprotection/domain';
import { SessionMetadata } from '@orderprotection/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { claimSessions } from '../../db/schema';
import { newRowId } from '../../security/tokens';

type SessionRow = typeof claimSessions.$inferSelect;

function toSession(row: SessionRow): ClaimSession {
  return {
    id: row.id,
    status: row.status,
    email: row.email,
    orderId: row.orderId,
    metadata: row.metadata,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findSession(db: Queryable, orderId: string): Promise<ClaimSession | null> {
  const [row] = await db.select().from(claimSessions).where(eq(claimSessions.orderId, orderId));
  return row === undefined ? null : toSession(row);
}

/**
 * Saves the order's session: the status or the metadata sent replaces the stored one, and what was not
 * sent is kept. The server owns session ids, so an `id` in the body is not needed to update.
 */
export async function saveSession(
  db: Queryable,
  orderId: string,
  input: Pick<ClaimSessionInput, 'email' | 'status' | 'metadata'>,
  now: Date,
): Promise<ClaimSession> {
  const changes = {
    email: input.email,
    updatedAt: now,
    ...(input.status === undefined ? {} : { status: input.status }),
    ...(input.metadata === undefined ? {} : { metadata: input.metadata }),
  };
  const [row] = await db
    .insert(claimSessions)
    .values({
      id: newRowId(),
      orderId,
      status: 'STARTED',
      metadata: SessionMetadata.parse({}),
      createdAt: now,
      ...changes,
    })
    .onConflictDoUpdate({ target: claimSessions.orderId, set: changes })
    .returning();
  if (row === undefined) throw new Error('Saving a session returned no row');
  return toSession(row);
}

/** Deletes the session when it belongs to one of `orderIds`; false when there is none such. */
export async function deleteSession(db: Queryable, sessionId: string, orderIds: string[]): Promise<boolean> {
  const deleted = await db
    .delete(claimSessions)
    .where(and(eq(claimSessions.id, sessionId), inArray(claimSessions.orderId, orderIds)))
    .returning({ id: claimSessions.id });
  return deleted.length > 0;
}
