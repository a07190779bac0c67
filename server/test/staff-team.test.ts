/**
 * A store's team: invitations by email that become a sign-in, role changes, removal and the handing over
 * of ownership, each only within the reach the domain gives the person acting (`teamChangeRefusal`).
 */
import { can, roles, StaffMe, type TeamMember } from '@orderprotection/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, startTestServer, type TestServer } from './support/harness';
import { call, expectError } from './support/http';
import {
  AURORA,
  addPerson,
  auroraGrant,
  BOREALIS,
  seedTwoStores,
  signIn,
  staffCall,
  type TestPerson,
} from './support/staff';

describe.each(DRIVERS)("a store's team on %s", (driver) => {
  let server: TestServer;
  let owner: TestPerson;
  let ownerCookie: string;
  beforeAll(async () => {
    server = await startTestServer(driver);
    await seedTwoStores(server);
    owner = await addPerson(server, [auroraGrant('store_owner')]);
    ownerCookie = await signIn(server, owner);
  });
  afterAll(() => server.close());

  const team = async (cookie: string) => {
    const answer = await staffCall(server, cookie, 'GET', 'stores/aurora/team');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as TeamMember[];
  };
  const memberWith = async (email: string) =>
    (await team(ownerCookie)).find((member) => member.email === email);

  it('invites someone new by email; their link lets them choose a password and sign in with the role', async () => {
    const sentBefore = server.mail.length;
    const invited = await staffCall(server, ownerCookie, 'POST', 'stores/aurora/team', {
      json: { email: 'New.Member@Example.com', name: 'New Member', role: 'store_support' },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(
      (invited.body as TeamMember[]).find((member) => member.email === 'new.member@example.com'),
    ).toMatchObject({
      name: 'New Member',
      storeRole: 'store_support',
      invitationPending: true,
    });

    const [email] = server.mail.slice(sentBefore);
    expect(email).toMatchObject({
      to: 'new.member@example.com',
      subject: "You're invited to the OrderProtection console",
    });
    const link = new URL(email?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    expect(link.origin).toBe(server.origin);
    const token = link.pathname.split('/').at(-1) ?? '';
    const chosen = await call(server, 'POST', 'staff/auth/reset-password', {
      json: { token, newPassword: 'my-own-long-password' },
      headers: { origin: server.origin },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);

    const cookie = await signIn(server, {
      id: '',
      email: 'new.member@example.com',
      password: 'my-own-long-password',
    });
    const me = StaffMe.parse((await staffCall(server, cookie, 'GET', 'me')).body);
    expect(me.grants).toEqual([{ role: 'store_support', storeId: AURORA.storeId }]);
    expect((await memberWith('new.member@example.com'))?.invitationPending).toBe(false);

    // Someone on the team already is changed, not invited twice.
    const twice = await staffCall(server, ownerCookie, 'POST', 'stores/aurora/team', {
      json: { email: 'new.member@example.com', name: 'New Member', role: 'store_user' },
    });
    expect(expectError(twice, 409)).toMatch(/on this team already/);
  });

  it('gives someone who already signs in elsewhere the role at once, without an invitation', async () => {
    const elsewhere = await addPerson(server, [{ role: 'store_admin', storeId: BOREALIS.storeId }]);
    const sentBefore = server.mail.length;
    const added = await staffCall(server, ownerCookie, 'POST', 'stores/aurora/team', {
      json: { email: elsewhere.email, name: 'Ignored', role: 'store_user' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(server.mail.length).toBe(sentBefore);
    const me = StaffMe.parse((await staffCall(server, await signIn(server, elsewhere), 'GET', 'me')).body);
    expect(me.stores.map((store) => store.id).sort()).toEqual(['aurora', 'borealis']);
  });

  it("keeps an admin within an admin's reach, and nobody acts on themselves", async () => {
    const admin = await addPerson(server, [auroraGrant('store_admin')]);
    const adminCookie = await signIn(server, admin);
    const support = await addPerson(server, [auroraGrant('store_support')]);
    const ownerId = (await memberWith(owner.email))?.id ?? '';
    const adminId = (await memberWith(admin.email))?.id ?? '';

    const inviteOwner = await staffCall(server, adminCookie, 'POST', 'stores/aurora/team', {
      json: { email: 'would-be-owner@example.com', name: 'Owner Two', role: 'store_owner' },
    });
    expect(expectError(inviteOwner, 403)).toBe(
      'Only someone who may do everything a Store Owner may do can give or take that role.',
    );
    expectError(
      await staffCall(server, adminCookie, 'PUT', `stores/aurora/team/${ownerId}`, {
        json: { role: 'store_user' },
      }),
      403,
    );
    expectError(await staffCall(server, adminCookie, 'DELETE', `stores/aurora/team/${ownerId}`), 403);
    expect(
      expectError(await staffCall(server, adminCookie, 'DELETE', `stores/aurora/team/${adminId}`), 403),
    ).toBe('Nobody changes their own role: ask another owner or admin.');
    expectError(await staffCall(server, adminCookie, 'POST', `stores/aurora/team/${adminId}/ownership`), 403);
    expect((await memberWith(owner.email))?.storeRole).toBe('store_owner');

    // Within reach: the admin moves support down to a store user, then takes them off the team.
    const supportId = (await memberWith(support.email))?.id ?? '';
    const changed = await staffCall(server, adminCookie, 'PUT', `stores/aurora/team/${supportId}`, {
      json: { role: 'store_user' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const supportCookie = await signIn(server, support);
    expect(StaffMe.parse((await staffCall(server, supportCookie, 'GET', 'me')).body).grants).toEqual([
      { role: 'store_user', storeId: AURORA.storeId },
    ]);
    expect((await staffCall(server, adminCookie, 'DELETE', `stores/aurora/team/${supportId}`)).status).toBe(
      200,
    );
    expect(await memberWith(support.email)).toBeUndefined();
    expect(StaffMe.parse((await staffCall(server, supportCookie, 'GET', 'me')).body).stores).toEqual([]);
  });

  it('hands ownership over: the new owner owns, the previous one stays as an admin', async () => {
    const handingOver = await addPerson(server, [auroraGrant('store_owner')]);
    const successor = await addPerson(server, [auroraGrant('store_admin')]);
    const successorId = (await memberWith(successor.email))?.id ?? '';
    const answer = await staffCall(
      server,
      await signIn(server, handingOver),
      'POST',
      `stores/aurora/team/${successorId}/ownership`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const members = answer.body as TeamMember[];
    expect(members.find((member) => member.email === successor.email)?.storeRole).toBe('store_owner');
    expect(members.find((member) => member.email === handingOver.email)?.storeRole).toBe('store_admin');
  });

  it("shows the team to exactly the roles the domain lets read it, and never another store's", async () => {
    for (const role of roles) {
      const grants = [auroraGrant(role)];
      const cookie = await signIn(server, await addPerson(server, grants));
      const answer = await staffCall(server, cookie, 'GET', 'stores/aurora/team');
      const expected = !can(grants, 'store:read', AURORA)
        ? 404
        : can(grants, 'team-member:read', AURORA)
          ? 200
          : 403;
      expect(answer.status, role).toBe(expected);
      const other = await staffCall(server, cookie, 'GET', 'stores/borealis/team');
      if (!can(grants, 'store:read', BOREALIS)) expect(other.status, role).toBe(404);
    }
  });
});
