/**
 * Loads an import file (`ImportData`, the domain's schema of the format) into the database, in one
 * transaction: either everything is imported or nothing is, and the files it wrote to media storage are
 * removed again. Stores come first (./stores.ts), then orders (./orders.ts), then claims (./claims.ts);
 * each is upserted or created once, so importing the same file twice changes nothing the second time.
 */
import type { ImportData } from '@orderprotection/domain';
import type { Db } from '../../db/database';
import { newMediaKey } from '../../security/tokens';
import { createClaim } from './claims';
import type { ImportOptions } from './context';
import { upsertOrder } from './orders';
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
      for (const order of data.orders) {
        const created = await upsertOrder(tx, order, options.now);
        summary.orders[created ? 'created' : 'updated'] += 1;
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
