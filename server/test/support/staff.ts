/** People, sign-in and calls of the staff side, over real HTTP as the console makes them. */
import type { RoleGrant } from '@orderprotection/domain';
import { expect } from 'vitest';
import { createPerson } from '../../src/modules/people/auth';
import { grantRole } from '../../src/modules/people/grants';
import type { TestServer } from './harness';
import { type Answer, type CallOptions, call } from './http';

export interface TestPerson {
  id: string;
  email: string;
  password: string;
}

let people = 0;

export async function addPerson(server: TestServer, grants: readonly RoleGrant[]): Promise<TestPerson> {
  people += 1;
  const email = `person-${people}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = `password-of-${people}-long-enough`;
  const id = await createPerson(server.auth, { email, name: `Person ${people}`, password });
  for (const grant of grants) await grantRole(server.db, id, grant);
  return { id, email, password };
}

/** The session cookie (`name=value`) a successful sign-in sets. */
export function sessionCookieOf(answer: Answer): string {
  const cookie = answer.headers
    .getSetCookie()
    .find((header) => header.startsWith('op_console.session_token='));
  expect(cookie, JSON.stringify(answer.body)).toBeDefined();
  return cookie?.split(';')[0] ?? '';
}

export async function signIn(server: TestServer, person: TestPerson, client?: string): Promise<string> {
  const answer = await call(server, 'POST', 'staff/auth/sign-in/email', {
    json: { email: person.email, password: person.password },
    headers: { origin: server.origin },
    // Sign-in is rate limited per client: each sign-in of a test comes from an address of its own.
    client:
      client ??
      `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return sessionCookieOf(answer);
}

/** A call with the session cookie, from the console's own origin as a browser would send it. */
export function staffCall(
  server: TestServer,
  cookie: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  return call(server, method, `staff/${path}`, {
    ...options,
    headers: { cookie, origin: server.origin, ...options.headers },
  });
}
