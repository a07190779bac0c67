/** What `npm run data:import` does (src/import-cli.ts), as a command of ./command.ts. */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { countLabel, ImportData, importProblems } from '@orderprotection/domain';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { importData } from '../modules/data-import/import';
import { openMediaStorage } from '../modules/media/open-storage';
import { createSigner } from '../security/tokens';
import { type CommandInput, UsageError } from './command';

/** Imports the JSON file named first in `args`; answers what it imported, and where. */
export async function importFileCommand({ args, env, cwd }: CommandInput): Promise<string> {
  const [file] = args;
  if (file === undefined) {
    throw new UsageError(
      'Usage: npm run data:import -- FILE\n  Loads stores, orders and claims from a JSON file (see server/README.md).',
    );
  }
  // The file is named relative to where npm was run.
  const path = resolve(cwd, file);
  const config = loadConfig(env, cwd);
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
    return (
      `Imported ${countLabel(summary.stores, 'store')}; ` +
      `orders: ${summary.orders.created} new, ${summary.orders.updated} updated; ` +
      `claims: ${summary.claims.created} new, ${summary.claims.kept} already there ` +
      `(${database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}).\n`
    );
  } finally {
    media.close();
    await database.close();
  }
}
