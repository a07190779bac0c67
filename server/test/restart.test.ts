/**
 * PGlite keeps its data on disk: close the server and the database, open the same data directory again,
 * and everything is still there (and the migrations, applied again on open, change nothing).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Claim, Order } from '@orderprotection/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { createLogger } from '../src/logger';
import { localDiskStorage } from '../src/modules/media/storage';
import { createAuth } from '../src/modules/people/auth';
import { createSigner } from '../src/security/tokens';
import { lookUp, type SeededOrder, seed, seedOrder, submission, submit, testStore } from './support/fixtures';
import { countRows, diskTestMedia, TestClock, type TestServer, testConfig } from './support/harness';
import { call } from './support/http';

async function startOnDisk(dataDir: string): Promise<TestServer> {
  const database = await openDatabase({ driver: 'pglite', dataDir: join(dataDir, 'pglite') });
  const mediaDir = join(dataDir, 'media');
  const storage = localDiskStorage(mediaDir);
  const clock = new TestClock();
  const config = testConfig();
  const app = createApp({
    db: database.db,
    storage,
    config,
    clock: clock.now,
    logger: createLogger({ write: () => {} }),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No port');
  return {
    driver: 'pglite',
    app,
    origin: `http://127.0.0.1:${address.port}`,
    db: database.db,
    databaseUrl: null,
    storage,
    mediaDir,
    media: diskTestMedia(mediaDir),
    clock,
    config,
    signer: createSigner(config.signingSecret),
    auth: createAuth({
      db: database.db,
      secret: config.signingSecret,
      publicUrl: undefined,
      mailer: { describe: 'none', send: async () => {} },
    }),
    mail: [],
    logs: [],
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await database.close();
    },
  };
}

describe('PGlite on disk across a restart', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'op-restart-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps stores, orders, claims, files and the claim counter', async () => {
    const first = await startOnDisk(dataDir);
    let seeded: SeededOrder;
    let claim: Claim;
    let rows: Record<string, number>;
    try {
      await seed(first, { stores: [testStore()] });
      seeded = await seedOrder(first);
      const { token } = await lookUp(first, seeded);
      claim = Claim.parse(
        (await submit(first, seeded, token, submission(seeded, [{ item: 'mug', quantity: 1 }]))).body,
      );
      rows = await countRows(first.db);
    } finally {
      await first.close();
    }

    const second = await startOnDisk(dataDir);
    try {
      expect(await countRows(second.db)).toEqual(rows);
      const { order, token } = await lookUp(second, seeded);
      expect(Order.parse(order).existingClaims.map((existing) => existing.id)).toEqual([claim.id]);
      const reread = Claim.parse((await call(second, 'GET', `claims/${claim.id}`)).body);
      expect(reread).toEqual({ ...claim, signatureUrl: reread.signatureUrl });
      const signature = await fetch(reread.signatureUrl ?? '');
      expect(signature.status).toBe(200);
      const next = Claim.parse(
        (await submit(second, seeded, token, submission(seeded, [{ item: 'tee', quantity: 1 }]))).body,
      );
      expect(Number(next.claimNumber)).toBe(Number(claim.claimNumber) + 1);
    } finally {
      await second.close();
    }
  });
});
