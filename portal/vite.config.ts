import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { precompress } from '../scripts/precompress';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  root: import.meta.dirname,
  // The portal speaks English: react-aria's messages for its other 33 locales (drop zone and toast
  // announcements, ~17 kB gzip) are left out, and react-aria falls back to en-US for any browser locale.
  // precompress: each script and style also as .br and .gz, which the server sends to browsers that take them.
  plugins: [optimizeLocales.vite({ locales: ['en-US'] }), react(), vanillaExtractPlugin(), precompress()],
  // Workspaces are read from their TypeScript sources: the portal needs no build of its dependencies, and
  // only the components it imports end up in its bundle.
  resolve: { conditions: ['@orderprotection/source', ...defaultClientConditions] },
  // The server build (`vite build --ssr`, src/serve/render.tsx) bundles the workspaces from their sources,
  // through the same vanilla-extract plugin, so its class names are the client build's; the libraries
  // from npm stay imports that Node resolves.
  ssr: {
    resolve: {
      conditions: ['@orderprotection/source', ...defaultServerConditions],
      externalConditions: ['@orderprotection/source'],
    },
    noExternal: [/^@orderprotection\//],
  },
  // The manifest (dist/.vite/manifest.json) tells the server's render which CSS and chunks a page needs.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', manifest: true },
  server: {
    // The dev server forwards API calls, and the demo stores' logos and fonts, to a server started
    // separately (npm start -w server).
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/demo': `http://127.0.0.1:${apiPort}`,
    },
  },
});
