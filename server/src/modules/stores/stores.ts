/** Stores and their branding, as GET stores/{id} and GET whitelabel/settings answer them. */
import type { Store, WhitelabelSettings } from '@orderprotection/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { claims, storeDomains, stores } from '../../db/schema';
import { isOpenedBy } from '../claims/links';
import type { StoreReach } from '../people/grants';

export type StoreRow = typeof stores.$inferSelect;

export async function findStore(db: Queryable, storeId: string): Promise<Store | null> {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (row === undefined) return null;
  const domains = await db
    .select({ domain: storeDomains.domain })
    .from(storeDomains)
    .where(eq(storeDomains.storeId, storeId))
    .orderBy(asc(storeDomains.domain));
  return toStore(
    row,
    domains.map((entry) => entry.domain),
  );
}

function everyStore(db: Queryable) {
  return db
    .select({ id: stores.id, name: stores.name, accountId: stores.accountId })
    .from(stores)
    .orderBy(asc(stores.name))
    .prepare('stores_every');
}

function listedStores(db: Queryable) {
  return db
    .select({ id: stores.id, name: stores.name, accountId: stores.accountId })
    .from(stores)
    .where(sql`${stores.id} = any(${sql.placeholder('storeIds')}::text[])`)
    .orderBy(asc(stores.name))
    .prepare('stores_listed');
}

/**
 * The stores a reach covers, by name: what GET staff/me lists, on every console page. Built once (a
 * statement's text costs more to build than the stores to read: bench/staff-api).
 */
export function storesOfReach(
  db: Queryable,
  reach: StoreReach,
): Promise<{ id: string; name: string; accountId: string | null }[]> {
  return reach.all
    ? preparedOnce(everyStore, db).execute()
    : preparedOnce(listedStores, db).execute({ storeIds: reach.storeIds });
}

export function toStore(row: StoreRow, domains: string[]): Store {
  return {
    id: row.id,
    name: row.name,
    domains,
    currency: row.currency,
    trackingUrl: row.trackingUrl,
    branding: row.branding,
    settings: row.settings,
    policy: row.policy,
  };
}

/**
 * A host as browsers send it in `location.host`: lower case, without a port or a trailing dot, so
 * "Claims.Example.com:443" finds the store registered as "claims.example.com".
 */
export function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** Whether `host` (a port is ignored) is a domain some store is registered on. */
export async function isStoreDomain(db: Queryable, host: string): Promise<boolean> {
  const [row] = await db
    .select({ domain: storeDomains.domain })
    .from(storeDomains)
    .where(eq(storeDomains.domain, normalizeDomain(host)))
    .limit(1);
  return row !== undefined;
}

/**
 * The store of the claim `claimLinkToken` opens when given and found (a claim's pages are always in its store), else the
 * one of `storeId` when given and known, otherwise the one registered for `domain`; null when none finds one.
 */
export async function findWhitelabelSettings(
  db: Queryable,
  { claimLinkToken, storeId, domain }: { claimLinkToken?: string; storeId?: string; domain?: string },
): Promise<WhitelabelSettings | null> {
  const columns = { storeId: stores.id, storeName: stores.name, branding: stores.branding };
  if (claimLinkToken !== undefined) {
    const [row] = await db
      .select(columns)
      .from(claims)
      .innerJoin(stores, eq(stores.id, claims.storeId))
      .where(isOpenedBy(claimLinkToken));
    if (row !== undefined) return row;
  }
  if (storeId !== undefined) {
    const [row] = await db.select(columns).from(stores).where(eq(stores.id, storeId));
    if (row !== undefined) return row;
  }
  if (domain === undefined) return null;
  const [row] = await db
    .select(columns)
    .from(storeDomains)
    .innerJoin(stores, eq(stores.id, storeDomains.storeId))
    .where(eq(storeDomains.domain, normalizeDomain(domain)));
  return row ?? null;
}
