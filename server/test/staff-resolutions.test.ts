/**
 * Resolving a claim per item: the amounts are the domain's, written with the approval in one transaction,
 * and the shopper's page shows them; a denial's reason reaches the shopper; a claim is resolved once.
 */
import {
  type Claim,
  can,
  planResolutions,
  type ResolveRequest,
  roles,
  StaffClaimDetail,
} from '@orderprotection/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimEvents, claimResolutions, claims, orderItems } from '../src/db/schema';
import { DRIVERS, startTestServer, type TestServer } from './support/harness';
import { call, expectError } from './support/http';
import { AURORA, addPerson, auroraGrant, fileClaim, seedTwoStores, signIn, staffCall } from './support/staff';

// Three mugs at 10.00 with 3.00 off the line and 1.50 tax on it, 6.00 shipping; the claim is for two.
const mugLine = {
  sourceItemId: 'mug',
  productName: 'Blue mug',
  quantity: 3,
  price: 10,
  discount: 3,
  tax: 1.5,
};
const pricedOrder = {
  shipping: 6,
  orderItems: [mugLine, { sourceItemId: 'tee', productName: 'Tee', quantity: 1, price: 20 }],
};

describe.each(DRIVERS)('resolving claims on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(driver);
    await seedTwoStores(server);
    admin = await signIn(server, await addPerson(server, [auroraGrant('store_admin')]));
  });
  afterAll(() => server.close());

  const detailOf = async (cookie: string, id: string) =>
    StaffClaimDetail.parse((await staffCall(server, cookie, 'GET', `claims/${id}`)).body);
  const resolve = (cookie: string, id: string, json: ResolveRequest) =>
    staffCall(server, cookie, 'POST', `claims/${id}/resolution`, { json });
  const resolutionsOf = (id: string) =>
    server.db.select().from(claimResolutions).where(eq(claimResolutions.claimId, id));

  it("approves with the domain's amounts, and the shopper's page shows them", async () => {
    const filed = await fileClaim(server, AURORA.storeId, 'SKU-MUG', pricedOrder);
    const before = await detailOf(admin, filed.id);
    const [item] = before.claim.claimItems;
    if (item === undefined) throw new Error('The claim has no item');
    const request = {
      version: before.state.version,
      items: [{ claimItemId: item.id, kind: 'REFUND' as const }],
      shippingAmount: 6,
      note: 'Lost by the carrier',
    };
    server.clock.advance(60_000);
    const answer = await resolve(admin, filed.id, request);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const after = StaffClaimDetail.parse(answer.body);
    expect(after.state).toMatchObject({ status: 'APPROVED', decision: 'APPROVED', version: 2 });
    // Two mugs: 20.00 less two thirds of the 3.00 discount, two thirds of the 1.50 tax, and the shipping.
    const expected = { quantity: 2, subtotal: 18, taxes: 1, shippingAmount: 6, paidValue: 25 };
    expect(after.claim.claimResolutions).toEqual([
      expect.objectContaining({ ...expected, resolutionType: 'REFUND', decision: 'APPROVED' }),
    ]);
    expect(after.events.map((event) => [event.move, event.note])).toEqual([
      ['file', null],
      ['approve', 'Lost by the carrier'],
    ]);

    const shopperSees = (await call(server, 'GET', `claims/${filed.token}`)).body as Claim;
    expect(shopperSees.claimState).toBe('APPROVED');
    expect(shopperSees.claimResolutions).toEqual([
      expect.objectContaining({
        ...expected,
        resolutionType: 'REFUND',
        paidOriginalValue: 25,
        paidOriginalCurrency: 'USD',
        resolvedBy: expect.stringMatching(/^Person \d+$/),
      }),
    ]);
    expect(shopperSees.claimItems[0]).toMatchObject({
      resolutionFinal: true,
      resolutionQuantity: 2,
      resolutionPercentage: 100,
    });
    // What the console previews from the same facts is what was stored.
    const preview = planResolutions(
      [
        {
          id: item.id,
          name: item.name,
          quantity: 2,
          orderItem: { ...mugLine, refundedQuantity: 0 },
        },
      ],
      request,
      { currency: 'USD', orderShipping: 6, credit: null, exchangeRate: 1 },
    );
    expect(preview.ok && preview.totalPaid).toBe(25);
  });

  it('resolves a claim once, on the version seen, and a refused plan writes nothing', async () => {
    const filed = await fileClaim(server, AURORA.storeId, 'SKU-MUG', pricedOrder);
    const { claim, state } = await detailOf(admin, filed.id);
    const itemId = claim.claimItems[0]?.id ?? '';

    const tooMany = await resolve(admin, filed.id, {
      version: state.version,
      items: [{ claimItemId: itemId, kind: 'REFUND', quantity: 3 }],
    });
    expect(expectError(tooMany, 422)).toBe('items.0.quantity: Only 2 of "Blue mug" were claimed.');
    expect(await resolutionsOf(filed.id)).toEqual([]);
    expect((await detailOf(admin, filed.id)).state).toEqual(state);

    // Someone opens the claim meanwhile: a resolution made on what was seen before is refused.
    const opened = await staffCall(server, admin, 'POST', `claims/${filed.id}/moves`, {
      json: { move: 'open', version: state.version },
    });
    expect(opened.status).toBe(200);
    const reship = { version: state.version, items: [{ claimItemId: itemId, kind: 'RESHIP' as const }] };
    expectError(await resolve(admin, filed.id, reship), 409);
    expect(await resolutionsOf(filed.id)).toEqual([]);

    const current = { ...reship, version: state.version + 1 };
    expect((await resolve(admin, filed.id, current)).status).toBe(200);
    const again = await resolve(admin, filed.id, { ...reship, version: state.version + 2 });
    expect(expectError(again, 409)).toMatch(/has a resolution already/);
    expect(await resolutionsOf(filed.id)).toHaveLength(1);
    const events = await server.db.select().from(claimEvents).where(eq(claimEvents.claimId, filed.id));
    expect(events.map((event) => event.move).sort()).toEqual(['approve', 'file', 'open']);
  });

  it('caps the units at what the store has not refunded since the claim was filed', async () => {
    const filed = await fileClaim(server, AURORA.storeId, 'SKU-MUG', pricedOrder);
    const [row] = await server.db
      .select({ orderId: claims.orderId })
      .from(claims)
      .where(eq(claims.id, filed.id));
    await server.db
      .update(orderItems)
      .set({ refundedQuantity: 2 })
      .where(and(eq(orderItems.orderId, row?.orderId ?? ''), eq(orderItems.sourceItemId, 'mug')));
    const { claim, state } = await detailOf(admin, filed.id);
    const answer = await resolve(admin, filed.id, {
      version: state.version,
      items: [{ claimItemId: claim.claimItems[0]?.id ?? '', kind: 'REFUND' }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(StaffClaimDetail.parse(answer.body).claim.claimResolutions[0]).toMatchObject({
      quantity: 1,
      subtotal: 9,
      taxes: 0.5,
      paidValue: 9.5,
    });
  });

  it("shows a denial's reason to the shopper, and a revoked decision can be resolved again", async () => {
    const filed = await fileClaim(server, AURORA.storeId);
    const state = (await detailOf(admin, filed.id)).state;
    const denied = await staffCall(server, admin, 'POST', `claims/${filed.id}/moves`, {
      json: { move: 'deny', version: state.version, reason: 'POTENTIAL_FRAUD' },
    });
    expect(denied.status, JSON.stringify(denied.body)).toBe(200);
    const shopperSees = (await call(server, 'GET', `claims/${filed.token}`)).body as Claim;
    expect(shopperSees.claimResolutions).toEqual([
      expect.objectContaining({ decision: 'DENIED', reason: 'POTENTIAL_FRAUD', relatedClaimItemId: null }),
    ]);

    server.clock.advance(60_000);
    const revoked = await staffCall(server, admin, 'POST', `claims/${filed.id}/moves`, {
      json: { move: 'revokeDecision', version: state.version + 1, reason: 'CUSTOMER_RESPONDED' },
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(await resolutionsOf(filed.id)).toEqual([]);
    const { claim } = StaffClaimDetail.parse(revoked.body);
    const resolved = await resolve(admin, filed.id, {
      version: state.version + 2,
      items: [{ claimItemId: claim.claimItems[0]?.id ?? '', kind: 'RESHIP' }],
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
  });

  it('lets exactly the roles the domain gives claim:resolve resolve, on their own store', async () => {
    for (const role of roles) {
      const grants = [auroraGrant(role)];
      const cookie = await signIn(server, await addPerson(server, grants));
      const filed = await fileClaim(server, AURORA.storeId);
      const { claim, state } = await detailOf(admin, filed.id);
      const answer = await resolve(cookie, filed.id, {
        version: state.version,
        items: [{ claimItemId: claim.claimItems[0]?.id ?? '', kind: 'RESHIP' }],
      });
      const expected = !can(grants, 'claim:read', AURORA)
        ? 404
        : can(grants, 'claim:resolve', AURORA)
          ? 200
          : 403;
      expect(answer.status, `${role}: ${JSON.stringify(answer.body)}`).toBe(expected);
      expect(await resolutionsOf(filed.id), role).toHaveLength(expected === 200 ? 1 : 0);
    }
  });
});
