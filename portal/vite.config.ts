import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { precompress } from '../scripts/precompress.ts';
import { workspaceSourcesOnly } from '../scripts/workspaceSourcesOnly.ts';

const apiPort = process.env.PORT ?? '3000';

/** The two entries: every page (index.html, src/main.tsx), and a claim's page without the router. */
const entries = {
  index: `${import.meta.dirname}/index.html`,
  view: `${import.meta.dirname}/src/viewMain.tsx`,
};

/**
 * What both entries load, in one chunk: left to itself the bundler makes a chunk of each set of entries
 * and lazy pages that import a module, and /start's first load had three more small files, each compressed
 * alone (2.4 kB gzip more in all). A module both load that is not listed here only costs a small file of
 * its own on both pages (bench:portal counts the files); one listed that only one loads costs the other
 * page its bytes.
 */
const SHARED_MODULES = [
  /node_modules\/(react|react-dom|scheduler)\//,
  /node_modules\/@vanilla-extract\/recipes\/dist\/createRuntimeFn/,
  /portal\/src\/app\/(chunkReload|jsonScript|lazyClient|location|navigationFocus|pageNotFound|PortalProviders|PortalShell|services|startup|stickyQuery|timeZone)\.tsx?$/,
  /portal\/src\/app\/layout\.css\.ts/,
  /portal\/src\/claim\/(pageClaim|pageLookup)\.tsx$/,
  /portal\/src\/serve\/page\.ts$/,
  /packages\/client\/src\/errors\.ts$/,
  /packages\/ui\/src\/components\/(Button\/Button|Heading\/Heading|Logo\/Logo|PageShell\/PageShell|Spinner\/Spinner|Text\/Text)(\.tsx$|\.css\.ts)/,
  // Not the entries' own but what the start page and the claim's page both load: their links, the alert
  // and the field's parts (the message composer's and the lookup form's).
  /portal\/src\/app\/links\.tsx$/,
  /portal\/src\/pages\/page\.css\.ts/,
  /packages\/ui\/src\/components\/(Alert\/Alert|Alert\/ToneIcon|FieldError\/FieldError)(\.tsx$|\.css\.ts)/,
  /packages\/ui\/src\/internal\/field\/(FieldLabel\.tsx$|fieldIds\.ts$|typedBeforeHydration\.ts$|field\.css\.ts)/,
  /packages\/ui\/src\/styles\/(classNames\.ts$|shared\.css\.ts)/,
  /packages\/ui\/src\/theme\/(attributes|brandContext|colorScheme|fontFamily|fonts|InlinedBrandProvider)\.tsx?$/,
  // Vite's preloading of a lazy module's imports, which both entries' lazy imports use.
  /vite\/preload-helper/,
];

export default defineConfig({
  root: import.meta.dirname,
  // The portal speaks English: react-aria's messages for its other 33 locales (drop zone and toast
  // announcements, ~17 kB gzip) are left out, and react-aria falls back to en-US for any browser locale.
  // precompress: each script and style also as .br and .gz, which the server sends to browsers that take them.
  plugins: [
    optimizeLocales.vite({ locales: ['en-US'] }),
    react(),
    vanillaExtractPlugin(),
    precompress(),
    workspaceSourcesOnly(),
  ],
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    // The server's render names src/viewMain.tsx's chunk in place of index.html's script on a claim's page
    // it renders with its claim (src/serve/render.tsx).
    rolldownOptions: {
      input: entries,
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              test: (id) => SHARED_MODULES.some((pattern) => pattern.test(id.replaceAll('\\', '/'))),
              // Not the shared modules' imports as well: those of a package's index are all its modules.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    // The dev server forwards API calls, and the demo stores' logos and fonts, to a server started
    // separately (npm start -w server).
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/demo': `http://127.0.0.1:${apiPort}`,
    },
  },
});
