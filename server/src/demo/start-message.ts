/**
 * The human-readable message the server prints to stderr once it listens: where the portal and the API
 * are, what the database holds and how to try it. It names only what is really there: the demo orders
 * and claim when the database has them, and otherwise how many stores and orders it holds. A data
 * directory that got a file imported before its first start has stores, so `DEMO_DATA=auto` (which loads
 * the demo data only into a database without stores) never loads the demo data into it.
 */
import { countLabel } from '@orderprotection/domain';
import { asc, count, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders, stores } from '../db/schema';
import { emailKey, orderNumberKey } from '../modules/orders/orders';
import type { Signer } from '../security/tokens';
import { type DemoCase, demoClaimTokens, readDemoData } from './demo-data';
import { demoPeopleInDatabase } from './demo-people';

export interface StartMessageOptions {
  /** Where the server listens, e.g. http://localhost:3000. */
  url: string;
  /** Whether the portal is served as well (`npm start`), or the API alone. */
  withPortal: boolean;
  /** Whether the console is served as well, under /console (`npm start`). */
  withConsole?: boolean;
  /** Which database, for the reader: "PGlite in …" or "PostgreSQL". */
  database: string;
  now: Date;
  /** Derives the links of the demo claims. */
  signer: Signer;
  /** Where email goes (`Mailer.describe`). */
  mail: string;
}

const DEMO_ORDERS_SHOWN = 8;
const STORE_IDS_SHOWN = 10;

export async function startMessage(
  db: Db,
  { url, withPortal, withConsole = false, database, now, signer, mail }: StartMessageOptions,
): Promise<string> {
  const [[storeCount], [orderCount]] = await Promise.all([
    db.select({ rows: count() }).from(stores),
    db.select({ rows: count() }).from(orders),
  ]);
  const storesHeld = storeCount?.rows ?? 0;
  const ordersHeld = orderCount?.rows ?? 0;
  const lines = [
    '',
    withPortal
      ? `OrderProtection claims portal on ${url}/start (API: ${url}/api, docs: ${url}/api/docs)`
      : `OrderProtection claims API on ${url}/api (docs: ${url}/api/docs)`,
    `Database: ${database} (${countLabel(storesHeld, 'store').toLowerCase()}, ${countLabel(ordersHeld, 'order').toLowerCase()})`,
  ];
  const demoOrders = await demoOrdersInDatabase(db, now);
  if (demoOrders.length > 0) {
    const shown = demoOrders.slice(0, DEMO_ORDERS_SHOWN);
    lines.push(
      '',
      `Demo orders${withPortal ? ' to try on /start' : ''} (order number / email: what it shows):`,
      ...shown.map((demo) => `  ${demo.orderNumber} / ${demo.email}: ${demo.shows}`),
    );
    if (demoOrders.length > shown.length) {
      lines.push(`  ...and ${demoOrders.length - shown.length} more in server/README.md`);
    }
  } else if (storesHeld === 0) {
    lines.push('', 'No stores yet: load some with npm run data:import -- FILE (see server/README.md).');
  } else {
    lines.push(
      '',
      'No demo data: DEMO_DATA=auto loads it only into a database without stores.',
      withPortal
        ? `Look an order up on ${url}/start with its order number and the customer's email.`
        : `Look an order up with GET ${url}/api/order-lookup?order=<order number>&email=<customer's email>.`,
    );
  }
  for (const token of await demoClaimTokens(db, signer, now)) {
    lines.push('', `Demo claim: ${url}/view/${token} (GET ${url}/api/claims/${token})`);
  }
  if (withPortal && storesHeld > 1) {
    const ids = await db
      .select({ id: stores.id })
      .from(stores)
      .orderBy(asc(stores.createdAt), asc(stores.id))
      .limit(STORE_IDS_SHOWN);
    const more = storesHeld > ids.length ? ` (and ${storesHeld - ids.length} more)` : '';
    lines.push(
      '',
      `Each store has its own branding: add ?store= with one of ${ids.map((row) => row.id).join(', ')}${more} to any page.`,
    );
  }
  const demoPeople = await demoPeopleInDatabase(db);
  if (demoPeople.length > 0) {
    lines.push(
      '',
      withConsole
        ? `Demo people of the staff side (email / password: who), signing in on the console at ${url}/console:`
        : `Demo people of the staff side (email / password: who), signing in at POST ${url}/api/staff/auth/sign-in/email:`,
      ...demoPeople.map((person) => `  ${person.email} / ${person.password}: ${person.is}`),
    );
  }
  lines.push(
    '',
    `Email (shoppers' claim updates, password resets): ${mail}.`,
    '',
    'Ctrl-C stops the server.',
  );
  return `${lines.join('\n')}\n\n`;
}

/** The demo orders a lookup would find, in the demo file's order. */
async function demoOrdersInDatabase(db: Db, now: Date): Promise<DemoCase[]> {
  const { cases } = await readDemoData(now);
  const storeIds = [...new Set(cases.map((demo) => demo.store))];
  if (storeIds.length === 0) return [];
  const rows = await db
    .select({ storeId: orders.storeId, orderNumberKey: orders.orderNumberKey, emailKey: orders.emailKey })
    .from(orders)
    .where(inArray(orders.storeId, storeIds));
  const present = new Set(
    rows.map((row) => `${row.storeId}\u0000${row.orderNumberKey}\u0000${row.emailKey}`),
  );
  return cases.filter((demo) =>
    present.has(`${demo.store}\u0000${orderNumberKey(demo.orderNumber)}\u0000${emailKey(demo.email)}`),
  );
}
