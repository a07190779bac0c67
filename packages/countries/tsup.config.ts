import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/currencies.ts', 'src/address-display.ts'],
  format: ['esm'],
  dts: true,
  // One chunk per country's provinces: loadProvinces() imports only the country a page shows.
  splitting: true,
  treeshake: true,
  clean: true,
  target: 'es2022',
});
