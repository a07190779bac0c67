#!/usr/bin/env node
/**
 * `npm start`: the API server on PORT (default 3000) with the embedded database (PGlite in DATA_DIR,
 * default .data/) and the demo data loaded on the first start. The customer portal is not part of the
 * product yet, so this says so before handing over to the server; Ctrl-C stops it cleanly.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

console.error(`Starting the claims API with demo data. The customer portal is not built yet: this serves the
API (/api, docs at /api/docs). See server/README.md for the demo orders to try.
`);

// The server directly, not through npm: npm does not pass signals on to its child.
const server = spawn(
  process.execPath,
  ['--conditions=@orderprotection/source', '--import', 'tsx', 'src/main.ts'],
  {
    cwd: join(root, 'server'),
    stdio: 'inherit',
  },
);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 1)));
