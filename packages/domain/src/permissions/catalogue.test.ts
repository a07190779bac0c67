import { describe, expect, it } from 'vitest';
import {
  allPermissions,
  isPermission,
  type Permission,
  permissionCatalogue,
  permissionsFor,
  resources,
  settingsAreas,
  splitPermission,
} from './catalogue';
import { PermissionSchema } from './schemas';

// The resources as section 6 lists them, with "support members" spelt support-member.
const specResources = [
  'ab-tests',
  'account',
  'account-stores',
  'admin-stores',
  'admin-users',
  'analytics',
  'api-tokens',
  'billing',
  'billing-method',
  'billing-settings',
  'branding',
  'capabilities',
  'claim',
  'claim-filing',
  'claim-note',
  'contact',
  'credentials',
  'finance',
  'finance-admin',
  'global-macro',
  'implementation',
  'integrations',
  'invoice',
  'label',
  'macro',
  'message',
  'metadata',
  'notifications',
  'order',
  'ota',
  'payout',
  'payment-method',
  'payout-method',
  'product-variant',
  'policies',
  'pricing',
  'protection',
  'quote-pricing',
  'returns',
  'reviews',
  'sop',
  'store',
  'store-credit',
  'support-member',
  'support-user',
  'team-member',
  'user',
  'webhook',
  'whitelabel',
];

const namedActions = [
  'claim:resolve',
  'implementation:read',
  'implementation:deploy',
  'implementation:review',
  'implementation:approve',
  'implementation:reject',
  'implementation:create',
  'implementation:brand-create',
  'sop:set-state',
  'store:activate',
  'protection:add',
  'protection:remove',
  'label:add',
  'label:remove',
  'whitelabel:list',
  'whitelabel:restart',
  'slack:create-channel',
  'slack:view-channel',
  'team-member:change-role',
  'team-member:edit',
  'team-member:grant-ownership',
  'team-member:invite',
  'team-member:read',
  'team-member:remove',
];

describe('permission catalogue', () => {
  it('has every resource of section 6, slack (named only as an action owner) and one per settings area', () => {
    const expected = [...specResources, 'slack', ...settingsAreas.map((area) => `settings-${area}`)];
    expect([...resources].sort()).toEqual(expected.sort());
  });

  it('has every action section 6 names', () => {
    expect(namedActions.filter((permission) => !isPermission(permission))).toEqual([]);
  });

  it('gives the listed resources exactly their named actions', () => {
    expect(permissionsFor('implementation')).toHaveLength(7);
    expect(permissionsFor('team-member')).toHaveLength(6);
    expect(permissionsFor('whitelabel')).toEqual(['whitelabel:list', 'whitelabel:restart']);
    expect(permissionsFor('slack')).toEqual(['slack:create-channel', 'slack:view-channel']);
  });

  it('models each settings area as a resource that is read and updated', () => {
    for (const area of settingsAreas) {
      expect(permissionsFor(`settings-${area}`)).toEqual([
        `settings-${area}:read`,
        `settings-${area}:update`,
      ]);
    }
  });

  it('lists every permission once, each a kebab-case resource and action joined by one colon', () => {
    expect(new Set(allPermissions).size).toBe(allPermissions.length);
    const grammar = /^[a-z0-9]+(-[a-z0-9]+)*:[a-z0-9]+(-[a-z0-9]+)*$/;
    expect(allPermissions.filter((permission) => !grammar.test(permission))).toEqual([]);
  });

  it('derives the permission list from the catalogue', () => {
    const count = Object.values(permissionCatalogue).reduce((sum, actions) => sum + actions.length, 0);
    expect(allPermissions).toHaveLength(count);
    expect(allPermissions).toContain('claim:resolve');
  });

  it('makes a misspelt permission a compile error and a parse failure', () => {
    // @ts-expect-error: "reslove" is not an action of claim.
    const typo: Permission = 'claim:reslove';
    expect(isPermission(typo)).toBe(false);
    expect(PermissionSchema.safeParse(typo).success).toBe(false);
    expect(PermissionSchema.parse('claim:resolve')).toBe('claim:resolve');
  });

  it('recognises only catalogue strings as permissions', () => {
    expect(isPermission('order:read')).toBe(true);
    expect(isPermission('order:resolve')).toBe(false);
    expect(isPermission(42)).toBe(false);
    expect(isPermission(undefined)).toBe(false);
  });

  it('picks given actions of a resource, or all of them', () => {
    expect(permissionsFor('protection', ['add'])).toEqual(['protection:add']);
    expect(permissionsFor('protection')).toEqual(['protection:read', 'protection:add', 'protection:remove']);
  });

  it('splits a permission into resource and action', () => {
    expect(splitPermission('team-member:grant-ownership')).toEqual({
      resource: 'team-member',
      action: 'grant-ownership',
    });
    expect(splitPermission('settings-rev-share:update')).toEqual({
      resource: 'settings-rev-share',
      action: 'update',
    });
  });
});
