/**
 * The published packages as another app gets them: packed by npm, each with the manifest it publishes
 * (its `prepack`, scripts/publishedManifest.mjs), and installed from the tarballs into an app outside the
 * repository. The pack test (packedPackages.test.ts) builds such an app; bench/ui-size measures one.
 *
 * npm installs offline and in seconds: the app's node_modules is first given hard links to the repository's
 * installed copies of the third-party packages it needs (its own dependencies and the tarballs', with
 * theirs, as their package.json files declare them), so npm unpacks only the tarballs and checks the tree.
 * A dependency that a package does not declare is not there, and the app fails as anyone's would.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, realpath, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The workspaces published to npm, each before the ones that depend on it. */
export const PUBLISHED_PACKAGES = ['countries', 'domain', 'ui', 'client'] as const;

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const repositoryModules = join(repositoryRoot, 'node_modules');
const WORKSPACE_SCOPE = '@orderprotection/';

interface Manifest {
  name: string;
  version: string;
  files?: string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const readManifest = async (dir: string): Promise<Manifest> =>
  JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));

const execFileAsync = promisify(execFile);

/** Runs a command; its output is in the error when it fails. */
export async function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  try {
    const { stdout } = await execFileAsync(command, args, {
      cwd,
      env: { ...npmFreeEnvironment(), ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`);
  }
}

/**
 * The environment without what `npm test` or `npm run` sets for the repository's own scripts (its
 * package's fields, its workspace root), which an npm run in the app would otherwise take as its own.
 */
function npmFreeEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^npm_(package_|lifecycle_|config_(local_prefix|prefix|workspaces?|include_workspace_root)$)/i.test(
          name,
        ),
    ),
  );
}

// Files under src/ that no build reads: tests, stories and their screenshots, documentation.
const NOT_BUILT_FROM = /\.(test|stories)\.tsx?$|__screenshots__|\.mdx?$/;

async function newestMtime(path: string, skip?: RegExp): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(path, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || skip?.test(file)) continue;
    newest = Math.max(newest, (await stat(file)).mtimeMs);
  }
  return newest;
}

/**
 * Packs each published package as `npm publish` would, into `dir`: from a copy of its published files, so
 * that the repository's package.json (which its `prepack` replaces while packing) never changes under the
 * builds and tests reading it meanwhile. Needs `npm run build` first. Returns the tarballs by package name.
 */
export async function packPublishedPackages(dir: string): Promise<Record<string, string>> {
  await mkdir(join(dir, 'scripts'), { recursive: true });
  await cp(join(repositoryRoot, 'scripts/publishedManifest.mjs'), join(dir, 'scripts/publishedManifest.mjs'));
  const tarballs: Record<string, string> = {};
  for (const folder of PUBLISHED_PACKAGES) {
    const source = join(repositoryRoot, 'packages', folder);
    const dist = join(source, 'dist');
    if (
      !existsSync(dist) ||
      (await newestMtime(join(source, 'src'), NOT_BUILT_FROM)) > (await newestMtime(dist))
    ) {
      throw new Error(
        `packages/${folder}/dist is missing or older than its sources: run npm run build first.`,
      );
    }
    const copy = join(dir, 'packages', folder);
    const manifest = await readManifest(source);
    // What npm packs: package.json, the `files`, and the readme, licence and notices it always adds.
    const alwaysPacked = (await readdir(source)).filter((name) => /^(readme|licen[cs]e|notice)/i.test(name));
    for (const name of new Set(['package.json', ...(manifest.files ?? []), ...alwaysPacked])) {
      await cp(join(source, name), join(copy, name), { recursive: true });
    }
    const [packed] = JSON.parse(await run('npm', ['pack', '--json', '--pack-destination', dir], copy)) as [
      { filename: string },
    ];
    tarballs[manifest.name] = join(dir, packed.filename);
  }
  return tarballs;
}

/** Where Node finds package `name` from `dir` in the repository, if it is installed. */
function installedFrom(dir: string, name: string): string | undefined {
  for (let folder = dir; ; folder = dirname(folder)) {
    const candidate = join(folder, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (folder === repositoryRoot || folder === dirname(folder)) return undefined;
  }
}

/**
 * The repository's top-level node_modules folders (with what they nest) that hold `roots` and everything
 * they depend on: dependencies, the optional ones installed here, and peer dependencies not marked optional.
 */
async function dependencyClosure(roots: Array<{ from: string; name: string }>): Promise<Set<string>> {
  const topLevel = new Set<string>();
  const visited = new Set<string>();
  const visit = async (from: string, name: string, required: boolean) => {
    const found = installedFrom(from, name);
    if (found === undefined) {
      if (required)
        throw new Error(`${name} (needed from ${relative(repositoryRoot, from)}) is not installed.`);
      return;
    }
    const dir = await realpath(found);
    if (visited.has(dir)) return;
    visited.add(dir);
    const path = relative(repositoryModules, dir).split(sep);
    if (path[0] === '..')
      throw new Error(`${name} is installed outside the repository's node_modules: ${dir}`);
    topLevel.add(path[0]?.startsWith('@') ? `${path[0]}/${path[1]}` : (path[0] ?? name));
    const manifest = await readManifest(dir);
    for (const dependency of Object.keys(manifest.dependencies ?? {})) await visit(dir, dependency, true);
    for (const dependency of Object.keys(manifest.optionalDependencies ?? {}))
      await visit(dir, dependency, false);
    for (const dependency of Object.keys(manifest.peerDependencies ?? {})) {
      if (!manifest.peerDependenciesMeta?.[dependency]?.optional) await visit(dir, dependency, false);
    }
  };
  for (const { from, name } of roots) await visit(from, name, true);
  return topLevel;
}

/** Hard links (a copy where the file system refuses them) of the repository's installed packages. */
async function seedNodeModules(appDir: string, packages: Iterable<string>): Promise<void> {
  const byFolder = new Map<string, string[]>();
  for (const name of packages) {
    const folder = join(appDir, 'node_modules', dirname(name));
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), join(repositoryModules, name)]);
  }
  for (const [folder, sources] of byFolder) {
    await mkdir(folder, { recursive: true });
    try {
      await run('cp', ['-al', ...sources, folder], appDir);
    } catch {
      await run('cp', ['-a', ...sources, folder], appDir);
    }
  }
}

