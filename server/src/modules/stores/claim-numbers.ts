/**
 * The per-store claim number (what shoppers and staff call a claim: #1001), counted in the store's row.
 * The one writer of that counter: filing takes the next number, an import keeps the counter past the
 * numbers it brings, so claims filed afterwards continue after the highest.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { stores } from '../../db/schema';

/** The store's next claim number; the row's lock keeps parallel submissions from sharing one. */
export async function takeNextClaimNumber(tx: Tx, storeId: string): Promise<number> {
  const [counter] = await tx
    .update(stores)
    .set({ claimCounter: sql`${stores.claimCounter} + 1` })
    .where(eq(stores.id, storeId))
    .returning({ claimNumber: stores.claimCounter });
  if (counter === undefined) throw new Error(`Store ${storeId} disappeared during a claim`);
  return counter.claimNumber;
}

/** Marks `claimNumber` as taken by an imported claim. */
export async function keepClaimNumberTaken(tx: Tx, storeId: string, claimNumber: number): Promise<void> {
  await tx
    .update(stores)
    .set({ claimCounter: sql`greatest(${stores.claimCounter}, ${claimNumber})` })
    .where(eq(stores.id, storeId));
}
