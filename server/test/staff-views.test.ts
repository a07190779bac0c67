/**
 * Saved queue views: a person's own, or shared with a store's team; shared only with a store whose claims
 * the person reads, seen by that store's team only, deleted only by who saved it. Bad input writes nothing.
 */
import { SavedView } from '@orderprotection/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, startTestServer, type TestServer } from './support/harness';
import { expectError } from './support/http';
import { AURORA, addPerson, auroraGrant, BOREALIS, seedTwoStores, signIn, staffCall } from './support/staff';

// Nothing here depends on the database beyond plain rows: PGlite alone.
describe('saved views', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    await seedTwoStores(server);
  });
  afterAll(() => server.close());

  it('keeps own views, shares a view with a store’s team, and lets only its owner delete it', async () => {
    const sam = await signIn(server, await addPerson(server, [auroraGrant('store_support')]));
    const kim = await signIn(server, await addPerson(server, [auroraGrant('store_user')]));
    const bo = await signIn(
      server,
      await addPerson(server, [{ role: 'store_support', storeId: BOREALIS.storeId }]),
    );
    const own = SavedView.parse(
      (
        await staffCall(server, sam, 'POST', 'views', {
          json: { name: 'My open ones', query: 'tab=all&status=OPEN&assignee=me' },
        })
      ).body,
    );
    const created = await staffCall(server, sam, 'POST', 'views', {
      json: { name: 'Aurora damaged', query: 'tab=all&q=DAMAGED', storeId: AURORA.storeId },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const shared = SavedView.parse(created.body);
    expect(shared).toMatchObject({ storeId: AURORA.storeId, owner: { name: expect.any(String) } });

    const before = (await countRows(server.db)).savedViews;
    expectError(
      await staffCall(server, bo, 'POST', 'views', {
        json: { name: 'x', query: 'tab=all', storeId: AURORA.storeId },
      }),
      404,
    );
    expectError(
      await staffCall(server, sam, 'POST', 'views', { json: { name: '', query: '?tab=all' } }),
      400,
    );
    expect((await countRows(server.db)).savedViews).toBe(before);

    expect((await staffCall(server, sam, 'GET', 'views')).body).toEqual([shared, own]);
    expect((await staffCall(server, kim, 'GET', 'views')).body).toEqual([shared]);
    expect((await staffCall(server, bo, 'GET', 'views')).body).toEqual([]);
    expectError(await staffCall(server, kim, 'DELETE', `views/${shared.id}`), 404);
    const left = await staffCall(server, sam, 'DELETE', `views/${shared.id}`);
    expect(left.body).toEqual([own]);
    expect((await staffCall(server, kim, 'GET', 'views')).body).toEqual([]);
  });
});
