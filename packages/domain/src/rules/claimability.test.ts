import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Fulfillment } from '../schemas/order';
import {
  canFileClaim,
  claimableFulfillments,
  isPageAfterLookup,
  isTooLate,
  isTooSoon,
  nextStepAfterLookup,
  orderClaimability,
  soonestFilingDate,
} from './claimability';
import { existingClaim, order } from './test-fixtures';

type ShipmentInput = z.input<typeof Fulfillment>;

/** A shipment of one mug with its eligibility as the server stored it. */
function shipment(id: string, eligibility: Partial<ShipmentInput> = {}): ShipmentInput {
  return { id, sourceFulfillmentId: id, items: [{ item: 'mug', quantity: 1 }], ...eligibility };
}
const eligible = (id: string) => shipment(id, { eligible: true, eligibilityCode: 'eligible' });
const expired = (id: string) => shipment(id, { eligibilityCode: 'expired' });
const notShipped = (id: string) => shipment(id, { eligibilityCode: 'not_shipped' });
const claimed = (id: string) => shipment(id, { eligibilityCode: 'already_claimed' });
const tooSoon = (id: string, eligibleAt: string) => shipment(id, { eligibilityCode: 'too_soon', eligibleAt });

/** An order of two mugs, protected unless told otherwise. */
const orderWith = (fulfillments: ShipmentInput[], overrides: Parameters<typeof order>[0] = {}) =>
  order({ fulfillments, ...overrides });

describe('the spec conditions', () => {
  it('is too late when the first shipment is ineligible with code expired', () => {
    expect(isTooLate(orderWith([expired('F1'), eligible('F2')]))).toBe(true);
    expect(isTooLate(orderWith([eligible('F1'), expired('F2')]))).toBe(false);
    expect(isTooLate(orderWith([shipment('F1', { eligible: true, eligibilityCode: 'expired' })]))).toBe(
      false,
    );
    expect(isTooLate(orderWith([notShipped('F1')]))).toBe(false);
    expect(isTooLate(orderWith([]))).toBe(false);
  });

  it('is too soon when there are shipments and none is eligible', () => {
    expect(isTooSoon(orderWith([notShipped('F1'), tooSoon('F2', '2024-03-08T12:00:00Z')]))).toBe(true);
    expect(isTooSoon(orderWith([tooSoon('F1', '2024-03-08T12:00:00Z'), eligible('F2')]))).toBe(false);
    expect(isTooSoon(orderWith([]))).toBe(false);
  });

  it('takes the earliest eligibleAt as the soonest filing date, comparing instants', () => {
    const shipments = [
      notShipped('F1'),
      tooSoon('F2', '2024-03-08T06:00:00Z'),
      tooSoon('F3', '2024-03-08T10:00:00+05:00'),
      tooSoon('F4', '2024-03-09T00:00:00Z'),
    ];
    expect(soonestFilingDate(orderWith(shipments))).toBe('2024-03-08T10:00:00+05:00');
    expect(soonestFilingDate(orderWith([notShipped('F1')]))).toBeNull();
  });

  it('can file a claim when the order is protected and an eligible shipment has units left', () => {
    expect(canFileClaim(orderWith([eligible('F1')]))).toBe(true);
    expect(canFileClaim(orderWith([eligible('F1')], { protected: false }))).toBe(false);
    expect(canFileClaim(orderWith([expired('F1')]))).toBe(false);
  });

  it('cannot file a claim on a shipment whose units existing claims cover, even if marked eligible', () => {
    const covered = orderWith([eligible('F1'), eligible('F2')], {
      existingClaims: [existingClaim([['mug', 1, 'F1']])],
    });
    expect(claimableFulfillments(covered).map((fulfillment) => fulfillment.id)).toEqual(['F2']);
    const allCovered = orderWith([eligible('F1')], { existingClaims: [existingClaim([['mug', 2]])] });
    expect(canFileClaim(allCovered)).toBe(false);
  });

  it('lets a one-time appeasement order file a claim without protection', () => {
    expect(canFileClaim(orderWith([eligible('F1')], { protected: false, isOneTimeAppeasement: true }))).toBe(
      true,
    );
  });
});

