import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { workspaceSourcesOnly } from './workspaceSourcesOnly.ts';

describe('workspaceSourcesOnly', async () => {
  const root = await mkdtemp(join(tmpdir(), 'op-sources-only-'));
  afterAll(() => rm(root, { recursive: true, force: true }));
  await mkdir(join(root, 'packages', 'ui', 'dist'), { recursive: true });
  await mkdir(join(root, 'packages', 'ui', 'src'), { recursive: true });
  await writeFile(join(root, 'packages', 'ui', 'dist', 'index.js'), 'export const built = 1;\n');
  await writeFile(join(root, 'packages', 'ui', 'src', 'index.js'), 'export const source = 1;\n');

  const bundle = (entry: string) =>
    build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [workspaceSourcesOnly()],
      build: { write: false, lib: { entry: join(root, entry), formats: ['es'] } },
    });

  it('fails a build that bundles a package from its dist/', async () => {
    await writeFile(join(root, 'from-dist.js'), "export { built } from './packages/ui/dist/index.js';\n");
    await expect(bundle('from-dist.js')).rejects.toThrow(/reads built packages instead of their sources/);
  });

  it('passes a build that bundles the sources', async () => {
    await writeFile(join(root, 'from-source.js'), "export { source } from './packages/ui/src/index.js';\n");
    await expect(bundle('from-source.js')).resolves.toBeDefined();
  });
});
