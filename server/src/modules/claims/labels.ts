/**
 * A store's labels and the claims that carry them. A label belongs to one store and goes only on that
 * store's claims; its name is unique in the store whatever its case.
 */
import type { Label } from '@orderprotection/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { claimLabels, labels } from '../../db/schema';
import { newRowId } from '../../security/tokens';
import { AppError } from '../app-error';
import type { ClaimRow } from './claims';

export async function listLabels(db: Queryable, storeId: string): Promise<Label[]> {
  return db
    .select({ id: labels.id, storeId: labels.storeId, name: labels.name })
    .from(labels)
    .where(eq(labels.storeId, storeId))
    .orderBy(asc(sql`lower(${labels.name})`));
}

export async function createLabel(db: Queryable, storeId: string, name: string): Promise<Label> {
  const [row] = await db
    .insert(labels)
    .values({ id: newRowId(), storeId, name })
    .onConflictDoNothing()
    .returning({ id: labels.id, storeId: labels.storeId, name: labels.name });
  if (row === undefined) throw new AppError('conflict', `This store already has a label "${name}".`);
  return row;
}

/**
 * Renames one of the store's labels; claims that carry it show the new name. Another label of the store
 * already named so (whatever the case) is a conflict.
 */
export async function renameLabel(
  db: Queryable,
  storeId: string,
  labelId: string,
  name: string,
): Promise<Label> {
  const [taken] = await db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.storeId, storeId), sql`lower(${labels.name}) = lower(${name})`));
  if (taken !== undefined && taken.id !== labelId)
    throw new AppError('conflict', `This store already has a label "${name}".`);
  const [row] = await db
    .update(labels)
    .set({ name })
    .where(and(eq(labels.id, labelId), eq(labels.storeId, storeId)))
    .returning({ id: labels.id, storeId: labels.storeId, name: labels.name });
  if (row === undefined) throw new AppError('not_found', 'Label not found.');
  return row;
}

/** Deletes one of the store's labels, and with it (by the foreign key's cascade) its place on claims. */
export async function deleteLabel(db: Queryable, storeId: string, labelId: string): Promise<void> {
  const deleted = await db
    .delete(labels)
    .where(and(eq(labels.id, labelId), eq(labels.storeId, storeId)))
    .returning({ id: labels.id });
  if (deleted.length === 0) throw new AppError('not_found', 'Label not found.');
}

/** The labels of each claim, by claim id: one query for a page of claims. */
export async function labelsOfClaims(
  db: Queryable,
  claimIds: readonly string[],
): Promise<Map<string, { id: string; name: string }[]>> {
  const byClaim = new Map<string, { id: string; name: string }[]>();
  if (claimIds.length === 0) return byClaim;
  const rows = await db
    .select({ claimId: claimLabels.claimId, id: labels.id, name: labels.name })
    .from(claimLabels)
    .innerJoin(labels, eq(labels.id, claimLabels.labelId))
    .where(inArray(claimLabels.claimId, [...claimIds]))
    .orderBy(asc(sql`lower(${labels.name})`));
  for (const { claimId, id, name } of rows)
    byClaim.set(claimId, [...(byClaim.get(claimId) ?? []), { id, name }]);
  return byClaim;
}

/** Puts one of its store's labels on the claim; answers whether the claim did not have it yet. */
export async function addLabel(db: Queryable, claim: ClaimRow, labelId: string): Promise<boolean> {
  const [label] = await db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.id, labelId), eq(labels.storeId, claim.storeId)));
  if (label === undefined)
    throw new AppError('unprocessable', "labelId: Not one of this claim's store's labels.");
  const added = await db
    .insert(claimLabels)
    .values({ claimId: claim.id, labelId })
    .onConflictDoNothing()
    .returning();
  return added.length > 0;
}

/** Takes a label off the claim; answers whether it had it. */
export async function removeLabel(db: Queryable, claim: ClaimRow, labelId: string): Promise<boolean> {
  const removed = await db
    .delete(claimLabels)
    .where(and(eq(claimLabels.claimId, claim.id), eq(claimLabels.labelId, labelId)))
    .returning();
  return removed.length > 0;
}
