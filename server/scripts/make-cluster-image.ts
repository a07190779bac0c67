/**
 * Makes the PGlite cluster image (`src/db/cluster-image.ts`) when the installed PGlite has none it can
 * use; `npm install` runs it (the root postinstall), `npm run db:image -w server` by hand. It needs nothing
 * but the installed PGlite: no network.
 *
 * A failure never fails the install: the server then creates its cluster as before, slower, and its log
 * says why.
 */
import { PGlite } from '@electric-sql/pglite';
import { CLUSTER_IMAGE_DIR, readClusterImage, writeClusterImage } from '../src/db/cluster-image';

async function main(): Promise<void> {
  const current = await readClusterImage();
  if (current.image !== null) {
    process.stdout.write(`PGlite cluster image: up to date (${CLUSTER_IMAGE_DIR})\n`);
    return;
  }
  const started = Date.now();
  const client = await PGlite.create();
  try {
    const stamp = await writeClusterImage(client, CLUSTER_IMAGE_DIR);
    process.stdout.write(
      `PGlite cluster image: made for PGlite ${stamp.pglite} (PostgreSQL ${stamp.postgres}) in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s, in ${CLUSTER_IMAGE_DIR}\n`,
    );
  } finally {
    await client.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `PGlite cluster image: not made, new PGlite databases will be created without it (slower): ${
      error instanceof Error ? (error.stack ?? error.message) : String(error)
    }\n`,
  );
});
