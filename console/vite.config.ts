import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from '../scripts/precompress.ts';
import { CONSOLE_THEME, radixThemesSubset } from '../scripts/radixThemesSubset.ts';
import { workspaceSourcesOnly } from '../scripts/workspaceSourcesOnly.ts';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  root: import.meta.dirname,
  // The server serves the console's build under /console (server/src/http/console.ts).
  base: '/console/',
  // vanilla-extract compiles @orderprotection/ui's styles: the branding editor previews the portal with them.
  // radixThemesSubset: of Radix Themes' stylesheet, only the rules of the components the console draws.
  // precompress: each script and style also as .br and .gz, which the server sends to browsers that take them.
  plugins: [
    react(),
    vanillaExtractPlugin(),
    radixThemesSubset(CONSOLE_THEME),
    precompress(),
    workspaceSourcesOnly(),
  ],
  // Workspaces are read from their TypeScript sources, as the portal reads them.
  resolve: { conditions: ['@orderprotection/source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: {
    // The dev server forwards API calls to a server started separately (npm start).
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
