/**
 * The outbox worker: takes due rows (outbox.ts), delivers each, and records the try. An event row is
 * expanded into the rows it calls for (emails) in one transaction with its own completion, so a crash
 * either expands it whole or not at all; an email row is sent, then marked delivered. Runs inside the
 * server by default (`OUTBOX_WORKER=on`), or alone (`npm run worker -w server`).
 */
import type { Db, Tx } from '../../db/database';
import { describeError, type Logger } from '../../logger';
import { type OutboxEmail, type OutboxEvent, type OutboxRow, recordAttempt, takeDueRows } from './outbox';

export interface OutboxHandlers {
  /** Writes, in `tx`, whatever the event calls for (emails and webhooks to send). */
  expand(tx: Tx, event: OutboxEvent, row: OutboxRow): Promise<void>;
  sendEmail(email: OutboxEmail): Promise<void>;
  /** Sends a webhook row; answers the receiver's status, or throws a `DeliveryFailed` carrying it. */
  sendWebhook(row: OutboxRow): Promise<{ statusCode: number }>;
  /** After a webhook's try is recorded: keeps its endpoint's health. */
  webhookSettled(row: OutboxRow, ok: boolean, at: Date): Promise<void>;
}

/** A try that reached the other side, which refused it (a webhook receiver's 500, say). */
export class DeliveryFailed extends Error {
  override name = 'DeliveryFailed';
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

export interface OutboxWorkerOptions {
  db: Db;
  handlers: OutboxHandlers;
  logger: Logger;
  now?: () => Date;
  /** How long a taken row stays this worker's: longer than any delivery's own time limit. */
  leaseMs: number;
  /** How long the worker waits when nothing was due. */
  pollMs: number;
  /** Rows taken at once. */
  batchSize?: number;
}

export interface OutboxWorker {
  /** Delivers what is due now; answers how many rows it tried. */
  runOnce(): Promise<number>;
}

export interface RunningOutboxWorker {
  /** Stops polling and waits for the deliveries under way, so the database can be closed after it. */
  stop(): Promise<void>;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const now = options.now ?? (() => new Date());
  const deliver = async (row: OutboxRow) => {
    const started = performance.now();
    const latencyMs = () => performance.now() - started;
    let statusCode: number | undefined;
    try {
      if (row.kind === 'event') {
        await options.db.transaction(async (tx) => {
          await options.handlers.expand(tx, row.payload as OutboxEvent, row);
          await recordAttempt(tx, row, { at: now(), latencyMs: latencyMs() });
        });
        return;
      }
      if (row.kind === 'webhook') statusCode = (await options.handlers.sendWebhook(row)).statusCode;
      else await options.handlers.sendEmail(row.payload as unknown as OutboxEmail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      options.logger.warn('an outbox delivery failed', {
        id: row.id,
        kind: row.kind,
        ...describeError(error),
      });
      const at = now();
      await recordAttempt(options.db, row, {
        at,
        latencyMs: latencyMs(),
        error: message,
        ...(error instanceof DeliveryFailed ? { statusCode: error.statusCode } : {}),
      });
      if (row.kind === 'webhook') await options.handlers.webhookSettled(row, false, at);
      return;
    }
    const at = now();
    await recordAttempt(options.db, row, {
      at,
      latencyMs: latencyMs(),
      ...(statusCode === undefined ? {} : { statusCode }),
    });
    if (row.kind === 'webhook') await options.handlers.webhookSettled(row, true, at);
  };
  const runOnce = async () => {
    const rows = await takeDueRows(options.db, {
      now: now(),
      leaseMs: options.leaseMs,
      limit: options.batchSize ?? 10,
    });
    for (const row of rows) await deliver(row);
    return rows.length;
  };
  return { runOnce };
}

/** Runs the worker until stopped: again at once while rows keep coming, otherwise every `pollMs`. */
export function startOutboxWorker(options: OutboxWorkerOptions): RunningOutboxWorker {
  return startPolling(createOutboxWorker(options), { ...options, what: 'the outbox worker' });
}

/** Runs `worker` until stopped (the outbox's, the inbox's): again at once while it finds work. */
export function startPolling(
  worker: { runOnce(): Promise<number> },
  { pollMs, logger, what }: { pollMs: number; logger: Logger; what: string },
): RunningOutboxWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    running = worker
      .runOnce()
      .then(
        (count) => count,
        (error: unknown) => {
          logger.warn(`${what} failed`, describeError(error));
          return 0;
        },
      )
      .then((count) => {
        running = null;
        if (!stopped) timer = setTimeout(tick, count > 0 ? 0 : pollMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
