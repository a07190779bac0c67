/**
 * A throwaway PostgreSQL 15 cluster for the tests: initdb in a temporary directory, started on 127.0.0.1
 * on a free port with durability turned off (it is deleted afterwards), stopped and removed by `stop`.
 * PostgreSQL refuses to run as root, so as root the binaries run as the `postgres` user via runuser.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  /** Connection URL of the cluster's `postgres` database, as superuser. */
  url: string;
  stop(): Promise<void>;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  if (!existsSync(join(BIN, 'initdb')) || !existsSync(join(BIN, 'pg_ctl'))) {
    throw new Error(
      `The server tests need PostgreSQL 15's initdb and pg_ctl in ${BIN}. Install the Debian package ` +
        'postgresql-15 (apt-get install postgresql-15), or set POSTGRES_BIN to the folder holding them.',
    );
  }
  const asRoot = process.getuid?.() === 0;
  const directory = await mkdtemp(join(tmpdir(), 'op-postgres-'));
  if (asRoot) {
    const [uid, gid] = await Promise.all([userId('-u'), userId('-g')]);
    await chown(directory, uid, gid);
  }
  const postgres = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(BIN, command), ...args])
      : run(join(BIN, command), args);
  const dataDir = join(directory, 'data');
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
      async stop() {
        await postgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
        await rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
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
