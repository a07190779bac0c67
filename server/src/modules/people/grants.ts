/**
 * The roles people hold and where they reach. A grant is the domain's `RoleGrant`; every decision is the
 * domain's `can`. This module only answers the questions `can` needs the database for: a person's grants,
 * the account of a store, and which stores a permission reaches (for lists over many stores).
 */
import {
  can,
  type Grant,
  isAccountRole,
  isStaffRole,
  isStoreRole,
  type Permission,
  type PermissionContext,
  type RoleGrant,
  roleGrantSchema,
  roleOf,
} from '@orderprotection/domain';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { roleGrants, stores } from '../../db/schema';
import { newRowId } from '../../security/tokens';
import { AppError } from '../app-error';

export async function grantsOf(db: Queryable, personId: string): Promise<RoleGrant[]> {
  return (await grantsOfPeople(db, [personId])).get(personId) ?? [];
}

/** The grants of each person listed, in one query (a person with none is missing from the map). */
export async function grantsOfPeople(
  db: Queryable,
  personIds: readonly string[],
): Promise<Map<string, RoleGrant[]>> {
  const grants = new Map<string, RoleGrant[]>();
  if (personIds.length === 0) return grants;
  const rows = await db
    .select({
      personId: roleGrants.personId,
      role: roleGrants.role,
      storeId: roleGrants.storeId,
      accountId: roleGrants.accountId,
    })
    .from(roleGrants)
    .where(inArray(roleGrants.personId, [...personIds]));
  for (const row of rows) {
    // A role this build no longer knows grants nothing, as `can` treats it.
    const parsed = roleGrantSchema.safeParse({
      role: row.role,
      ...(row.storeId === null ? {} : { storeId: row.storeId }),
      ...(row.accountId === null ? {} : { accountId: row.accountId }),
    });
    if (parsed.success) grants.set(row.personId, [...(grants.get(row.personId) ?? []), parsed.data]);
  }
  return grants;
}

/** Gives a person a role; a store role names its store, an account role its account, a staff role neither. */
export async function grantRole(db: Queryable, personId: string, grant: RoleGrant): Promise<void> {
  const parsed = roleGrantSchema.safeParse(grant);
  if (!parsed.success)
    throw new AppError('invalid_input', parsed.error.issues.map((issue) => issue.message).join(' '));
  const { role, storeId, accountId } = parsed.data;
  await db.insert(roleGrants).values({
    id: newRowId(),
    personId,
    role,
    // Only the scope the role has is kept: a staff role given "for" a store still applies everywhere.
    storeId: isStoreRole(role) ? (storeId ?? null) : null,
    accountId: isAccountRole(role) ? (accountId ?? null) : null,
  });
}

/** The context `can` is asked in for something of this store: the store and the account that owns it. */
/** The context `can` is asked in about one store: it always names the store. */
export type StoreContext = PermissionContext & { storeId: string };

export async function storeContext(db: Queryable, storeId: string): Promise<StoreContext | null> {
  const [row] = await db.select({ accountId: stores.accountId }).from(stores).where(eq(stores.id, storeId));
  return row === undefined ? null : contextOfStore(storeId, row.accountId);
}

/** The context of a store whose account is already read (a store need not belong to an account). */
export function contextOfStore(storeId: string, accountId: string | null): StoreContext {
  return accountId === null ? { storeId } : { storeId, accountId };
}

/** Which stores a permission reaches: all of them (a staff role), or the listed ones. */
export type StoreReach = { all: true } | { all: false; storeIds: string[] };

/** The stores named by grants or in their accounts: every staff list of a team's stores starts here. */
function storesOfGrants(db: Queryable) {
  return db
    .select({ id: stores.id, accountId: stores.accountId })
    .from(stores)
    .where(
      or(
        sql`${stores.id} = any(${sql.placeholder('storeIds')}::text[])`,
        sql`${stores.accountId} = any(${sql.placeholder('accountIds')}::text[])`,
      ),
    )
    .prepare('stores_of_grants');
}

export async function storesReached(
  db: Queryable,
  grants: readonly Grant[],
  permission: Permission,
): Promise<StoreReach> {
  const holding = grants.filter((grant) => can([grant], permission));
  if (holding.some((grant) => isStaffRole(roleOf(grant)))) return { all: true };
  const storeIds = holding.flatMap((grant) => (grant.storeId === undefined ? [] : [grant.storeId]));
  const accountIds = holding.flatMap((grant) => (grant.accountId === undefined ? [] : [grant.accountId]));
  if (storeIds.length === 0 && accountIds.length === 0) return { all: false, storeIds: [] };
  const rows = await preparedOnce(storesOfGrants, db).execute({ storeIds, accountIds });
  // `can` has the last word on each store, so this list never reaches further than a check on one would.
  const reached = rows.filter((row) =>
    can(
      grants,
      permission,
      row.accountId === null ? { storeId: row.id } : { storeId: row.id, accountId: row.accountId },
    ),
  );
  return { all: false, storeIds: reached.map((row) => row.id) };
}
