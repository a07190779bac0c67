/**
 * A store's team: who works on it (a store role there, or an account role on the account that owns it),
 * and the changes its managers make: invite, change a role, remove, hand over ownership. Whether a person
 * may make a change is the domain's `teamChangeRefusal` (their permission, never on themselves, only roles
 * within their own reach); this module reads and writes the grants.
 *
 * A store role is held once per store: a change of role replaces it. Account roles are listed with the team
 * but managed on the account, not here.
 */
import {
  can,
  type Grant,
  isAccountRole,
  isStoreRole,
  type PermissionContext,
  type RoleGrant,
  roleGrantSchema,
  type StaffAssignee,
  type StoreRole,
  type TeamChange,
  type TeamInvite,
  type TeamMember,
  teamChangeRefusal,
} from '@orderprotection/domain';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { people, roleGrants, signInMethods, twoFactors } from '../../db/schema';
import { AppError } from '../app-error';
import type { Auth } from './auth';
import { grantRole, type StoreContext } from './grants';

export interface TeamActor {
  id: string;
  grants: readonly Grant[];
}

export async function storeTeam(db: Queryable, context: StoreContext): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: people.id,
      name: people.name,
      email: people.email,
      role: roleGrants.role,
      storeId: roleGrants.storeId,
    })
    .from(roleGrants)
    .innerJoin(people, eq(people.id, roleGrants.personId))
    .where(
      or(
        eq(roleGrants.storeId, context.storeId),
        context.accountId === undefined ? undefined : eq(roleGrants.accountId, context.accountId),
      ),
    )
    .orderBy(people.name, people.id);
  const ids = [...new Set(rows.map((row) => row.id))];
  if (ids.length === 0) return [];
  const [passwords, secondFactors] = await Promise.all([
    db
      .select({ personId: signInMethods.userId })
      .from(signInMethods)
      .where(and(inArray(signInMethods.userId, ids), eq(signInMethods.providerId, 'credential'))),
    db.select({ personId: twoFactors.userId }).from(twoFactors).where(inArray(twoFactors.userId, ids)),
  ]);
  const withPassword = new Set(passwords.map((row) => row.personId));
  const withTwoFactor = new Set(secondFactors.map((row) => row.personId));
  const members = new Map<string, TeamMember>();
  for (const row of rows) {
    const member = members.get(row.id) ?? {
      id: row.id,
      name: row.name,
      email: row.email,
      storeRole: null,
      accountRoles: [],
      invitationPending: !withPassword.has(row.id),
      twoFactorEnabled: withTwoFactor.has(row.id),
    };
    if (isStoreRole(row.role)) member.storeRole = row.role;
    else if (isAccountRole(row.role)) member.accountRoles.push(row.role);
    members.set(row.id, member);
  }
  return [...members.values()];
}

/**
 * Who a claim of the store may be given to: everyone whose grants let them read its claims, by name. That is
 * the store's team and its account's, and the OrderProtection staff whose roles reach every store, as the
 * assignment itself checks (`claim:read` in the claim's context).
 */
export async function storeAssignees(db: Queryable, context: StoreContext): Promise<StaffAssignee[]> {
  const rows = await db
    .select({
      id: people.id,
      name: people.name,
      role: roleGrants.role,
      storeId: roleGrants.storeId,
      accountId: roleGrants.accountId,
    })
    .from(roleGrants)
    .innerJoin(people, eq(people.id, roleGrants.personId))
    .where(
      or(
        eq(roleGrants.storeId, context.storeId),
        context.accountId === undefined ? undefined : eq(roleGrants.accountId, context.accountId),
        and(isNull(roleGrants.storeId), isNull(roleGrants.accountId)),
      ),
    )
    .orderBy(people.name, people.id);
  const byPerson = new Map<string, { name: string; grants: RoleGrant[] }>();
  for (const row of rows) {
    const grant = roleGrantSchema.safeParse({
      role: row.role,
      ...(row.storeId === null ? {} : { storeId: row.storeId }),
      ...(row.accountId === null ? {} : { accountId: row.accountId }),
    });
    const person = byPerson.get(row.id) ?? { name: row.name, grants: [] };
    if (grant.success) person.grants.push(grant.data);
    byPerson.set(row.id, person);
  }
  return [...byPerson]
    .filter(([, person]) => can(person.grants, 'claim:read', context))
    .map(([id, person]) => ({ id, name: person.name }));
}

/** The change refused with the domain's reason, or nothing. */
function check(actor: TeamActor, change: TeamChange, context: PermissionContext): void {
  const refusal = teamChangeRefusal(actor.grants, change, context);
  if (refusal !== null) throw new AppError('forbidden', refusal);
}

async function hasPassword(db: Queryable, personId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: signInMethods.id })
    .from(signInMethods)
    .where(and(eq(signInMethods.userId, personId), eq(signInMethods.providerId, 'credential')));
  return row !== undefined;
}

