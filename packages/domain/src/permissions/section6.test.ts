/** One test per statement of spec section 6. */
import { describe, expect, it } from 'vitest';
import { can } from './can';
import { allPermissions, type Permission, settingsAreas, splitPermission } from './catalogue';
import { defaultPermissions, permissionsOf } from './grants';
import { type Role, roles } from './roles';

const ownersAndAdmins: readonly Role[] = ['account_owner', 'account_admin', 'store_owner', 'store_admin'];
const userLevel: readonly Role[] = ['account_user', 'store_user'];
const crud = ['create', 'read', 'update', 'delete'];

function holders(permission: Permission): Role[] {
  return roles.filter((role) => can([role], permission));
}

function missing(role: Role, permissions: readonly string[]): string[] {
  const held = new Set<string>(permissionsOf(role));
  return permissions.filter((permission) => !held.has(permission));
}

describe('spec section 6: roles and permissions', () => {
  it('permissions are strings of the form resource:action', () => {
    for (const permission of allPermissions) expect(permission.split(':')).toHaveLength(2);
  });

  it('a customer has no login, so "customer" is no role and grants nothing', () => {
    expect(allPermissions.filter((permission) => can(['customer'], permission))).toEqual([]);
  });

  it('the staff, account and store roles are the thirteen the spec names', () => {
    expect([...roles].sort()).toEqual(
      [
        'orderprotection_admin',
        'orderprotection_support',
        'orderprotection_support_admin',
        'orderprotection_finance',
        'orderprotection_implementation',
        'orderprotection_partner',
        'account_owner',
        'account_admin',
        'account_user',
        'store_owner',
        'store_admin',
        'store_support',
        'store_user',
      ].sort(),
    );
  });

  it('owners and admins read and write settings, team, webhooks, api-tokens, macros, claims, notes, payment and payout methods, and sop', () => {
    const readWrite = [
      ...settingsAreas.flatMap((area) => [`settings-${area}:read`, `settings-${area}:update`]),
      // The store's branding and claim policy are settings the console edits.
      'branding:update',
      'claim-filing:update',
      'team-member:read',
      ...[
        'webhook',
        'api-tokens',
        'macro',
        'claim',
        'claim-note',
        'payment-method',
        'payout-method',
        'sop',
      ].flatMap((resource) => crud.map((action) => `${resource}:${action}`)),
      'sop:set-state',
    ];
    for (const role of ownersAndAdmins) expect(missing(role, readWrite)).toEqual([]);
    expect(holders('branding:update')).toEqual(['orderprotection_admin', ...ownersAndAdmins]);
  });

  it('owners and admins may change roles, invite, edit and remove team members', () => {
    const team = ['team-member:change-role', 'team-member:invite', 'team-member:edit', 'team-member:remove'];
    for (const role of ownersAndAdmins) expect(missing(role, team)).toEqual([]);
    for (const role of [...userLevel, 'store_support' as const]) expect(missing(role, team)).toEqual(team);
  });

  it('grant-ownership is held only by account owner and store owner', () => {
    expect(holders('team-member:grant-ownership')).toEqual(['account_owner', 'store_owner']);
  });

  it('user-level roles mostly read, plus create and update on claims, orders and users', () => {
    for (const role of userLevel) {
      const held = permissionsOf(role);
      const writes = held.filter((permission) => splitPermission(permission).action !== 'read');
      expect(writes.sort()).toEqual(
        ['claim:create', 'claim:update', 'order:create', 'order:update', 'user:create', 'user:update'].sort(),
      );
      expect(held.length - writes.length).toBeGreaterThan(writes.length);
      expect(missing(role, ['claim:read', 'order:read', 'user:read'])).toEqual([]);
    }
  });

  it('global support creates, reads, updates and resolves claims', () => {
    expect(
      missing('orderprotection_support', ['claim:create', 'claim:read', 'claim:update', 'claim:resolve']),
    ).toEqual([]);
    expect(can(['orderprotection_support'], 'claim:delete')).toBe(false);
  });

  it('global support creates messages', () => {
    expect(can(['orderprotection_support'], 'message:create')).toBe(true);
  });

  it('global support manages labels and metadata', () => {
    const manage = [
      ...['create', 'read', 'update', 'delete', 'add', 'remove'].map((action) => `label:${action}`),
      ...crud.map((action) => `metadata:${action}`),
    ];
    expect(missing('orderprotection_support', manage)).toEqual([]);
  });

  it('global support adds and removes protection', () => {
    expect(missing('orderprotection_support', ['protection:add', 'protection:remove'])).toEqual([]);
  });

  it('global support reads admin stores', () => {
    expect(can(['orderprotection_support'], 'admin-stores:read')).toBe(true);
    expect(can(['orderprotection_support'], 'admin-stores:update')).toBe(false);
  });

  it('support admin adds support-member CRUD, claim-filing update, branding and settings reads, and global-macro create, read, update', () => {
    const added = [
      ...crud.map((action) => `support-member:${action}`),
      'claim-filing:update',
      'branding:read',
      ...settingsAreas.map((area) => `settings-${area}:read`),
      'global-macro:create',
      'global-macro:read',
      'global-macro:update',
    ];
    expect(missing('orderprotection_support_admin', added)).toEqual([]);
    expect(missing('orderprotection_support_admin', permissionsOf('orderprotection_support'))).toEqual([]);
    for (const permission of ['global-macro:delete', 'branding:update', 'settings-widget:update'] as const) {
      expect(can(['orderprotection_support_admin'], permission)).toBe(false);
    }
  });

  it('partner reads claims, orders and stores, including all stores, and nothing more', () => {
    expect([...permissionsOf('orderprotection_partner')].sort()).toEqual(
      ['admin-stores:read', 'claim:read', 'order:read', 'store:read'].sort(),
    );
    expect(
      can(['orderprotection_partner'], 'store:read', { storeId: 'any-store', accountId: 'any-account' }),
    ).toBe(true);
  });

  it('store support has claim resolve, label and metadata permissions', () => {
    const support = [
      'claim:resolve',
      'label:add',
      'label:remove',
      'label:create',
      ...crud.map((a) => `metadata:${a}`),
    ];
    expect(missing('store_support', support)).toEqual([]);
    for (const role of userLevel)
      expect(missing(role, support)).toEqual(support.filter((p) => p !== 'metadata:read'));
  });

  it('finance-admin and implementation permissions are excluded from the default set and held only by their own roles', () => {
    const restricted = allPermissions.filter((permission) =>
      ['finance-admin', 'implementation'].includes(splitPermission(permission).resource),
    );
    expect(restricted.filter((permission) => defaultPermissions.includes(permission))).toEqual([]);
    expect(missing('orderprotection_admin', defaultPermissions)).toEqual([]);
    expect(permissionsOf('orderprotection_admin')).toEqual(defaultPermissions);
    for (const permission of restricted) {
      const expected =
        splitPermission(permission).resource === 'implementation'
          ? 'orderprotection_implementation'
          : 'orderprotection_finance';
      expect(holders(permission)).toEqual([expected]);
    }
    expect([...permissionsOf('orderprotection_finance')].sort()).toEqual(
      allPermissions.filter((permission) => permission.startsWith('finance')).sort(),
    );
  });
});
