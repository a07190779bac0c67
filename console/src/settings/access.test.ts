import type { StaffMe } from '@orderprotection/domain';
import { describe, expect, it } from 'vitest';
import { macrosStoreFor, mayOn, sectionsFor, settingsStoreFor } from './access';

const stores = [
  { id: 'aurora', name: 'Aurora', accountId: 'aurora-group' },
  { id: 'boreal', name: 'Boreal', accountId: null },
];
const person = (grants: StaffMe['grants']): StaffMe => ({
  id: 'p',
  name: 'P',
  email: 'p@x',
  grants,
  stores,
  twoFactorEnabled: false,
  mustChangePassword: false,
});

describe('store settings access', () => {
  it('opens every section to owners and admins, on their stores only, the emails and their own notifications to support admins, and none to support or partners', () => {
    const owner = person([{ role: 'account_owner', accountId: 'aurora-group' }]);
    expect(sectionsFor(owner, 'aurora').map((section) => section.path)).toEqual([
      'branding',
      'policy',
      'labels',
      'macros',
      'team',
      'api-tokens',
      'webhooks',
      'connections',
      'notifications',
      'emails',
    ]);
    expect(sectionsFor(owner, 'boreal')).toEqual([]);
    expect(sectionsFor(owner, 'elsewhere')).toEqual([]);
    expect(settingsStoreFor(owner, 'boreal')).toBe('aurora');
    // The macros' old address leads to the store it named when its macros are open, else the first that is.
    expect(macrosStoreFor(owner, 'aurora')).toBe('aurora');
    expect(macrosStoreFor(owner, 'boreal')).toBe('aurora');
    expect(macrosStoreFor(owner, null)).toBe('aurora');
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
    // Support uses the macros on claims but does not change them: the old address leads nowhere.
    expect(macrosStoreFor(support, 'aurora')).toBeUndefined();
    const partner = person([{ role: 'orderprotection_partner' }]);
    expect(settingsStoreFor(partner, 'aurora')).toBeUndefined();
    const user = person([{ role: 'store_user', storeId: 'aurora' }]);
    expect(settingsStoreFor(user, 'aurora')).toBeUndefined();
  });
});
