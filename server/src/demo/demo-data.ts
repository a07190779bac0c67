/**
 * The demo stores, orders and claims (demo/demo-data.json), loaded through the same import code as any
 * data file. Dates in the demo file are relative so that "too soon" and "too late" stay true whenever it
 * is loaded: a field `<name>DaysAgo: n` becomes `<name>At`, n days before the load. Each demo order also
 * says what it shows (`demoCase`), for the start message; that field is removed before the import.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ImportData } from '@orderprotection/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { claims, stores } from '../db/schema';
import { type ImportSummary, importData } from '../modules/data-import/import';
import type { MediaStorage } from '../modules/media/storage';
import type { Auth } from '../modules/people/auth';
import { claimLinkToken, type Signer } from '../security/tokens';
import { createDemoPeople } from './demo-people';

export const DEMO_DIRECTORY = fileURLToPath(new URL('../../demo/', import.meta.url));
/** Fonts and logos the demo stores' branding points at, served under /demo/. */
export const DEMO_ASSETS_DIRECTORY = join(DEMO_DIRECTORY, 'static');
const DEMO_FILE = join(DEMO_DIRECTORY, 'demo-data.json');

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoCase {
  orderNumber: string;
  email: string;
  store: string;
  shows: string;
}

/** `createdDaysAgo: 3` -> `createdAt: <3 days before now>`, everywhere in the value. */
export function resolveRelativeDates(value: unknown, now: Date): unknown {
  if (Array.isArray(value)) return value.map((entry) => resolveRelativeDates(entry, now));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => {
      const relative = /^(.+)DaysAgo$/.exec(key);
      if (relative === null || typeof entry !== 'number') return [key, resolveRelativeDates(entry, now)];
      return [`${relative[1]}At`, new Date(now.getTime() - entry * DAY_MS).toISOString()];
    }),
  );
}

export async function readDemoData(now: Date): Promise<{ data: ImportData; cases: DemoCase[] }> {
  const raw = JSON.parse(await readFile(DEMO_FILE, 'utf8')) as { orders?: Record<string, unknown>[] };
  const cases: DemoCase[] = (raw.orders ?? []).map((order) => ({
    orderNumber: String(order.orderNumber),
    email: String(order.customerEmail),
    store: String(order.storeId),
    shows: String(order.demoCase),
  }));
  const withoutCases = {
    ...raw,
    orders: (raw.orders ?? []).map(({ demoCase: _shown, ...order }) => order),
  };
  return { data: ImportData.parse(resolveRelativeDates(withoutCases, now)), cases };
}

export async function loadDemoData(
  db: Db,
  storage: MediaStorage,
  signer: Signer,
  now: Date,
): Promise<ImportSummary> {
  const { data } = await readDemoData(now);
  return importData(db, data, {
    storage,
    signer,
    now,
    readAttachment: async (path) => new Uint8Array(await readFile(join(DEMO_DIRECTORY, path))),
  });
}

/**
 * Loads the demo data, and the demo people, when the database has no store at all (a first start); null
 * when it had some.
 */
export async function loadDemoDataIfEmpty(
  { db, storage, signer, auth }: { db: Db; storage: MediaStorage; signer: Signer; auth: Auth },
  now: Date,
): Promise<(ImportSummary & { people: number }) | null> {
  const [existing] = await db.select({ stores: count() }).from(stores);
  if ((existing?.stores ?? 0) > 0) return null;
  const summary = await loadDemoData(db, storage, signer, now);
  return { ...summary, people: await createDemoPeople(db, auth) };
}

/** The claim tokens of the demo claims that have a conversation, for the start message's /view links. */
export async function demoClaimTokens(db: Db, signer: Signer, now: Date): Promise<string[]> {
  const { data } = await readDemoData(now);
  const tokens = await Promise.all(
    data.claims
      .filter((claim) => claim.messages.length > 0)
      .map(async (claim) => {
        const [row] = await db
          .select({ id: claims.id })
          .from(claims)
          .where(and(eq(claims.storeId, claim.storeId), eq(claims.claimNumber, claim.claimNumber)));
        return row === undefined ? undefined : claimLinkToken(signer, row.id);
      }),
  );
  return tokens.filter((token): token is string => token !== undefined);
}
