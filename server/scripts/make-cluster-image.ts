/**
 * Makes the PGlite cluster image (`src/db/cluster-image.ts`) when the installed PGlite has none it can
 * use; `npm install` runs it (the root postinstall), `npm run db:image -w server` by hand. It needs nothing
 * but the installed PGlite: no network.
 *
 * A failure never fails the install: a new data directory is then created by PGlite as before, slower,
 * and the server's log says why.
 */
import { CLUSTER_IMAGE_DIR, makeClusterImage, readClusterImage } from '../src/db/cluster-image';

async function main(): Promise<void> {
  const current = await readClusterImage();
  if (current.clusterDir !== null && current.newerMigrations === 0) {
    process.stdout.write(`PGlite cluster image: up to date (${CLUSTER_IMAGE_DIR})\n`);
    return;
  }
  const started = Date.now();
  const stamp = await makeClusterImage(CLUSTER_IMAGE_DIR);
  process.stdout.write(
    `PGlite cluster image: made for PGlite ${stamp.pglite} (PostgreSQL ${stamp.postgres}) in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s, in ${CLUSTER_IMAGE_DIR}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `PGlite cluster image: not made, new PGlite data directories will be created without it (slower): ${
      error instanceof Error ? (error.stack ?? error.message) : String(error)
    }\n`,
  );
});
