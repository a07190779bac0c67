/** `npm run people:create`: how a real install gets its first owner, who can then sign in. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError, PASSWORD_CHANGE_REQUIRED, StaffMe } from '@orderprotection/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonCommand } from '../src/cli/create-person';
import { runServerCommand, runServerScript } from './support/cli';
import { seed, testStore } from './support/fixtures';
import { startTestServer, type TestServer } from './support/harness';
import { expectError } from './support/http';
import { sessionCookieOf, signIn, staffCall } from './support/staff';

describe('npm run people:create', () => {
  let server: TestServer;
  let directory: string;
  let environment: Record<string, string>;
  let firstPassword = '';
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

    const again = await runServerCommand(
      createPersonCommand,
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
    firstPassword = password;
  });

  it('makes the first owner choose their own password before anything else, ending their other sessions', async () => {
    const owner = { id: '', email: 'jo@example.com', password: firstPassword };
    const elsewhere = await signIn(server, owner);
    const cookie = await signIn(server, owner);
    expect(StaffMe.parse((await staffCall(server, cookie, 'GET', 'me')).body).mustChangePassword).toBe(true);
    const refused = await staffCall(server, cookie, 'GET', 'stores/aurora/team');
    expectError(refused, 403);
    expect(ApiError.parse(refused.body).data).toEqual({ reason: PASSWORD_CHANGE_REQUIRED });

    const wrongCurrent = await staffCall(server, cookie, 'POST', 'auth/change-password', {
      json: {
        currentPassword: 'not-the-password',
        newPassword: 'my-own-password',
        revokeOtherSessions: true,
      },
    });
    expect(wrongCurrent.status).toBe(400);
    const changed = await staffCall(server, cookie, 'POST', 'auth/change-password', {
      json: { currentPassword: firstPassword, newPassword: 'my-own-password', revokeOtherSessions: true },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const renewed = sessionCookieOf(changed);

    const me = StaffMe.parse((await staffCall(server, renewed, 'GET', 'me')).body);
    expect(me.mustChangePassword).toBe(false);
    expect((await staffCall(server, renewed, 'GET', 'stores/aurora/team')).status).toBe(200);
    expectError(await staffCall(server, elsewhere, 'GET', 'me'), 401);
    await signIn(server, { ...owner, password: 'my-own-password' });
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
      const answer = await runServerCommand(createPersonCommand, args, environment);
      expect(answer.code, answer.output).toBe(1);
      expect(answer.output).toContain(message);
    }
  });
});
