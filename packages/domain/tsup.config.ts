import { defineConfig } from 'tsup';
import { declarationEntries, moduleEntries } from '../../scripts/moduleEntries.ts';

const publicEntries = { index: 'src/index.ts' };

export default defineConfig({
  // One module per source module, as an app's bundler gets them from the sources (scripts/moduleEntries.ts).
  entry: moduleEntries(import.meta.dirname, publicEntries),
  format: ['esm'],
  // One declaration file per public entry, bundled from those `tsc -b` wrote (tsconfig.lib.json).
  dts: { entry: declarationEntries(publicEntries) },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
