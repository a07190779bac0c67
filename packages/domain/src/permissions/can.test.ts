import { describe, expect, it } from 'vitest';
import { can, type GrantLike, knowsStore } from './can';
import { roleGrantSchema } from './schemas';

describe('can', () => {
  it('answers "anywhere?" when the context names no store or account', () => {
    expect(can(['store_user'], 'claim:update')).toBe(true);
    expect(can([{ role: 'store_user', storeId: 's1' }], 'claim:update', {})).toBe(true);
    expect(can(['store_user'], 'claim:delete')).toBe(false);
  });

  it('applies a store role only on its own store', () => {
    const grants = [{ role: 'store_admin', storeId: 's1' }];
    expect(can(grants, 'macro:create', { storeId: 's1' })).toBe(true);
    expect(can(grants, 'macro:create', { storeId: 's2' })).toBe(false);
    expect(can(grants, 'macro:create', { accountId: 'a1' })).toBe(false);
  });

  it('applies an account role on the stores of its account, given with the store', () => {
    const grants = [{ role: 'account_admin', accountId: 'a1' }];
    expect(can(grants, 'macro:create', { storeId: 's1', accountId: 'a1' })).toBe(true);
    expect(can(grants, 'macro:create', { accountId: 'a1' })).toBe(true);
    expect(can(grants, 'macro:create', { storeId: 's1', accountId: 'a2' })).toBe(false);
    expect(can(grants, 'macro:create', { storeId: 's1' })).toBe(false);
  });

  it('applies staff roles on every store and account', () => {
    expect(can(['orderprotection_support'], 'claim:resolve', { storeId: 's9', accountId: 'a9' })).toBe(true);
    expect(can([{ role: 'orderprotection_support' }], 'claim:resolve', { storeId: 's9' })).toBe(true);
  });

  it('does not apply a bare store or account role name to a particular store or account', () => {
    expect(can(['store_owner', 'account_owner'], 'macro:create', { storeId: 's1', accountId: 'a1' })).toBe(
      false,
    );
    expect(can([{ role: 'store_owner', storeId: null }], 'macro:create', { storeId: 's1' })).toBe(false);
  });

  it('takes a mix of names and grants, and any one that allows is enough', () => {
    const grants = ['store_user', { role: 'store_support', storeId: 's2' }];
    expect(can(grants, 'claim:resolve', { storeId: 's2' })).toBe(true);
    expect(can(grants, 'claim:resolve', { storeId: 's1' })).toBe(false);
    expect(can(grants, 'claim:resolve')).toBe(true);
  });

  it('ignores roles it does not know, and grants nothing without roles', () => {
    expect(can(['superuser', { role: 'root', storeId: 's1' }], 'claim:read')).toBe(false);
    expect(can(['superuser', 'store_user'], 'claim:read')).toBe(true);
    expect(can([], 'claim:read')).toBe(false);
  });
});

describe('roleGrantSchema', () => {
  it('parses grants that name what they are for', () => {
    expect(roleGrantSchema.parse({ role: 'store_user', storeId: 's1' })).toEqual({
      role: 'store_user',
      storeId: 's1',
    });
    expect(roleGrantSchema.parse({ role: 'account_user', accountId: 'a1' })).toEqual({
      role: 'account_user',
      accountId: 'a1',
    });
    expect(roleGrantSchema.parse({ role: 'orderprotection_finance' })).toEqual({
      role: 'orderprotection_finance',
    });
  });

  it('refuses a store role without its store and an account role without its account', () => {
    const store = roleGrantSchema.safeParse({ role: 'store_user', accountId: 'a1' });
    expect(store.error?.issues.map((issue) => issue.path)).toEqual([['storeId']]);
    const account = roleGrantSchema.safeParse({ role: 'account_owner', storeId: 's1' });
    expect(account.error?.issues.map((issue) => issue.path)).toEqual([['accountId']]);
  });

  it('refuses unknown roles and empty ids', () => {
    expect(roleGrantSchema.safeParse({ role: 'root' }).success).toBe(false);
    expect(roleGrantSchema.safeParse({ role: 'store_user', storeId: '' }).success).toBe(false);
  });
});

