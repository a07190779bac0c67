import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { precompress } from '../scripts/precompress';

const apiPort = process.env.PORT ?? '3000';

/**
 * Inlines src/early.ts, bundled, as a classic script at the top of the HTML: it starts the page's first
 * staff API calls before the console's modules load (src/app/earlyCalls.ts).
 */
function inlineEarlyCalls(): Plugin {
  return {
    name: 'console-early-calls',
    async transformIndexHtml() {
      const output = await build({
        configFile: false,
        logLevel: 'silent',
        build: {
          write: false,
          minify: true,
          target: 'es2022',
          lib: { entry: `${import.meta.dirname}/src/early.ts`, formats: ['iife'], name: 'consoleEarly' },
        },
      });
      const chunk = [output].flat().flatMap((result) => ('output' in result ? result.output : []))[0];
      if (chunk?.type !== 'chunk') throw new Error('src/early.ts built no script');
      return [{ tag: 'script', children: chunk.code, injectTo: 'head-prepend' }];
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  // The server serves the console's build under /console (server/src/http/console.ts).
  base: '/console/',
  // vanilla-extract compiles @orderprotection/ui's styles: the branding editor previews the portal with them.
  // inlineEarlyCalls: the page's first calls leave before the console's code has loaded.
  // precompress: each script and style also as .br and .gz, which the server sends to browsers that take them.
  plugins: [react(), vanillaExtractPlugin(), precompress(), inlineEarlyCalls()],
  // Workspaces are read from their TypeScript sources, as the portal reads them.
  resolve: { conditions: ['@orderprotection/source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: {
    // The dev server forwards API calls to a server started separately (npm start).
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
