/**
 * The entries of a published package's tsup build: its public entry points under the names its `exports`
 * give them, and every source module they reach under its own path. Built that way, esbuild emits each
 * module in a file of its own (a module reached from several entries is split into a chunk by itself), so
 * an app's bundler drops each module the app does not use, as it does building from the sources: a module's
 * top-level code (a schema, a recipe, a context) costs only the apps that use the module. One bundle would
 * keep all of it for any app that imports one thing.
 *
 * The modules are found as TypeScript resolves the imports of each file, static and dynamic.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * @param packageDir the package's folder (`import.meta.dirname` of its tsup.config.ts)
 * @param publicEntries output name → source file, relative to `packageDir`: `{ index: 'src/index.ts' }`
 */
export function moduleEntries(
  packageDir: string,
  publicEntries: Record<string, string>,
): Record<string, string> {
  const sourceDir = join(packageDir, 'src');
  const configPath = ts.findConfigFile(packageDir, ts.sys.fileExists, 'tsconfig.json');
  if (configPath === undefined) throw new Error(`No tsconfig.json in ${packageDir}`);
  const { options } = ts.parseJsonConfigFileContent(
    ts.readConfigFile(configPath, ts.sys.readFile).config,
    ts.sys,
    packageDir,
  );

  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      if (
        resolved === undefined ||
        resolved.isExternalLibraryImport ||
        resolved.extension === ts.Extension.Dts
      ) {
        continue;
      }
      const target = resolve(resolved.resolvedFileName);
      if (!relative(sourceDir, target).startsWith('..')) visit(target);
    }
  };
  const publicFiles = new Set(Object.values(publicEntries).map((file) => resolve(packageDir, file)));
  for (const file of publicFiles) visit(file);

  const entries = { ...publicEntries };
  for (const file of reached) {
    if (publicFiles.has(file)) continue;
    entries[relative(sourceDir, file).replace(/\.tsx?$/, '')] = relative(packageDir, file);
  }
  return entries;
}

/**
 * The declarations of the public entries, as `tsc -b` wrote them for the package's library
 * (tsconfig.lib.json: `src/` to `.tsbuild/lib/`), for tsup to bundle one file per entry rather than
 * compile the package again: `{ index: 'src/index.ts' }` to `{ index: '.tsbuild/lib/index.d.ts' }`.
 */
export function declarationEntries(publicEntries: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(publicEntries).map(([name, file]) => [
      name,
      file.replace(/^src\//, '.tsbuild/lib/').replace(/\.tsx?$/, '.d.ts'),
    ]),
  );
}
