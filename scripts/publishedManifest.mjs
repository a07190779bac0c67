#!/usr/bin/env node
/**
 * The package.json a workspace package publishes: its own without the `@orderprotection/source` condition,
 * through which this repository reads the packages from their TypeScript sources (src/ is not published),
 * and without the exports that only that condition resolves. npm has no field for a manifest of its own at
 * publishing, so each published package's `prepack` writes this one over its package.json and its
 * `postpack` puts the repository's back (`npm pack` and `npm publish` both run the two).
 *
 *   node ../../scripts/publishedManifest.mjs prepack|postpack     (from the package's folder)
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const SOURCE_CONDITION = '@orderprotection/source';
const MANIFEST = 'package.json';
// Beside package.json while the package is packed; not in `files`, so never in the tarball.
const REPOSITORY_MANIFEST = 'package.json.repository';

/**
 * An export target without the source condition, or undefined when nothing else resolves it.
 * @param {unknown} target
 * @returns {unknown}
 */
function withoutSourceCondition(target) {
  if (typeof target !== 'object' || target === null || Array.isArray(target)) return target;
  /** @type {Record<string, unknown>} */
  const kept = {};
  for (const [condition, value] of Object.entries(target)) {
    if (condition === SOURCE_CONDITION) continue;
    const cleaned = withoutSourceCondition(value);
    if (cleaned !== undefined) kept[condition] = cleaned;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/**
 * @param {Record<string, unknown>} manifest a package's package.json, as in the repository
 * @returns {Record<string, unknown>} the package.json it publishes
 */
export function publishedManifest(manifest) {
  const exports = /** @type {Record<string, unknown>} */ (withoutSourceCondition(manifest.exports) ?? {});
  return { ...manifest, exports };
}

function prepack() {
  if (existsSync(REPOSITORY_MANIFEST)) {
    throw new Error(
      `${REPOSITORY_MANIFEST} is here from a pack that did not finish: move it back to ${MANIFEST} first.`,
    );
  }
  const text = readFileSync(MANIFEST, 'utf8');
  renameSync(MANIFEST, REPOSITORY_MANIFEST);
  writeFileSync(MANIFEST, `${JSON.stringify(publishedManifest(JSON.parse(text)), null, 2)}\n`);
}

function postpack() {
  if (existsSync(REPOSITORY_MANIFEST)) renameSync(REPOSITORY_MANIFEST, MANIFEST);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const step = process.argv[2];
  if (step === 'prepack') prepack();
  else if (step === 'postpack') postpack();
  else throw new Error(`Unknown step ${step}: prepack or postpack.`);
}