describe('can with an API token’s permission grant', () => {
  it('allows exactly the listed permissions, on its own store only', () => {
    const token = [{ permissions: ['claim:read', 'message:create'] as const, storeId: 's1' }];
    expect(can(token, 'claim:read', { storeId: 's1', accountId: 'a1' })).toBe(true);
    expect(can(token, 'message:create', { storeId: 's1' })).toBe(true);
    expect(can(token, 'claim:resolve', { storeId: 's1' })).toBe(false);
    expect(can(token, 'claim:read', { storeId: 's2', accountId: 'a1' })).toBe(false);
  });

  it('reaches every store of its account when scoped to one, and nothing when scoped to none', () => {
    const accountToken = [{ permissions: ['claim:read'] as const, accountId: 'a1' }];
    expect(can(accountToken, 'claim:read', { storeId: 's9', accountId: 'a1' })).toBe(true);
    expect(can(accountToken, 'claim:read', { storeId: 's9', accountId: 'a2' })).toBe(false);
    expect(can([{ permissions: ['claim:read'] as const }], 'claim:read', { storeId: 's1' })).toBe(false);
  });

  it('never does what its maker may not do now, there', () => {
    const madeBy = (heldBy: readonly GrantLike[]) => [
      { permissions: ['claim:read', 'claim:resolve'] as const, storeId: 's1', heldBy },
    ];
    const admin = madeBy([{ role: 'store_admin', storeId: 's1' }]);
    expect(can(admin, 'claim:resolve', { storeId: 's1' })).toBe(true);
    // Demoted to read only: the token keeps reading and stops resolving.
    const demoted = madeBy([{ role: 'store_user', storeId: 's1' }]);
    expect(can(demoted, 'claim:read', { storeId: 's1' })).toBe(true);
    expect(can(demoted, 'claim:resolve', { storeId: 's1' })).toBe(false);
    // Moved to another store, or gone from the team: nothing here.
    expect(can(madeBy([{ role: 'store_admin', storeId: 's2' }]), 'claim:read', { storeId: 's1' })).toBe(
      false,
    );
    expect(can(madeBy([]), 'claim:read', { storeId: 's1' })).toBe(false);
    expect(can(madeBy([]), 'claim:read')).toBe(false);
  });
});

describe('knowsStore', () => {
  const aurora = { storeId: 's1', accountId: 'a1' };
  it('knows the stores a role reads', () => {
    expect(knowsStore([{ role: 'store_support', storeId: 's1' }], aurora)).toBe(true);
    expect(knowsStore([{ role: 'store_support', storeId: 's2' }], aurora)).toBe(false);
    expect(knowsStore(['orderprotection_support'], aurora)).toBe(true);
  });

  it("knows a token's own store or account, whatever it may do there, while its maker reads it", () => {
    const maker = [{ role: 'store_admin', storeId: 's1' }];
    expect(knowsStore([{ permissions: ['webhook:read'], storeId: 's1', heldBy: maker }], aurora)).toBe(true);
    expect(knowsStore([{ permissions: ['webhook:read'], accountId: 'a1' }], aurora)).toBe(true);
    expect(knowsStore([{ permissions: ['webhook:read'], storeId: 's2' }], aurora)).toBe(false);
    expect(knowsStore([{ permissions: ['webhook:read'], accountId: 'a2' }], aurora)).toBe(false);
    expect(knowsStore([{ permissions: ['webhook:read'] }], aurora)).toBe(false);
    expect(knowsStore([{ permissions: ['webhook:read'], storeId: 's1', heldBy: [] }], aurora)).toBe(false);
  });
});
