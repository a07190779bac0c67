import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Claim,
  ImportData,
  type ImportDataInput,
  lifecycleStateOfStatus,
  nextStepAfterLookup,
  Order,
  WhitelabelSettings,
} from '@orderprotection/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFileCommand } from '../src/cli/import-file';
import { claimEvents, claims, fulfillments, media, orders, stores } from '../src/db/schema';
import { loadDemoData, readDemoData, resolveRelativeDates } from '../src/demo/demo-data';
import { ImportError, type ImportOptions } from '../src/modules/data-import/context';
import { importData } from '../src/modules/data-import/import';
import { runServerCommand, runServerScript } from './support/cli';
import { type ClaimInput, PNG_BYTES, seed, testStore } from './support/fixtures';
import {
  countRows,
  DRIVERS,
  daysBefore,
  openTestDatabase,
  startTestServer,
  storedFiles,
  T0,
  type TestDatabase,
  type TestServer,
} from './support/harness';
import { call } from './support/http';

describe('relative demo dates', () => {
  it('turns <name>DaysAgo into <name>At, everywhere, and leaves the rest alone', () => {
    expect(
      resolveRelativeDates(
        { deliveredDaysAgo: 2, list: [{ createdDaysAgo: 0.5 }], note: 'DaysAgo', daysAgo: 1 },
        T0,
      ),
    ).toEqual({
      deliveredAt: daysBefore(2),
      list: [{ createdAt: daysBefore(0.5) }],
      note: 'DaysAgo',
      daysAgo: 1,
    });
  });
});

