/**
 * Whatever ends a session or changes what it may do applies at the next call on this process: an attacker
 * who kept every cookie a signed-in browser held (the session token and any cached copy of the session)
 * and replays them right after is refused, though the session was checked and remembered just before.
 */
import { StaffMe } from '@orderprotection/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed, testStore } from './support/fixtures';
import { DRIVERS, startTestServer, type TestServer } from './support/harness';
import { type Answer, call, expectError } from './support/http';
import { addPerson, signIn, staffCall, type TestPerson } from './support/staff';
import { totp } from './support/totp';

/** Every cookie an answer sets, as one Cookie header: what a browser holding the session would send. */
function cookiesOf(answer: Answer): string {
  return answer.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .filter((pair) => pair !== undefined && !pair.endsWith('='))
    .join('; ');
}

describe.each(DRIVERS)('ending a staff session on %s', (driver) => {
  let server: TestServer;
  let owner: string;
  beforeAll(async () => {
    server = await startTestServer(driver);
    await seed(server, {
      stores: [testStore({ id: 'aurora', account: { id: 'aurora-group', name: 'Aurora Group' } })],
    });
    owner = await signIn(server, await addPerson(server, [{ role: 'store_owner', storeId: 'aurora' }]));
  });
  afterAll(() => server.close());

  /** Signs in from a client of its own and answers every cookie set, once the session was used. */
  const signedIn = async (person: TestPerson): Promise<string> => {
    const answer = await call(server, 'POST', 'staff/auth/sign-in/email', {
      json: { email: person.email, password: person.password },
      headers: { origin: server.origin },
      client: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const cookies = cookiesOf(answer);
    // Used once, so this process remembers it: the replay below must not be answered from memory.
    expect((await staffCall(server, cookies, 'GET', 'me')).status).toBe(200);
    return cookies;
  };
  const me = (cookies: string) => staffCall(server, cookies, 'GET', 'me');

  it('refuses the cookies of a session signed out, replayed right after', async () => {
    const cookies = await signedIn(await addPerson(server, []));
    const out = await staffCall(server, cookies, 'POST', 'auth/sign-out', { json: {} });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expectError(await me(cookies), 401);
  });

  it('refuses a session revoked from another one', async () => {
    const person = await addPerson(server, []);
    const laptop = await signedIn(person);
    const phone = await signedIn(person);
    const revoked = await staffCall(server, phone, 'POST', 'auth/revoke-other-sessions', { json: {} });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expectError(await me(laptop), 401);
    expect((await me(phone)).status).toBe(200);
  });

  it('ends every other session when the password is changed, and keeps the one that changed it', async () => {
    const person = await addPerson(server, []);
    const laptop = await signedIn(person);
    const phone = await signedIn(person);
    const changed = await staffCall(server, phone, 'POST', 'auth/change-password', {
      json: { currentPassword: person.password, newPassword: 'another-long-password' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expectError(await me(laptop), 401);
    expect((await me(phone)).status).toBe(200);
  });

  it('ends every session when the password is reset', async () => {
    const person = await addPerson(server, []);
    const cookies = await signedIn(person);
    const sentBefore = server.mail.length;
    await call(server, 'POST', 'staff/auth/request-password-reset', {
      json: { email: person.email, redirectTo: `${server.origin}/console/reset-password` },
      headers: { origin: server.origin },
    });
    const link = server.mail.slice(sentBefore)[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    const opened = await fetch(link, { redirect: 'manual' });
    const token = new URL(opened.headers.get('location') ?? '', server.origin).searchParams.get('token');
    const reset = await call(server, 'POST', 'staff/auth/reset-password', {
      json: { token, newPassword: 'a-brand-new-password' },
      headers: { origin: server.origin },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expectError(await me(cookies), 401);
  });

  it('refuses the session two-factor replaced when it was turned off', async () => {
    const person = await addPerson(server, []);
    let cookies = await signedIn(person);
    const enabled = await staffCall(server, cookies, 'POST', 'auth/two-factor/enable', {
      json: { password: person.password },
    });
    const secret = new URL((enabled.body as { totpURI: string }).totpURI).searchParams.get('secret') ?? '';
    const confirmed = await staffCall(server, cookies, 'POST', 'auth/two-factor/verify-totp', {
      json: { code: totp(secret) },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    cookies = cookiesOf(confirmed) || cookies;
    expect((await me(cookies)).status).toBe(200);
    const disabled = await staffCall(server, cookies, 'POST', 'auth/two-factor/disable', {
      json: { password: person.password },
    });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expectError(await me(cookies), 401);
    expect(StaffMe.parse((await me(cookiesOf(disabled))).body).twoFactorEnabled).toBe(false);
  });

  it("applies a role change and a removal from the team at the person's next call", async () => {
    const person = await addPerson(server, [{ role: 'store_admin', storeId: 'aurora' }]);
    const cookies = await signedIn(person);
    expect((await staffCall(server, cookies, 'GET', 'stores/aurora/settings')).status).toBe(200);

    const demoted = await staffCall(server, owner, 'PUT', `stores/aurora/team/${person.id}`, {
      json: { role: 'store_support' },
    });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    expect(StaffMe.parse((await me(cookies)).body).grants).toEqual([
      { role: 'store_support', storeId: 'aurora' },
    ]);

    const removed = await staffCall(server, owner, 'DELETE', `stores/aurora/team/${person.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(StaffMe.parse((await me(cookies)).body)).toMatchObject({ grants: [], stores: [] });
    expectError(await staffCall(server, cookies, 'GET', 'stores/aurora/settings'), 404);
  });
});
