/**
 * A store's macros (saved replies). A macro's label must be one of its store's labels; its move is checked
 * by the domain's `MacroInput`, and made, like any move, only when the macro is used on a claim.
 */
import type { Macro, MacroInput } from '@orderprotection/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { labels, macros } from '../../db/schema';
import { newRowId } from '../../security/tokens';
import { AppError } from '../app-error';

const columns = {
  id: macros.id,
  storeId: macros.storeId,
  name: macros.name,
  body: macros.body,
  internal: macros.internal,
  move: macros.move,
  labelId: macros.labelId,
  updatedAt: macros.updatedAt,
};

type MacroRow = Omit<Macro, 'updatedAt'> & { updatedAt: Date };

const answer = (row: MacroRow): Macro => ({ ...row, updatedAt: row.updatedAt.toISOString() });

export async function listMacros(db: Queryable, storeId: string): Promise<Macro[]> {
  const rows = await db
    .select(columns)
    .from(macros)
    .where(eq(macros.storeId, storeId))
    .orderBy(asc(sql`lower(${macros.name})`));
  return rows.map(answer);
}

async function checkLabel(db: Queryable, storeId: string, labelId: string | null): Promise<void> {
  if (labelId === null) return;
  const [label] = await db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.id, labelId), eq(labels.storeId, storeId)));
  if (label === undefined) throw new AppError('unprocessable', "labelId: Not one of this store's labels.");
}

const taken = (name: string) => new AppError('conflict', `This store already has a macro "${name}".`);

export async function createMacro(
  db: Queryable,
  storeId: string,
  input: MacroInput,
  now: Date,
): Promise<Macro> {
  await checkLabel(db, storeId, input.labelId);
  const [row] = await db
    .insert(macros)
    .values({ id: newRowId(), storeId, ...input, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning(columns);
  if (row === undefined) throw taken(input.name);
  return answer(row);
}

export async function updateMacro(
  db: Queryable,
  storeId: string,
  macroId: string,
  input: MacroInput,
  now: Date,
): Promise<Macro> {
  const [existing] = await db
    .select({ id: macros.id })
    .from(macros)
    .where(and(eq(macros.id, macroId), eq(macros.storeId, storeId)));
  if (existing === undefined) throw new AppError('not_found', 'Macro not found.');
  await checkLabel(db, storeId, input.labelId);
  const [clash] = await db
    .select({ id: macros.id })
    .from(macros)
    .where(and(eq(macros.storeId, storeId), sql`lower(${macros.name}) = ${input.name.toLowerCase()}`));
  if (clash !== undefined && clash.id !== macroId) throw taken(input.name);
  const [row] = await db
    .update(macros)
    .set({ ...input, updatedAt: now })
    .where(and(eq(macros.id, macroId), eq(macros.storeId, storeId)))
    .returning(columns);
  if (row === undefined) throw new AppError('not_found', 'Macro not found.');
  return answer(row);
}

export async function deleteMacro(db: Queryable, storeId: string, macroId: string): Promise<void> {
  const removed = await db
    .delete(macros)
    .where(and(eq(macros.id, macroId), eq(macros.storeId, storeId)))
    .returning({ id: macros.id });
  if (removed.length === 0) throw new AppError('not_found', 'Macro not found.');
}
