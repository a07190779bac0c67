/**
 * A copy of this checkout as a fresh clone has it, for the end-to-end tests to build and serve: every file
 * git tracks or would track (work not yet committed included), and no build output at all — no
 * `packages/*\/dist`, no `portal/dist`. A developer's checkout usually has the packages built (`npm test`
 * builds them before the tests run), and a portal that needed them once looked right here while a fresh
 * clone's `npm start` served it unstyled.
 *
 * Installing packages again would take minutes, so the copy borrows this checkout's: its `node_modules`
 * folders hold links to each installed package, and the workspace links (`@orderprotection/*`) point
 * into the copy, exactly as npm lays them out.
 */
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readlink, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Reference screenshots are the biggest tracked files and nothing the portal or the server reads. */
const NOT_NEEDED = /(^|\/)__screenshots__\//;
const WORKSPACE_SCOPE = '@orderprotection';

export async function freshClone(checkout: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'op-fresh-clone-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: checkout,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of listed.split('\0')) {
    if (file === '' || NOT_NEEDED.test(file)) continue;
    await mkdir(dirname(join(copy, file)), { recursive: true });
    // A tracked file deleted in the working tree is not in a clone of what is being tested either.
    await copyFile(join(checkout, file), join(copy, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  for (const folder of await installedFolders(checkout)) {
    await linkInstalledPackages(join(checkout, folder), join(copy, folder));
  }
  return copy;
}

/** The `node_modules` folders npm made: the root's, and a workspace's own where versions differ. */
async function installedFolders(checkout: string): Promise<string[]> {
  const workspaces = [
    'server',
    'portal',
    'console',
    ...(await readdir(join(checkout, 'packages'))).map((name) => `packages/${name}`),
  ];
  const folders = ['node_modules'];
  for (const workspace of workspaces) {
    const entries: string[] = await readdir(join(checkout, workspace)).catch(() => []);
    if (entries.includes('node_modules')) folders.push(`${workspace}/node_modules`);
  }
  return folders;
}

async function linkInstalledPackages(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    // Caches and temporary files (Vite's, the benchmarks') belong to the checkout; the copy makes its own.
    if (entry.name.startsWith('.') && entry.name !== '.bin') continue;
    if (entry.name === WORKSPACE_SCOPE) {
      // npm's links are relative (`../../packages/ui`): the same links lead into the copy.
      await mkdir(join(to, entry.name));
      for (const workspace of await readdir(join(from, entry.name))) {
        await symlink(await readlink(join(from, entry.name, workspace)), join(to, entry.name, workspace));
      }
      continue;
    }
    await symlink(join(from, entry.name), join(to, entry.name));
  }
}
