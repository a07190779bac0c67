/**
 * The PGlite cluster image: a new PGlite data directory (what initdb makes) with every migration of
 * `drizzle/` applied, which a new database on disk is copied from instead of PGlite creating its cluster
 * and the server migrating it. Creating a cluster runs initdb in WebAssembly, the most memory a PGlite
 * process ever takes (~780 MB peak, 7-30 s), and migrating a new one adds to a first start's peak
 * (server/README, memory); opening a copy is opening an existing, migrated database (~210 MB peak, 2 s;
 * loading the same cluster as a `dumpDataDir` tarball would peak at ~350 MB, because PGlite unpacks it in
 * memory).
 *
 * `npm install` makes it (the root postinstall, `scripts/make-cluster-image.ts`) with the installed PGlite,
 * in `node_modules/.cache/` beside that PGlite: it lives and dies with the installation it was made by,
 * and is never in git. Its stamp, written once the cluster is whole and closed, names the PGlite and
 * PostgreSQL versions that made it and the migrations it has: an image made by another PGlite (an upgrade
 * without a new install) or without a stamp is not used, and PGlite creates its cluster as before. An
 * image whose migrations are the first ones of `drizzle/` is used, and the migrations added since are
 * applied on open as on any database; one whose migrations are not (a migration edited or renumbered since)
 * is not.
 */
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { z } from 'zod';

/** The checked-in migrations, which every database gets: `server/drizzle/`. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

const pgliteDir = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..');

/** The version of the PGlite this server runs on, from its package.json. */
export const INSTALLED_PGLITE_VERSION = z
  .object({ version: z.string() })
  .parse(JSON.parse(readFileSync(join(pgliteDir, 'package.json'), 'utf8'))).version;

/** `node_modules/.cache/` of the node_modules folder the installed PGlite is in. */
export const CLUSTER_IMAGE_DIR = join(pgliteDir, '..', '..', '.cache', 'orderprotection-pglite-image');

const CLUSTER = 'cluster';
const STAMP = 'stamp.json';

/** A migration as drizzle's migrator records it: its journal time and the hash of its SQL. */
const AppliedMigration = z.object({ when: z.number(), hash: z.string() });
type AppliedMigration = z.infer<typeof AppliedMigration>;

const ClusterImageStamp = z.object({
  pglite: z.string(),
  /** `SHOW server_version` of the cluster, e.g. "18.6". */
  postgres: z.string(),
  /** The migrations applied to it, in order. */
  migrations: z.array(AppliedMigration),
});
export type ClusterImageStamp = z.infer<typeof ClusterImageStamp>;

export type ClusterImage =
  | {
      clusterDir: string;
      stamp: ClusterImageStamp;
      /** How many migrations of the folder came after the image (applied when a copy of it is opened). */
      newerMigrations: number;
    }
  | { clusterDir: null; reason: string };

function migrationsIn(migrationsFolder: string): AppliedMigration[] {
  return readMigrationFiles({ migrationsFolder }).map(({ folderMillis, hash }) => ({
    when: folderMillis,
    hash,
  }));
}

/** The image in `dir` when this PGlite can use it with the migrations of `migrationsFolder`, else why not. */
export async function readClusterImage(
  dir: string = CLUSTER_IMAGE_DIR,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<ClusterImage> {
  let stampText: string;
  try {
    stampText = await readFile(join(dir, STAMP), 'utf8');
  } catch {
    return { clusterDir: null, reason: `there is no cluster image in ${dir} (npm install makes it)` };
  }
  const stamp = ClusterImageStamp.safeParse(parseJson(stampText));
  if (!stamp.success) {
    return {
      clusterDir: null,
      reason: `the cluster image's stamp in ${dir} is unreadable or from an older version of this server (npm install makes a new one)`,
    };
  }
  if (stamp.data.pglite !== INSTALLED_PGLITE_VERSION) {
    return {
      clusterDir: null,
      reason: `the cluster image in ${dir} was made by PGlite ${stamp.data.pglite}, this is PGlite ${INSTALLED_PGLITE_VERSION} (npm install makes a new one)`,
    };
  }
  const migrations = migrationsIn(migrationsFolder);
  const imageHasFirstMigrations = stamp.data.migrations.every(
    (applied, index) => applied.when === migrations[index]?.when && applied.hash === migrations[index]?.hash,
  );
  if (!imageHasFirstMigrations) {
    return {
      clusterDir: null,
      reason: `the cluster image in ${dir} has migrations that ${migrationsFolder} no longer has (npm install makes a new one)`,
    };
  }
  return {
    clusterDir: join(dir, CLUSTER),
    stamp: stamp.data,
    newerMigrations: migrations.length - stamp.data.migrations.length,
  };
}

/**
 * Makes the image in `dir` with the installed PGlite and the migrations of `migrationsFolder`. The stamp
 * goes first and comes back last, so that an image cut short (a killed install) has none and is not used.
 */
export async function makeClusterImage(
  dir: string,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<ClusterImageStamp> {
  await rm(join(dir, STAMP), { force: true });
  await rm(join(dir, CLUSTER), { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create({ dataDir: join(dir, CLUSTER) });
  let postgres: string;
  try {
    const [row] = (await client.query<{ server_version: string }>('SHOW server_version')).rows;
    postgres = row?.server_version ?? 'unknown';
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.close();
  }
  const stamp: ClusterImageStamp = {
    pglite: INSTALLED_PGLITE_VERSION,
    postgres,
    migrations: migrationsIn(migrationsFolder),
  };
  const staged = join(dir, `${STAMP}.${process.pid}`);
  await writeFile(staged, `${JSON.stringify(stamp, null, 2)}\n`);
  await rename(staged, join(dir, STAMP));
  return stamp;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
