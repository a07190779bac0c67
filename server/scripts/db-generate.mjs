#!/usr/bin/env node
/**
 * `npm run db:generate -w server`: writes a new SQL migration to drizzle/ from src/db/schema.ts.
 *
 * npm installs drizzle-orm under server/node_modules while drizzle-kit is hoisted to the root, and
 * drizzle-kit imports drizzle-orm from its own location; so for the run, drizzle-orm is linked where
 * drizzle-kit looks, and the link is removed afterwards.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const kitBin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const besideKit = join(dirname(dirname(kitBin)), 'drizzle-orm');
const ownOrm = join(serverDir, 'node_modules', 'drizzle-orm');

const linked = !existsSync(besideKit) && existsSync(ownOrm);
if (linked) symlinkSync(ownOrm, besideKit, 'dir');
try {
  const result = spawnSync(process.execPath, [kitBin, 'generate', ...process.argv.slice(2)], {
    cwd: serverDir,
    stdio: 'inherit',
  });
  process.exitCode = result.status ?? 1;
} finally {
  if (linked) rmSync(besideKit);
}