describe.each(DRIVERS)('data import on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
    await loadDemoData(server.db, server.storage, server.signer, server.clock.now());
  });
  afterAll(() => server.close());

  async function lookUpDemo(orderNumber: string, email: string): Promise<Order> {
    const answer = await call(server, 'GET', 'order-lookup', { query: { email, order: orderNumber } });
    expect(answer.status, `${orderNumber} / ${email}`).toBe(200);
    return Order.parse(answer.body);
  }

  it('loads demo orders that show every case of the portal', async () => {
    const { cases } = await readDemoData(T0);
    const steps = Object.fromEntries(
      await Promise.all(
        cases.map(
          async (demo) =>
            [demo.orderNumber, nextStepAfterLookup(await lookUpDemo(demo.orderNumber, demo.email))] as const,
        ),
      ),
    );
    expect(steps).toEqual({
      '1001': { step: 'issues', oneTimeAppeasement: false },
      '1002': { step: 'multiple-shipments', oneTimeAppeasement: false },
      '1003': { step: 'too-soon', eligibleAt: daysBefore(-2) },
      '1004': { step: 'too-late' },
      '1005': { step: 'not-shipped' },
      '1006': { step: 'not-protected' },
      '1007': { step: 'issues', oneTimeAppeasement: true },
      '1008': { step: 'issues', oneTimeAppeasement: false },
      '1009': { step: 'issues', oneTimeAppeasement: false },
      '2001': { step: 'issues', oneTimeAppeasement: false },
      '2002': { step: 'issues', oneTimeAppeasement: false },
      '3001': { step: 'issues', oneTimeAppeasement: false },
      '4001': { step: 'issues', oneTimeAppeasement: false },
      '5001': { step: 'issues', oneTimeAppeasement: false },
      '6001': { step: 'issues', oneTimeAppeasement: false },
    });
    const several = await lookUpDemo('1002', 'grace@example.com');
    expect(several.fulfillments.map((shipment) => shipment.eligibilityCode)).toEqual([
      'eligible',
      'eligible',
      'too_soon',
    ]);
    const partly = await lookUpDemo('1008', 'donald@example.com');
    expect(partly.existingClaims).toHaveLength(1);
    expect(partly.orderItems.map((item) => partly.eligibility[item.id])).toEqual([2, 4]);
    const refunded = await lookUpDemo('1009', 'frances@example.com');
    expect(refunded.orderItems.map((item) => refunded.eligibility[item.id])).toEqual([1, 0]);
    const yen = await lookUpDemo('3001', 'yukihiro@example.jp');
    expect([yen.currency, yen.shippingAddress?.countryCode, yen.total]).toEqual(['JPY', 'JP', 10304]);
    const canada = await lookUpDemo('4001', 'tim@example.ca');
    expect([canada.currency, canada.shippingAddress?.countryCode]).toEqual(['CAD', 'CA']);
    expect(canada.settings.credit).toMatchObject({ enabled: true, bonus: 10, bonusType: 'fixed' });
    const dinar = await lookUpDemo('5001', 'fatima@example.com');
    expect([dinar.currency, dinar.subtotal]).toEqual(['KWD', 51]);
    expect(dinar.settings.credit).toMatchObject({ enabled: true, bonus: 15, bonusType: 'percentage' });
    expect((await lookUpDemo('6001', 'marie@example.fr')).currency).toBe('EUR');
  });

  it("records each imported claim's arrival as its one event, with the lifecycle its status tells", async () => {
    const rows = await server.db
      .select({ id: claims.id, status: claims.claimState, decision: claims.decision })
      .from(claims);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.decision).toBe(lifecycleStateOfStatus(row.status).decision);
      const events = await server.db.select().from(claimEvents).where(eq(claimEvents.claimId, row.id));
      expect(events).toEqual([
        expect.objectContaining({
          move: 'import',
          fromStatus: null,
          toStatus: row.status,
          actorKind: 'system',
        }),
      ]);
    }
  });

  it('loads a demo claim with messages, attachments and a resolution', async () => {
    const order = await lookUpDemo('2001', 'hedy@example.com');
    const [existing] = order.existingClaims;
    const claim = Claim.parse((await call(server, 'GET', `claims/${existing?.id}`)).body);
    expect(claim).toMatchObject({
      claimNumber: '501',
      claimState: 'RESOLVED',
      requestedResolution: 'RESHIP',
    });
    expect(claim.claimItems[0]?.media.map((file) => file.filename)).toEqual([
      'dented-box.png',
      'crushed-corner.png',
    ]);
    expect(claim.claimResolutions).toEqual([
      expect.objectContaining({
        resolutionType: 'RESHIP',
        decision: 'APPROVED',
        relatedClaimItemId: claim.claimItems[0]?.id,
      }),
    ]);
    expect(claim.claimMessages.map((message) => [message.senderType, message.medias.length])).toEqual([
      ['customer', 1],
      ['brand', 0],
      ['brand', 0],
    ]);
    const picture = await fetch(claim.claimMessages[0]?.medias[0]?.downloadLink ?? '');
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await picture.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('changes nothing when the same file is imported again', async () => {
    const rows = await countRows(server.db);
    const files = await storedFiles(server.mediaDir);
    const ids = await server.db.select({ id: orders.id }).from(orders).orderBy(orders.id);
    const summary = await loadDemoData(server.db, server.storage, server.signer, server.clock.now());
    expect(summary).toEqual({
      stores: 6,
      orders: { created: 0, updated: 15 },
      claims: { created: 0, kept: 2 },
    });
    expect(await countRows(server.db)).toEqual(rows);
    expect(await storedFiles(server.mediaDir)).toEqual(files);
    expect(await server.db.select({ id: orders.id }).from(orders).orderBy(orders.id)).toEqual(ids);
  });

  it('takes tracking and shipment updates for an existing order by importing it again', async () => {
    await seed(server, { stores: [testStore()] });
    const order: NonNullable<ImportDataInput['orders']>[number] = {
      storeId: 'test-store',
      orderId: 'update-1',
      orderNumber: 'U1',
      customerEmail: 'update@example.com',
      protected: true,
      orderItems: [
        { sourceItemId: 'a', productName: 'A', quantity: 1 },
        { sourceItemId: 'b', productName: 'B', quantity: 1 },
      ],
      fulfillments: [
        {
          sourceFulfillmentId: 'S1',
          fulfillmentStatus: 'LABEL_PRINTED',
          items: [{ item: 'a', quantity: 1 }],
        },
      ],
    };
    await seed(server, { orders: [order] });
    const before = await lookUpDemo('U1', 'update@example.com');
    expect(before.fulfillments[0]?.eligibilityCode).toBe('not_shipped');
    await seed(server, {
      orders: [
        {
          ...order,
          fulfillments: [
            {
              sourceFulfillmentId: 'S1',
              fulfillmentStatus: 'DELIVERED',
              trackingNumber: ['TRACK-1'],
              shippedAt: daysBefore(6),
              deliveredAt: daysBefore(4),
              items: [{ item: 'a', quantity: 1 }],
            },
            {
              sourceFulfillmentId: 'S2',
              fulfillmentStatus: 'IN_TRANSIT',
              shippedAt: daysBefore(1),
              items: [{ item: 'b', quantity: 1 }],
            },
          ],
        },
      ],
    });
    const after = await lookUpDemo('U1', 'update@example.com');
    expect(after.systemOrderId).toBe(before.systemOrderId);
    expect(after.fulfillments[0]).toMatchObject({
      id: before.fulfillments[0]?.id,
      trackingNumber: ['TRACK-1'],
      eligibilityCode: 'eligible',
    });
    expect(after.fulfillments[1]).toMatchObject({ sourceFulfillmentId: 'S2', eligibilityCode: 'eligible' });
    await seed(server, {
      orders: [
        {
          ...order,
          orderItems: [order.orderItems[0] ?? { sourceItemId: 'a', productName: 'A', quantity: 1 }],
        },
      ],
    });
    const trimmed = await lookUpDemo('U1', 'update@example.com');
    expect(trimmed.fulfillments.map((shipment) => shipment.sourceFulfillmentId)).toEqual(['S1']);
    expect(trimmed.orderItems.map((item) => item.sourceItemId)).toEqual(['a']);
  });

  it('refuses references it cannot resolve, and imports nothing of such a file', async () => {
    const rows = await countRows(server.db);
    const files = await storedFiles(server.mediaDir);
    const attempt = (
      data: ImportDataInput,
      readAttachment: ImportOptions['readAttachment'] = () => Promise.resolve(new Uint8Array(PNG_BYTES)),
    ) =>
      importData(server.db, ImportData.parse(data), {
        storage: server.storage,
        signer: server.signer,
        now: T0,
        readAttachment,
      });
    const newStore = testStore({ id: 'fresh', domains: ['fresh.example'] });
    const lonelyOrder = {
      storeId: 'missing',
      orderId: 'o',
      orderNumber: '1',
      customerEmail: 'a@example.com',
      orderItems: [{ sourceItemId: 'a', productName: 'A', quantity: 1 }],
    };
    await expect(attempt({ stores: [newStore], orders: [lonelyOrder] })).rejects.toThrow(
      new ImportError('Order o: store missing is neither in the file nor in the database'),
    );
    await expect(
      attempt({ stores: [{ ...newStore, domains: ['aurora-outfitters.example'] }] }),
    ).rejects.toThrow('the domain aurora-outfitters.example already belongs to store aurora');
    const claim = { storeId: 'aurora', orderId: 'aurora-5001', claimNumber: 9000, createdAt: daysBefore(1) };
    await expect(
      attempt({ claims: [{ ...claim, items: [{ sourceItemId: 'ghost', quantity: 1, claimType: 'LOST' }] }] }),
    ).rejects.toThrow('Claim 9000 of store aurora: item ghost is not in the order');
    const withPicture: ClaimInput = {
      ...claim,
      items: [
        {
          sourceItemId: 'a1001-socks',
          quantity: 1,
          claimType: 'DAMAGED',
          attachments: [{ path: 'x.png' }, { path: 'y.png' }],
        },
      ],
    };
    const contents = [PNG_BYTES, Buffer.from('GIF89a-not-png')];
    const secondIsNotPng = (path: string) =>
      Promise.resolve(new Uint8Array(contents[path === 'x.png' ? 0 : 1] ?? []));
    await expect(attempt({ stores: [newStore], claims: [withPicture] }, secondIsNotPng)).rejects.toThrow(
      'y.png is not a PNG file',
    );
    expect(await countRows(server.db)).toEqual(rows);
    expect(await storedFiles(server.mediaDir)).toEqual(files);
    const [unchanged] = await server.db
      .select()
      .from(fulfillments)
      .innerJoin(orders, eq(orders.id, fulfillments.orderId))
      .where(and(eq(orders.sourceOrderId, 'aurora-5001')));
    expect(unchanged?.fulfillments.sourceFulfillmentId).toBe('aurora-f-5001');
  });

  it('stores a logo file from beside the import file and links it as the logo', async () => {
    const logoStore = testStore({ id: 'logo-store', domains: ['logo-store.example'] });
    const files: Record<string, Uint8Array> = { 'logos/acme.png': new Uint8Array(PNG_BYTES) };
    const importLogo = (logoFile: string) =>
      importData(
        server.db,
        ImportData.parse({ stores: [{ ...logoStore, branding: { brand700: '#123456', logoFile } }] }),
        {
          storage: server.storage,
          signer: server.signer,
          now: T0,
          readAttachment: (path) => {
            const bytes = files[path];
            return bytes === undefined
              ? Promise.reject(new Error(`ENOENT: no such file or directory, open '${path}'`))
              : Promise.resolve(bytes);
          },
        },
      );
    const brandingOf = async () =>
      WhitelabelSettings.parse(
        (await call(server, 'GET', 'whitelabel/settings', { query: { store: 'logo-store' } })).body,
      ).branding;

    await importLogo('logos/acme.png');
    const branding = await brandingOf();
    expect(branding).toEqual({
      brand700: '#123456',
      logoUrl: expect.stringMatching(/^\/api\/media\/files\/[\w-]+\.png$/),
    });
    const logo = await fetch(`${server.origin}${branding.logoUrl}`);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await logo.arrayBuffer())).toEqual(PNG_BYTES);

    // The same file again changes nothing: same link, no new file.
    const rows = await countRows(server.db);
    const stored = await storedFiles(server.mediaDir);
    await importLogo('logos/acme.png');
    expect((await brandingOf()).logoUrl).toBe(branding.logoUrl);
    expect(await countRows(server.db)).toEqual(rows);
    expect(await storedFiles(server.mediaDir)).toEqual(stored);

    // A missing file, a file that is no image and bytes that are not what the name says are refused.
    await expect(importLogo('logos/missing.png')).rejects.toThrow(
      new ImportError(
        "Store logo-store, branding.logoFile: logos/missing.png cannot be read (ENOENT: no such file or directory, open 'logos/missing.png')",
      ),
    );
    files['logos/fake.png'] = new TextEncoder().encode('GIF89a-not-png');
    await expect(importLogo('logos/fake.png')).rejects.toThrow(
      new ImportError(
        'Store logo-store, branding.logoFile: logos/fake.png is not taken as a logo: A logo must be an SVG, PNG, JPEG or WebP image.',
      ),
    );
    files['logos/xxe.svg'] = new TextEncoder().encode(
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
    );
    await expect(importLogo('logos/xxe.svg')).rejects.toThrow(
      'logos/xxe.svg is not taken as a logo: An SVG logo may not have a DOCTYPE or entities.',
    );
    expect(await countRows(server.db)).toEqual(rows);
    expect(await storedFiles(server.mediaDir)).toEqual(stored);
    expect((await brandingOf()).logoUrl).toBe(branding.logoUrl);
    const [row] = await server.db
      .select({ purpose: media.purpose, filename: media.filename, contentType: media.contentType })
      .from(media)
      .where(eq(media.key, branding.logoUrl?.split('/').at(-1) ?? ''));
    expect(row).toEqual({ purpose: 'logo', filename: 'acme.png', contentType: 'image/png' });
  });

  it('stores an SVG logo, given as a file or a data: URL, sanitised, and serves it as a sandboxed image', async () => {
    const svgStore = testStore({ id: 'svg-logo-store' });
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script>' +
      '<image href="https://evil.example/t.png"/><rect width="10" height="10" fill="#123456"/></svg>';
    const safe =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image/><rect width="10" height="10" fill="#123456"/></svg>';
    const importBranding = (branding: Record<string, string>) =>
      importData(server.db, ImportData.parse({ stores: [{ ...svgStore, branding }] }), {
        storage: server.storage,
        signer: server.signer,
        now: T0,
        readAttachment: (path) =>
          path === 'logos/acme.svg'
            ? Promise.resolve(new TextEncoder().encode(hostile))
            : Promise.reject(new Error(`ENOENT: ${path}`)),
      });
    const servedLogo = async () => {
      const settings = await call(server, 'GET', 'whitelabel/settings', {
        query: { store: 'svg-logo-store' },
      });
      const { logoUrl } = WhitelabelSettings.parse(settings.body).branding;
      expect(logoUrl).toMatch(/^\/api\/media\/files\/[\w-]+\.svg$/);
      return fetch(`${server.origin}${logoUrl}`);
    };

    const brandings: Record<string, string>[] = [
      { logoFile: 'logos/acme.svg' },
      { logoUrl: `data:image/svg+xml;base64,${Buffer.from(hostile).toString('base64')}` },
      { logoUrl: `data:image/svg+xml,${encodeURIComponent(hostile)}` },
    ];
    for (const branding of brandings) {
      await importBranding(branding);
      const logo = await servedLogo();
      expect(logo.headers.get('content-type')).toBe('image/svg+xml');
      expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
      expect(logo.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      expect(await logo.text()).toBe(safe);
    }

    // A PNG as a data: URL is stored as a file too; its declared type is not what decides.
    await importBranding({ logoUrl: `data:image/webp;base64,${PNG_BYTES.toString('base64')}` });
    const settings = await call(server, 'GET', 'whitelabel/settings', { query: { store: 'svg-logo-store' } });
    const { logoUrl } = WhitelabelSettings.parse(settings.body).branding;
    expect(logoUrl).toMatch(/\.png$/);
    expect(Buffer.from(await (await fetch(`${server.origin}${logoUrl}`)).arrayBuffer())).toEqual(PNG_BYTES);
  });
});

