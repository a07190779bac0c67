/**
 * The demo people's passwords are stored already hashed (src/demo/demo-people.ts): each hash must be its
 * password's as better-auth hashes and checks passwords, or the demo people could not sign in.
 */
import { verifyPassword } from 'better-auth/crypto';
import { expect, it } from 'vitest';
import { DEMO_PEOPLE } from '../src/demo/demo-people';

it("holds each demo person's password hashed as better-auth checks it, each with a salt of its own", async () => {
  for (const person of DEMO_PEOPLE) {
    expect(await verifyPassword({ hash: person.passwordHash, password: person.password })).toBe(true);
    expect(await verifyPassword({ hash: person.passwordHash, password: `${person.password}!` })).toBe(false);
  }
  const salts = DEMO_PEOPLE.map((person) => person.passwordHash.split(':')[0]);
  expect(new Set(salts).size).toBe(DEMO_PEOPLE.length);
});
