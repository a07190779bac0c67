/**
 * The outbox (table `outbox`): what another party must hear about is written here in the transaction of
 * the change, so it exists exactly when the change does, and the worker (worker.ts) delivers it later, at
 * least once.
 *
 * Why a table and not pg-boss or graphile-worker: both need a real PostgreSQL connection (LISTEN/NOTIFY,
 * their own schema and connection pool), while the default database is PGlite inside the process. One
 * table works the same on both, and is written with the change in the caller's own transaction, which a
 * queue on its own connection could not be.
 *
 * A worker takes due rows with `FOR UPDATE SKIP LOCKED` and marks them leased (`locked_until`) in the
 * same statement, then delivers outside any transaction (PGlite runs one transaction at a time, so a
 * transaction held across an SMTP call would stall every request). Other workers, in this process or
 * another on the same PostgreSQL, skip a leased row; a worker killed mid-delivery leaves its lease to
 * run out, and the row is taken again. The lease is longer than any delivery's own time limit, so a row
 * is not taken twice while its first delivery may still finish.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { outbox, outboxAttempts } from '../../db/schema';
import { newRowId } from '../../security/tokens';

/** Something that happened to a claim, which the worker turns into the messages it calls for. */
export type OutboxEvent =
  | { type: 'claim.filed'; claimId: string }
  | { type: 'message.created'; claimId: string; messageId: string }
  | { type: 'claim.moved'; claimId: string; eventId: string }
  /** The shopper asked for the links to their order's claims again ("Find my claim"). */
  | { type: 'order.claimLinks'; orderId: string };

/** A rendered email, sent as it is on every try. */
export interface OutboxEmail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
}

export type OutboxRow = typeof outbox.$inferSelect;

/** How long retries go on: a day after the row was written, then it is marked failed. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 2 * 60 * 60 * 1000;

/** Exponential backoff: 30 s after the first failed try, doubling up to two hours between tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export async function enqueueEvent(
  db: Queryable,
  event: OutboxEvent,
  { storeId, at }: { storeId: string; at: Date },
): Promise<void> {
  await db.insert(outbox).values({
    id: newRowId(),
    kind: 'event',
    payload: { ...event },
    storeId,
    claimId: 'claimId' in event ? event.claimId : null,
    nextAttemptAt: at,
    createdAt: at,
  });
}

/** A webhook to one endpoint: its body is the Standard Webhooks payload `{ type, timestamp, data }`. */
export async function enqueueWebhook(
  db: Queryable,
  body: { type: string; timestamp: string; data: unknown },
  {
    storeId,
    claimId,
    endpointId,
    at,
  }: { storeId: string; claimId: string | null; endpointId: string; at: Date },
): Promise<void> {
  await db.insert(outbox).values({
    id: newRowId(),
    kind: 'webhook',
    payload: body,
    storeId,
    claimId,
    endpointId,
    nextAttemptAt: at,
    createdAt: at,
  });
}

export async function enqueueEmail(
  db: Queryable,
  email: OutboxEmail,
  { storeId, claimId, at }: { storeId: string | null; claimId: string | null; at: Date },
): Promise<void> {
  await db.insert(outbox).values({
    id: newRowId(),
    kind: 'email',
    payload: { ...email },
    storeId,
    claimId,
    nextAttemptAt: at,
    createdAt: at,
  });
}

/** Leases up to `limit` due rows to the caller until `now + leaseMs`; no other worker gets them meanwhile. */
export async function takeDueRows(
  db: Queryable,
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
): Promise<OutboxRow[]> {
  const until = new Date(now.getTime() + leaseMs);
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        sql`${outbox.nextAttemptAt} <= ${now}`,
        sql`(${outbox.lockedUntil} IS NULL OR ${outbox.lockedUntil} <= ${now})`,
      ),
    )
    .orderBy(outbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const taken = await db
    .update(outbox)
    .set({ lockedUntil: until, attempts: sql`${outbox.attempts} + 1` })
    .where(sql`${outbox.id} IN ${due}`)
    .returning();
  // RETURNING keeps no order: deliver the oldest first, as they were written.
  return taken.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
}

export interface AttemptOutcome {
  at: Date;
  latencyMs: number;
  /** A webhook receiver's answer. */
  statusCode?: number;
  /** Absent when the try succeeded. */
  error?: string;
}

/** Records a try; a success marks the row delivered, a failure schedules the next try or gives up. */
export async function recordAttempt(db: Queryable, row: OutboxRow, outcome: AttemptOutcome): Promise<void> {
  const ok = outcome.error === undefined;
  await db.insert(outboxAttempts).values({
    id: newRowId(),
    outboxId: row.id,
    at: outcome.at,
    ok,
    latencyMs: Math.round(outcome.latencyMs),
    statusCode: outcome.statusCode ?? null,
    error: outcome.error ?? null,
  });
  if (ok) {
    await db
      .update(outbox)
      .set({ status: 'delivered', deliveredAt: outcome.at, lockedUntil: null, lastError: null })
      .where(eq(outbox.id, row.id));
    return;
  }
  const next = new Date(outcome.at.getTime() + retryDelayMs(row.attempts));
  const givesUp = next.getTime() - row.createdAt.getTime() > GIVE_UP_AFTER_MS;
  await db
    .update(outbox)
    .set({
      status: givesUp ? 'failed' : 'pending',
      nextAttemptAt: next,
      lockedUntil: null,
      lastError: outcome.error ?? null,
    })
    .where(eq(outbox.id, row.id));
}
