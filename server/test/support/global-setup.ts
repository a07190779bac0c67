/**
 * Once per test run: one throwaway PostgreSQL 15 cluster (each test file creates its own database on it),
 * and one PGlite image of a new database with every migration applied, which each test file's PGlite
 * databases start from (`openTestDatabase`): loading it takes ~2 s where creating a cluster and migrating
 * it took ~15 s, for every database of every file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeClusterImage } from '../../src/db/cluster-image';
import { openPglite } from '../../src/db/database';
import { startPostgresCluster } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** The image dir (`cluster-image.ts`) of a new, migrated PGlite database. */
    pgliteImageDir: string;
  }
}

async function makeMigratedPgliteImage(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'op-pglite-image-'));
  const database = await openPglite({}, console);
  try {
    await writeClusterImage(database.client, dir);
  } finally {
    await database.close();
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [cluster, image] = await Promise.all([startPostgresCluster(), makeMigratedPgliteImage()]);
  project.provide('postgresUrl', cluster.url);
  project.provide('pgliteImageDir', image.dir);
  return async () => {
    await Promise.all([cluster.stop(), image.remove()]);
  };
}
