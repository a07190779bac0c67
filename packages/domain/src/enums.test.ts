import { describe, expect, it } from 'vitest';
import {
  CLAIM_STATUSES,
  ClaimStatus,
  ClaimType,
  claimStatusDisplayState,
  claimStatusLabel,
  claimTypeCreditStoreDefault,
  claimTypeLabel,
  displayClaimStateTone,
  ItemIssueType,
  isCodeOf,
  orderBadgeStateTone,
  ReasonCode,
  reasonCodeLabel,
  resolutionChoiceLabel,
  ShipmentIssueType,
  shipmentStatusLabel,
  titleCase,
} from './enums';

describe('enumerations', () => {
  it('has the 14 claim statuses with the spec labels', () => {
    expect(ClaimStatus.options).toHaveLength(14);
    expect(ClaimStatus.options).toEqual(CLAIM_STATUSES);
    // The zod-free test of a code agrees with the enum's on known, unknown and non-string values.
    for (const value of ['OPEN', 'open', 'toString', '', 7, null, undefined]) {
      expect(isCodeOf(CLAIM_STATUSES, value)).toBe(ClaimStatus.safeParse(value).success);
    }
    expect(claimStatusLabel.RESOLVED_BY_BRAND).toBe('Resolved by Brand');
    expect(claimStatusLabel.WAITING_FOR_OP).toBe('Waiting for OP');
    expect(claimStatusLabel.TEMPORARILY_DISMISSED).toBe('Temporarily Dismissed');
  });

  it('labels shipment statuses in title case', () => {
    expect(shipmentStatusLabel.AWAITING_SHIPMENT).toBe('Awaiting Shipment');
    expect(shipmentStatusLabel.OUT_FOR_DELIVERY).toBe('Out For Delivery');
    expect(shipmentStatusLabel.DELIVERED).toBe('Delivered');
    expect(titleCase('IN_TRANSIT')).toBe('In Transit');
  });

  it('shows POTENTIAL_FRAUD as "Not Covered" and keeps the given reason labels', () => {
    expect(reasonCodeLabel.POTENTIAL_FRAUD).toBe('Not Covered');
    expect(reasonCodeLabel.EXPIRED30).toBe('Claim Timeframe Expired');
    expect(reasonCodeLabel.ADDRESS_TYPO).toBe('Customer Shipping Address Typo');
    expect(reasonCodeLabel.NOT_COVERED).toBe('Claim Type Not Covered');
    expect(reasonCodeLabel.FLAT_RATE_STORE_CREDIT).toBe('Flat Rate Store Credit');
    expect(Object.keys(reasonCodeLabel).sort()).toEqual([...ReasonCode.options].sort());
  });

  it('gives every claim type its flag as the spec lists it', () => {
    const flagged = ClaimType.options.filter((type) => claimTypeCreditStoreDefault[type]);
    expect(flagged.sort()).toEqual(
      [
        'DAMAGED',
        'LOST',
        'ORDER_DELIVERED_NOT_RECEIVED',
        'TRACKING_NOT_MOVING',
        'STOLEN',
        'WRONG_ADDRESS_CARRIER',
        'WRONG_ITEM',
      ].sort(),
    );
    expect(claimTypeLabel.MULTIPLE).toBe('Multiple');
  });

  it('offers the spec issue types, which are all claim types', () => {
    expect(ItemIssueType.options.map((type) => claimTypeLabel[type])).toEqual([
      'Damaged',
      'Defective',
      'Missing',
      'Wrong item',
    ]);
    expect(ShipmentIssueType.options.map((type) => claimTypeLabel[type])).toEqual([
      'Delivered not received',
      'Returned to sender',
      'Stolen',
      'Tracking not moving',
      'Wrong address',
    ]);
    for (const type of [...ItemIssueType.options, ...ShipmentIssueType.options]) {
      expect(ClaimType.safeParse(type).success).toBe(true);
    }
  });

  it('labels customer resolution choices', () => {
    expect(resolutionChoiceLabel).toEqual({
      REFUND: 'Refund',
      RESHIP: 'Reshipment',
      STORE_CREDIT: 'Store Credit',
    });
  });

  it('maps display states to the spec badge tones and every status to a display state', () => {
    expect(displayClaimStateTone).toEqual({
      new: 'info',
      pending: 'warning',
      approved: 'success',
      denied: 'danger',
      dismissed: 'neutral',
      closed: 'neutral',
    });
    expect(Object.keys(claimStatusDisplayState).sort()).toEqual([...ClaimStatus.options].sort());
    expect(claimStatusDisplayState.NEW).toBe('new');
    expect(claimStatusDisplayState.WAITING_FOR_CUSTOMER).toBe('pending');
    expect(claimStatusDisplayState.DENIED).toBe('denied');
    expect(Object.keys(orderBadgeStateTone).sort()).toEqual(['fulfilled', 'open', 'payment', 'unfulfilled']);
  });
});
