/**
 * Opens the database: PGlite (embedded PostgreSQL in WebAssembly, on disk) by default, PostgreSQL when a
 * connection URL is given. Both get the same schema and the same checked-in migrations, applied here with
 * drizzle's migrator for each driver. Everything above this file sees one type, `Db`.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
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
      /** Where a new database's cluster image is (`cluster-image.ts`); tests give one already migrated. */
      imageDir?: string;
    }
  | { driver: 'postgres'; url: string; poolSize?: number };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_ID = 7_310_455_001;

/**
 * Opens the database and brings its schema up to date. `logger` hears why a new PGlite database is not
 * made from the cluster image (JSON lines on stderr unless given).
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
  { dataDir, imageDir = CLUSTER_IMAGE_DIR }: { dataDir?: string; imageDir?: string },
  logger: Pick<Logger, 'warn'>,
): Promise<PgliteDatabase> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  // A data directory that has a cluster is opened as it is (PGlite refuses to load an image over one).
  const isNew = dataDir === undefined || !existsSync(join(dataDir, 'PG_VERSION'));
  const cluster = isNew ? await readClusterImage(imageDir) : null;
  if (cluster?.image === null) {
    logger.warn('PGlite creates its cluster (slower, more memory): the cluster image is not usable', {
      reason: cluster.reason,
    });
  }
  const client = await PGlite.create({
    startParams,
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(cluster?.image ? { loadDataDir: cluster.image } : {}),
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
