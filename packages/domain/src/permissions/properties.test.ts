/** Properties that hold for any roles, grants and contexts. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { can, type GrantLike, type PermissionContext, roleOf } from './can';
import { allPermissions, isPermission, splitPermission } from './catalogue';
import { permissionsOf } from './grants';
import { isRole, roles } from './roles';

const ids = ['s1', 's2', 'a1', 'a2'];
const roleName = fc.oneof(fc.constantFrom(...roles), fc.string());
const id = fc.option(fc.constantFrom(...ids), { nil: undefined });
const grant: fc.Arbitrary<GrantLike> = fc.oneof(
  roleName,
  fc.record({ role: roleName, storeId: id, accountId: id }, { requiredKeys: ['role'] }),
);
const grants = fc.array(grant, { maxLength: 6 });
const context: fc.Arbitrary<PermissionContext> = fc.record(
  { storeId: id, accountId: id },
  { requiredKeys: [] },
);
const permission = fc.constantFrom(...allPermissions);

describe('permission properties', () => {
  it('no role but account_owner and store_owner ever grants team-member:grant-ownership', () => {
    fc.assert(
      fc.property(grants, context, (held, where) => {
        const owners = held.filter((g) => ['account_owner', 'store_owner'].includes(roleOf(g) ?? ''));
        expect(can(held, 'team-member:grant-ownership', where)).toBe(
          can(owners, 'team-member:grant-ownership', where),
        );
      }),
    );
  });

  it('the partner never holds anything but reads, wherever it asks', () => {
    fc.assert(
      fc.property(permission, context, (wanted, where) => {
        if (can(['orderprotection_partner'], wanted, where))
          expect(splitPermission(wanted).action).toBe('read');
      }),
    );
  });

  it('roles it does not know grant nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string().filter((name) => !isRole(name))),
        permission,
        context,
        (names, wanted, where) => {
          expect(can(names, wanted, where)).toBe(false);
          expect(
            can(
              names.map((role) => ({ role, storeId: 's1', accountId: 'a1' })),
              wanted,
              where,
            ),
          ).toBe(false);
        },
      ),
    );
  });

  it('is monotonic: adding a grant never takes a permission away', () => {
    fc.assert(
      fc.property(grants, grant, permission, context, (held, extra, wanted, where) => {
        if (can(held, wanted, where)) expect(can([...held, extra], wanted, where)).toBe(true);
      }),
    );
  });

  it('does not depend on the order of the grants', () => {
    fc.assert(
      fc.property(grants, permission, context, (held, wanted, where) => {
        expect(can([...held].reverse(), wanted, where)).toBe(can(held, wanted, where));
      }),
    );
  });

  it('never gives more with a store or account named than without', () => {
    fc.assert(
      fc.property(grants, permission, context, (held, wanted, where) => {
        if (can(held, wanted, where)) expect(can(held, wanted)).toBe(true);
      }),
    );
  });

  it('lets every role read whatever it may act on', () => {
    for (const role of roles) {
      const held = new Set<string>(permissionsOf(role));
      for (const permission of held) {
        const read = `${permission.slice(0, permission.indexOf(':'))}:read`;
        if (isPermission(read)) expect(held.has(read)).toBe(true);
      }
    }
  });

  it('gives nothing for a string that is not a role', () => {
    fc.assert(
      fc.property(
        fc.string().filter((name) => !isRole(name)),
        (name) => {
          expect(permissionsOf(name)).toEqual([]);
        },
      ),
    );
  });
});
