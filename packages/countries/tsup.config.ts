import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/currencies.ts', 'src/address-display.ts'],
  format: ['esm'],
  // One declaration file per entry, bundled from those `tsc -b` wrote (tsconfig.lib.json), not compiled again.
  dts: {
    entry: {
      index: '.tsbuild/lib/index.d.ts',
      currencies: '.tsbuild/lib/currencies.d.ts',
      'address-display': '.tsbuild/lib/address-display.d.ts',
    },
  },
  // One chunk per country's provinces: loadProvinces() imports only the country a page shows.
  splitting: true,
  treeshake: true,
  clean: true,
  target: 'es2022',
});
