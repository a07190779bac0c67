/**
 * `npm run data:import -- FILE`: loads stores, orders and claims from a JSON file (the format is the
 * domain's `ImportData`, documented in server/README.md) into the configured database: PGlite in DATA_DIR,
 * or PostgreSQL when DATABASE_URL is set. Importing is idempotent; see src/modules/data-import/import.ts.
 */
import { runAsProcess } from './cli/command';
import { importFileCommand } from './cli/import-file';

runAsProcess(importFileCommand);
