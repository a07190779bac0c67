/**
 * Sign-in for people by better-auth on this database (PGlite and PostgreSQL): the session cookie and what
 * it reaches, rate-limited sign-in, cross-site writes, two-factor and password reset.
 */
import { request } from 'node:http';
import { StaffMe } from '@orderprotection/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed, testStore } from './support/fixtures';
import { DRIVERS, startTestServer, type TestServer } from './support/harness';
import { type Answer, call, expectError } from './support/http';
import { addPerson, sessionCookieOf, signIn, staffCall } from './support/staff';
import { totp } from './support/totp';

describe.each(DRIVERS)('staff sign-in on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
    await seed(server, {
      stores: [testStore({ id: 'aurora', account: { id: 'aurora-group', name: 'Aurora Group' } })],
    });
  });
  afterAll(() => server.close());

  it('signs a person in with a cookie only the staff API receives, and knows them by it', async () => {
    const person = await addPerson(server, [{ role: 'store_support', storeId: 'aurora' }]);
    const answer = await call(server, 'POST', 'staff/auth/sign-in/email', {
      json: { email: person.email, password: person.password },
      headers: { origin: server.origin },
    });
    expect(answer.status).toBe(200);
    const header = answer.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('op_console.session_token='));
    expect(header).toMatch(/; Path=\/api\/staff(;|$)/);
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Lax/i);
    // Plain http here: a Secure cookie would never come back.
    expect(header).not.toMatch(/; Secure/i);

    // Only the HttpOnly cookie carries the session: no script on the page can read it from an answer.
    const token = decodeURIComponent(sessionCookieOf(answer).split('=')[1] ?? '').split('.')[0] ?? '';
    expect(token.length).toBeGreaterThan(10);
    expect(JSON.stringify(answer.body)).not.toContain(token);
    const session = await staffCall(server, sessionCookieOf(answer), 'GET', 'auth/get-session');
    expect(session.body).toMatchObject({ user: { email: person.email } });
    expect(JSON.stringify(session.body)).not.toContain(token);
    const sessions = await staffCall(server, sessionCookieOf(answer), 'GET', 'auth/list-sessions');
    expect(sessions.body).toMatchObject([{ userId: person.id }]);
    expect(JSON.stringify(sessions.body)).not.toContain(token);

    const me = await staffCall(server, sessionCookieOf(answer), 'GET', 'me');
    expect(me.status).toBe(200);
    expect(StaffMe.parse(me.body)).toMatchObject({
      id: person.id,
      email: person.email,
      grants: [{ role: 'store_support', storeId: 'aurora' }],
      stores: [{ id: 'aurora', accountId: 'aurora-group' }],
    });
    expectError(await call(server, 'GET', 'staff/me'), 401);
    expectError(
      await call(server, 'GET', 'staff/me', { headers: { cookie: 'op_console.session_token=forged.value' } }),
      401,
    );
  });

  it('refuses sign-up: people are created by those who may', async () => {
    const answer = await call(server, 'POST', 'staff/auth/sign-up/email', {
      json: { email: 'new@example.com', password: 'a-long-password', name: 'New' },
      headers: { origin: server.origin },
    });
    expectError(answer, 404);
  });

  it('slows down guessing: the sixth sign-in within a minute from one client answers 429', async () => {
    const person = await addPerson(server, []);
    const client = '198.51.100.77';
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push(
        await call(server, 'POST', 'staff/auth/sign-in/email', {
          json: { email: person.email, password: 'not-the-password' },
          headers: { origin: server.origin },
          client,
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429]);
    // Answered as every limit of the API is: the shared error shape and a standard Retry-After.
    const limited = answers[5] as Answer;
    expect(expectError(limited, 429)).toBe('Too many attempts. Please wait a minute and try again.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(limited.headers.get('x-retry-after')).toBeNull();
    // Another client is not held back by this one's guesses.
    expect(await signIn(server, person, '198.51.100.78')).toContain('op_console.session_token=');
  });

  it("refuses a cookie-authenticated write sent from another site's page", async () => {
    const person = await addPerson(server, [{ role: 'store_support', storeId: 'aurora' }]);
    const cookie = await signIn(server, person);
    const forged = await call(server, 'POST', 'staff/auth/sign-out', {
      json: {},
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect((await staffCall(server, cookie, 'GET', 'me')).status).toBe(200);
    // Signing out from the console's own page ends the session at once, though its last call was just now.
    const signedOut = await staffCall(server, cookie, 'POST', 'auth/sign-out', { json: {} });
    expect(signedOut.status, JSON.stringify(signedOut.body)).toBe(200);
    expectError(await staffCall(server, cookie, 'GET', 'me'), 401);
  });

  it('refuses a write a page of another site could send without asking, though it names no Origin', async () => {
    const person = await addPerson(server, [{ role: 'store_support', storeId: 'aurora' }]);
    const cookie = await signIn(server, person);
    const signOut = (headers: Record<string, string>, body?: string) =>
      call(server, 'POST', 'staff/auth/sign-out', { headers: { cookie, ...headers }, body });
    // A form posted from another site, which the browser marks as such.
    const fromForm = await signOut({
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'cross-site',
    });
    expect(expectError(fromForm, 403)).toBe('This request came from another site.');
    // A plain-text body with no mark of where it came from (a browser that sends neither header).
    expectError(await signOut({ 'content-type': 'text/plain' }, 'x'), 403);
    expectError(await signOut({}), 403);
    expect((await staffCall(server, cookie, 'GET', 'me')).status).toBe(200);

    // The console's own page, marked same-origin by the browser, signs out without naming its Origin.
    const own = await signOut({ 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, '{}');
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expectError(await staffCall(server, cookie, 'GET', 'me'), 401);

    // A form without fields, posted from a sibling subdomain (same site: the Lax cookie goes along).
    const owner = await signIn(server, await addPerson(server, [{ role: 'store_owner', storeId: 'aurora' }]));
    const admin = await addPerson(server, [{ role: 'store_admin', storeId: 'aurora' }]);
    const handedOver = await call(server, 'POST', `staff/stores/aurora/team/${admin.id}/ownership`, {
      headers: {
        cookie: owner,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-site',
      },
    });
    expectError(handedOver, 403);

    // A client that is no browser (curl) sends JSON with neither header: no page could have sent it.
    const again = await signIn(server, person);
    const curl = await call(server, 'POST', 'staff/auth/sign-out', { json: {}, headers: { cookie: again } });
    expect(curl.status, JSON.stringify(curl.body)).toBe(200);
  });

  it('asks for a TOTP code after the password once two-factor is on', async () => {
    const person = await addPerson(server, []);
    const cookie = await signIn(server, person);
    const enabled = await staffCall(server, cookie, 'POST', 'auth/two-factor/enable', {
      json: { password: person.password },
    });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    const secret = new URL((enabled.body as { totpURI: string }).totpURI).searchParams.get('secret') ?? '';
    const confirmed = await staffCall(server, cookie, 'POST', 'auth/two-factor/verify-totp', {
      json: { code: totp(secret) },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    const first = await call(server, 'POST', 'staff/auth/sign-in/email', {
      json: { email: person.email, password: person.password },
      headers: { origin: server.origin },
    });
    expect(first.body).toMatchObject({ twoFactorRedirect: true });
    expect(
      first.headers.getSetCookie().some((header) => header.startsWith('op_console.session_token=op')),
    ).toBe(false);
    const pending = first.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const wrong = await call(server, 'POST', 'staff/auth/two-factor/verify-totp', {
      json: { code: totp(secret) === '000000' ? '111111' : '000000' },
      headers: { cookie: pending, origin: server.origin },
    });
    expect(wrong.status).toBe(401);
    const verified = await call(server, 'POST', 'staff/auth/two-factor/verify-totp', {
      json: { code: totp(secret) },
      headers: { cookie: pending, origin: server.origin },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect((await staffCall(server, sessionCookieOf(verified), 'GET', 'me')).status).toBe(200);
  });

  it('resets a forgotten password through a link sent by email', async () => {
    const person = await addPerson(server, []);
    const sentBefore = server.mail.length;
    const asked = await call(server, 'POST', 'staff/auth/request-password-reset', {
      json: { email: person.email, redirectTo: `${server.origin}/console/reset-password` },
      headers: { origin: server.origin },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const [email] = server.mail.slice(sentBefore);
    expect(email).toMatchObject({ to: person.email, subject: 'Reset your OrderProtection password' });
    // The mailed link leads to the console's reset page with the token.
    const link = email?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    const resetPage = new URL(opened.headers.get('location') ?? '', server.origin);
    expect(resetPage.pathname).toBe('/console/reset-password');
    const token = resetPage.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(10);

    const reset = await call(server, 'POST', 'staff/auth/reset-password', {
      json: { token, newPassword: 'a-brand-new-password' },
      headers: { origin: server.origin },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(
      (
        await call(server, 'POST', 'staff/auth/sign-in/email', {
          json: { email: person.email, password: person.password },
          headers: { origin: server.origin },
        })
      ).status,
    ).toBe(401);
    await signIn(server, { ...person, password: 'a-brand-new-password' });
    // An address nobody has gets the same answer and no email.
    const unknown = await call(server, 'POST', 'staff/auth/request-password-reset', {
      json: { email: 'nobody@example.com', redirectTo: `${server.origin}/console/reset-password` },
      headers: { origin: server.origin },
    });
    expect(unknown.status).toBe(200);
    expect(server.mail.filter((message) => message.to === 'nobody@example.com')).toEqual([]);
  });

  it("never mails a reset link on a host the request names, only on the server's own", async () => {
    const person = await addPerson(server, []);
    const sentBefore = server.mail.length;
    // fetch will not send another Host than the URL's; an attacker's client will.
    const status = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ email: person.email, redirectTo: 'http://evil.example/reset' });
      const sent = request(
        `${server.origin}/api/staff/auth/request-password-reset`,
        {
          method: 'POST',
          headers: {
            host: 'evil.example',
            origin: 'http://evil.example',
            'content-type': 'application/json',
          },
        },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(server.mail.slice(sentBefore).filter((message) => message.text.includes('evil.example'))).toEqual(
      [],
    );
  });
});