export interface PackedAppSpec {
  /** The packed packages, as packPublishedPackages returns them: every one is a dependency of the app. */
  tarballs: Record<string, string>;
  /** Its other dependencies, each at the version the repository has installed. */
  dependencies: string[];
  /** Its files, by path. */
  files: Record<string, string>;
}

/** Writes an app in `dir` (outside the repository) and installs its dependencies with npm, offline. */
export async function createPackedApp(dir: string, spec: PackedAppSpec): Promise<void> {
  const dependencies: Record<string, string> = {};
  for (const [name, tarball] of Object.entries(spec.tarballs)) dependencies[name] = `file:${tarball}`;
  for (const name of spec.dependencies) {
    dependencies[name] = (await readManifest(join(repositoryModules, name))).version;
  }
  const manifest = { name: 'packed-app', private: true, type: 'module', dependencies };
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const [path, text] of Object.entries(spec.files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }

  const roots = spec.dependencies.map((name) => ({ from: repositoryRoot, name }));
  for (const folder of PUBLISHED_PACKAGES) {
    const source = join(repositoryRoot, 'packages', folder);
    const published = await readManifest(source);
    if (!(published.name in spec.tarballs)) continue;
    const required = { ...published.dependencies, ...published.peerDependencies };
    for (const name of Object.keys(required)) {
      if (!name.startsWith(WORKSPACE_SCOPE)) roots.push({ from: source, name });
    }
  }
  await seedNodeModules(dir, await dependencyClosure(roots));
  await run(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', '--no-package-lock', '--ignore-scripts'],
    dir,
  );
}
