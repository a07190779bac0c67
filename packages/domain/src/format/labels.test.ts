import { describe, expect, it } from 'vitest';
import {
  ClaimStatus,
  claimTypeLabel,
  DisplayClaimState,
  ReasonCode,
  reasonCodeLabel,
  resolutionChoiceLabel,
  resolutionKindLabel,
  shipmentStatusLabel,
} from '../enums';
import { claimStatusAppearance, labelOf } from './labels';

describe('labelOf', () => {
  it("gives a known code its enumeration's label", () => {
    expect(labelOf(claimTypeLabel, 'DEFECTIVE_ITEM')).toBe('Defective');
    expect(labelOf(claimTypeLabel, 'MULTIPLE')).toBe('Multiple');
    expect(labelOf(resolutionChoiceLabel, 'RESHIP')).toBe('Reshipment');
    expect(labelOf(resolutionKindLabel, 'STORE_CREDIT')).toBe('Store Credit');
    expect(labelOf(shipmentStatusLabel, 'READY_FOR_PICKUP')).toBe('Ready For Pickup');
    // Never tell a shopper they are suspected of fraud.
    expect(labelOf(reasonCodeLabel, 'POTENTIAL_FRAUD')).toBe('Not Covered');
    for (const code of ReasonCode.options) expect(labelOf(reasonCodeLabel, code)).toBe(reasonCodeLabel[code]);
  });

  it('reads a code it does not know in title case', () => {
    expect(labelOf(reasonCodeLabel, 'CARRIER_LOST_IT')).toBe('Carrier Lost It');
    expect(labelOf(resolutionKindLabel, 'GIFT_CARD')).toBe('Gift Card');
    expect(labelOf(resolutionChoiceLabel, 'mixed')).toBe('Mixed');
    // Case matters: codes are upper case, so "reship" is not RESHIP.
    expect(labelOf(resolutionChoiceLabel, 'reship')).toBe('Reship');
  });

  it("never takes a label from the object's prototype", () => {
    expect(labelOf(claimTypeLabel, 'toString')).toBe('Tostring');
    expect(labelOf(claimTypeLabel, 'constructor')).toBe('Constructor');
  });
});

describe('claimStatusAppearance', () => {
  it('gives every lifecycle status its label and the tone of its display state', () => {
    const appearances = Object.fromEntries(
      ClaimStatus.options.map((status) => [status, claimStatusAppearance(status)]),
    );
    expect(appearances).toEqual({
      APPROVED: { label: 'Approved', tone: 'success' },
      ARCHIVED: { label: 'Archived', tone: 'neutral' },
      CLOSED: { label: 'Closed', tone: 'neutral' },
      COMMUNICATING: { label: 'Communicating', tone: 'warning' },
      DENIED: { label: 'Denied', tone: 'danger' },
      DISMISSED: { label: 'Dismissed', tone: 'neutral' },
      NEW: { label: 'New', tone: 'info' },
      OPEN: { label: 'Open', tone: 'warning' },
      RESOLVED: { label: 'Resolved', tone: 'success' },
      RESOLVED_BY_BRAND: { label: 'Resolved by Brand', tone: 'success' },
      TEMPORARILY_DISMISSED: { label: 'Temporarily Dismissed', tone: 'neutral' },
      WAITING_FOR_BRAND: { label: 'Waiting for Brand', tone: 'warning' },
      WAITING_FOR_CUSTOMER: { label: 'Waiting for Customer', tone: 'warning' },
      WAITING_FOR_OP: { label: 'Waiting for OP', tone: 'warning' },
    });
  });

  it('shows the display states in title case with the spec tones', () => {
    expect(DisplayClaimState.options.map(claimStatusAppearance)).toEqual([
      { label: 'New', tone: 'info' },
      { label: 'Pending', tone: 'warning' },
      { label: 'Approved', tone: 'success' },
      { label: 'Denied', tone: 'danger' },
      { label: 'Dismissed', tone: 'neutral' },
      { label: 'Closed', tone: 'neutral' },
    ]);
  });

  it('shows an unknown status in title case and neutral', () => {
    expect(claimStatusAppearance('ESCALATED_TO_CARRIER')).toEqual({
      label: 'Escalated To Carrier',
      tone: 'neutral',
    });
    // "Approved" is neither a lifecycle code nor a display state.
    expect(claimStatusAppearance('Approved')).toEqual({ label: 'Approved', tone: 'neutral' });
  });
});
