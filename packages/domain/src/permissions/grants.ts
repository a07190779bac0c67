/**
 * Which permissions each role holds, as data built from named groups that follow the statements of spec
 * section 6. PERMISSIONS.md beside this file explains every reading of the spec's approximate wording.
 */
import {
  allPermissions,
  type Permission,
  permissionsFor,
  type Resource,
  resources,
  type SettingsResource,
  settingsAreas,
  splitPermission,
} from './catalogue';
import { isRole, type Role } from './roles';

const settingsResources: readonly SettingsResource[] = settingsAreas.map(
  (area) => `settings-${area}` as const,
);

/** Resources that only OrderProtection's own staff deal with; merchants never see them. */
const staffOnlyResources: ReadonlySet<Resource> = new Set<Resource>([
  'ab-tests',
  'admin-stores',
  'admin-users',
  'credentials',
  'finance',
  'finance-admin',
  'global-macro',
  'implementation',
  'quote-pricing',
  'slack',
  'support-member',
  'support-user',
  'whitelabel',
]);

/** Secrets a merchant's read-only users should not see. */
const secretResources: ReadonlySet<Resource> = new Set<Resource>(['api-tokens', 'credentials']);

const standardActions: ReadonlySet<string> = new Set(['create', 'read', 'update', 'delete']);

const namedWrites: ReadonlySet<Permission> = new Set<Permission>([
  'team-member:change-role',
  'team-member:edit',
  'team-member:invite',
  'team-member:remove',
  'sop:set-state',
]);

/**
 * "Read-write" on a resource: its standard actions, plus the named actions that are plain writes on it
 * (team-member's invite/edit/remove/change-role, sop's set-state). Ownership is never part of it.
 */
function readWrite(resource: Resource): Permission[] {
  return permissionsFor(resource).filter(
    (permission) => standardActions.has(splitPermission(permission).action) || namedWrites.has(permission),
  );
}

function isRead(permission: Permission): boolean {
  return splitPermission(permission).action === 'read';
}

/** The resource's `read` permission, if it has one. */
function readOf(resource: Resource): Permission | undefined {
  return permissionsFor(resource).find(isRead);
}

function readsOf(candidates: readonly Resource[]): Permission[] {
  return candidates.flatMap((resource) => permissionsFor(resource)).filter(isRead);
}

const merchantReads = readsOf(
  resources.filter((resource) => !staffOnlyResources.has(resource) && !secretResources.has(resource)),
);
const claimContextReads = permissionsFor('claim', ['read'])
  .concat(permissionsFor('order', ['read']))
  .concat(permissionsFor('store', ['read']));

const userLevel = [
  ...merchantReads,
  ...permissionsFor('claim', ['create', 'update']),
  ...permissionsFor('order', ['create', 'update']),
  ...permissionsFor('user', ['create', 'update']),
];

const storeSupport = [
  ...userLevel,
  ...permissionsFor('claim', ['resolve']),
  // The console is where a store's team answers its shoppers (PERMISSIONS.md).
  ...permissionsFor('message', ['create']),
  ...permissionsFor('label'),
  ...permissionsFor('metadata'),
];

const ownerAndAdmin = [
  ...storeSupport,
  ...settingsResources.flatMap(readWrite),
  // The store's portal look and claim policy are its settings too: the console's store settings edit them.
  ...(['branding', 'claim-filing'] as const).flatMap(readWrite),
  ...(['team-member', 'webhook', 'api-tokens', 'macro', 'claim', 'claim-note'] as const).flatMap(readWrite),
  ...(['payment-method', 'payout-method', 'sop'] as const).flatMap(readWrite),
  // Connecting the store's platforms is theirs, as are its API tokens.
  ...readWrite('integrations'),
  ...permissionsFor('order', ['write']),
];

const ownership = permissionsFor('team-member', ['grant-ownership']);

const globalSupport = [
  ...claimContextReads,
  ...permissionsFor('claim', ['create', 'read', 'update', 'resolve']),
  ...permissionsFor('message', ['create']),
  ...permissionsFor('label'),
  ...permissionsFor('metadata'),
  ...permissionsFor('protection', ['add', 'remove']),
  ...permissionsFor('admin-stores', ['read']),
];

const supportAdmin = [
  ...globalSupport,
  ...permissionsFor('support-member'),
  ...permissionsFor('claim-filing', ['update']),
  ...permissionsFor('branding', ['read']),
  ...settingsResources.flatMap((resource) => permissionsFor(resource, ['read'])),
  ...permissionsFor('global-macro', ['create', 'read', 'update']),
];

// "Including all stores": the partner reads every store (its scope) and the staff list of all stores.
const partner = [...claimContextReads, ...permissionsFor('admin-stores', ['read'])];

/** Held only by the roles that are given them by name, never through the default set. */
export const restrictedPermissions: readonly Permission[] = [
  ...permissionsFor('finance-admin'),
  ...permissionsFor('implementation'),
];

/** Ownership can only be passed on by an owner. */
export const ownerOnlyPermissions: readonly Permission[] = ownership;

const excludedFromDefault: ReadonlySet<Permission> = new Set([...restrictedPermissions, ...ownership]);

/** Everything except the restricted and owner-only permissions: what the OrderProtection admin holds. */
export const defaultPermissions: readonly Permission[] = allPermissions.filter(
  (permission) => !excludedFromDefault.has(permission),
);

const finance = [...permissionsFor('finance'), ...permissionsFor('finance-admin')];
const implementation = permissionsFor('implementation');

/** The named groups the roles are built from, for documentation and for consoles that show them. */
export const permissionGroups = {
  merchantReads,
  claimContextReads,
  userLevel,
  storeSupport,
  ownerAndAdmin,
  ownership,
  globalSupport,
  supportAdmin,
  partner,
  finance,
  implementation,
  default: defaultPermissions,
} as const satisfies Record<string, readonly Permission[]>;

/**
 * Whoever may act on a resource may also see it: any permission on a resource brings its `read`, if it
 * has one. This keeps the groups to what the spec says ("create messages") without roles that write
 * what they cannot read.
 */
function withImpliedReads(permissions: readonly Permission[]): ReadonlySet<Permission> {
  const held = new Set(permissions);
  for (const permission of permissions) {
    const read = readOf(splitPermission(permission).resource);
    if (read) held.add(read);
  }
  return held;
}

const groupsOfRole: Readonly<Record<Role, readonly (readonly Permission[])[]>> = {
  orderprotection_admin: [defaultPermissions],
  orderprotection_support: [globalSupport],
  orderprotection_support_admin: [supportAdmin],
  orderprotection_finance: [finance],
  orderprotection_implementation: [implementation],
  orderprotection_partner: [partner],
  account_owner: [ownerAndAdmin, ownership],
  account_admin: [ownerAndAdmin],
  account_user: [userLevel],
  store_owner: [ownerAndAdmin, ownership],
  store_admin: [ownerAndAdmin],
  store_support: [storeSupport],
  store_user: [userLevel],
};

/** Every role's permissions. */
export const rolePermissions = Object.fromEntries(
  Object.entries(groupsOfRole).map(([role, groups]) => [role, withImpliedReads(groups.flat())]),
) as Readonly<Record<Role, ReadonlySet<Permission>>>;

/** A role's permissions in catalogue order; none for a string that is not a role. */
export function permissionsOf(role: string): readonly Permission[] {
  if (!isRole(role)) return [];
  const held = rolePermissions[role];
  return allPermissions.filter((permission) => held.has(permission));
}
