/**
 * `npm run data:import -- FILE`: loads stores, orders and claims from a JSON file (the format is the
 * domain's `ImportData`, documented in server/README.md) into the configured database: PGlite in DATA_DIR,
 * or PostgreSQL when DATABASE_URL is set. Importing is idempotent; see src/data/import.ts.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { countLabel, ImportData, importProblems } from '@orderprotection/domain';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { ImportError } from './modules/data-import/context';
import { importData } from './modules/data-import/import';
import { openMediaStorage } from './modules/media/open-storage';
import { createSigner } from './security/tokens';

class UsageError extends Error {}

async function main(): Promise<void> {
  const [file] = process.argv.slice(2);
  if (file === undefined) {
    throw new UsageError(
      'Usage: npm run data:import -- FILE\n  Loads stores, orders and claims from a JSON file (see server/README.md).',
    );
  }
  // npm runs scripts from the package folder; the file is named relative to where npm was run.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const path = resolve(cwd, file);
  const config = loadConfig(process.env, cwd);
  const text = await readFile(path, 'utf8').catch((error: unknown) => {
    throw new UsageError(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = ImportData.safeParse(json);
  if (!parsed.success) {
    const problems = importProblems(parsed.error).map((problem) => `  ${problem}`);
    throw new UsageError(`${path} is not a valid import file:\n${problems.join('\n')}`);
  }
  const database = await openDatabase(config.database);
  const media = await openMediaStorage(config.media);
  try {
    const summary = await importData(database.db, parsed.data, {
      storage: media.storage,
      signer: createSigner(config.signingSecret),
      now: new Date(),
      readAttachment: async (attachment) =>
        new Uint8Array(await readFile(resolve(dirname(path), attachment))),
    });
    process.stdout.write(
      `Imported ${countLabel(summary.stores, 'store')}; ` +
        `orders: ${summary.orders.created} new, ${summary.orders.updated} updated; ` +
        `claims: ${summary.claims.created} new, ${summary.claims.kept} already there ` +
        `(${database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}).\n`,
    );
  } finally {
    media.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  const expected =
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof ImportError ||
    error instanceof DataDirLockedError;
  process.stderr.write(
    `${expected ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
