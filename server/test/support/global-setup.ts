/**
 * Once per test run: one throwaway PostgreSQL 15 cluster (each test file creates its own database on it),
 * and one PGlite tarball of a new database with every migration applied, which each test file's in-memory
 * PGlite databases start from (`openTestDatabase`): loading it takes ~2 s where creating a cluster and
 * migrating it took ~15 s, for every database of every file. It is made from the cluster image, as
 * `npm start` makes a new data directory.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/db/database';
import { startPostgresCluster } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A `dumpDataDir` tarball of a new, migrated PGlite database. */
    pgliteImage: string;
  }
}

async function makeMigratedPgliteImage(): Promise<{ file: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'op-pglite-image-'));
  const database = await openPglite({ dataDir: join(dir, 'pglite') }, console);
  try {
    const tarball = await database.client.dumpDataDir('gzip');
    await writeFile(join(dir, 'migrated.tgz'), new Uint8Array(await tarball.arrayBuffer()));
  } finally {
    await database.close();
  }
  await rm(join(dir, 'pglite'), { recursive: true, force: true });
  return { file: join(dir, 'migrated.tgz'), remove: () => rm(dir, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [cluster, image] = await Promise.all([startPostgresCluster(), makeMigratedPgliteImage()]);
  project.provide('postgresUrl', cluster.url);
  project.provide('pgliteImage', image.file);
  return async () => {
    await Promise.all([cluster.stop(), image.remove()]);
  };
}
