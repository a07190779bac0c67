/**
 * A Vite plugin that fails a build bundling any file of a workspace package's `dist/`. The portal and the
 * console read the packages from their TypeScript sources (the `@orderprotection/source` condition), so a
 * fresh clone builds them before any package is built; a build that reached into a `dist/` would work in
 * a checkout where `npm run build` made one and not in a fresh clone. Checking every build lets the
 * end-to-end tests serve the build `npm run build` made instead of building again in a fresh copy.
 */
import type { Plugin } from 'vite';

const WORKSPACE_DIST = /\/packages\/[^/]+\/dist\//;

export function workspaceSourcesOnly(): Plugin {
  return {
    name: 'orderprotection:workspace-sources-only',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const fromDist = [...this.getModuleIds()].filter((id) => WORKSPACE_DIST.test(id));
      if (fromDist.length > 0) {
        this.error(`The build reads built packages instead of their sources: ${fromDist.join(', ')}`);
      }
    },
  };
}
