/**
 * Labels, assignment, store settings and bulk actions of the staff side: each under the permission the
 * domain names, on the person's own stores only; a bulk call changes each claim on its own, and its dry
 * run changes nothing.
 */
import {
  BulkResult,
  Capabilities,
  can,
  Label,
  roles,
  StaffAssignee,
  StaffClaimDetail,
  StaffClaimFeed,
  StaffStoreSettings,
} from '@orderprotection/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema';
import { countRows, DRIVERS, startTestServer, type TestServer } from './support/harness';
import { expectError } from './support/http';
import {
  AURORA,
  addPerson,
  auroraGrant,
  BOREALIS,
  fileClaim,
  seedTwoStores,
  signIn,
  staffCall,
} from './support/staff';

describe.each(DRIVERS)('labels, assignment, settings and bulk on %s', (driver) => {
  let server: TestServer;
  let owner: string;
  beforeAll(async () => {
    server = await startTestServer(driver);
    await seedTwoStores(server);
    owner = await signIn(server, await addPerson(server, [{ role: 'store_owner', storeId: AURORA.storeId }]));
  });
  afterAll(() => server.close());

  it("manages a store's labels and puts them on its claims only", async () => {
    const created = await staffCall(server, owner, 'POST', 'stores/aurora/labels', {
      json: { name: 'Carrier fault' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const label = Label.parse(created.body);
    expectError(
      await staffCall(server, owner, 'POST', 'stores/aurora/labels', { json: { name: 'carrier FAULT' } }),
      409,
    );
    expectError(
      await staffCall(server, owner, 'POST', 'stores/borealis/labels', { json: { name: 'Mine' } }),
      404,
    );
    expect((await staffCall(server, owner, 'GET', 'stores/aurora/labels')).body).toEqual([label]);
    const spare = Label.parse(
      (await staffCall(server, owner, 'POST', 'stores/aurora/labels', { json: { name: 'Spare' } })).body,
    );
    expectError(
      await staffCall(server, owner, 'PUT', `stores/aurora/labels/${spare.id}`, {
        json: { name: 'CARRIER fault' },
      }),
      409,
    );
    expectError(
      await staffCall(server, owner, 'PUT', `stores/aurora/labels/${spare.id}`, { json: { name: '' } }),
      400,
    );
    const renamed = await staffCall(server, owner, 'PUT', `stores/aurora/labels/${spare.id}`, {
      json: { name: 'spare parts' },
    });
    expect(renamed.body).toEqual({ ...spare, name: 'spare parts' });
    expectError(await staffCall(server, owner, 'DELETE', 'stores/aurora/labels/no-such-label'), 404);
    expectError(await staffCall(server, owner, 'DELETE', `stores/borealis/labels/${spare.id}`), 404);
    expect((await staffCall(server, owner, 'DELETE', `stores/aurora/labels/${spare.id}`)).body).toEqual([
      label,
    ]);

    const claim = (await fileClaim(server, AURORA.storeId)).id;
    const labelled = await staffCall(server, owner, 'POST', `claims/${claim}/labels`, {
      json: { labelId: label.id },
    });
    expect(StaffClaimDetail.parse(labelled.body).labels).toEqual([{ id: label.id, name: 'Carrier fault' }]);
    const feed = StaffClaimFeed.parse(
      (await staffCall(server, owner, 'GET', 'claims', { query: { label: label.id } })).body,
    );
    expect(feed.claims.map((row) => [row.id, row.labels])).toEqual([
      [claim, [{ id: label.id, name: 'Carrier fault' }]],
    ]);

    const otherStoreLabel = Label.parse(
      (
        await staffCall(
          server,
          await signIn(server, await addPerson(server, [{ role: 'store_owner', storeId: BOREALIS.storeId }])),
          'POST',
          'stores/borealis/labels',
          {
            json: { name: 'Borealis only' },
          },
        )
      ).body,
    );
    expectError(
      await staffCall(server, owner, 'POST', `claims/${claim}/labels`, {
        json: { labelId: otherStoreLabel.id },
      }),
      422,
    );
    const removed = await staffCall(server, owner, 'DELETE', `claims/${claim}/labels/${label.id}`);
    expect(StaffClaimDetail.parse(removed.body).labels).toEqual([]);
  });

  it('assigns a claim to a team member who may read it, never to someone who may not', async () => {
    const claim = (await fileClaim(server, AURORA.storeId)).id;
    const teammate = await addPerson(server, [{ role: 'store_support', storeId: AURORA.storeId }]);
    const stranger = await addPerson(server, [{ role: 'store_support', storeId: BOREALIS.storeId }]);
    const assigned = await staffCall(server, owner, 'PUT', `claims/${claim}/assignee`, {
      json: { personId: teammate.id },
    });
    expect(StaffClaimDetail.parse(assigned.body).assignee).toMatchObject({ id: teammate.id });
    const mine = StaffClaimFeed.parse(
      (
        await staffCall(server, await signIn(server, teammate), 'GET', 'claims', {
          query: { assignee: 'me' },
        })
      ).body,
    );
    expect(mine.claims.map((row) => row.id)).toEqual([claim]);
    expectError(
      await staffCall(server, owner, 'PUT', `claims/${claim}/assignee`, { json: { personId: stranger.id } }),
      422,
    );
    const unassigned = await staffCall(server, owner, 'PUT', `claims/${claim}/assignee`, {
      json: { personId: null },
    });
    expect(StaffClaimDetail.parse(unassigned.body).assignee).toBeNull();

    // The people a claim may be given to: the store's team and OrderProtection's staff, by name; each of
    // them is accepted, and nobody of another store is listed.
    const support = await addPerson(server, [{ role: 'orderprotection_support' }]);
    const listed = StaffAssignee.array().parse(
      (await staffCall(server, owner, 'GET', 'stores/aurora/assignees')).body,
    );
    const ids = listed.map((person) => person.id);
    expect(ids).toEqual(expect.arrayContaining([teammate.id, support.id]));
    expect(ids).not.toContain(stranger.id);
    expect(listed.map((person) => person.name)).toEqual(
      listed.map((person) => person.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    for (const personId of ids) {
      const given = await staffCall(server, owner, 'PUT', `claims/${claim}/assignee`, { json: { personId } });
      expect(given.status, personId).toBe(200);
    }
    const partner = await signIn(server, await addPerson(server, [{ role: 'orderprotection_partner' }]));
    expectError(await staffCall(server, partner, 'GET', 'stores/aurora/assignees'), 403);
    expectError(await staffCall(server, owner, 'GET', 'stores/borealis/assignees'), 404);
  });

  it("reads and changes a store's settings only with the permission for each", async () => {
    const policy = { claimWindowDays: 45, waitingDaysAfterDelivery: 2, maxFilesPerClaim: 6 };
    for (const role of roles) {
      const grants = [auroraGrant(role)];
      const cookie = await signIn(server, await addPerson(server, grants));
      const expected = (permission: Parameters<typeof can>[1]) =>
        !can(grants, 'store:read', AURORA) ? 404 : can(grants, permission, AURORA) ? 200 : 403;
      const read = await staffCall(server, cookie, 'GET', 'stores/aurora/settings');
      expect(read.status, role).toBe(expected('branding:read'));
      const branding = await staffCall(server, cookie, 'PUT', 'stores/aurora/branding', {
        json: { brand700: '#123456' },
      });
      expect(branding.status, role).toBe(expected('branding:update'));
      const changed = await staffCall(server, cookie, 'PUT', 'stores/aurora/policy', { json: policy });
      expect(changed.status, `${role} ${JSON.stringify(changed.body)}`).toBe(expected('claim-filing:update'));
      if (changed.status === 200) expect(StaffStoreSettings.parse(changed.body).policy).toMatchObject(policy);
      const capabilities = await staffCall(server, cookie, 'GET', 'stores/aurora/capabilities');
      expect(capabilities.status, role).toBe(expected('capabilities:read'));
      const offered = await staffCall(server, cookie, 'PUT', 'stores/aurora/capabilities', {
        json: { credit: true, reship: false },
      });
      expect(offered.status, role).toBe(expected('capabilities:update'));
    }
    const admin = await signIn(server, await addPerson(server, [{ role: 'orderprotection_admin' }]));
    // The flags as saved, defaults for those left out; the store's credit programme is left alone.
    const [before] = await server.db.select().from(stores).where(eq(stores.id, AURORA.storeId));
    expect(
      Capabilities.parse((await staffCall(server, admin, 'GET', 'stores/aurora/capabilities')).body),
    ).toEqual({ credit: true, refund: true, reship: false, returns: false });
    expectError(
      await staffCall(server, admin, 'PUT', 'stores/aurora/capabilities', { json: { reships: false } }),
      400,
    );
    expectError(
      await staffCall(server, admin, 'PUT', 'stores/aurora/capabilities', { json: { credit: 'yes' } }),
      400,
    );
    const [after] = await server.db.select().from(stores).where(eq(stores.id, AURORA.storeId));
    expect(after?.settings).toEqual(before?.settings);
    expect(after?.settings.credit).toBeDefined();
    expectError(
      await staffCall(server, admin, 'PUT', 'stores/aurora/branding', { json: { brandColour: '#123456' } }),
      400,
    );
    expectError(
      await staffCall(server, admin, 'PUT', 'stores/aurora/branding', { json: { brand700: 'blue-ish' } }),
      400,
    );
  });

  it('labels every claim a filter finds, each on its own; a dry run first says what would change', async () => {
    const claims = [
      (await fileClaim(server, AURORA.storeId)).id,
      (await fileClaim(server, AURORA.storeId)).id,
    ];
    const other = (await fileClaim(server, BOREALIS.storeId)).id;
    const label = Label.parse(
      (await staffCall(server, owner, 'POST', 'stores/aurora/labels', { json: { name: 'Bulk' } })).body,
    );
    await staffCall(server, owner, 'POST', `claims/${claims[0]}/labels`, { json: { labelId: label.id } });
    const request = {
      action: { kind: 'addLabel', labelId: label.id },
      ids: [...claims, other, 'no-such-claim'],
    };

    const before = await countRows(server.db);
    const dry = BulkResult.parse(
      (await staffCall(server, owner, 'POST', 'claims/bulk', { json: { ...request, dryRun: true } })).body,
    );
    expect(dry.counts).toEqual({ changed: 1, unchanged: 1, refused: 2 });
    expect(await countRows(server.db)).toEqual(before);
    // Another store's claim is as unknown to this person as one that does not exist.
    expect(dry.results.filter((result) => result.outcome === 'refused')).toEqual([
      { id: other, claimNumber: null, outcome: 'refused', reason: 'Claim not found.' },
      { id: 'no-such-claim', claimNumber: null, outcome: 'refused', reason: 'Claim not found.' },
    ]);

    const done = BulkResult.parse(
      (await staffCall(server, owner, 'POST', 'claims/bulk', { json: request })).body,
    );
    expect(done.counts).toEqual(dry.counts);
    const labelled = StaffClaimFeed.parse(
      (await staffCall(server, owner, 'GET', 'claims', { query: { label: label.id } })).body,
    );
    expect(labelled.claims.map((row) => row.id).sort()).toEqual([...claims].sort());

    // Over a filter: every NEW claim of Aurora opened, those already moved refused with the domain's reason.
    const byFilter = BulkResult.parse(
      (
        await staffCall(server, owner, 'POST', 'claims/bulk', {
          json: {
            action: { kind: 'move', move: 'open' },
            filter: { storeId: AURORA.storeId, label: label.id },
          },
        })
      ).body,
    );
    expect(byFilter.counts).toEqual({ changed: 2, unchanged: 0, refused: 0 });
    const again = BulkResult.parse(
      (
        await staffCall(server, owner, 'POST', 'claims/bulk', {
          json: {
            action: { kind: 'move', move: 'open' },
            filter: { storeId: AURORA.storeId, label: label.id },
          },
        })
      ).body,
    );
    expect(again.counts).toEqual({ changed: 0, unchanged: 0, refused: 2 });
    expect(again.results[0]?.reason).toMatch(/Cannot open a claim that is Open/);

    expectError(
      await staffCall(server, owner, 'POST', 'claims/bulk', {
        json: { action: { kind: 'move', move: 'open' } },
      }),
      400,
    );
    expectError(
      await staffCall(server, owner, 'POST', 'claims/bulk', {
        json: {
          action: { kind: 'addLabel', labelId: label.id },
          ids: Array.from({ length: 1001 }, (_, index) => `c${index}`),
        },
      }),
      400,
    );
  });
});
