/**
 * The sweep of files nothing will ever serve: stored files no media row refers to (written in a
 * transaction that never committed because the process died, or whose order was deleted with its rows),
 * and writes that never finished (a crash mid-upload). Only files older than the grace period are
 * touched: a file is written before the row that names it commits (a claim's signature, an import), and
 * an upload in flight is still receiving bytes.
 */
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { media } from '../../db/schema';
import type { MediaStorage } from './storage';

export interface SweepOptions {
  now: Date;
  /** How old a file must be before the sweep may remove it. */
  graceMs: number;
}

export interface SweepResult {
  /** Stored files no row refers to. */
  orphans: number;
  /** Writes that never finished. */
  unfinished: number;
}

/** Keys checked against the rows per query. */
const BATCH = 500;

export async function sweepMedia(
  db: Queryable,
  storage: MediaStorage,
  { now, graceMs }: SweepOptions,
): Promise<SweepResult> {
  const before = new Date(now.getTime() - graceMs);
  let orphans = 0;
  let batch: string[] = [];
  const removeOrphans = async () => {
    const rows = await db.select({ key: media.key }).from(media).where(inArray(media.key, batch));
    const referenced = new Set(rows.map((row) => row.key));
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.remove(key);
      orphans += 1;
    }
    batch = [];
  };
  for await (const key of storage.keysWrittenBefore(before)) {
    batch.push(key);
    if (batch.length >= BATCH) await removeOrphans();
  }
  if (batch.length > 0) await removeOrphans();
  const unfinished = await storage.removeUnfinishedWrites(before);
  return { orphans, unfinished };
}

export interface MediaSweeper {
  /** Stops the timer and waits for a sweep under way, so the database can be closed after it. */
  stop(): Promise<void>;
}

export interface MediaSweeperOptions {
  db: Queryable;
  storage: MediaStorage;
  graceMs: number;
  intervalMs: number;
  now?: () => Date;
  onSwept(result: SweepResult): void;
  onError(error: unknown): void;
}

/** Sweeps once now and then every `intervalMs`; a sweep still running when the next is due is not doubled. */
export function startMediaSweeper(options: MediaSweeperOptions): MediaSweeper {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  const sweep = () => {
    if (running !== null) return;
    running = sweepMedia(options.db, options.storage, { now: now(), graceMs: options.graceMs })
      .then(options.onSwept, options.onError)
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, options.intervalMs);
  // The sweep never keeps a process alive that has nothing else to do.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
