/**
 * The PGlite cluster image that `npm install` makes (src/db/cluster-image.ts): it is the installed
 * PGlite's, so an upgrade of PGlite cannot open an image of another version; a new data directory starts
 * from it; one whose image is not usable is still made, the slow way, with a log line saying why; and a
 * data directory that already has a cluster opens as it is.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_IMAGE_DIR, readClusterImage } from '../src/db/cluster-image';
import { openPglite } from '../src/db/database';
import { stores } from '../src/db/schema';

/** The PGlite this checkout pins, read from the lockfile rather than from the installed package. */
async function lockedPgliteVersion(): Promise<string> {
  const lock = JSON.parse(await readFile(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const version = lock.packages['node_modules/@electric-sql/pglite']?.version;
  if (version === undefined) throw new Error('PGlite is not in the lockfile');
  return version;
}

function capturingLogger() {
  const warnings: { message: string; fields: Record<string, unknown> | undefined }[] = [];
  return {
    warnings,
    warn: (message: string, fields?: Record<string, unknown>) => warnings.push({ message, fields }),
  };
}

describe('the PGlite cluster image', () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'op-cluster-image-'));
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('is made by the installed PGlite, and a new data directory starts from it on that PostgreSQL', async () => {
    const installed = await readClusterImage();
    if (installed.clusterDir === null) throw new Error(installed.reason);
    expect(installed.stamp.pglite).toBe(await lockedPgliteVersion());

    const logger = capturingLogger();
    const dataDir = join(scratch, 'from-image', 'pglite');
    const database = await openPglite({ dataDir }, logger);
    try {
      expect(logger.warnings).toEqual([]);
      const [server] = (await database.client.query<{ server_version: string }>('SHOW server_version')).rows;
      expect(server?.server_version).toBe(installed.stamp.postgres);
      expect(await database.db.select().from(stores)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('is not used when another PGlite made it or it has no stamp: PGlite creates its cluster and says why; an existing cluster opens as it is', async () => {
    const upgraded = join(scratch, 'upgraded');
    await cp(join(CLUSTER_IMAGE_DIR, 'stamp.json'), join(upgraded, 'stamp.json'));
    const stamp = JSON.parse(await readFile(join(upgraded, 'stamp.json'), 'utf8')) as Record<string, string>;
    await writeFile(join(upgraded, 'stamp.json'), JSON.stringify({ ...stamp, pglite: '0.4.0' }));
    const logger = capturingLogger();
    const dataDir = join(scratch, 'upgraded-data');
    const database = await openPglite({ dataDir, imageDir: upgraded }, logger);
    try {
      expect(logger.warnings).toEqual([
        {
          message: 'PGlite creates its cluster (slower, more memory): the cluster image is not used',
          fields: {
            reason: `the cluster image in ${upgraded} was made by PGlite 0.4.0, this is PGlite ${stamp.pglite} (npm install makes a new one)`,
          },
        },
      ]);
      expect(await database.db.select().from(stores)).toEqual([]);
      await database.client.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (1)');
    } finally {
      await database.close();
    }
    const cutShort = join(scratch, 'cut-short');
    await cp(join(CLUSTER_IMAGE_DIR, 'cluster'), join(cutShort, 'cluster'), { recursive: true });
    expect(await readClusterImage(cutShort)).toEqual({
      clusterDir: null,
      reason: `there is no cluster image in ${cutShort} (npm install makes it)`,
    });

    // A data directory with a cluster (as every one from before the image) opens as it is.
    const reopenLogger = capturingLogger();
    const reopened = await openPglite({ dataDir }, reopenLogger);
    try {
      expect(reopenLogger.warnings).toEqual([]);
      expect((await reopened.client.query('SELECT n FROM kept')).rows).toEqual([{ n: 1 }]);
    } finally {
      await reopened.close();
    }
  });
});
