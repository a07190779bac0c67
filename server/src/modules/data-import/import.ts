/**
 * Loads an import file (`ImportData`, the domain's schema of the format) into the database, in one
 * transaction: either everything is imported or nothing is, and the files it wrote to media storage are
 * removed again. Stores come first (./stores.ts), then orders (../orders/write.ts), then claims (./claims.ts);
 * each is upserted or created once, so importing the same file twice changes nothing the second time.
 */
import type { ImportData } from '@orderprotection/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { stores } from '../../db/schema';
import { newMediaKey } from '../../security/tokens';
import { writeOrder } from '../orders/write';
import { createClaim } from './claims';
import { ImportError, type ImportOptions } from './context';
import { upsertStore } from './stores';

export interface ImportSummary {
  stores: number;
  orders: { created: number; updated: number };
  claims: { created: number; kept: number };
}

export async function importData(db: Db, data: ImportData, options: ImportOptions): Promise<ImportSummary> {
  const writtenKeys: string[] = [];
  const storeFile = async (bytes: Uint8Array, extension: string) => {
    const key = newMediaKey(extension);
    await options.storage.write(key, bytes);
    writtenKeys.push(key);
    return key;
  };
  try {
    return await db.transaction(async (tx) => {
      for (const store of data.stores) await upsertStore(tx, store, { ...options, storeFile });
      const summary: ImportSummary = {
        stores: data.stores.length,
        orders: { created: 0, updated: 0 },
        claims: { created: 0, kept: 0 },
      };
      for (const { storeId, orderId, ...order } of data.orders) {
        if (!(await storeExists(tx, storeId))) {
          throw new ImportError(
            `Order ${orderId}: store ${storeId} is neither in the file nor in the database`,
          );
        }
        const written = await writeOrder(tx, storeId, orderId, order, options.now);
        if (written !== 'stale') summary.orders[written] += 1;
      }
      for (const claim of data.claims) {
        const created = await createClaim(tx, claim, { ...options, storeFile });
        summary.claims[created ? 'created' : 'kept'] += 1;
      }
      return summary;
    });
  } catch (error) {
    await Promise.all(writtenKeys.map((key) => options.storage.remove(key)));
    throw error;
  }
}

async function storeExists(tx: Tx, id: string): Promise<boolean> {
  const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, id));
  return store !== undefined;
}