async function storeRoleOf(db: Queryable, personId: string, storeId: string): Promise<StoreRole | undefined> {
  const rows = await db
    .select({ role: roleGrants.role })
    .from(roleGrants)
    .where(and(eq(roleGrants.personId, personId), eq(roleGrants.storeId, storeId)));
  return rows.map((row) => row.role).find(isStoreRole);
}

async function dropStoreRole(db: Queryable, personId: string, storeId: string): Promise<void> {
  await db.delete(roleGrants).where(and(eq(roleGrants.personId, personId), eq(roleGrants.storeId, storeId)));
}

/** A member of this store's team, with their store role; 404 for anyone else. */
async function memberOf(db: Queryable, personId: string, context: StoreContext) {
  const member = (await storeTeam(db, context)).find((candidate) => candidate.id === personId);
  if (member === undefined) throw new AppError('not_found', 'This person is not on the team of this store.');
  return member;
}

/**
 * Gives the role to the person with this email, creating them when nobody has it: a new person has no
 * password until they choose one through the invitation mailed to them (better-auth's reset link, worded
 * as an invitation by auth.ts). Someone already on the store's team is changed, not invited. Inviting
 * someone who never chose a password mails them a fresh invitation, so an invitation that expired, or one
 * whose sending failed after the person was created, is sent again by inviting again.
 */
export async function inviteMember(
  db: Queryable,
  auth: Auth,
  {
    actor,
    context,
    invite,
    requestHeaders,
  }: {
    actor: TeamActor;
    context: StoreContext;
    invite: TeamInvite;
    /** The request's headers: better-auth builds the invitation link on its host (PUBLIC_URL when set). */
    requestHeaders: Headers;
  },
): Promise<void> {
  const email = invite.email.toLowerCase();
  const [existing] = await db.select({ id: people.id }).from(people).where(eq(people.email, email));
  check(actor, { action: 'invite', self: existing?.id === actor.id, to: invite.role }, context);
  if (existing !== undefined && (await storeRoleOf(db, existing.id, context.storeId)) !== undefined) {
    throw new AppError('conflict', `${email} is on this team already: change their role instead.`);
  }
  let personId = existing?.id;
  if (personId === undefined) {
    const created = await (await auth.$context).internalAdapter.createUser(
      { email, name: invite.name, emailVerified: true },
      { method: 'invite' },
    );
    personId = created.id;
  }
  await grantRole(db, personId, { role: invite.role, storeId: context.storeId });
  if (!(await hasPassword(db, personId))) {
    await auth.api.requestPasswordReset({
      body: { email, redirectTo: '/console/reset-password' },
      headers: requestHeaders,
    });
  }
}

export async function changeMemberRole(
  db: Queryable,
  {
    actor,
    context,
    personId,
    role,
  }: {
    actor: TeamActor;
    context: StoreContext;
    personId: string;
    role: StoreRole;
  },
): Promise<void> {
  const member = await memberOf(db, personId, context);
  const from = member.storeRole ?? undefined;
  check(actor, { action: 'changeRole', self: personId === actor.id, from, to: role }, context);
  if (from === role) return;
  await dropStoreRole(db, personId, context.storeId);
  await grantRole(db, personId, { role, storeId: context.storeId });
}

/** Takes the person's store role away; an account role they hold is the account's to manage. */
export async function removeMember(
  db: Queryable,
  { actor, context, personId }: { actor: TeamActor; context: StoreContext; personId: string },
): Promise<void> {
  const member = await memberOf(db, personId, context);
  if (member.storeRole === null) {
    throw new AppError(
      'unprocessable',
      "This person works here through the account's roles: change them on the account.",
    );
  }
  check(actor, { action: 'remove', self: personId === actor.id, from: member.storeRole }, context);
  await dropStoreRole(db, personId, context.storeId);
}

/**
 * Makes the person the store's owner; an owner who hands over becomes an admin, so the store keeps one
 * owner by this path and the previous one keeps working on it.
 */
export async function transferOwnership(
  db: Queryable,
  { actor, context, personId }: { actor: TeamActor; context: StoreContext; personId: string },
): Promise<void> {
  const member = await memberOf(db, personId, context);
  check(
    actor,
    {
      action: 'transferOwnership',
      self: personId === actor.id,
      from: member.storeRole ?? undefined,
      to: 'store_owner',
    },
    context,
  );
  await dropStoreRole(db, personId, context.storeId);
  await grantRole(db, personId, { role: 'store_owner', storeId: context.storeId });
  if ((await storeRoleOf(db, actor.id, context.storeId)) === 'store_owner') {
    await dropStoreRole(db, actor.id, context.storeId);
    await grantRole(db, actor.id, { role: 'store_admin', storeId: context.storeId });
  }
}
