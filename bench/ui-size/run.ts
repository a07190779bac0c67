/**
 * Bundle size of the design system next to Radix Themes (DESIGN.md: the console's kit, ~100 kB of CSS alone).
 *
 * Builds four tiny consumers with Vite in one run: one that imports only our Button, one that imports all of
 * @orderprotection/ui, and the same two with @radix-ui/themes (whose components need its single stylesheet).
 * Prints the gzip bytes of each bundle's JS and CSS (and of chunks loaded on demand) and the ratios. React and react-dom are left out of every
 * bundle: each consumer already has them. Budget: Button alone at most 4 kB gzip, JS and CSS together; the
 * whole kit smaller than the Radix Themes consumer. A benchmark: it prints figures and asserts nothing.
 *
 *   npm run bench:ui-size
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions } from 'vite';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
// Inside the repository so the consumers resolve our workspaces and node_modules; ignored by git.
const workDir = join(repositoryRoot, 'node_modules/.cache/bench-ui-size');
const BUTTON_BUDGET_BYTES = 4 * 1024;

interface Consumer {
  name: string;
  source: string;
}

const consumers = {
  uiButton: {
    name: '@orderprotection/ui, Button only',
    source: `import { Button } from '@orderprotection/ui';
import { createRoot } from 'react-dom/client';
createRoot(document.body).render(<Button onClick={() => undefined}>Submit your claim</Button>);`,
  },
  uiEverything: {
    name: '@orderprotection/ui, everything',
    source: `import * as ui from '@orderprotection/ui';
Object.assign(window, { ui });`,
  },
  radixButton: {
    name: '@radix-ui/themes, Button only',
    source: `import '@radix-ui/themes/styles.css';
import { Button, Theme } from '@radix-ui/themes';
import { createRoot } from 'react-dom/client';
createRoot(document.body).render(<Theme><Button onClick={() => undefined}>Submit your claim</Button></Theme>);`,
  },
  radixEverything: {
    name: '@radix-ui/themes, everything',
    source: `import '@radix-ui/themes/styles.css';
import * as radix from '@radix-ui/themes';
Object.assign(window, { radix });`,
  },
} satisfies Record<string, Consumer>;

interface Size {
  /** JS loaded with the page: the entry and the chunks it imports statically. */
  js: number;
  css: number;
  /** JS the consumer fetches only when used (dynamic imports, such as one country's provinces). */
  lazyJs: number;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const gzipBytes = async (path: string) => gzipSync(await readFile(path), { level: 9 }).length;

/** Sizes from Vite's manifest, so lazily loaded chunks are told apart from what the first page loads. */
async function gzipSizes(outDir: string): Promise<Size> {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
  );
  const initial = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const css of chunk.css ?? []) initial.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

  const size: Size = { js: 0, css: 0, lazyJs: 0 };
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = relative(outDir, join(entry.parentPath, entry.name));
    const bytes = await gzipBytes(join(outDir, file));
    if (file.endsWith('.css')) size.css += bytes;
    else if (file.endsWith('.js')) size[initial.has(file) ? 'js' : 'lazyJs'] += bytes;
  }
  return size;
}

async function measure(id: string, consumer: Consumer): Promise<Size> {
  const root = join(workDir, id);
  const entry = join(root, 'main.tsx');
  await mkdir(root, { recursive: true });
  await writeFile(entry, `${consumer.source}\n`);
  const outDir = join(root, 'dist');
  // The portal's build settings (portal/vite.config.ts), minus the HTML page: react-aria's messages in
  // English only, as CONTRIBUTING.md asks of every consumer.
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [optimizeLocales.vite({ locales: ['en-US'] }), react(), vanillaExtractPlugin()],
    resolve: { conditions: ['@orderprotection/source', ...defaultClientConditions] },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      manifest: true,
      modulePreload: false,
      rollupOptions: {
        input: entry,
        external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'],
      },
    },
  });
  return gzipSizes(outDir);
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} kB`;

async function main() {
  await rm(workDir, { recursive: true, force: true });
  const sizes = {} as Record<keyof typeof consumers, Size>;
  for (const [id, consumer] of Object.entries(consumers) as Array<[keyof typeof consumers, Consumer]>) {
    sizes[id] = await measure(id, consumer);
  }
  const total = (size: Size) => size.js + size.css;

  console.log('\nBundle size, gzip (level 9); React and react-dom are in none of them\n');
  console.log(
    `${'consumer'.padEnd(36)}${'JS'.padStart(9)}${'CSS'.padStart(9)}${'total'.padStart(9)}${'lazy JS'.padStart(10)}`,
  );
  for (const [id, consumer] of Object.entries(consumers) as Array<[keyof typeof consumers, Consumer]>) {
    const size = sizes[id];
    console.log(
      `${consumer.name.padEnd(36)}${kB(size.js)}${kB(size.css)}${kB(total(size))} ${kB(size.lazyJs)}`,
    );
  }
  console.log('(total = what loads with the page; lazy JS = chunks fetched on demand, e.g. provinces)');
  const ratio = (ours: Size, theirs: Size) => (total(ours) / total(theirs)).toFixed(3);
  console.log(`\nratio Button only (ui / Radix Themes):  ${ratio(sizes.uiButton, sizes.radixButton)}`);
  console.log(`ratio everything (ui / Radix Themes):   ${ratio(sizes.uiEverything, sizes.radixEverything)}`);
  console.log(
    `Button budget (${BUTTON_BUDGET_BYTES / 1024} kB): ${total(sizes.uiButton) <= BUTTON_BUDGET_BYTES ? 'within' : 'OVER'}; ` +
      `whole kit ${total(sizes.uiEverything) < total(sizes.radixEverything) ? 'smaller' : 'NOT smaller'} than Radix Themes`,
  );
}

await main();
