import type { StaffMe } from '@orderprotection/domain';
import { describe, expect, it } from 'vitest';
import { mayOn, sectionsFor, settingsStoreFor } from './access';

const stores = [
  { id: 'aurora', name: 'Aurora', accountId: 'aurora-group' },
  { id: 'boreal', name: 'Boreal', accountId: null },
];
const person = (grants: StaffMe['grants']): StaffMe => ({ id: 'p', name: 'P', email: 'p@x', grants, stores });

describe('store settings access', () => {
  it('opens every section to owners and admins, on their stores only, the emails and their own notifications to support admins, and none to support or partners', () => {
    const owner = person([{ role: 'account_owner', accountId: 'aurora-group' }]);
    expect(sectionsFor(owner, 'aurora').map((section) => section.path)).toEqual([
      'branding',
      'policy',
      'labels',
      'team',
      'api-tokens',
      'webhooks',
      'notifications',
      'emails',
    ]);
    expect(sectionsFor(owner, 'boreal')).toEqual([]);
    expect(sectionsFor(owner, 'elsewhere')).toEqual([]);
    expect(settingsStoreFor(owner, 'boreal')).toBe('aurora');
    expect(mayOn(owner, 'aurora', 'team-member:grant-ownership')).toBe(true);

    const admin = person([{ role: 'store_admin', storeId: 'boreal' }]);
    expect(settingsStoreFor(admin, null)).toBe('boreal');
    expect(mayOn(admin, 'boreal', 'team-member:grant-ownership')).toBe(false);

    // A support admin reads every store's branding and changes its claim policy: the emails, no webhooks.
    const supportAdmin = person([{ role: 'orderprotection_support_admin' }]);
    expect(sectionsFor(supportAdmin, 'aurora').map((section) => section.path)).toEqual([
      'policy',
      'labels',
      'notifications',
      'emails',
    ]);

    const support = person([{ role: 'store_support', storeId: 'aurora' }]);
    expect(sectionsFor(support, 'aurora')).toEqual([]);
    const partner = person([{ role: 'orderprotection_partner' }]);
    expect(settingsStoreFor(partner, 'aurora')).toBeUndefined();
    const user = person([{ role: 'store_user', storeId: 'aurora' }]);
    expect(settingsStoreFor(user, 'aurora')).toBeUndefined();
  });
});
