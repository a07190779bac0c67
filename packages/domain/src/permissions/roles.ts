/**
 * The thirteen role names of spec section 6, their kinds, scopes and labels, without zod: the console checks
 * roles as it opens. The zod enum that parses a role is built from these lists (./schemas).
 */

export const staffRoles = [
  'orderprotection_admin',
  'orderprotection_support',
  'orderprotection_support_admin',
  'orderprotection_finance',
  'orderprotection_implementation',
  'orderprotection_partner',
] as const;
export const accountRoles = ['account_owner', 'account_admin', 'account_user'] as const;
export const storeRoles = ['store_owner', 'store_admin', 'store_support', 'store_user'] as const;

export type StaffRole = (typeof staffRoles)[number];
export type AccountRole = (typeof accountRoles)[number];
export type StoreRole = (typeof storeRoles)[number];

export type Role = StaffRole | AccountRole | StoreRole;
export const roles = [...staffRoles, ...accountRoles, ...storeRoles] as const satisfies readonly Role[];

/** The owners and admins: they change who may do what, so the console suggests two-factor sign-in to them. */
export const ownerAndAdminRoles: ReadonlySet<Role> = new Set<Role>([
  'orderprotection_admin',
  'orderprotection_support_admin',
  'account_owner',
  'account_admin',
  'store_owner',
  'store_admin',
]);

export const roleLabel: Readonly<Record<Role, string>> = {
  orderprotection_admin: 'OrderProtection Admin',
  orderprotection_support: 'OrderProtection Support',
  orderprotection_support_admin: 'OrderProtection Support Admin',
  orderprotection_finance: 'OrderProtection Finance',
  orderprotection_implementation: 'OrderProtection Implementation',
  orderprotection_partner: 'OrderProtection Partner',
  account_owner: 'Account Owner',
  account_admin: 'Account Admin',
  account_user: 'Account User',
  store_owner: 'Store Owner',
  store_admin: 'Store Admin',
  store_support: 'Store Support',
  store_user: 'Store User',
};

/**
 * Where a role's permissions apply: staff roles on every store ("all stores" in the spec's words), account
 * roles on the stores of their account, store roles on their own store.
 */
export type RoleScope = 'all-stores' | 'account' | 'own-store';

const staffRoleSet: ReadonlySet<string> = new Set(staffRoles);
const accountRoleSet: ReadonlySet<string> = new Set(accountRoles);
const storeRoleSet: ReadonlySet<string> = new Set(storeRoles);
const roleSet: ReadonlySet<string> = new Set(roles);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && roleSet.has(value);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && staffRoleSet.has(value);
}

export function isAccountRole(value: unknown): value is AccountRole {
  return typeof value === 'string' && accountRoleSet.has(value);
}

export function isStoreRole(value: unknown): value is StoreRole {
  return typeof value === 'string' && storeRoleSet.has(value);
}

export function roleScope(role: Role): RoleScope {
  if (isStaffRole(role)) return 'all-stores';
  return isAccountRole(role) ? 'account' : 'own-store';
}
