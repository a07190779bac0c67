/**
 * A throwaway PostgreSQL 15 cluster for the tests: initdb in a temporary directory, started on 127.0.0.1
 * on a free port with durability turned off (it is deleted afterwards), stopped and removed by `stop`.
 * PostgreSQL refuses to run as root, so as root the binaries run as the `postgres` user via runuser.
 *
 * A cluster must not outlive its test run, whatever happens to the run: `stop` may never be called (a
 * killed worker, a timeout, Ctrl-C), and a postmaster left behind runs for good. So each cluster has a
 * reaper, a detached process that stops and removes it once the process that started it is gone; and
 * each start first sweeps the clusters of runs that are gone (their owner's pid, written beside the data,
 * is not alive), in case a reaper itself was killed.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  /** Connection URL of the cluster's `postgres` database, as superuser. */
  url: string;
  /** The temporary directory holding the cluster's data, socket and log. */
  directory: string;
  stop(): Promise<void>;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  if (!existsSync(join(BIN, 'initdb')) || !existsSync(join(BIN, 'pg_ctl'))) {
    throw new Error(
      `The server tests need PostgreSQL 15's initdb and pg_ctl in ${BIN}. Install the Debian package ` +
        'postgresql-15 (apt-get install postgresql-15), or set POSTGRES_BIN to the folder holding them.',
    );
  }
  await sweepAbandonedClusters();
  const directory = await mkdtemp(join(tmpdir(), CLUSTER_PREFIX));
  await writeFile(join(directory, OWNER_FILE), String(process.pid));
  if (asRoot()) {
    const [uid, gid] = await Promise.all([userId('-u'), userId('-g')]);
    await chown(directory, uid, gid);
  }
  const dataDir = join(directory, 'data');
  const reaper = startReaper(directory);
  try {
    await postgres('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    const port = await freePort();
    const settings = [
      `-p ${port}`,
      `-k ${directory}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
    ].join(' ');
    await postgres('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(directory, 'postgres.log'),
      '-o',
      settings,
      '-w',
      'start',
    ]);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      directory,
      async stop() {
        reaper.kill();
        await removeCluster(directory);
      },
    };
  } catch (error) {
    reaper.kill();
    await removeCluster(directory);
    throw error;
  }
}

const CLUSTER_PREFIX = 'op-postgres-';
/** The pid of the process that started the cluster, beside its data. */
const OWNER_FILE = 'owner.pid';

const asRoot = () => process.getuid?.() === 0;

function postgres(command: string, args: string[]) {
  return asRoot()
    ? run('runuser', ['-u', 'postgres', '--', join(BIN, command), ...args])
    : run(join(BIN, command), args);
}

/** Stops the cluster in `directory` if it runs, then deletes it. */
async function removeCluster(directory: string): Promise<void> {
  const dataDir = join(directory, 'data');
  if (existsSync(join(dataDir, 'postmaster.pid'))) {
    await postgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
  }
  await rm(directory, { recursive: true, force: true });
}

/** Whether a process runs with this pid (another user's counts). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes every cluster whose owner is gone: what a killed run and its killed reaper left behind. */
export async function sweepAbandonedClusters(): Promise<string[]> {
  const swept: string[] = [];
  for (const name of await readdir(tmpdir())) {
    if (!name.startsWith(CLUSTER_PREFIX)) continue;
    const directory = join(tmpdir(), name);
    const owner = Number(await readFile(join(directory, OWNER_FILE), 'utf8').catch(() => 'NaN'));
    // A cluster without an owner file is being created right now, or is older than this rule: only
    // clusters whose owner is known to be gone are touched.
    if (!Number.isInteger(owner) || isAlive(owner)) continue;
    await removeCluster(directory);
    swept.push(directory);
  }
  return swept;
}

/**
 * A detached process that waits for this one to end and then stops and removes the cluster; `stop` kills
 * it first. It runs this module's own `removeCluster` logic in a few lines of plain Node, so it needs no
 * TypeScript loader.
 */
function startReaper(directory: string) {
  const script = `
    const { execFileSync } = require('node:child_process');
    const { existsSync, rmSync } = require('node:fs');
    const [owner, directory, pgCtl, asRoot] = process.argv.slice(1);
    const alive = () => { try { process.kill(Number(owner), 0); return true; } catch { return false; } };
    const timer = setInterval(() => {
      if (alive()) return;
      clearInterval(timer);
      const dataDir = directory + '/data';
      if (existsSync(dataDir + '/postmaster.pid')) {
        const args = ['-D', dataDir, '-m', 'immediate', '-w', 'stop'];
        try {
          if (asRoot === 'true') execFileSync('runuser', ['-u', 'postgres', '--', pgCtl, ...args]);
          else execFileSync(pgCtl, args);
        } catch {}
      }
      rmSync(directory, { recursive: true, force: true });
    }, 500);
  `;
  const reaper = spawn(
    process.execPath,
    ['-e', script, String(process.pid), directory, join(BIN, 'pg_ctl'), String(asRoot())],
    { detached: true, stdio: 'ignore' },
  );
  reaper.unref();
  return reaper;
}

async function userId(flag: '-u' | '-g'): Promise<number> {
  const { stdout } = await run('id', [flag, 'postgres']);
  return Number(stdout.trim());
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
