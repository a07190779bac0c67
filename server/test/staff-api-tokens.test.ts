/**
 * API tokens for integrations: made by people who may, only with what they may do themselves, shown once,
 * stored hashed, acting with exactly their permissions on their store or account, revocable at once.
 */
import { type ApiToken, NewApiToken, StaffClaimDetail, StaffClaimFeed } from '@orderprotection/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../src/db/schema';
import { DRIVERS, startTestServer, type TestServer } from './support/harness';
import { call, expectError } from './support/http';
import {
  AURORA,
  addPerson,
  auroraGrant,
  BOREALIS,
  type FiledClaim,
  fileClaim,
  seedTwoStores,
  signIn,
  staffCall,
} from './support/staff';

describe.each(DRIVERS)('API tokens on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let auroraClaim: FiledClaim;
  let borealisClaim: FiledClaim;
  beforeAll(async () => {
    server = await startTestServer(driver);
    await seedTwoStores(server);
    admin = await signIn(server, await addPerson(server, [auroraGrant('store_admin')]));
    auroraClaim = await fileClaim(server, AURORA.storeId);
    borealisClaim = await fileClaim(server, BOREALIS.storeId);
  });
  afterAll(() => server.close());

  const makeToken = async (cookie: string, json: Record<string, unknown>, storeId = AURORA.storeId) =>
    staffCall(server, cookie, 'POST', `stores/${storeId}/api-tokens`, { json });
  /** A staff call as an integration makes it: the token, no cookie, no browser Origin. */
  const withToken = (secret: string, method: string, path: string, json?: unknown) =>
    call(server, method, `staff/${path}`, { headers: { authorization: `Bearer ${secret}` }, json });
  const listed = async (storeId = AURORA.storeId) =>
    (await staffCall(server, admin, 'GET', `stores/${storeId}/api-tokens`)).body as ApiToken[];

  it('acts with exactly its permissions on its store, shows its secret once and keeps only a hash', async () => {
    const made = await makeToken(admin, {
      name: 'Helpdesk sync',
      permissions: ['claim:read', 'message:create'],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { token, secret } = NewApiToken.parse(made.body);
    expect(secret).toMatch(/^opk_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(token.secretPrefix)).toBe(true);
    expect(JSON.stringify(await listed())).not.toContain(secret);
    const [row] = await server.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(JSON.stringify(row)).not.toContain(secret);

    const feed = StaffClaimFeed.parse((await withToken(secret, 'GET', 'claims?limit=200')).body);
    expect(feed.claims.map((claim) => claim.id)).toContain(auroraClaim.id);
    expect(feed.claims.map((claim) => claim.storeId)).not.toContain(BOREALIS.storeId);
    const detail = await withToken(secret, 'GET', `claims/${auroraClaim.id}`);
    expect(detail.status).toBe(200);
    expect(StaffClaimDetail.parse(detail.body).allowedMoves).toEqual([]);
    expectError(await withToken(secret, 'GET', `claims/${borealisClaim.id}`), 404);

    const reply = await withToken(secret, 'POST', `claims/${auroraClaim.id}/messages`, {
      messageContent: 'Your replacement ships today.',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body).toMatchObject({ senderType: 'brand', senderName: 'Helpdesk sync' });
    const version = StaffClaimDetail.parse(detail.body).state.version;
    expectError(
      await withToken(secret, 'POST', `claims/${auroraClaim.id}/moves`, { move: 'open', version }),
      403,
    );
    // A token is not a person: no "who am I", and it never makes or revokes tokens.
    expectError(await withToken(secret, 'GET', 'me'), 401);
    expectError(
      await withToken(secret, 'POST', `stores/aurora/api-tokens`, { name: 'x', permissions: ['claim:read'] }),
      401,
    );
    expect((await listed()).find((listedToken) => listedToken.id === token.id)?.lastUsedAt).not.toBeNull();
  });

  it('is refused what it may not do on its own store as a person is: 403, not "Store not found."', async () => {
    const { secret } = NewApiToken.parse(
      (await makeToken(admin, { name: 'Claims only', permissions: ['claim:read'] })).body,
    );
    const support = await signIn(server, await addPerson(server, [auroraGrant('store_support')]));
    const policy = { claimWindowDays: 30, waitingDaysAfterDelivery: 3, maxFilesPerClaim: 10 };
    const byPerson = expectError(
      await staffCall(server, support, 'PUT', 'stores/aurora/policy', { json: policy }),
      403,
    );
    expect(expectError(await withToken(secret, 'PUT', 'stores/aurora/policy', policy), 403)).toBe(byPerson);
    expectError(await withToken(secret, 'PUT', 'stores/borealis/policy', policy), 404);
  });

  it('stops working the moment it is revoked, and stays listed with when', async () => {
    const { token, secret } = NewApiToken.parse(
      (await makeToken(admin, { name: 'Old sync', permissions: ['claim:read'] })).body,
    );
    expect((await withToken(secret, 'GET', 'claims')).status).toBe(200);
    const revoked = await staffCall(server, admin, 'DELETE', `stores/aurora/api-tokens/${token.id}`);
    expect(revoked.status).toBe(200);
    expect(
      (revoked.body as ApiToken[]).find((listedToken) => listedToken.id === token.id)?.revokedAt,
    ).not.toBeNull();
    expect(expectError(await withToken(secret, 'GET', 'claims'), 401)).toBe(
      'This API token is unknown or was revoked.',
    );
    expectError(await withToken('opk_not-a-token-anyone-made', 'GET', 'claims'), 401);
  });

  it('is made only by people who may, with nothing they may not do there themselves', async () => {
    const support = await signIn(server, await addPerson(server, [auroraGrant('store_support')]));
    expectError(await makeToken(support, { name: 'Mine', permissions: ['claim:read'] }), 403);
    const beyond = await makeToken(admin, {
      name: 'Too much',
      permissions: ['claim:read', 'finance-admin:read'],
    });
    expect(expectError(beyond, 403)).toBe(
      'A token can only do what you may do there yourself: not finance-admin:read.',
    );
    // A store admin holds nothing on the account as a whole.
    expectError(
      await makeToken(admin, { name: 'Account', permissions: ['claim:read'], scope: 'account' }),
      403,
    );
    expectError(
      await makeToken(admin, { name: 'Elsewhere', permissions: ['claim:read'] }, BOREALIS.storeId),
      404,
    );
  });

  it("an account's token reaches every store of its account and no other", async () => {
    const accountOwner = await signIn(
      server,
      await addPerson(server, [{ role: 'account_owner', accountId: AURORA.accountId }]),
    );
    const made = await makeToken(accountOwner, {
      name: 'Group reporting',
      permissions: ['claim:read'],
      scope: 'account',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { secret } = NewApiToken.parse(made.body);
    expect((await withToken(secret, 'GET', `claims/${auroraClaim.id}`)).status).toBe(200);
    expectError(await withToken(secret, 'GET', `claims/${borealisClaim.id}`), 404);
  });

  it('acts at most with what its maker may do now: demoted or gone, the maker takes that authority along', async () => {
    const owner = await signIn(server, await addPerson(server, [auroraGrant('store_owner')]));
    const maker = await addPerson(server, [auroraGrant('store_admin')]);
    const { secret } = NewApiToken.parse(
      (
        await makeToken(await signIn(server, maker), {
          name: 'Notes sync',
          permissions: ['claim:read', 'claim-note:create'],
        })
      ).body,
    );
    const note = () =>
      withToken(secret, 'POST', `claims/${auroraClaim.id}/messages`, {
        messageContent: 'Carrier confirmed the loss.',
        internal: true,
      });
    expect((await note()).status).toBe(201);
    // Writing notes is not reading them: the token's view of the claim leaves the note out, its maker's not.
    const messagesOf = async (answer: Promise<{ body: unknown }>) =>
      StaffClaimDetail.parse((await answer).body).claim.claimMessages.map(
        (message) => message.messageContent,
      );
    expect(await messagesOf(withToken(secret, 'GET', `claims/${auroraClaim.id}`))).not.toContain(
      'Carrier confirmed the loss.',
    );
    expect(
      await messagesOf(staffCall(server, await signIn(server, maker), 'GET', `claims/${auroraClaim.id}`)),
    ).toContain('Carrier confirmed the loss.');

    const demoted = await staffCall(server, owner, 'PUT', `stores/aurora/team/${maker.id}`, {
      json: { role: 'store_support' },
    });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    expectError(await note(), 403);
    expect((await withToken(secret, 'GET', `claims/${auroraClaim.id}`)).status).toBe(200);

    expect((await staffCall(server, owner, 'DELETE', `stores/aurora/team/${maker.id}`)).status).toBe(200);
    expectError(await withToken(secret, 'GET', `claims/${auroraClaim.id}`), 404);
    const feed = StaffClaimFeed.parse((await withToken(secret, 'GET', 'claims')).body);
    expect(feed.claims).toEqual([]);
  });
});
