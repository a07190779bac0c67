/**
 * Opens the database: PGlite (embedded PostgreSQL in WebAssembly, on disk) by default, PostgreSQL when a
 * connection URL is given. Both get the same schema and the same checked-in migrations, applied here with
 * drizzle's migrator for each driver. Everything above this file sees one type, `Db`.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createLogger, type Logger, stderrDestination } from '../logger';
import { CLUSTER_IMAGE_DIR, MIGRATIONS_FOLDER, readClusterImage } from './cluster-image';
import { lockDataDir } from './data-dir-lock';
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

// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_ID = 7_310_455_001;

/**
 * Opens the database and brings its schema up to date. `logger` hears why a new PGlite data directory is
 * not made from the cluster image (JSON lines on stderr unless given).
 */
export async function openDatabase(
  location: DatabaseLocation,
  logger: Pick<Logger, 'warn'> = createLogger(stderrDestination()),
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
    migrationsFolder = MIGRATIONS_FOLDER,
  }: {
    dataDir?: string;
    imageDir?: string;
    dataDirImage?: Blob;
    /** Tests give a folder with a migration more than the image has. */
    migrationsFolder?: string;
  },
  logger: Pick<Logger, 'warn'>,
): Promise<PgliteDatabase> {
  // Taken before anything touches the directory, and here so that every command that opens it takes it.
  const lock = dataDir === undefined ? undefined : lockDataDir(dataDir);
  let client: PGlite | undefined;
  try {
    if (dataDir !== undefined) await startFromClusterImage(dataDir, imageDir, migrationsFolder, logger);
    client = await PGlite.create({
      startParams,
      ...(dataDir === undefined ? {} : { dataDir }),
      ...(dataDirImage === undefined ? {} : { loadDataDir: dataDirImage }),
    });
    const db = drizzlePglite({ client, schema });
    // A new database from the cluster image has the image's migrations already: this applies those added since.
    await migratePglite(db, { migrationsFolder });
    const opened = client;
    return {
      db,
      driver: 'pglite',
      client: opened,
      async close() {
        try {
          await opened.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    await client?.close();
    lock?.release();
    throw error;
  }
}

/**
 * A new data directory starts as a copy of the cluster image, so PGlite opens it as an existing, migrated
 * database rather than creating a cluster; a directory that has a cluster (as every one from before the image has) is
 * left as it is. The copy is made beside the directory and renamed into place, so a copy cut short is never
 * taken for a cluster. Without a usable image, PGlite creates the cluster itself, and `logger` hears why.
 */
async function startFromClusterImage(
  dataDir: string,
  imageDir: string,
  migrationsFolder: string,
  logger: Pick<Logger, 'warn'>,
): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const slowStart = (reason: string) =>
    logger.warn('PGlite creates its cluster (slower, more memory): the cluster image is not used', {
      reason,
    });
  const image = await readClusterImage(imageDir, migrationsFolder);
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
  pool.on('connect', prepareRepeatedStatements);
  const db = drizzleNodePostgres({ client: pool, schema });
  return { db, driver: 'postgres', close: () => pool.end() };
}

/** How many statements one connection keeps prepared; past it, further statements are planned every time. */
const PREPARED_PER_CONNECTION = 300;

/**
 * Runs every statement with parameters as a named prepared statement of its connection, named by its text.
 * node-postgres prepares only statements given a name, and otherwise PostgreSQL parses and plans each one
 * on every call: a few milliseconds on the queue's page query (bench/staff-api). Our statements come in a
 * few shapes whose values change (drizzle and better-auth always send values as parameters), so after
 * its first calls a statement is only bound and executed; PostgreSQL still plans it again for its values
 * where a plan for any values would be worse (plan_cache_mode auto). The bound keeps a connection's
 * memory bounded when texts vary (a list of ids of each length is a text of its own). Statements without
 * parameters keep node-postgres's simple protocol, which allows several statements in one text.
 */
function prepareRepeatedStatements(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (...args: unknown[]): unknown => {
    const [config, values] = args;
    if (
      typeof config !== 'object' ||
      config === null ||
      !('text' in config) ||
      typeof config.text !== 'string' ||
      // drizzle names a statement when asked to (`.prepare(name)`), and leaves the name undefined otherwise.
      ('name' in config && config.name !== undefined) ||
      !Array.isArray(values) ||
      values.length === 0
    ) {
      return query(...args);
    }
    let name = names.get(config.text);
    if (name === undefined && names.size < PREPARED_PER_CONNECTION) {
      name = `op_${names.size}`;
      names.set(config.text, name);
    }
    return name === undefined ? query(...args) : query({ ...config, name }, ...args.slice(1));
  };
  // The driver types `query` as a set of overloads, which a wrapper forwarding its arguments cannot match.
  client.query = named as typeof client.query;
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
