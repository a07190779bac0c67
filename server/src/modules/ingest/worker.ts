/**
 * The inbox worker: takes stored deliveries (inbox.ts), reads each (apply.ts; reading may ask the
 * platform for more, so it happens outside the transaction) and writes it in one transaction with its
 * settling, so a crash applies a delivery whole or not at all, and a worker that lost its lease (another
 * took the row meanwhile) rolls its work back instead of applying it twice. Runs beside the outbox's
 * worker, in the server or alone (`npm run worker -w server`).
 */
import type { Db } from '../../db/database';
import { describeError, type Logger } from '../../logger';
import type { SecretBox } from '../../security/secrets';
import { readDelivery, writeReading } from './apply';
import { type ConnectionRow, findConnection, recordFailure } from './connections';
import { type InboxRow, settleDelivery, takeDueDeliveries } from './inbox';

/** A delivery that keeps throwing (not one that does not map, which fails at once) is given up after this. */
export const MAX_APPLY_ATTEMPTS = 10;

export interface InboxWorkerOptions {
  db: Db;
  logger: Logger;
  /** Opens the secrets a delivery's reading needs (a WooCommerce site's API keys). */
  secrets?: SecretBox | undefined;
  now?: () => Date;
  /** How long a taken row stays this worker's: longer than applying one takes. */
  leaseMs: number;
  batchSize?: number;
}

class LeaseLost extends Error {
  override name = 'LeaseLost';
}

export function createInboxWorker(options: InboxWorkerOptions): { runOnce(): Promise<number> } {
  const now = options.now ?? (() => new Date());
  const apply = async (row: InboxRow, connection: ConnectionRow) => {
    try {
      const reading = await readDelivery(connection, row, options.secrets);
      await options.db.transaction(async (tx) => {
        const at = now();
        const settled = await writeReading(tx, connection, reading, at);
        if (!(await settleDelivery(tx, row, settled, at))) throw new LeaseLost(row.id);
        if (settled.status === 'failed') await recordFailure(tx, connection.id, settled.outcome ?? '', at);
        if (settled.status === 'ignored')
          options.logger.info('a delivery was ignored', { id: row.id, outcome: settled.outcome });
      });
    } catch (error) {
      if (error instanceof LeaseLost) return;
      options.logger.warn('applying a delivery failed', { id: row.id, ...describeError(error) });
      // Shown on the connection at once (a site refusing its API keys), though the delivery is retried.
      const outcome = error instanceof Error ? error.message : String(error);
      await recordFailure(options.db, connection.id, outcome, now());
      if (row.attempts < MAX_APPLY_ATTEMPTS) return;
      await settleDelivery(options.db, row, { status: 'failed', outcome }, now());
    }
  };
  return {
    async runOnce() {
      const rows = await takeDueDeliveries(options.db, {
        now: now(),
        leaseMs: options.leaseMs,
        limit: options.batchSize ?? 50,
      });
      // A batch is mostly one store's deliveries: each connection is read once for it.
      const connections = new Map<string, Promise<ConnectionRow | undefined>>();
      for (const row of rows) {
        if (!connections.has(row.connectionId))
          connections.set(row.connectionId, findConnection(options.db, row.connectionId));
        const connection = await connections.get(row.connectionId);
        if (connection !== undefined) await apply(row, connection);
      }
      return rows.length;
    },
  };
}
