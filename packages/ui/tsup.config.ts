import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', theme: 'src/theme/index.ts', vars: 'src/theme/vars.css.ts' },
  format: ['esm'],
  // One declaration file per entry, bundled from those `tsc -b` wrote (tsconfig.lib.json), not compiled again.
  dts: {
    entry: {
      index: '.tsbuild/lib/index.d.ts',
      theme: '.tsbuild/lib/theme/index.d.ts',
      vars: '.tsbuild/lib/theme/vars.css.d.ts',
    },
  },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Short hashed class names keep styles.css small; debug names would also publish our file layout.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // esbuild names the extracted CSS after the entry; the package exports it as ./styles.css.
  onSuccess: async () => {
    const css = await readFile('dist/index.css', 'utf8');
    await writeFile(
      'dist/styles.css',
      css.replace('sourceMappingURL=index.css.map', 'sourceMappingURL=styles.css.map'),
    );
    await rm('dist/index.css');
    await rename('dist/index.css.map', 'dist/styles.css.map');
  },
});
