/**
 * Who may give whom a role on a store's team: "only within one's own role's reach". A person may give,
 * change or take away a store role only when they hold every permission that role carries on that store
 * themselves, so nobody makes someone more powerful than they are; the owner role also needs
 * `team-member:grant-ownership`, which only owners hold. Nobody changes or removes their own role: a
 * store never loses the person managing it by a slip.
 */
import { can, type GrantLike, type PermissionContext } from './can';
import type { Permission } from './catalogue';
import { permissionsOf } from './grants';
import { roleLabel, type StoreRole } from './roles';

/** The team actions of the catalogue, each with the permission it needs. */
export const teamActionPermission = {
  invite: 'team-member:invite',
  changeRole: 'team-member:change-role',
  remove: 'team-member:remove',
  transferOwnership: 'team-member:grant-ownership',
} as const satisfies Record<string, Permission>;
export type TeamAction = keyof typeof teamActionPermission;

/** Is `role` within the reach of someone holding `grants` on the store in `context`? */
export function isWithinReach(
  grants: readonly GrantLike[],
  role: StoreRole,
  context: PermissionContext,
): boolean {
  if (role === 'store_owner' && !can(grants, 'team-member:grant-ownership', context)) return false;
  return permissionsOf(role).every((permission) => can(grants, permission, context));
}

export interface TeamChange {
  action: TeamAction;
  /** Whoever acts is the member changed. */
  self: boolean;
  /** The member's store role now, if they have one. */
  from?: StoreRole | undefined;
  /** The store role they get (invite, change of role). */
  to?: StoreRole | undefined;
}

/**
 * Why `grants` may not make `change` on the store in `context`, or null when they may: the action's
 * permission, then nobody acting on themselves, then both the role taken away and the role given within
 * the actor's reach.
 */
export function teamChangeRefusal(
  grants: readonly GrantLike[],
  change: TeamChange,
  context: PermissionContext,
): string | null {
  const permission = teamActionPermission[change.action];
  if (!can(grants, permission, context)) return `This needs the ${permission} permission on this store.`;
  if (change.self) return 'Nobody changes their own role: ask another owner or admin.';
  for (const role of [change.from, change.to]) {
    if (role !== undefined && !isWithinReach(grants, role, context)) {
      return `Only someone who may do everything a ${roleLabel[role]} may do can give or take that role.`;
    }
  }
  return null;
}
