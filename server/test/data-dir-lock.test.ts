/**
 * One process at a time on a PGlite data directory. This test process holds the directory open as a
 * started server does (the same `openDatabase`); the commands run beside it are refused, write nothing,
 * and its data stays as it was.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../src/db/data-dir-lock';
import { type Database, openDatabase } from '../src/db/database';
import { people } from '../src/db/schema';
import { mailDirectory } from '../src/modules/mail/mailer';
import { createAuth, createPerson } from '../src/modules/people/auth';
import { runServerScript } from './support/cli';
import { startServerProcess } from './support/server-process';

const SIGNING_SECRET = 'a-signing-secret-for-the-lock-test-0123456789';

describe('a PGlite data directory held open by a server', () => {
  let directory: string;
  let environment: Record<string, string>;
  let database: Database;
  const lockedMessage = () =>
    `The database in ${join(directory, 'pglite')} is open in another process (pid ${process.pid})`;
  const peopleNow = () => database.db.select({ email: people.email }).from(people);

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'op-lock-'));
    environment = { DATA_DIR: directory, SIGNING_SECRET, DATABASE_URL: '' };
    database = await openDatabase({ driver: 'pglite', dataDir: join(directory, 'pglite') });
    const auth = createAuth({
      db: database.db,
      secret: SIGNING_SECRET,
      publicUrl: undefined,
      mailer: mailDirectory(join(directory, 'mail'), 'console@example.com'),
    });
    await createPerson(auth, { email: 'first@example.com', name: 'First', password: 'first-password-long' });
  });
  afterAll(async () => {
    await database.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('refuses people:create beside it, saying who holds it and what to do, and writes nothing', async () => {
    const beside = await runServerScript(
      'src/people-cli.ts',
      ['--email', 'second@example.com', '--role', 'orderprotection_admin'],
      environment,
    );
    expect(beside.code, beside.output).toBe(1);
    expect(beside.output).toContain(lockedMessage());
    expect(beside.output).toContain(
      `stop that server first (Ctrl-C in its terminal, or kill ${process.pid})`,
    );
    expect(beside.output).not.toContain('Their password');
    expect(await peopleNow()).toEqual([{ email: 'first@example.com' }]);
  });

  it('refuses data:import beside it', async () => {
    const importFile = join(directory, 'import.json');
    await writeFile(importFile, JSON.stringify({ stores: [] }));
    const imported = await runServerScript('src/import-cli.ts', [importFile], environment);
    expect(imported.code, imported.output).toBe(1);
    expect(imported.output).toContain(lockedMessage());
  });

  it('refuses a second server on it', async () => {
    await expect(startServerProcess(environment)).rejects.toThrow(lockedMessage());
  });

  it('refuses a second open in the same process', async () => {
    await expect(
      openDatabase({ driver: 'pglite', dataDir: join(directory, 'pglite') }),
    ).rejects.toBeInstanceOf(DataDirLockedError);
    expect(await peopleNow()).toEqual([{ email: 'first@example.com' }]);
  });

  it('lets the directory go when closed, and takes over the lock of a process that is gone', async () => {
    const dataDir = join(directory, 'another');
    const first = await openDatabase({ driver: 'pglite', dataDir });
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeFile(`${dataDir}.lock`, JSON.stringify({ pid: gone.pid, processStart: null }));
    const reopened = await openDatabase({ driver: 'pglite', dataDir });
    await reopened.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
