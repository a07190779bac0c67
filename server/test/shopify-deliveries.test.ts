/**
 * A store's Shopify connection: its secrets kept sealed, and each webhook delivery verified as Shopify
 * signs it, stored once before it is acknowledged, and refused whole when the signature is wrong.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, inbox } from '../src/db/schema';
import { signatureFor } from '../src/modules/ingest/webhooks';
import { countRows, DRIVERS, startTestServer, type TestServer } from './support/harness';
import { expectError } from './support/http';
import {
  connectAuroraShopify,
  deliverShopify,
  SHOPIFY_ACCESS_TOKEN,
  SHOPIFY_CLIENT_SECRET,
  type TestConnection,
} from './support/shopify';
import { AURORA, addPerson, auroraGrant, seedTwoStores, signIn, staffCall } from './support/staff';

describe.each(DRIVERS)('Shopify deliveries on %s', (driver) => {
  let server: TestServer;
  let owner: string;
  let connection: TestConnection;
  beforeAll(async () => {
    server = await startTestServer(driver);
    await seedTwoStores(server);
    owner = await signIn(server, await addPerson(server, [auroraGrant('store_owner')]));
    connection = await connectAuroraShopify(server, owner, 'Aurora.myshopify.com');
  });
  afterAll(() => server.close());

  const deliver = (body: string, headers: Record<string, string> = {}, secret?: string) =>
    deliverShopify(
      server,
      connection.webhookUrl,
      body,
      {
        'x-shopify-topic': 'orders/updated',
        'x-shopify-webhook-id': 'b54557e4-bdd9-4b37-8a5f-bf7d70bcd043',
        'x-shopify-triggered-at': '2026-11-27T10:00:00.000Z',
        ...headers,
      },
      secret,
    );

  it('keeps the secrets sealed and answers none of them', async () => {
    expect(connection.webhookUrl).toBe(`${server.origin}/api/ingest/shopify/${connection.id}`);
    const listed = await staffCall(server, owner, 'GET', `stores/${AURORA.storeId}/connections`);
    expect(JSON.stringify(listed.body)).not.toMatch(/shpss_|shpat_/);
    const [row] = await server.db.select().from(connections).where(eq(connections.id, connection.id));
    expect(row?.account).toBe('aurora.myshopify.com');
    expect((listed.body as { protection: unknown }[])[0]?.protection).toEqual({
      skus: ['ORDERPROTECTION'],
      productIds: [],
      feeNames: [],
    });
    expect(JSON.stringify(row)).not.toMatch(/shpss_|shpat_/);
  });

  it('stores a signed delivery once, however often Shopify retries it', async () => {
    const body = JSON.stringify({ id: 820982911946, name: '#9999' });
    const first = await deliver(body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ stored: true });
    expect((await deliver(body)).body).toEqual({ stored: false });
    const rows = await server.db.select().from(inbox).where(eq(inbox.connectionId, connection.id));
    expect(rows.map((row) => [row.topic, row.body, row.status, row.triggeredAt?.toISOString()])).toEqual([
      ['orders/updated', body, 'pending', '2026-11-27T10:00:00.000Z'],
    ]);
    const [listed] = (await staffCall(server, owner, 'GET', `stores/${AURORA.storeId}/connections`))
      .body as TestConnection[];
    expect(listed?.pending).toBe(1);
    expect(listed?.lastDeliveryAt).toBe(server.clock.now().toISOString());
  });

  it('refuses a delivery signed with another secret, or changed after signing, and stores nothing', async () => {
    const before = await countRows(server.db);
    const body = JSON.stringify({ id: 1 });
    const headers = { 'x-shopify-webhook-id': 'another-delivery' };
    expectError(await deliver(body, headers, 'shpss_someone-elses-secret-0000000'), 401);
    const signed = signatureFor('shopify', Buffer.from(body), SHOPIFY_CLIENT_SECRET);
    expectError(await deliver(`${body} `, { ...headers, 'x-shopify-hmac-sha256': signed }), 401);
    expectError(await deliver(body, { ...headers, 'x-shopify-hmac-sha256': '' }), 401);
    expect(await countRows(server.db)).toEqual(before);
  });

  it('answers 404 for a connection that does not exist', async () => {
    const answer = await deliverShopify(server, 'ingest/shopify/no-such-connection', '{}', {
      'x-shopify-topic': 'orders/create',
      'x-shopify-webhook-id': 'x',
    });
    expectError(answer, 404);
  });

  it('is made by owners and admins only, and not without a key to seal its secrets', async () => {
    const support = await signIn(server, await addPerson(server, [auroraGrant('store_support')]));
    const json = {
      shopDomain: 'aurora.myshopify.com',
      clientSecret: SHOPIFY_CLIENT_SECRET,
      accessToken: SHOPIFY_ACCESS_TOKEN,
    };
    const path = `stores/${AURORA.storeId}/connections/shopify`;
    expect(expectError(await staffCall(server, support, 'PUT', path, { json }), 403)).toMatch(
      /integrations:create/,
    );
    expect(
      expectError(
        await staffCall(server, owner, 'PUT', path, { json: { ...json, shopDomain: 'aurora.com' } }),
        400,
      ),
    ).toMatch(/myshopify\.com/);
  });
});

describe('a server without SECRETS_KEY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('postgres', { secretsKey: undefined });
    await seedTwoStores(server);
  });
  afterAll(() => server.close());

  it('refuses to connect a platform and says how to fix it', async () => {
    const owner = await signIn(server, await addPerson(server, [auroraGrant('store_owner')]));
    const answer = await staffCall(server, owner, 'PUT', `stores/${AURORA.storeId}/connections/shopify`, {
      json: {
        shopDomain: 'aurora.myshopify.com',
        clientSecret: SHOPIFY_CLIENT_SECRET,
        accessToken: SHOPIFY_ACCESS_TOKEN,
      },
    });
    expect(expectError(answer, 409)).toMatch(/SECRETS_KEY/);
  });
});
