/**
 * Saved views of the claim queue. A person sees their own views and those shared with the stores they
 * read claims of; only the person who saved a view deletes it.
 */
import type { SavedView, SavedViewInput } from '@orderprotection/domain';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { people, savedViews } from '../../db/schema';
import { newRowId } from '../../security/tokens';
import { AppError } from '../app-error';
import type { StoreReach } from '../people/grants';

export async function listViews(db: Queryable, personId: string, reach: StoreReach): Promise<SavedView[]> {
  const shared: SQL | undefined = reach.all
    ? sql`${savedViews.storeId} is not null`
    : reach.storeIds.length === 0
      ? undefined
      : inArray(savedViews.storeId, reach.storeIds);
  const rows = await db
    .select({
      id: savedViews.id,
      name: savedViews.name,
      query: savedViews.query,
      storeId: savedViews.storeId,
      ownerId: people.id,
      ownerName: people.name,
      createdAt: savedViews.createdAt,
    })
    .from(savedViews)
    .innerJoin(people, eq(people.id, savedViews.personId))
    .where(or(and(eq(savedViews.personId, personId), isNull(savedViews.storeId)), shared))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
  return rows.map(({ ownerId, ownerName, createdAt, ...view }) => ({
    ...view,
    owner: { id: ownerId, name: ownerName },
    createdAt: createdAt.toISOString(),
  }));
}

export async function saveView(
  db: Queryable,
  person: { id: string; name: string },
  input: SavedViewInput,
  now: Date,
): Promise<SavedView> {
  const id = newRowId();
  await db.insert(savedViews).values({ id, personId: person.id, ...input, createdAt: now });
  return { id, ...input, owner: { id: person.id, name: person.name }, createdAt: now.toISOString() };
}

export async function deleteView(db: Queryable, personId: string, viewId: string): Promise<void> {
  const removed = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, viewId), eq(savedViews.personId, personId)))
    .returning({ id: savedViews.id });
  if (removed.length === 0) throw new AppError('not_found', 'View not found.');
}
