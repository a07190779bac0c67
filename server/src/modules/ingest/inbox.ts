/**
 * The inbox (table `inbox`): a platform's delivery is stored here before it is acknowledged, so a crash
 * after the 200 loses nothing, and is applied later by the worker in one transaction with its own
 * settling, so it is applied once. A redelivery (the same delivery id, which platforms keep across their
 * retries) is dropped by the unique index. Rows are taken as the outbox's are (outbox/outbox.ts says why a
 * table): `FOR UPDATE SKIP LOCKED` with a lease, so several workers never take one row at once and a
 * worker killed mid-apply leaves its rows to be taken again when the lease ends.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { inbox } from '../../db/schema';
import { newRowId } from '../../security/tokens';

export type InboxRow = typeof inbox.$inferSelect;

export interface Delivery {
  connectionId: string;
  topic: string;
  deliveryId: string;
  triggeredAt: Date | null;
  body: string;
}

/** Stores a delivery; answers false for one already stored (a redelivery). */
export async function recordDelivery(db: Queryable, delivery: Delivery, now: Date): Promise<boolean> {
  const stored = await db
    .insert(inbox)
    .values({ id: newRowId(), ...delivery, receivedAt: now })
    .onConflictDoNothing({ target: [inbox.connectionId, inbox.deliveryId] })
    .returning({ id: inbox.id });
  return stored.length > 0;
}

/** Leases up to `limit` pending deliveries, oldest first, to the caller until `now + leaseMs`. */
export async function takeDueDeliveries(
  db: Queryable,
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
): Promise<InboxRow[]> {
  const due = db
    .select({ id: inbox.id })
    .from(inbox)
    .where(
      and(eq(inbox.status, 'pending'), sql`(${inbox.lockedUntil} IS NULL OR ${inbox.lockedUntil} <= ${now})`),
    )
    .orderBy(inbox.receivedAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const taken = await db
    .update(inbox)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${inbox.attempts} + 1` })
    .where(sql`${inbox.id} IN ${due}`)
    .returning();
  return taken.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
}

export type Settled = { status: 'applied' | 'ignored' | 'failed'; outcome: string | null };

/** Marks a delivery done; only while the caller still holds it, so a row is never settled twice. */
export async function settleDelivery(
  db: Queryable,
  row: InboxRow,
  settled: Settled,
  now: Date,
): Promise<boolean> {
  const done = await db
    .update(inbox)
    .set({ ...settled, appliedAt: now, lockedUntil: null })
    .where(and(eq(inbox.id, row.id), eq(inbox.status, 'pending'), eq(inbox.attempts, row.attempts)))
    .returning({ id: inbox.id });
  return done.length > 0;
}

/** The topic of a test event a store sends itself from the console, through the same inbox and worker. */
export const TEST_TOPIC = 'test';

/** Stores a test event: the worker settling it shows the whole way from the inbox works. */
export async function recordTestDelivery(db: Queryable, connectionId: string, now: Date): Promise<void> {
  const deliveryId = `test-${newRowId()}`;
  await recordDelivery(
    db,
    { connectionId, topic: TEST_TOPIC, deliveryId, triggeredAt: now, body: '{}' },
    now,
  );
}
