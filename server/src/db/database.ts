/**
 * Opens the database: PGlite (embedded PostgreSQL in WebAssembly, on disk) by default, PostgreSQL when a
 * connection URL is given. Both get the same schema and the same checked-in migrations, applied here with
 * drizzle's migrator for each driver. Everything above this file sees one type, `Db`.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createLogger, type Logger } from '../logger';
import { CLUSTER_IMAGE_DIR, readClusterImage } from './cluster-image';
import { schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction; every query function takes a `Db` or a `Tx`, so it can run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

export type DriverName = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DriverName;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | {
      driver: 'pglite';
      /** Undefined: in memory, for tests that need no persistence. */
      dataDir?: string;
      /** On disk: where the cluster image a new data directory is copied from is (`cluster-image.ts`). */
      imageDir?: string;
      /** In memory: a `dumpDataDir` tarball to start from (tests start from one already migrated). */
      dataDirImage?: Blob;
    }
  | { driver: 'postgres'; url: string; poolSize?: number };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_ID = 7_310_455_001;

/**
 * Opens the database and brings its schema up to date. `logger` hears why a new PGlite data directory is
 * not made from the cluster image (JSON lines on stderr unless given).
 */
export async function openDatabase(
  location: DatabaseLocation,
  logger: Pick<Logger, 'warn'> = createLogger((line) => process.stderr.write(`${line}\n`)),
): Promise<Database> {
  return location.driver === 'pglite' ? openPglite(location, logger) : openPostgres(location);
}

// PGlite's default shared_buffers (128 MB) alone put the process at ~900 MB peak RSS; our tables are small,
// and 16 MB keeps a whole server near 300 MB (bench/api measures it). initialMemory cannot go below its default.
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export interface PgliteDatabase extends Database {
  client: PGlite;
}

export async function openPglite(
  {
    dataDir,
    imageDir = CLUSTER_IMAGE_DIR,
    dataDirImage,
  }: { dataDir?: string; imageDir?: string; dataDirImage?: Blob },
  logger: Pick<Logger, 'warn'>,
): Promise<PgliteDatabase> {
  if (dataDir !== undefined) await startFromClusterImage(dataDir, imageDir, logger);
  const client = await PGlite.create({
    startParams,
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(dataDirImage === undefined ? {} : { loadDataDir: dataDirImage }),
  });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, driver: 'pglite', client, close: () => client.close() };
}

/**
 * A new data directory starts as a copy of the cluster image, so PGlite opens it as an existing cluster
 * rather than creating one; a directory that has a cluster (as every one from before the image has) is
 * left as it is. The copy is made beside the directory and renamed into place, so a copy cut short is never
 * taken for a cluster. Without a usable image, PGlite creates the cluster itself, and `logger` hears why.
 */
async function startFromClusterImage(
  dataDir: string,
  imageDir: string,
  logger: Pick<Logger, 'warn'>,
): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const slowStart = (reason: string) =>
    logger.warn('PGlite creates its cluster (slower, more memory): the cluster image is not used', {
      reason,
    });
  const image = await readClusterImage(imageDir);
  if (image.clusterDir === null) {
    slowStart(image.reason);
    await mkdir(dataDir, { recursive: true });
    return;
  }
  const staged = `${dataDir}.new-${process.pid}`;
  await mkdir(dirname(dataDir), { recursive: true });
  await rm(staged, { recursive: true, force: true });
  await cp(image.clusterDir, staged, { recursive: true });
  try {
    await rmdir(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      await rm(staged, { recursive: true, force: true });
      slowStart(`the data directory ${dataDir} has files but no cluster`);
      return;
    }
  }
  await rename(staged, dataDir);
}

async function openPostgres({ url, poolSize }: { url: string; poolSize?: number }): Promise<Database> {
  await migratePostgres(url);
  const pool = new pg.Pool({ connectionString: url, max: poolSize ?? 10 });
  // An idle client that loses its connection emits 'error' on the pool; without a listener that would
  // crash the process, while the pool replaces the client by itself.
  pool.on('error', () => {});
  const db = drizzleNodePostgres({ client: pool, schema });
  return { db, driver: 'postgres', close: () => pool.end() };
}

/**
 * Several server processes may start at once on one PostgreSQL; an advisory lock held on the migrating
 * connection makes them apply the migrations one after the other (the later ones find nothing to do).
 */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePostgres(drizzleNodePostgres({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end();
  }
}
