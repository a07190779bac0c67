import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

const apiPort = process.env.PORT ?? '3000';

/** The pages whose code the HTML asks for beside the entry's: the layout and the queue, where most visits land. */
const PRELOADED_PAGES = ['src/app/Layout.tsx', 'src/pages/Queue.tsx'];

/**
 * `<link rel="modulepreload">` for the preloaded pages' chunks and what they import. The router loads a
 * page's code only once the entry has run; preloaded, it downloads while the entry is still downloading
 * and running, instead of after (on the queue's first load, a second round of requests ~200 ms later).
 */
function preloadPages(): Plugin {
  let base = '/';
  return {
    name: 'console-preload-pages',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (bundle === undefined) return [];
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        // Already in the HTML: the entry and what it imports.
        const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const wanted = new Set<string>();
        const add = (fileName: string) => {
          if (loaded.has(fileName) || wanted.has(fileName)) return;
          wanted.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) add(imported);
        };
        for (const chunk of chunks) {
          const page = chunk.facadeModuleId;
          if (page !== null && PRELOADED_PAGES.some((path) => page.endsWith(`/console/${path}`))) {
            add(chunk.fileName);
          }
        }
        return [...wanted].map(
          (fileName): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  // The server serves the console's build under /console (server/src/http/console.ts).
  base: '/console/',
  // vanilla-extract compiles @orderprotection/ui's styles: the branding editor previews the portal with them.
  plugins: [react(), vanillaExtractPlugin(), preloadPages()],
  // Workspaces are read from their TypeScript sources, as the portal reads them.
  resolve: { conditions: ['@orderprotection/source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: {
    // The dev server forwards API calls to a server started separately (npm start).
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
