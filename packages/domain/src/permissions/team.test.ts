import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { can, type RoleGrant } from './can';
import { allPermissions } from './catalogue';
import { roles, type StoreRole, storeRoles } from './roles';
import { isWithinReach, teamChangeRefusal } from './team';

const store = { storeId: 'aurora', accountId: 'aurora-group' };
const grant = (role: string): RoleGrant =>
  role.startsWith('store_')
    ? { role: role as StoreRole, storeId: store.storeId }
    : role.startsWith('account_')
      ? { role: role as RoleGrant['role'], accountId: store.accountId }
      : { role: role as RoleGrant['role'] };

describe('team changes', () => {
  it('lets an owner give every store role, an admin every role but the owner, support and users none', () => {
    const reach = (role: StoreRole) =>
      storeRoles.filter((target) => isWithinReach([grant(role)], target, store));
    expect(reach('store_owner')).toEqual(storeRoles);
    expect(reach('store_admin')).toEqual(['store_admin', 'store_support', 'store_user']);
    expect(
      teamChangeRefusal([grant('store_support')], { action: 'invite', self: false, to: 'store_user' }, store),
    ).toBe('This needs the team-member:invite permission on this store.');
    expect(
      teamChangeRefusal(
        [grant('account_owner')],
        { action: 'invite', self: false, to: 'store_owner' },
        store,
      ),
    ).toBeNull();
  });

  it("refuses an admin taking the owner's role away, anyone changing their own, and another store's admin", () => {
    const admin = [grant('store_admin')];
    expect(
      teamChangeRefusal(
        admin,
        { action: 'changeRole', self: false, from: 'store_owner', to: 'store_admin' },
        store,
      ),
    ).toBe('Only someone who may do everything a Store Owner may do can give or take that role.');
    expect(teamChangeRefusal(admin, { action: 'remove', self: true, from: 'store_admin' }, store)).toBe(
      'Nobody changes their own role: ask another owner or admin.',
    );
    expect(
      teamChangeRefusal(
        [{ role: 'store_admin', storeId: 'borealis' }],
        { action: 'remove', self: false, from: 'store_user' },
        store,
      ),
    ).toBe('This needs the team-member:remove permission on this store.');
    expect(
      teamChangeRefusal(admin, { action: 'transferOwnership', self: false, to: 'store_owner' }, store),
    ).toBe('This needs the team-member:grant-ownership permission on this store.');
  });

  it('never lets anyone give a role that may do something they may not', () => {
    fc.assert(
      fc.property(
        fc.subarray([...roles], { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...storeRoles),
        fc.constantFrom('invite', 'changeRole'),
        (actorRoles, target, action) => {
          const actor = actorRoles.map(grant);
          if (teamChangeRefusal(actor, { action, self: false, to: target }, store) !== null) return;
          for (const permission of allPermissions) {
            if (can([grant(target)], permission, store)) expect(can(actor, permission, store)).toBe(true);
          }
        },
      ),
    );
  });
});
