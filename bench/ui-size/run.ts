/**
 * Bundle size of the design system as an app that installs it from npm gets it, component by component,
 * next to what the same component costs from the repository's sources, and next to Radix Themes
 * (DESIGN.md: the console's kit, ~100 kB of CSS alone).
 *
 * Packs the published packages and installs the tarballs into an app outside the repository
 * (scripts/packedApp.ts), then builds one consumer per component exported by `@orderprotection/ui`, each
 * importing that component alone, and one importing everything; and the same consumers from the sources
 * (the `@orderprotection/source` condition, as the portal builds). Prints the gzip bytes of the JS each loads
 * with the page and of the chunks it loads on demand. React and react-dom are left out of every bundle: each
 * app already has them. Goals: a Badge alone under 3 kB of JS from the packed package; every component
 * about what it costs from the sources; the whole kit smaller than the Radix Themes consumer. A benchmark:
 * it prints figures and asserts nothing.
 *
 *   npm run build && npm run bench:ui-size                 # every component
 *   npm run bench:ui-size -- Badge AddressForm             # only these, with the totals
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, type PluginOption } from 'vite';
import { createPackedApp, packPublishedPackages, run } from '../../scripts/packedApp.ts';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
// Inside the repository so that the consumers built from the sources resolve our workspaces; ignored by git.
const sourceDir = join(repositoryRoot, 'node_modules/.cache/bench-ui-size');
const BADGE_BUDGET_BYTES = 3 * 1024;

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

/**
 * Builds one consumer in `root` with the portal's build settings (portal/vite.config.ts) minus the HTML
 * page: react-aria's messages in English only, as the package's README asks of every app.
 */
async function measure(root: string, id: string, source: string, fromSources: boolean): Promise<Size> {
  const entry = join(root, `${id}.tsx`);
  await writeFile(entry, `${source}\n`);
  const outDir = join(root, 'dist', id);
  const plugins: PluginOption[] = [optimizeLocales.vite({ locales: ['en-US'] }), react()];
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    // The sources need vanilla-extract to compile their styles; the package ships them compiled.
    plugins: fromSources ? [...plugins, vanillaExtractPlugin()] : plugins,
    resolve: fromSources ? { conditions: ['@orderprotection/source', ...defaultClientConditions] } : {},
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

// Each consumer keeps what it imports alive by handing it to the page, as an app's code would use it.
const uiConsumer = (names: string) => `import { ${names} } from '@orderprotection/ui';
Object.assign(window, { ${names} });`;
const packedUiConsumer = (names: string) => `import '@orderprotection/ui/styles.css';\n${uiConsumer(names)}`;
const uiEverything = `import * as ui from '@orderprotection/ui';
Object.assign(window, { ui });`;
const packedUiEverything = `import '@orderprotection/ui/styles.css';\n${uiEverything}`;
const radixConsumer = (names: string) => `import '@radix-ui/themes/styles.css';
import { ${names} } from '@radix-ui/themes';
Object.assign(window, { ${names} });`;
const radixEverything = `import '@radix-ui/themes/styles.css';
import * as radix from '@radix-ui/themes';
Object.assign(window, { radix });`;

/** The components the packed package exports: its capitalised functions, read by Node from the tarball. */
async function componentsOf(appDir: string): Promise<string[]> {
  const names = await run(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const ui = await import('@orderprotection/ui');
console.log(JSON.stringify(Object.keys(ui).filter((name) => /^[A-Z][a-z]/.test(name) && typeof ui[name] === 'function')));`,
    ],
    appDir,
  );
  return JSON.parse(names);
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} kB`;
const signedKB = (bytes: number) =>
  `${bytes >= 0 ? '+' : '-'}${(Math.abs(bytes) / 1024).toFixed(1)} kB`.padStart(10);

async function main() {
  const workDir = await mkdtemp(join(tmpdir(), 'op-bench-ui-size-'));
  try {
    const tarballs = await packPublishedPackages(join(workDir, 'packs'));
    const appDir = join(workDir, 'app');
    await createPackedApp(appDir, {
      tarballs,
      dependencies: ['react', 'react-dom', '@radix-ui/themes'],
      files: {},
    });
    await rm(sourceDir, { recursive: true, force: true });
    await mkdir(sourceDir, { recursive: true });

    const exported = await componentsOf(appDir);
    const asked = process.argv.slice(2);
    const unknown = asked.filter((name) => !exported.includes(name));
    if (unknown.length > 0) throw new Error(`Not components of @orderprotection/ui: ${unknown.join(', ')}`);
    const components = asked.length > 0 ? asked : exported;
    console.log(`\nPer component (${components.length}), JS gzip (level 9); React and react-dom in none\n`);
    console.log(
      `${'component'.padEnd(24)}${'packed'.padStart(9)}${'source'.padStart(9)}${'packed-source'.padStart(14)}` +
        `${'lazy packed'.padStart(13)}${'lazy source'.padStart(13)}`,
    );
    const packedSizes: Record<string, Size> = {};
    for (const name of components) {
      const packed = await measure(appDir, name, packedUiConsumer(name), false);
      const fromSource = await measure(sourceDir, name, uiConsumer(name), true);
      packedSizes[name] = packed;
      console.log(
        `${name.padEnd(24)}${kB(packed.js)}${kB(fromSource.js)}${signedKB(packed.js - fromSource.js).padStart(14)}` +
          `${kB(packed.lazyJs).padStart(13)}${kB(fromSource.lazyJs).padStart(13)}`,
      );
    }
    const stylesheet = packedSizes[components[0] ?? '']?.css ?? 0;
    console.log(
      `(packed: every consumer also loads the one stylesheet, styles.css: ${kB(stylesheet).trim()})`,
    );

    const whole = {
      'ui, everything (packed)': await measure(appDir, 'uiEverything', packedUiEverything, false),
      'ui, everything (source)': await measure(sourceDir, 'uiEverything', uiEverything, true),
      'Radix Themes, Button': await measure(appDir, 'radixButton', radixConsumer('Button, Theme'), false),
      'Radix Themes, everything': await measure(appDir, 'radixEverything', radixEverything, false),
    };
    const total = (size: Size) => size.js + size.css;
    console.log(
      `\n${'consumer'.padEnd(28)}${'JS'.padStart(9)}${'CSS'.padStart(9)}${'total'.padStart(9)}${'lazy JS'.padStart(10)}`,
    );
    for (const [name, size] of Object.entries(whole)) {
      console.log(`${name.padEnd(28)}${kB(size.js)}${kB(size.css)}${kB(total(size))} ${kB(size.lazyJs)}`);
    }
    const badge = packedSizes.Badge?.js ?? Number.NaN;
    const ratio = total(whole['ui, everything (packed)']) / total(whole['Radix Themes, everything']);
    console.log(
      `\nBadge alone, packed: ${kB(badge).trim()} of JS, ${badge < BADGE_BUDGET_BYTES ? 'within' : 'OVER'} the ` +
        `${BADGE_BUDGET_BYTES / 1024} kB budget; whole kit, packed: ${ratio.toFixed(3)} of Radix Themes ` +
        `(${ratio < 1 ? 'smaller' : 'NOT smaller'})`,
    );
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
