/** Whether a set of grants allows a permission, optionally on one store or account. */
import type { Permission } from './catalogue';
import { rolePermissions } from './grants';
import { isAccountRole, isRole, isStoreRole, type Role } from './roles';

/** A role held by a person, tied to the store or account it was given for. */
export interface RoleGrant {
  readonly role: Role;
  readonly storeId?: string | undefined;
  readonly accountId?: string | undefined;
}

/**
 * An integration's authority (an API token): the permissions listed, on one store or on every store of one
 * account, and nothing else. Without a store or account it applies nowhere a store or account is asked about.
 */
export interface PermissionGrant {
  readonly permissions: readonly Permission[];
  readonly storeId?: string | undefined;
  readonly accountId?: string | undefined;
  /**
   * The grants of the person who made it, as they are now. A token never does what its maker may not do
   * today: a maker who leaves the team or is given a lesser role takes that authority from their tokens.
   */
  readonly heldBy?: readonly GrantLike[] | undefined;
}

/** What the server holds for whoever acts: a person's roles, or an API token's permissions. */
export type Grant = RoleGrant | PermissionGrant;

/**
 * What `can` accepts: bare role names, role grants or permission grants, as typed code writes them or as
 * stored data holds them. Stored data may name roles this build does not know; those grant nothing.
 */
export type GrantLike =
  | string
  | {
      readonly role: string;
      readonly storeId?: string | null | undefined;
      readonly accountId?: string | null | undefined;
    }
  | PermissionGrant;

/** The role a grant names, or undefined for a permission grant. */
export function roleOf(grant: GrantLike): string | undefined {
  if (typeof grant === 'string') return grant;
  return 'role' in grant ? grant.role : undefined;
}

/** The store or account a check is about; the caller passes the store's account with its store. */
export interface PermissionContext {
  readonly storeId?: string | undefined;
  readonly accountId?: string | undefined;
}

function covers(grant: Exclude<GrantLike, string>, role: Role, context: PermissionContext): boolean {
  if (isStoreRole(role)) return context.storeId !== undefined && grant.storeId === context.storeId;
  if (isAccountRole(role)) return context.accountId !== undefined && grant.accountId === context.accountId;
  return true;
}

/**
 * True when some grant holds the permission and applies to the context. Without a store or account in
 * the context the question is "anywhere?", which is what a console asks before showing a menu. With one,
 * a store role applies only to its own store and an account role to its own account; a bare role name
 * carries no store or account, so it then applies only if it is a staff role. Staff roles apply to every
 * store. Never throws; unknown roles are skipped.
 */
export function can(
  grants: readonly GrantLike[],
  permission: Permission,
  context: PermissionContext = {},
): boolean {
  const scoped = context.storeId !== undefined || context.accountId !== undefined;
  return grants.some((grant) => {
    if (typeof grant !== 'string' && 'permissions' in grant) {
      if (!grant.permissions.includes(permission)) return false;
      if (grant.heldBy !== undefined && !can(grant.heldBy, permission, context)) return false;
      if (!scoped) return true;
      if (grant.storeId !== undefined) return grant.storeId === context.storeId;
      return grant.accountId !== undefined && grant.accountId === context.accountId;
    }
    const role = typeof grant === 'string' ? grant : grant.role;
    if (!isRole(role) || !rolePermissions[role].has(permission)) return false;
    if (!scoped) return true;
    return covers(typeof grant === 'string' ? { role } : grant, role, context);
  });
}

/**
 * Whether the grants let their holder know the store exists: a person's roles must hold store:read there;
 * an integration's token knows the store (or the stores of the account) it was made for, while its maker
 * still may read it. A call the holder may not make on a store it knows is refused (403), never answered
 * as if the store did not exist (404): a token lacking a permission is answered as a person lacking it.
 */
export function knowsStore(grants: readonly GrantLike[], context: PermissionContext): boolean {
  return grants.some((grant) => {
    if (typeof grant === 'string' || !('permissions' in grant)) return can([grant], 'store:read', context);
    const madeFor =
      grant.storeId !== undefined
        ? grant.storeId === context.storeId
        : grant.accountId !== undefined && grant.accountId === context.accountId;
    return madeFor && (grant.heldBy === undefined || can(grant.heldBy, 'store:read', context));
  });
}
