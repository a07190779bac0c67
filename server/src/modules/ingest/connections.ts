/**
 * A store's connections to its platforms: made with the secrets the platform gave the store (sealed at
 * once, never answered again), found by the id in their webhook URL, and listed with their health.
 */
import {
  type ConnectionPlatform,
  DEFAULT_PROTECTION_MARKER,
  isCommercePlatform,
  ProtectionMarker,
} from '@orderprotection/domain';
import { and, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { backfills, connections, inbox } from '../../db/schema';
import type { SecretBox } from '../../security/secrets';
import { newRowId } from '../../security/tokens';
import { AppError } from '../app-error';
import { type BackfillProgress, progressOf } from './backfill';

export type ConnectionRow = typeof connections.$inferSelect;

/** What a store gives to connect a platform, its secrets still plain. */
export interface ConnectionInput {
  platform: ConnectionPlatform;
  account: string;
  webhookSecret: string;
  accessToken?: string | undefined;
  protection?: ProtectionMarker | undefined;
}

/**
 * A store's connection to a platform; a second one to the same platform replaces the first (new secrets,
 * same webhook URL) and connects it again if it was disconnected.
 */
export async function connect(
  db: Queryable,
  box: SecretBox,
  { storeId, createdBy, now }: { storeId: string; createdBy: string | null; now: Date },
  input: ConnectionInput,
): Promise<ConnectionRow> {
  const sealed = {
    account: input.account,
    webhookSecret: box.seal(input.webhookSecret),
    accessToken: input.accessToken === undefined ? null : box.seal(input.accessToken),
    protection: input.protection ?? null,
    createdBy,
    disconnectedAt: null,
  };
  const [row] = await db
    .insert(connections)
    .values({ id: newRowId(), storeId, platform: input.platform, createdAt: now, ...sealed })
    .onConflictDoUpdate({ target: [connections.storeId, connections.platform], set: sealed })
    .returning();
  if (row === undefined) throw new Error('The connection was not written');
  return row;
}

/**
 * Deliveries are refused from now on, and a backfill under way stops (the worker takes none of a
 * disconnected connection); connecting again opens the same URL again.
 */
export async function disconnect(db: Queryable, connectionId: string, at: Date): Promise<void> {
  await db.update(connections).set({ disconnectedAt: at }).where(eq(connections.id, connectionId));
  await db
    .update(backfills)
    .set({ status: 'failed', error: 'Stopped: the connection was disconnected', finishedAt: at })
    .where(and(eq(backfills.connectionId, connectionId), inArray(backfills.status, ['running', 'waiting'])));
}

/**
 * How this connection's orders show their protection fee: its own marker, or the default. Read through the
 * schema so that a marker stored before a field was added has that field's default.
 */
export function protectionOf(connection: ConnectionRow): ProtectionMarker {
  return connection.protection === null
    ? DEFAULT_PROTECTION_MARKER
    : ProtectionMarker.parse(connection.protection);
}

export async function findConnection(db: Queryable, id: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(connections).where(eq(connections.id, id));
  return row;
}

export interface ConnectionHealth {
  id: string;
  platform: ConnectionRow['platform'];
  account: string;
  /** None for a carrier, whose deliveries are scans, not orders. */
  protection: ProtectionMarker | null;
  createdAt: Date;
  disconnectedAt: Date | null;
  lastDeliveryAt: Date | null;
  lastAppliedAt: Date | null;
  lastFailureAt: Date | null;
  lastFailure: string | null;
  /** Deliveries stored and not yet applied; and those that could not be. */
  pending: number;
  failed: number;
  backfill: BackfillProgress | null;
}

export async function listConnections(db: Queryable, storeId: string): Promise<ConnectionHealth[]> {
  const rows = await db
    .select({
      connection: connections,
      pending: count(sql`CASE WHEN ${inbox.status} = 'pending' THEN 1 END`),
      failed: count(sql`CASE WHEN ${inbox.status} = 'failed' THEN 1 END`),
      lastDeliveryAt: max(inbox.receivedAt),
      lastAppliedAt:
        sql<Date | null>`max(CASE WHEN ${inbox.status} = 'applied' THEN ${inbox.appliedAt} END)`.mapWith(
          inbox.appliedAt,
        ),
      backfill: backfills,
    })
    .from(connections)
    .leftJoin(inbox, eq(inbox.connectionId, connections.id))
    .leftJoin(backfills, eq(backfills.connectionId, connections.id))
    .where(eq(connections.storeId, storeId))
    .groupBy(connections.id, backfills.connectionId)
    .orderBy(connections.createdAt);
  return rows.map(({ connection, pending, failed, lastDeliveryAt, lastAppliedAt, backfill }) => ({
    id: connection.id,
    platform: connection.platform,
    account: connection.account,
    protection: isCommercePlatform(connection.platform) ? protectionOf(connection) : null,
    createdAt: connection.createdAt,
    disconnectedAt: connection.disconnectedAt,
    lastDeliveryAt,
    lastAppliedAt,
    lastFailureAt: connection.lastFailureAt,
    lastFailure: connection.lastFailure,
    pending,
    failed,
    backfill: progressOf(backfill),
  }));
}

/** The key that opens a store's secrets; none on a server that was given none (config.ts). */
export function requireSecretBox(box: SecretBox | undefined): SecretBox {
  if (box === undefined) {
    throw new AppError(
      'conflict',
      'This server has no SECRETS_KEY, so it cannot keep a platform’s secrets: set it (openssl rand -base64 32) and restart.',
    );
  }
  return box;
}

export async function recordFailure(
  db: Queryable,
  connectionId: string,
  reason: string,
  at: Date,
): Promise<void> {
  await db
    .update(connections)
    .set({ lastFailureAt: at, lastFailure: reason })
    .where(eq(connections.id, connectionId));
}
