/**
 * The backfill worker: takes one due backfill (backfill.ts) and makes one call for it to its platform
 * (backfill-page.ts: Shopify's and WooCommerce's), never waiting in between. A call may count the orders;
 * a page's orders are written (orders/write.ts, which keeps a newer order that a webhook already brought)
 * in one transaction with the cursor of the page after it, so a crash either stores a page whole or reads
 * it again. The platform's rate limit is obeyed by remembering when to call again (`not_before`, status
 * `waiting`): on a 429 after its `Retry-After`, and after the rest the platform's answer asks for. Runs
 * beside the inbox's worker (main.ts `startOutbox`).
 */
import type { Db, Queryable } from '../../db/database';
import { describeError, type Logger } from '../../logger';
import type { SecretBox } from '../../security/secrets';
import { writeOrder } from '../orders/write';
import { type BackfillChanges, type BackfillRow, saveBackfillStep, takeDueBackfill } from './backfill';
import type { BackfillPages, PageAnswer } from './backfill-page';
import { type ConnectionRow, findConnection, protectionOf, recordFailure } from './connections';
import { shopifyAdmin } from './shopify/admin';
import { shopifyBackfillPages } from './shopify/backfill-page';
import { wooCommerceBackfillPages } from './woocommerce/backfill-page';

/** Calls that fail in a row for a reason that may pass (unreachable, 5xx) before the backfill gives up. */
export const MAX_BACKFILL_ERRORS = 10;
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

  /** Each commerce platform's calls; none for a carrier, whose deliveries are scans, not orders. */
  const pagesOf = (connection: ConnectionRow, credentials: string): BackfillPages | null => {
    const protection = protectionOf(connection);
    switch (connection.platform) {
      case 'shopify':
        return shopifyBackfillPages(
          shopifyAdmin(connection.account, credentials, options.shopifyApiOrigin),
          protection,
        );
      case 'woocommerce':
        return wooCommerceBackfillPages({ url: connection.account, credentials }, protection);
      case 'easypost':
      case 'aftership':
        return null;
    }
  };

  const step = async (taken: BackfillRow, connection: ConnectionRow): Promise<void> => {
    if (connection.accessToken === null || options.secrets === undefined) {
      await finish(options.db, taken, 'The connection has no access token to read its orders with', now());
      return;
    }
    const pages = pagesOf(connection, options.secrets.open(connection.accessToken));
    if (pages === null) {
      await finish(options.db, taken, 'A carrier’s connection has no orders to read', now());
      return;
    }
    const answer = await pages.next(taken);
    if (!answer.ok) return refused(taken, connection, answer);
    if (answer.kind === 'count') {
      await saveBackfillStep(options.db, taken, { ordersTotal: answer.total, ...pace(answer.waitMs, now()) });
      return;
    }
    await options.db.transaction(async (tx) => {
      const at = now();
      let failed = 0;
      let lastFailure: string | null = null;
      for (const order of answer.orders) {
        if (!order.ok) {
          failed += 1;
          lastFailure = `Order ${order.orderId} of the backfill: ${order.problem}`;
          continue;
        }
        await writeOrder(tx, connection.storeId, order.sourceOrderId, order.order, at);
      }
      const changes: BackfillChanges = {
        cursor: answer.next,
        ordersDone: taken.ordersDone + answer.orders.length,
        ordersTotal: taken.ordersTotal ?? answer.total,
        ordersFailed: taken.ordersFailed + failed,
        ...(answer.next === null
          ? { status: 'done', finishedAt: at, notBefore: null, errors: 0 }
          : pace(answer.waitMs, at)),
      };
      if (!(await saveBackfillStep(tx, taken, changes))) throw new LeaseLost(taken.connectionId);
      if (lastFailure !== null) await recordFailure(tx, connection.id, lastFailure, at);
    });
  };

  /** Waits out a 429, tries again later after an error that may pass, and ends on any other refusal. */
  const refused = async (taken: BackfillRow, connection: ConnectionRow, answer: PageAnswer) => {
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

/** When the next call may be made: at once, or after the rest the platform asked for. */
function pace(waitMs: number, at: Date): BackfillChanges {
  if (waitMs <= 0) return { status: 'running', notBefore: null, errors: 0 };
  return { status: 'waiting', notBefore: new Date(at.getTime() + waitMs), errors: 0 };
}

function finish(db: Queryable, taken: BackfillRow, error: string, at: Date): Promise<boolean> {
  return saveBackfillStep(db, taken, { status: 'failed', error, finishedAt: at, notBefore: null });
}
