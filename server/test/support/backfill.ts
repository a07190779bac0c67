/** The backfill worker in a test: as the server runs it, on the test server's database and clock. */
import { createLogger } from '../../src/logger';
import { createBackfillWorker } from '../../src/modules/ingest/backfill-worker';
import { secretBox } from '../../src/security/secrets';
import type { TestServer } from './harness';

export function backfillWorker(
  server: TestServer,
  options: { shopifyApiOrigin?: string | undefined; leaseMs: number },
): { runOnce(): Promise<number> } {
  return createBackfillWorker({
    db: server.db,
    logger: createLogger({ write: () => {} }),
    secrets: secretBox(server.config.secretsKey as Uint8Array),
    shopifyApiOrigin: options.shopifyApiOrigin,
    now: server.clock.now,
    leaseMs: options.leaseMs,
  });
}

/** Steps `runner` until it finds nothing to do now; how many steps it made. */
export async function drainBackfills(runner: { runOnce(): Promise<number> }): Promise<number> {
  let steps = 0;
  while ((await runner.runOnce()) > 0) steps += 1;
  return steps;
}