// The command opens the database exactly as the server does; PostgreSQL keeps this test quick, where a
// child PGlite would spend its time opening and migrating a new data directory (PGlite on disk is the restart test's).
describe('the import command', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(() => database.close());

  // A run as npm's starts Node with a TypeScript loader, a few seconds on a loaded machine: one test runs
  // the script so; the others run its command in this process.
  let directory: string;
  let file: string;
  let environment: Record<string, string>;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'op-import-'));
    file = join(directory, 'data.json');
    environment = { DATABASE_URL: database.url ?? '', DATA_DIR: join(directory, 'data') };
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('runs as npm run data:import -- FILE', async () => {
    await writeFile(
      file,
      JSON.stringify({ stores: [testStore({ id: 'cli-store', domains: ['cli.example'] })] }),
    );
    const imported = await runServerScript('src/import-cli.ts', [file], environment);
    expect(imported.code, imported.output).toBe(0);
    expect(imported.output).toContain(
      'Imported 1 store; orders: 0 new, 0 updated; claims: 0 new, 0 already there',
    );
    expect(await database.database.db.select({ name: stores.name }).from(stores)).toEqual([
      { name: 'Test Store' },
    ]);
    const missing = await runServerCommand(importFileCommand, [], environment);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('Usage: npm run data:import -- FILE');
  });

  it('says what is wrong with a bad file, naming the field', async () => {
    await writeFile(file, JSON.stringify({ orders: [{ orderId: 1 }] }));
    const refused = await runServerCommand(importFileCommand, [file], environment);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('orders.0.storeId');
    const misspelt = {
      ...testStore({ id: 'cli-store', domains: ['cli.example'] }),
      branding: { logoURL: '/x.png' },
    };
    await writeFile(file, JSON.stringify({ stores: [misspelt] }));
    const unknownField = await runServerCommand(importFileCommand, [file], environment);
    expect(unknownField.code).toBe(1);
    expect(unknownField.output).toContain('  stores.0.branding.logoURL: Unrecognized key\n');
  });

  it('reads a logo file from beside the JSON file, like attachments', async () => {
    await mkdir(join(directory, 'logos'), { recursive: true });
    await writeFile(join(directory, 'logos', 'cli.png'), PNG_BYTES);
    const withLogo = testStore({
      id: 'cli-store',
      domains: ['cli.example'],
      branding: { logoFile: 'logos/cli.png' },
    });
    await writeFile(file, JSON.stringify({ stores: [withLogo] }));
    const logoImported = await runServerCommand(importFileCommand, [file], environment);
    expect(logoImported.code, logoImported.output).toBe(0);
    const [row] = await database.database.db.select({ branding: stores.branding }).from(stores);
    expect(row?.branding.logoUrl).toMatch(/^\/api\/media\/files\/[\w-]+\.png$/);
    await writeFile(
      file,
      JSON.stringify({ stores: [{ ...withLogo, branding: { logoFile: 'logos/missing.png' } }] }),
    );
    const missingLogo = await runServerCommand(importFileCommand, [file], environment);
    expect(missingLogo.code).toBe(1);
    expect(missingLogo.output).toMatch(
      /^Store cli-store, branding\.logoFile: logos\/missing\.png cannot be read \(ENOENT/,
    );
  });
});
