/**
 * A store's connections to its platforms: made with the secrets the platform gave the store (sealed at
 * once, never answered again), found by the id in their webhook URL, and listed with their health.
 */
import { DEFAULT_PROTECTION_MARKER, type ProtectionMarker } from '@orderprotection/domain';
import { count, eq, max, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { backfills, connections, inbox } from '../../db/schema';
import type { SecretBox } from '../../security/secrets';
import { newRowId } from '../../security/tokens';
import { AppError } from '../app-error';
import { type BackfillProgress, progressOf } from './backfill';

export type ConnectionRow = typeof connections.$inferSelect;

export interface ShopifyConnectionInput {
  shopDomain: string;
  clientSecret: string;
  accessToken: string;
  protection?: ProtectionMarker | undefined;
}

/** A store's Shopify connection; a second one replaces the first (new secrets, same webhook URL). */
export async function connectShopify(
  db: Queryable,
  box: SecretBox,
  { storeId, createdBy, now }: { storeId: string; createdBy: string | null; now: Date },
  input: ShopifyConnectionInput,
): Promise<ConnectionRow> {
  const sealed = {
    shopDomain: input.shopDomain,
    webhookSecret: box.seal(input.clientSecret),
    accessToken: box.seal(input.accessToken),
    protection: input.protection ?? null,
    createdBy,
    disconnectedAt: null,
  };
  const [row] = await db
    .insert(connections)
    .values({ id: newRowId(), storeId, platform: 'shopify', createdAt: now, ...sealed })
    .onConflictDoUpdate({ target: [connections.storeId, connections.platform], set: sealed })
    .returning();
  if (row === undefined) throw new Error('The connection was not written');
  return row;
}

/** What marks an order protected on this connection's platform: its own marker, or the default. */
export function protectionOf(connection: ConnectionRow): ProtectionMarker {
  return connection.protection ?? DEFAULT_PROTECTION_MARKER;
}

export async function findConnection(db: Queryable, id: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(connections).where(eq(connections.id, id));
  return row;
}

export interface ConnectionHealth {
  id: string;
  platform: ConnectionRow['platform'];
  shopDomain: string;
  protection: ProtectionMarker;
  createdAt: Date;
  disconnectedAt: Date | null;
  lastDeliveryAt: Date | null;
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
      backfill: backfills,
    })
    .from(connections)
    .leftJoin(inbox, eq(inbox.connectionId, connections.id))
    .leftJoin(backfills, eq(backfills.connectionId, connections.id))
    .where(eq(connections.storeId, storeId))
    .groupBy(connections.id, backfills.connectionId)
    .orderBy(connections.createdAt);
  return rows.map(({ connection, pending, failed, lastDeliveryAt, backfill }) => ({
    id: connection.id,
    platform: connection.platform,
    shopDomain: connection.shopDomain,
    protection: protectionOf(connection),
    createdAt: connection.createdAt,
    disconnectedAt: connection.disconnectedAt,
    lastDeliveryAt,
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
