/**
 * The PGlite cluster image that `npm install` makes (src/db/cluster-image.ts): it is the installed
 * PGlite's, so an upgrade of PGlite cannot open an image of another version; it holds every migration, and
 * a new data directory starts from it with the migrations added since applied on open; an image whose
 * migrations were edited since is not used; one whose image is not usable is still made, the slow way,
 * with a log line saying why; and a data directory that already has a cluster opens as it is.
 */
import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_IMAGE_DIR, MIGRATIONS_FOLDER, readClusterImage } from '../src/db/cluster-image';
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

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

/** A copy of drizzle/ with one migration more than the image has, as a later commit would add. */
async function migrationsWithOneMore(folder: string): Promise<void> {
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
  const last = journal.entries.at(-1);
  if (last === undefined) throw new Error('drizzle/ has no migration');
  const tag = `${String(last.idx + 1).padStart(4, '0')}_added_later`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
  await writeFile(journalFile, JSON.stringify(journal));
  await writeFile(join(folder, `${tag}.sql`), 'CREATE TABLE added_later (n int);');
}

async function copyOf(dir: string, to: string): Promise<string> {
  await cp(dir, to, { recursive: true });
  return to;
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

  it('holds every migration; one added since is applied on open, and an image whose migrations were edited since is not used', async () => {
    const installed = await readClusterImage();
    if (installed.clusterDir === null) throw new Error(installed.reason);
    const journal = JSON.parse(
      await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as Journal;
    // An image is as new as the last npm install: the migrations pulled since are those it lacks.
    expect(installed.stamp.migrations.length + installed.newerMigrations).toBe(journal.entries.length);
    expect(installed.stamp.migrations.map((migration) => migration.when)).toEqual(
      journal.entries.slice(0, installed.stamp.migrations.length).map((entry) => entry.when),
    );
    // The image itself is migrated, as its stamp says, not only the databases opened from it.
    const image = await PGlite.create({
      dataDir: await copyOf(installed.clusterDir, join(scratch, 'image-copy')),
    });
    try {
      const inImage = await image.query<{ created_at: string }>(
        'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY id',
      );
      expect(inImage.rows.map((row) => Number(row.created_at))).toEqual(
        installed.stamp.migrations.map((migration) => migration.when),
      );
    } finally {
      await image.close();
    }

    const later = join(scratch, 'later-migrations');
    await migrationsWithOneMore(later);
    expect(await readClusterImage(CLUSTER_IMAGE_DIR, later)).toMatchObject({
      newerMigrations: installed.newerMigrations + 1,
    });
    const logger = capturingLogger();
    const database = await openPglite(
      { dataDir: join(scratch, 'later', 'pglite'), migrationsFolder: later },
      logger,
    );
    try {
      expect(logger.warnings).toEqual([]);
      expect((await database.client.query('SELECT count(*)::int AS n FROM added_later')).rows).toEqual([
        { n: 0 },
      ]);
      const applied = await database.client.query<{ created_at: string }>(
        'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY id',
      );
      expect(applied.rows.map((row) => Number(row.created_at))).toEqual([
        ...journal.entries.map((entry) => entry.when),
        (journal.entries.at(-1)?.when ?? 0) + 1,
      ]);
    } finally {
      await database.close();
    }

    const edited = join(scratch, 'edited-migrations');
    await cp(MIGRATIONS_FOLDER, edited, { recursive: true });
    await appendFile(
      join(edited, `${journal.entries[0]?.tag}.sql`),
      '\n-- edited after the image was made\n',
    );
    expect(await readClusterImage(CLUSTER_IMAGE_DIR, edited)).toEqual({
      clusterDir: null,
      reason: `the cluster image in ${CLUSTER_IMAGE_DIR} has migrations that ${edited} no longer has (npm install makes a new one)`,
    });
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
