/**
 * A store's macros: saved under the domain's `macro:*` permissions on the person's own stores only, names
 * unique whatever their case, a label of the same store only, a move that needs nothing per claim only;
 * bad input writes nothing.
 */
import { Label, Macro } from '@orderprotection/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, DRIVERS, startTestServer, type TestServer } from './support/harness';
import { expectError } from './support/http';
import { AURORA, addPerson, auroraGrant, seedTwoStores, signIn, staffCall } from './support/staff';

describe.each(DRIVERS)('macros on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
    await seedTwoStores(server);
  });
  afterAll(() => server.close());

  it('creates, lists, changes and deletes a store macro, under the macro permissions', async () => {
    const admin = await signIn(server, await addPerson(server, [auroraGrant('store_admin')]));
    const support = await signIn(server, await addPerson(server, [auroraGrant('store_support')]));
    const label = Label.parse(
      (await staffCall(server, admin, 'POST', 'stores/aurora/labels', { json: { name: 'Photo asked' } }))
        .body,
    );
    const input = {
      name: 'Ask for a photo',
      body: 'Hi {{first_name}}, could you send a photo for claim #{{claim_number}}?',
      move: 'requestInfoFromCustomer',
      labelId: label.id,
    };
    const created = await staffCall(server, admin, 'POST', 'stores/aurora/macros', { json: input });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const macro = Macro.parse(created.body);
    expect(macro).toMatchObject({ ...input, internal: false, storeId: AURORA.storeId });

    // Refused, and nothing written: a taken name, a move that needs a reason, another store's label, a
    // store the person does not reach, and a person whose role only reads macros.
    const before = (await countRows(server.db)).macros;
    expectError(
      await staffCall(server, admin, 'POST', 'stores/aurora/macros', {
        json: { ...input, name: 'ASK for a photo' },
      }),
      409,
    );
    expect(
      expectError(
        await staffCall(server, admin, 'POST', 'stores/aurora/macros', {
          json: { ...input, name: 'Deny', move: 'deny' },
        }),
        400,
      ),
    ).toContain('A macro can make only a move that needs no reason');
    expectError(
      await staffCall(server, admin, 'POST', 'stores/aurora/macros', {
        json: { ...input, name: 'Other', labelId: 'not-a-label' },
      }),
      422,
    );
    expectError(await staffCall(server, admin, 'POST', 'stores/borealis/macros', { json: input }), 404);
    expectError(
      await staffCall(server, support, 'POST', 'stores/aurora/macros', { json: { ...input, name: 'Mine' } }),
      403,
    );
    expect((await countRows(server.db)).macros).toBe(before);

    // Support uses the macros (reads them); the admin changes and deletes them.
    expect((await staffCall(server, support, 'GET', 'stores/aurora/macros')).body).toEqual([macro]);
    const changed = await staffCall(server, admin, 'PUT', `stores/aurora/macros/${macro.id}`, {
      json: {
        name: 'Ask for a photo',
        body: 'Note: photo asked.',
        internal: true,
        move: null,
        labelId: null,
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(Macro.parse(changed.body)).toMatchObject({
      body: 'Note: photo asked.',
      internal: true,
      move: null,
    });
    expectError(await staffCall(server, support, 'DELETE', `stores/aurora/macros/${macro.id}`), 403);
    expectError(await staffCall(server, admin, 'PUT', 'stores/aurora/macros/nope', { json: input }), 404);
    const deleted = await staffCall(server, admin, 'DELETE', `stores/aurora/macros/${macro.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual([]);
    expectError(await staffCall(server, admin, 'DELETE', `stores/aurora/macros/${macro.id}`), 404);
  });
});
