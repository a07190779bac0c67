/**
 * The PGlite cluster image: a new, empty PGlite cluster (what initdb makes) as a `dumpDataDir` tarball,
 * which PGlite opens with `loadDataDir` instead of creating its cluster. Creating one runs initdb in
 * WebAssembly, the most memory a PGlite process ever takes (700-900 MB peak, 7-30 s); loading the image
 * takes ~350 MB and 2-3 s. `npm install` makes it (the root postinstall, `scripts/make-cluster-image.ts`)
 * from the installed PGlite, in `node_modules/.cache/`, beside that PGlite: it lives and dies with the
 * installation it was made by, and is never in git.
 *
 * Its stamp names the PGlite and PostgreSQL versions that made it and the tarball's SHA-256: an image made
 * by another PGlite (an upgrade without a new install) or cut short is not used, and PGlite creates its
 * cluster as before.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';

const pgliteDir = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..');

/** The version of the PGlite this server runs on, from its package.json. */
export const INSTALLED_PGLITE_VERSION = z
  .object({ version: z.string() })
  .parse(JSON.parse(readFileSync(join(pgliteDir, 'package.json'), 'utf8'))).version;

/** `node_modules/.cache/` of the node_modules folder the installed PGlite is in. */
export const CLUSTER_IMAGE_DIR = join(pgliteDir, '..', '..', '.cache', 'orderprotection-pglite-image');

const TARBALL = 'cluster.tgz';
const STAMP = 'stamp.json';

const ClusterImageStamp = z.object({
  pglite: z.string(),
  /** `SHOW server_version` of the cluster, e.g. "18.6". */
  postgres: z.string(),
  sha256: z.string(),
});
export type ClusterImageStamp = z.infer<typeof ClusterImageStamp>;

export type ClusterImage = { image: Blob; stamp: ClusterImageStamp } | { image: null; reason: string };

/** The image in `dir` when this PGlite can use it, else why not. */
export async function readClusterImage(dir: string = CLUSTER_IMAGE_DIR): Promise<ClusterImage> {
  let stampText: string;
  let tarball: Buffer;
  try {
    stampText = await readFile(join(dir, STAMP), 'utf8');
    tarball = await readFile(join(dir, TARBALL));
  } catch {
    return { image: null, reason: `there is no cluster image in ${dir} (npm install makes it)` };
  }
  const stamp = ClusterImageStamp.safeParse(safeJson(stampText));
  if (!stamp.success) return { image: null, reason: `the cluster image's stamp in ${dir} is unreadable` };
  if (stamp.data.pglite !== INSTALLED_PGLITE_VERSION) {
    return {
      image: null,
      reason: `the cluster image in ${dir} was made by PGlite ${stamp.data.pglite}, this is PGlite ${INSTALLED_PGLITE_VERSION} (npm install makes a new one)`,
    };
  }
  if (sha256(tarball) !== stamp.data.sha256) {
    return { image: null, reason: `the cluster image in ${dir} is not the one its stamp describes` };
  }
  return { image: new Blob([new Uint8Array(tarball)]), stamp: stamp.data };
}

/**
 * Dumps `client`'s data directory as the image in `dir`. The tarball and the stamp are each written under
 * a temporary name and renamed, the stamp last, so a reader sees a whole image or none.
 */
export async function writeClusterImage(client: PGlite, dir: string): Promise<ClusterImageStamp> {
  const [version] = (await client.query<{ server_version: string }>('SHOW server_version')).rows;
  const tarball = new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
  const stamp: ClusterImageStamp = {
    pglite: INSTALLED_PGLITE_VERSION,
    postgres: version?.server_version ?? 'unknown',
    sha256: sha256(tarball),
  };
  await mkdir(dir, { recursive: true });
  const suffix = `.${process.pid}.tmp`;
  await writeFile(join(dir, TARBALL + suffix), tarball);
  await rename(join(dir, TARBALL + suffix), join(dir, TARBALL));
  await writeFile(join(dir, STAMP + suffix), `${JSON.stringify(stamp, null, 2)}\n`);
  await rename(join(dir, STAMP + suffix), join(dir, STAMP));
  return stamp;
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
