import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { declarationEntries, moduleEntries } from '../../scripts/moduleEntries.ts';

const publicEntries = { index: 'src/index.ts', theme: 'src/theme/index.ts', vars: 'src/theme/vars.css.ts' };

export default defineConfig({
  // One module per source module, as an app's bundler gets them from the sources (scripts/moduleEntries.ts).
  entry: moduleEntries(import.meta.dirname, publicEntries),
  format: ['esm'],
  // One declaration file per public entry, bundled from those `tsc -b` wrote (tsconfig.lib.json).
  dts: { entry: declarationEntries(publicEntries) },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Short hashed class names keep styles.css small; debug names would also publish our file layout.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // esbuild writes the CSS that each entry and each lazily loaded chunk reaches beside it. The index's holds
  // every rule: the package exports it as ./styles.css, and the others would be files nothing imports.
  onSuccess: async () => {
    for (const file of await readdir('dist', { recursive: true })) {
      if (/\.css(\.map)?$/.test(file) && !file.startsWith('index.css')) await rm(join('dist', file));
    }
    const css = await readFile('dist/index.css', 'utf8');
    await writeFile(
      'dist/styles.css',
      css.replace('sourceMappingURL=index.css.map', 'sourceMappingURL=styles.css.map'),
    );
    await rm('dist/index.css');
    await rename('dist/index.css.map', 'dist/styles.css.map');
  },
});
