import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // One declaration file per entry, bundled from those `tsc -b` wrote (tsconfig.lib.json), not compiled again.
  dts: { entry: { index: '.tsbuild/lib/index.d.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
