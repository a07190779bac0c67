/**
 * The backfill worker: takes one due backfill (backfill.ts) and makes one call for it, never waiting in
 * between. The first call counts the orders; each next one reads one page, and its orders are written
 * (orders/write.ts, which keeps a newer order that a webhook already brought) in one transaction with the
 * cursor of the page after it, so a crash either stores a page whole or reads it again. The platform's
 * rate limit is obeyed by remembering when to call again (`not_before`, status `waiting`): on a 429 after
 * its `Retry-After`, and when the bucket is nearly full, after it has leaked to half. Runs beside the
 * inbox's worker (main.ts `startOutbox`).
 */
import type { Db, Queryable } from '../../db/database';
import { describeError, type Logger } from '../../logger';
import type { SecretBox } from '../../security/secrets';
import { writeOrder } from '../orders/write';
import { type BackfillChanges, type BackfillRow, saveBackfillStep, takeDueBackfill } from './backfill';
import { type ConnectionRow, findConnection, protectionOf, recordFailure } from './connections';
import {
  type AdminAnswer,
  adminCall,
  type CallLimit,
  countPath,
  nextPageInfo,
  ordersPath,
  shopifyAdmin,
} from './shopify/admin';
import { shopifyOrder } from './shopify/order';

/** Calls that fail in a row for a reason that may pass (unreachable, 5xx) before the backfill gives up. */
export const MAX_BACKFILL_ERRORS = 10;
/** A bucket with no more than this much room left is let leak before the next call. */
const NEAR_FULL_ROOM = 5;
/** How fast Shopify's standard bucket leaks, calls a second; Plus shops leak faster, which only helps. */
const LEAK_PER_SECOND = 2;
/** Without a `Retry-After`, a 429 is tried again after this. */
const DEFAULT_RETRY_AFTER_MS = 2_000;
/** After an error that may pass: this, times the errors in a row. */
const ERROR_BACKOFF_MS = 30_000;

export interface BackfillWorkerOptions {
  db: Db;
  logger: Logger;
  /** Opens the connections' access tokens; with none, no connection could have been made. */
  secrets: SecretBox | undefined;
  /** Every shop's Admin API on this origin instead of its own (config.ts `shopifyApiOrigin`). */
  shopifyApiOrigin: string | undefined;
  now?: () => Date;
  /** How long a taken backfill stays this worker's: longer than a page takes to read and write. */
  leaseMs: number;
}

class LeaseLost extends Error {
  override name = 'LeaseLost';
}

export function createBackfillWorker(options: BackfillWorkerOptions): { runOnce(): Promise<number> } {
  const now = options.now ?? (() => new Date());

  const step = async (taken: BackfillRow, connection: ConnectionRow): Promise<void> => {
    if (connection.accessToken === null || options.secrets === undefined) {
      await finish(options.db, taken, 'The connection has no access token to read its orders with', now());
      return;
    }
    const admin = shopifyAdmin(
      connection.account,
      options.secrets.open(connection.accessToken),
      options.shopifyApiOrigin,
    );
    if (taken.ordersTotal === null) {
      const counted = await adminCall<{ count: number }>(admin, 'GET', countPath(taken.since));
      if (!counted.ok) return refused(taken, connection, counted);
      await saveBackfillStep(options.db, taken, {
        ordersTotal: counted.body.count,
        ...afterCall(counted.callLimit, now()),
      });
      return;
    }
    const page = await adminCall<{ orders: unknown[] }>(admin, 'GET', ordersPath(taken.since, taken.cursor));
    if (!page.ok) return refused(taken, connection, page);
    const next = nextPageInfo(page.link);
    const orders = Array.isArray(page.body.orders) ? page.body.orders : [];
    await options.db.transaction(async (tx) => {
      const at = now();
      let failed = 0;
      let lastFailure: string | null = null;
      for (const payload of orders) {
        const mapped = shopifyOrder(payload, { protection: protectionOf(connection) });
        if (!mapped.ok) {
          failed += 1;
          lastFailure = `Order ${idOf(payload)} of the backfill: ${mapped.field}: ${mapped.message}`;
          continue;
        }
        await writeOrder(tx, connection.storeId, mapped.sourceOrderId, mapped.order, at);
      }
      const changes: BackfillChanges = {
        cursor: next,
        ordersDone: taken.ordersDone + orders.length,
        ordersFailed: taken.ordersFailed + failed,
        ...(next === null
          ? { status: 'done', finishedAt: at, notBefore: null, errors: 0 }
          : afterCall(page.callLimit, at)),
      };
      if (!(await saveBackfillStep(tx, taken, changes))) throw new LeaseLost(taken.connectionId);
      if (lastFailure !== null) await recordFailure(tx, connection.id, lastFailure, at);
    });
  };

  /** Waits out a 429, tries again later after an error that may pass, and ends on any other refusal. */
  const refused = async (taken: BackfillRow, connection: ConnectionRow, answer: AdminAnswer<unknown>) => {
    if (answer.ok) return;
    const at = now();
    if (answer.status === 429) {
      const waitMs = answer.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
      await saveBackfillStep(options.db, taken, {
        status: 'waiting',
        notBefore: new Date(at.getTime() + waitMs),
      });
      return;
    }
    const passing = answer.status === 0 || answer.status >= 500;
    if (passing && taken.errors + 1 < MAX_BACKFILL_ERRORS) {
      options.logger.warn('a backfill call failed; it is tried again later', {
        connectionId: connection.id,
        reason: answer.reason,
      });
      await saveBackfillStep(options.db, taken, {
        errors: taken.errors + 1,
        notBefore: new Date(at.getTime() + ERROR_BACKOFF_MS * (taken.errors + 1)),
      });
      return;
    }
    await options.db.transaction(async (tx) => {
      await finish(tx, taken, answer.reason, at);
      await recordFailure(tx, connection.id, answer.reason, at);
    });
  };

  return {
    async runOnce() {
      const taken = await takeDueBackfill(options.db, { now: now(), leaseMs: options.leaseMs });
      if (taken === undefined) return 0;
      const connection = await findConnection(options.db, taken.connectionId);
      try {
        if (connection === undefined) return 0;
        await step(taken, connection);
      } catch (error) {
        if (error instanceof LeaseLost) return 1;
        options.logger.warn('a backfill step failed', {
          connectionId: taken.connectionId,
          ...describeError(error),
        });
        // Its lease ends by itself; the page is read again then.
        return 0;
      }
      return 1;
    },
  };
}

/** When the next call may be made: at once, unless the bucket is nearly full, then once it is half. */
function afterCall(limit: CallLimit | null, at: Date): BackfillChanges {
  if (limit === null || limit.size - limit.used > NEAR_FULL_ROOM)
    return { status: 'running', notBefore: null, errors: 0 };
  const waitMs = Math.ceil(((limit.used - limit.size / 2) / LEAK_PER_SECOND) * 1000);
  return { status: 'waiting', notBefore: new Date(at.getTime() + waitMs), errors: 0 };
}

function finish(db: Queryable, taken: BackfillRow, error: string, at: Date): Promise<boolean> {
  return saveBackfillStep(db, taken, { status: 'failed', error, finishedAt: at, notBefore: null });
}

function idOf(payload: unknown): string {
  const id = typeof payload === 'object' && payload !== null ? (payload as { id?: unknown }).id : undefined;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : '(without an id)';
}
