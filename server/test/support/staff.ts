/** People, sign-in and calls of the staff side, over real HTTP as the console makes them. */
import { type Claim, isAccountRole, isStoreRole, type Role, type RoleGrant } from '@orderprotection/domain';
import { expect } from 'vitest';
import { createPerson } from '../../src/modules/people/auth';
import { grantRole } from '../../src/modules/people/grants';
import {
  claimIdOf,
  lookUp,
  type OrderInput,
  seed,
  seedOrder,
  submission,
  submit,
  testStore,
} from './fixtures';
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

/** Two stores of two accounts: what the staff tests keep apart. */
export const AURORA = { storeId: 'aurora', accountId: 'aurora-group' };
export const BOREALIS = { storeId: 'borealis', accountId: 'borealis-co' };

export function seedTwoStores(server: TestServer): Promise<void> {
  return seed(server, {
    stores: [
      testStore({
        id: AURORA.storeId,
        name: 'Aurora',
        account: { id: AURORA.accountId, name: 'Aurora Group' },
      }),
      testStore({
        id: BOREALIS.storeId,
        name: 'Borealis',
        account: { id: BOREALIS.accountId, name: 'Borealis Co' },
      }),
    ],
  });
}

/** The grant of `role` that reaches Aurora: its store, its account, or every store. */
export function auroraGrant(role: Role): RoleGrant {
  if (isStoreRole(role)) return { role, storeId: AURORA.storeId };
  if (isAccountRole(role)) return { role, accountId: AURORA.accountId };
  return { role };
}

export interface FiledClaim {
  /** What staff calls name it by. */
  id: string;
  /** The customer's link token. */
  token: string;
  orderNumber: string;
  email: string;
  claimNumber: string;
}

/** Files a claim for two of three mugs; `order` changes the order it is filed on (its lines' prices, say). */
export async function fileClaim(
  server: TestServer,
  storeId: string,
  sku = 'SKU-MUG',
  order: Partial<OrderInput> = {},
): Promise<FiledClaim> {
  const seeded = await seedOrder(server, {
    storeId,
    orderItems: [
      { sourceItemId: 'mug', productName: 'Blue mug', quantity: 3, price: 10, sku },
      { sourceItemId: 'tee', productName: 'Tee', quantity: 1, price: 20 },
    ],
    ...order,
  });
  const { token } = await lookUp(server, seeded);
  const filed = await submit(server, seeded, token, submission(seeded, [{ item: 'mug', quantity: 2 }]));
  expect(filed.status, JSON.stringify(filed.body)).toBe(201);
  const claim = filed.body as Claim;
  return {
    id: await claimIdOf(server, claim.id),
    token: claim.id,
    orderNumber: seeded.orderNumber,
    email: seeded.email,
    claimNumber: claim.claimNumber,
  };
}
