import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImportData } from '@orderprotection/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { demoClaimTokens, loadDemoDataIfEmpty, readDemoData } from '../src/demo/demo-data';
import { DEMO_PEOPLE } from '../src/demo/demo-people';
import { startMessage } from '../src/demo/start-message';
import { importData } from '../src/modules/data-import/import';
import { localDiskStorage, type MediaStorage } from '../src/modules/media/storage';
import { createAuth } from '../src/modules/people/auth';
import { createSigner } from '../src/security/tokens';
import { testStore } from './support/fixtures';
import { DRIVERS, openTestDatabase, T0, TEST_SECRET, type TestDatabase } from './support/harness';

const URL = 'http://localhost:3000';
const signer = createSigner(TEST_SECRET);
const authOf = (db: Db) =>
  createAuth({
    db,
    secret: TEST_SECRET,
    publicUrl: undefined,
    mailer: { describe: 'none', send: async () => {} },
  });
const options = {
  url: URL,
  withPortal: true,
  database: 'PGlite in /srv/data',
  now: T0,
  signer,
  mail: 'written to /srv/data/mail',
};

describe.each(DRIVERS)('the start message on %s', (driver) => {
  let database: TestDatabase;
  let mediaDir: string;
  let storage: MediaStorage;
  beforeEach(async () => {
    database = await openTestDatabase(driver);
    mediaDir = await mkdtemp(join(tmpdir(), 'op-start-'));
    storage = localDiskStorage(mediaDir);
  });
  afterEach(async () => {
    await database.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('names no demo order after a file was imported into a fresh database, since none was loaded', async () => {
    const { db } = database.database;
    const data = ImportData.parse({
      stores: [testStore({ id: 'own-store', name: 'Own Store', domains: ['own.example'] })],
      orders: [
        {
          storeId: 'own-store',
          orderId: 'o-1',
          orderNumber: '1001',
          customerEmail: 'someone@example.com',
          orderItems: [{ sourceItemId: 'a', productName: 'A', quantity: 1 }],
        },
      ],
    });
    await importData(db, data, {
      storage,
      signer,
      now: T0,
      readAttachment: () => Promise.reject(new Error('none')),
    });
    // What DEMO_DATA=auto does on the first start: the database has a store, so no demo data.
    expect(await loadDemoDataIfEmpty({ db, storage, signer, auth: authOf(db) }, T0)).toBeNull();

    expect(await startMessage(db, options)).toBe(
      [
        '',
        `OrderProtection claims portal on ${URL}/start (API: ${URL}/api, docs: ${URL}/api/docs)`,
        'Database: PGlite in /srv/data (1 store, 1 order)',
        '',
        'No demo data: DEMO_DATA=auto loads it only into a database without stores.',
        `Look an order up on ${URL}/start with its order number and the customer's email.`,
        '',
        "Email (shoppers' claim updates, password resets): written to /srv/data/mail.",
        '',
        'Ctrl-C stops the server.',
        '',
        '',
      ].join('\n'),
    );
    expect(await startMessage(db, { ...options, withPortal: false })).toContain(
      `Look an order up with GET ${URL}/api/order-lookup?order=<order number>&email=<customer's email>.`,
    );
  });

  it('lists the demo orders and the demo claim that the first start loaded', async () => {
    const { db } = database.database;
    expect(await startMessage(db, options)).toContain(
      'Database: PGlite in /srv/data (no stores, no orders)\n\n' +
        'No stores yet: load some with npm run data:import -- FILE (see server/README.md).\n',
    );
    expect(await loadDemoDataIfEmpty({ db, storage, signer, auth: authOf(db) }, T0)).toMatchObject({
      people: DEMO_PEOPLE.length,
    });

    const message = await startMessage(db, options);
    const { cases } = await readDemoData(T0);
    const [token] = await demoClaimTokens(db, signer, T0);
    expect(message).toContain('Database: PGlite in /srv/data (6 stores, 15 orders)');
    expect(message).toContain(
      [
        'Demo orders to try on /start (order number / email: what it shows):',
        ...cases.slice(0, 8).map((demo) => `  ${demo.orderNumber} / ${demo.email}: ${demo.shows}`),
        `  ...and ${cases.length - 8} more in server/README.md`,
        '',
        `Demo claim: ${URL}/view/${token} (GET ${URL}/api/claims/${token})`,
        '',
        'Each store has its own branding: add ?store= with one of aurora, gulf-pearl, maison, nightjar, northwind, sakura to any page.',
      ].join('\n'),
    );
    expect(message).toContain(
      [
        `Demo people of the staff side (email / password: who), signing in at POST ${URL}/api/staff/auth/sign-in/email:`,
        ...DEMO_PEOPLE.map((person) => `  ${person.email} / ${person.password}: ${person.is}`),
      ].join('\n'),
    );
    expect(message).not.toContain('No demo data');
    expect(await startMessage(db, { ...options, withConsole: true })).toContain(
      [
        `Demo people of the staff side (email / password: who), signing in on the console at ${URL}/console:`,
        ...DEMO_PEOPLE.map((person) => `  ${person.email} / ${person.password}: ${person.is}`),
      ].join('\n'),
    );
  });
});
