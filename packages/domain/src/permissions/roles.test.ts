import { describe, expect, it } from 'vitest';
import {
  accountRoles,
  isAccountRole,
  isRole,
  isStaffRole,
  isStoreRole,
  roleLabel,
  roleScope,
  roles,
  staffRoles,
  storeRoles,
} from './roles';
import { roleSchema } from './schemas';

describe('roles', () => {
  it('has thirteen roles, each of one kind', () => {
    expect(roles).toHaveLength(13);
    for (const role of roles) {
      expect([isStaffRole(role), isAccountRole(role), isStoreRole(role)].filter(Boolean)).toHaveLength(1);
    }
  });

  it('parses role names and refuses anything else', () => {
    expect(roleSchema.parse('store_support')).toBe('store_support');
    expect(roleSchema.safeParse('store_manager').success).toBe(false);
    expect(isRole('account_user')).toBe(true);
    expect(isRole('ACCOUNT_USER')).toBe(false);
    expect(isRole(null)).toBe(false);
  });

  it('tells role kinds apart and refuses non-strings', () => {
    expect(staffRoles.every((role) => isStaffRole(role))).toBe(true);
    expect(accountRoles.some((role) => isStaffRole(role))).toBe(false);
    expect(isStaffRole(7)).toBe(false);
    expect(isAccountRole('store_owner')).toBe(false);
    expect(isAccountRole(undefined)).toBe(false);
    expect(isStoreRole('account_owner')).toBe(false);
    expect(isStoreRole({})).toBe(false);
  });

  it('scopes staff roles to all stores, account roles to their account, store roles to their store', () => {
    expect(staffRoles.map(roleScope)).toEqual(staffRoles.map(() => 'all-stores'));
    expect(accountRoles.map(roleScope)).toEqual(['account', 'account', 'account']);
    expect(storeRoles.map(roleScope)).toEqual(['own-store', 'own-store', 'own-store', 'own-store']);
  });

  it('labels every role for a console', () => {
    expect(roleLabel.orderprotection_support_admin).toBe('OrderProtection Support Admin');
    expect(roleLabel.store_user).toBe('Store User');
    expect(new Set(roles.map((role) => roleLabel[role])).size).toBe(13);
  });
});
