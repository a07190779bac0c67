/**
 * The four published packages as an app outside the repository gets them from npm: packed, installed from
 * the tarballs (scripts/packedApp.ts), type-checked by the app's own `tsc --strict`, built by its own
 * `vite build`, and rendered by Node on the server. Reads the packages' dist/: `npm run build` first, as
 * `npm test` does. Sizes are measured by bench/ui-size, not here.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackedApp, PUBLISHED_PACKAGES, packPublishedPackages, run } from './packedApp.ts';

// Packing and installing, then a type-check and builds of a real app: each takes seconds of work.
const SETUP_TIMEOUT_MS = 120_000;
const BUILD_TIMEOUT_MS = 60_000;

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    // The packages' declarations are checked too: an import in one that the app cannot resolve would
    // otherwise turn its types into `any` without a word.
    skipLibCheck: false,
    types: [],
  },
  include: ['src'],
};

const viteConfig = `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()], build: { manifest: true } });
`;

const indexHtml = `<!doctype html>
<html lang="en">
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

// Every entry point of the four packages, used as the README of each says, with the domain as a direct
// dependency for BrandingSettings and AddressInput.
const main = `import '@orderprotection/ui/styles.css';
import { createClaimsClient } from '@orderprotection/client';
import { formatAddressLinesOf } from '@orderprotection/countries/address-display';
import { getCurrency } from '@orderprotection/countries/currencies';
import { type AddressInput, BrandingSettings } from '@orderprotection/domain';
import { AddressForm, BrandProvider, Button, ClaimStatusBadge } from '@orderprotection/ui';
import { themeStylesheet } from '@orderprotection/ui/theme';
import { vars } from '@orderprotection/ui/vars';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const branding = BrandingSettings.parse({ brand700: '#7a1f5c' });
const client = createClaimsClient({ baseURL: '/api' });
const euro = getCurrency('eur');
const empty: AddressInput = { firstName: '', lastName: '', address1: '', city: '', countryCode: 'CA' };

function App() {
  const [address, setAddress] = useState<AddressInput>(empty);
  const lines = formatAddressLinesOf('CA', address) ?? [];
  return (
    <BrandProvider branding={branding}>
      <p style={{ color: vars.color.brand.text }}>{lines.join(', ')} {euro?.symbol}</p>
      <ClaimStatusBadge status="IN_REVIEW" />
      <AddressForm value={address} onChange={setAddress} onSubmit={(submitted) => console.log(submitted, client)}>
        <Button type="submit">Save the address</Button>
      </AddressForm>
    </BrandProvider>
  );
}

document.head.append(Object.assign(document.createElement('style'), { textContent: themeStylesheet(branding) }));
const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
`;

// Node, as a server renders the components: plain ESM, no bundler.
const render = `import { BrandingSettings } from '@orderprotection/domain';
import { BrandProvider, Button } from '@orderprotection/ui';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const branding = BrandingSettings.parse({ brand700: '#7a1f5c' });
console.log(renderToString(createElement(BrandProvider, { branding }, createElement(Button, null, 'Submit your claim'))));
`;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

describe('the packed packages in an app outside the repository', () => {
  let work = '';
  let app = '';

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'op-packed-'));
    app = join(work, 'app');
    const tarballs = await packPublishedPackages(join(work, 'packs'));
    await createPackedApp(app, {
      tarballs,
      dependencies: [
        'react',
        'react-dom',
        'typescript',
        'vite',
        '@vitejs/plugin-react',
        '@types/react',
        '@types/react-dom',
      ],
      files: {
        'tsconfig.json': JSON.stringify(tsconfig, null, 2),
        'vite.config.ts': viteConfig,
        'index.html': indexHtml,
        'src/main.tsx': main,
        'render.mjs': render,
        'badge.ts': "import { Badge } from '@orderprotection/ui';\nObject.assign(window, { Badge });\n",
      },
    });
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    if (work !== '') await rm(work, { recursive: true, force: true });
  });

  const installed = (name: string) => join(app, 'node_modules/@orderprotection', name);

  it('publish manifests without the repository-only condition, every file they name in the package', async () => {
    const targetsOf = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value ?? {}).flatMap(targetsOf);
    for (const name of PUBLISHED_PACKAGES) {
      const text = await readFile(join(installed(name), 'package.json'), 'utf8');
      expect(text).not.toContain('@orderprotection/source');
      const manifest = JSON.parse(text) as { types: string; exports: Record<string, unknown> };
      expect(manifest.types, name).toBe('./dist/index.d.ts');
      for (const target of [manifest.types, ...targetsOf(manifest.exports)]) {
        expect(existsSync(join(installed(name), target)), `${name}: ${target}`).toBe(true);
      }
    }
  });

  it('ship no stylesheet but the one the ui exports', async () => {
    const files = await readdir(installed('ui'), { recursive: true });
    expect(files.filter((file) => file.endsWith('.css'))).toEqual(['dist/styles.css']);
  });

  it(
    'type-check in a strict app, their declarations included',
    async () => {
      await run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'], app);
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    "build with the app's Vite, a country's provinces loaded on demand and the styles in",
    async () => {
      await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], app, {
        NODE_ENV: 'production',
      });
      const manifest: Record<string, ManifestChunk> = JSON.parse(
        await readFile(join(app, 'dist/.vite/manifest.json'), 'utf8'),
      );
      const loadedWithPage = new Set<string>();
      const visit = (key: string) => {
        if (loadedWithPage.has(key)) return;
        loadedWithPage.add(key);
        for (const imported of manifest[key]?.imports ?? []) visit(imported);
      };
      visit('index.html');
      const provinces = Object.keys(manifest).filter((key) =>
        /countries\/dist\/.*provinces\/CA\.js$/.test(key),
      );
      expect(provinces).toHaveLength(1);
      expect(manifest[provinces[0] ?? '']?.isDynamicEntry).toBe(true);
      expect(loadedWithPage).not.toContain(provinces[0]);
      const css = await Promise.all(
        (manifest['index.html']?.css ?? []).map((file) => readFile(join(app, 'dist', file), 'utf8')),
      );
      // The components' rules read the theme's custom properties.
      expect(css.join('')).toContain('var(--op-brand-700)');
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'render on the server in Node',
    async () => {
      const html = await run(process.execPath, ['render.mjs'], app);
      expect(html).toMatch(/<button[^>]*>Submit your claim<\/button>/);
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'leave the domain, zod and the country data out of an app that imports only Badge',
    async () => {
      const output = (await build({
        root: app,
        configFile: false,
        logLevel: 'silent',
        build: {
          write: false,
          rollupOptions: { input: join(app, 'badge.ts'), external: [/^react(-dom)?(\/|$)/] },
        },
      })) as Rolldown.RolldownOutput;
      const bundled = output.output.flatMap((chunk) =>
        chunk.type === 'chunk'
          ? Object.entries(chunk.modules)
              .filter(([, module]) => module.renderedLength > 0)
              .map(([id]) => id)
          : [],
      );
      expect(bundled.some((id) => id.includes('/@orderprotection/ui/'))).toBe(true);
      expect(bundled.filter((id) => /\/(@orderprotection\/(domain|countries)|zod)\//.test(id))).toEqual([]);
    },
    BUILD_TIMEOUT_MS,
  );
});
