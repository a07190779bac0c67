/** `npm run people:create`: how a real install gets its first owner, who can then sign in. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StaffMe } from '@orderprotection/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runServerScript } from './support/cli';
import { seed, testStore } from './support/fixtures';
import { startTestServer, type TestServer } from './support/harness';
import { signIn, staffCall } from './support/staff';

describe('npm run people:create', () => {
  let server: TestServer;
  let directory: string;
  let environment: Record<string, string>;
  beforeAll(async () => {
    // The command and the server share one PostgreSQL database, as on a real install.
    server = await startTestServer('postgres');
    await seed(server, {
      stores: [testStore({ id: 'aurora', account: { id: 'aurora-group', name: 'Aurora Group' } })],
    });
    directory = await mkdtemp(join(tmpdir(), 'op-people-'));
    environment = {
      DATABASE_URL: server.databaseUrl ?? '',
      DATA_DIR: directory,
      SIGNING_SECRET: server.config.signingSecret,
    };
  });
  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('creates the first owner with a password shown once, who then signs in with that role', async () => {
    const created = await runServerScript(
      'src/people-cli.ts',
      ['--email', 'Jo@Example.com', '--name', 'Jo Owner', '--role', 'store_owner', '--store', 'aurora'],
      environment,
    );
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain('Created jo@example.com: store_owner of aurora.');
    const password = /Their password, shown only now: (\S+)/.exec(created.output)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);

    const again = await runServerScript(
      'src/people-cli.ts',
      ['--email', 'jo@example.com', '--role', 'account_admin', '--account', 'aurora-group'],
      environment,
    );
    expect(again.output).toContain('Updated jo@example.com: account_admin of aurora-group.');
    expect(again.output).not.toContain('password');

    const cookie = await signIn(server, { id: '', email: 'jo@example.com', password });
    const me = StaffMe.parse((await staffCall(server, cookie, 'GET', 'me')).body);
    expect(me.grants).toEqual([
      { role: 'store_owner', storeId: 'aurora' },
      { role: 'account_admin', accountId: 'aurora-group' },
    ]);
  });

  it('says what is missing or wrong', async () => {
    const cases: [string[], string][] = [
      [[], 'Usage: npm run people:create -- --email EMAIL --role ROLE'],
      [['--email', 'a@example.com', '--role', 'boss'], '"boss" is not a role.'],
      [['--email', 'a@example.com', '--role', 'store_owner'], 'storeId is required'],
      [
        ['--email', 'a@example.com', '--role', 'store_owner', '--store', 'atlantis'],
        'There is no store "atlantis"',
      ],
    ];
    for (const [args, message] of cases) {
      const answer = await runServerScript('src/people-cli.ts', args, environment);
      expect(answer.code, answer.output).toBe(1);
      expect(answer.output).toContain(message);
    }
  });
});