describe('orderClaimability', () => {
  it('lists the claimable shipments', () => {
    const result = orderClaimability(orderWith([expired('F1'), eligible('F2')]));
    expect(result.claimable && result.fulfillments.map((fulfillment) => fulfillment.id)).toEqual(['F2']);
  });

  it('puts protection first: nothing else matters on an unprotected order', () => {
    expect(orderClaimability(orderWith([eligible('F1')], { protected: false }))).toEqual({
      claimable: false,
      reason: 'not_protected',
    });
    expect(orderClaimability(orderWith([expired('F1')], { protected: false }))).toEqual({
      claimable: false,
      reason: 'not_protected',
    });
  });

  it('still checks the shipments of a one-time appeasement order', () => {
    expect(
      orderClaimability(orderWith([expired('F1')], { protected: false, isOneTimeAppeasement: true })),
    ).toEqual({
      claimable: false,
      reason: 'too_late',
    });
  });

  it('says too soon with the soonest filing date', () => {
    expect(orderClaimability(orderWith([notShipped('F1'), tooSoon('F2', '2024-03-08T12:00:00Z')]))).toEqual({
      claimable: false,
      reason: 'too_soon',
      eligibleAt: '2024-03-08T12:00:00Z',
    });
  });

  it('prefers too soon over too late, since a later date will work', () => {
    expect(
      orderClaimability(orderWith([expired('F1'), tooSoon('F2', '2024-03-08T12:00:00Z')])),
    ).toMatchObject({
      reason: 'too_soon',
    });
  });

  it('says not shipped when there is no shipment or one is still to ship', () => {
    expect(orderClaimability(orderWith([]))).toEqual({ claimable: false, reason: 'not_shipped' });
    expect(orderClaimability(orderWith([notShipped('F1')]))).toEqual({
      claimable: false,
      reason: 'not_shipped',
    });
    expect(orderClaimability(orderWith([expired('F1'), notShipped('F2')]))).toMatchObject({
      reason: 'not_shipped',
    });
  });

  it('says too late when the first shipment expired, even if another was claimed', () => {
    expect(orderClaimability(orderWith([expired('F1'), claimed('F2')]))).toEqual({
      claimable: false,
      reason: 'too_late',
    });
  });

  it('says already claimed when a shipment has nothing left and the first has not expired', () => {
    expect(orderClaimability(orderWith([claimed('F1'), expired('F2')]))).toEqual({
      claimable: false,
      reason: 'already_claimed',
    });
    const coveredSinceLookup = orderWith([eligible('F1')], { existingClaims: [existingClaim([['mug', 2]])] });
    expect(orderClaimability(coveredSinceLookup)).toMatchObject({ reason: 'already_claimed' });
  });

  it('falls back to too late for shipments past their window or without usable eligibility', () => {
    expect(orderClaimability(orderWith([shipment('F1'), expired('F2')]))).toEqual({
      claimable: false,
      reason: 'too_late',
    });
  });
});

describe('isPageAfterLookup', () => {
  it('is every page a lookup and the issues form lead to, and none of the draft pages after them', () => {
    for (const step of [
      'issues',
      'multiple-shipments',
      'too-soon',
      'too-late',
      'not-shipped',
      'issues/shipment',
      'issues/items',
    ]) {
      expect(isPageAfterLookup(`/${step}`)).toBe(true);
      expect(isPageAfterLookup(`/${step}/`)).toBe(true);
    }
    for (const path of ['/start', '/issues/shipment/details', '/resolution', '/resolution/review']) {
      expect(isPageAfterLookup(path)).toBe(false);
    }
  });
});

describe('nextStepAfterLookup', () => {
  it('goes to issues for a claimable order with one shipment', () => {
    expect(nextStepAfterLookup(orderWith([eligible('F1')]))).toEqual({
      step: 'issues',
      oneTimeAppeasement: false,
    });
  });

  it('goes to multiple-shipments when the order has several, even if only one can be claimed', () => {
    expect(nextStepAfterLookup(orderWith([expired('F1'), eligible('F2')]))).toEqual({
      step: 'multiple-shipments',
      oneTimeAppeasement: false,
    });
  });

  it('flags one-time appeasement orders so the portal shows its modal', () => {
    expect(
      nextStepAfterLookup(orderWith([eligible('F1')], { protected: false, isOneTimeAppeasement: true })),
    ).toEqual({ step: 'issues', oneTimeAppeasement: true });
  });

  it.each([
    ['not-protected', orderWith([eligible('F1')], { protected: false })],
    ['not-shipped', orderWith([notShipped('F1')])],
    ['too-late', orderWith([expired('F1')])],
    ['already-claimed', orderWith([claimed('F1')])],
  ] as const)('goes to %s', (step, looked) => {
    expect(nextStepAfterLookup(looked)).toEqual({ step });
  });

  it('goes to too-soon with the date', () => {
    expect(nextStepAfterLookup(orderWith([tooSoon('F1', '2024-03-08T12:00:00Z')]))).toEqual({
      step: 'too-soon',
      eligibleAt: '2024-03-08T12:00:00Z',
    });
  });
});
