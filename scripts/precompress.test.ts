import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterEach, expect, it } from 'vitest';
import { precompress } from './precompress';

let dir: string | undefined;
afterEach(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

type WriteBundle = Extract<Plugin['writeBundle'], (...args: never[]) => unknown>;
type OutputBundle = Parameters<WriteBundle>[1];

/** Runs the plugin as Vite runs it after writing a build of `files` to a directory. */
async function build(files: Record<string, string>, ssr = false): Promise<string[]> {
  dir = await mkdtemp(join(tmpdir(), 'op-precompress-'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  const plugin = precompress();
  const call = <T extends (...args: never[]) => unknown>(hook: unknown) => hook as T;
  call<(config: unknown) => void>(plugin.configResolved)({ build: { ssr } });
  const bundle = Object.fromEntries(Object.keys(files).map((name) => [name, {}])) as OutputBundle;
  await call<(options: { dir: string }, bundle: OutputBundle) => Promise<void>>(plugin.writeBundle)(
    { dir },
    bundle,
  );
  return (await readdir(dir)).sort();
}

const script = `export const words = ${JSON.stringify('claim '.repeat(400))};`;

it('writes a brotli and a gzip copy of each script and style that decode to the file, and none of the rest', async () => {
  const files = await build({
    'entry.js': script,
    'entry.css': `.a{color:red}${' '.repeat(2000)}`,
    'tiny.js': 'x',
    'index.html': script,
  });
  expect(files).toEqual([
    'entry.css',
    'entry.css.br',
    'entry.css.gz',
    'entry.js',
    'entry.js.br',
    'entry.js.gz',
    'index.html',
    'tiny.js',
  ]);
  const root = dir ?? '';
  expect(brotliDecompressSync(await readFile(join(root, 'entry.js.br'))).toString()).toBe(script);
  expect(gunzipSync(await readFile(join(root, 'entry.js.gz'))).toString()).toBe(script);
});

it("leaves the server's build alone: Node reads it from disk", async () => {
  expect(await build({ 'render.js': script }, true)).toEqual(['render.js']);
});
