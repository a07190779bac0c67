import { describe, expect, it } from 'vitest';
import type { Issue, SessionMetadata } from '../schemas';
import { emptyDraft } from './draft-reducer';
import { shouldSaveSession } from './session-policy';
import { customer, signature } from './test-fixtures';

const mugIssue: Issue = {
  id: 'iss1',
  sourceItemId: 'mug',
  quantity: 1,
  type: 'DAMAGED',
  details: '',
  media: [],
  sameIssueForAllUnits: true,
};

const started: SessionMetadata = {
  ...emptyDraft(),
  customer,
  fulfillments: { f1: { id: 'f1', issues: [mugIssue] } },
  currentShipmentId: 'f1',
};

describe('shouldSaveSession', () => {
  it('saves when the claim changes', () => {
    expect(shouldSaveSession(started, { ...started, signature })).toBe(true);
    expect(shouldSaveSession(started, { ...started, resolution: { desiredMethod: 'REFUND' } })).toBe(true);
  });

  it('does not save metadata that is structurally the same', () => {
    const reordered: SessionMetadata = {
      currentShipmentId: 'f1',
      fulfillments: { f1: { issues: [mugIssue], id: 'f1' } },
      customer: { sourceOrderId: customer.sourceOrderId, email: customer.email },
      resolution: { desiredMethod: null },
      messages: [],
      signature: undefined,
    };
    expect(shouldSaveSession(started, reordered)).toBe(false);
  });

  describe('(a) the change is only a customer value being set or cleared', () => {
    it('does not save a customer set or cleared', () => {
      const withoutCustomer = { ...started, customer: {} };
      expect(shouldSaveSession(withoutCustomer, started)).toBe(false);
      expect(shouldSaveSession(started, withoutCustomer)).toBe(false);
      expect(
        shouldSaveSession(started, { ...started, customer: { ...customer, email: 'bob@example.com' } }),
      ).toBe(false);
    });

    it('saves a customer change that comes with another change', () => {
      expect(shouldSaveSession({ ...started, customer: {} }, { ...started, signature })).toBe(true);
    });
  });

  describe('(b) the current shipment has no fulfillment entry', () => {
    it('does not save while the current shipment has no entry', () => {
      expect(shouldSaveSession(started, { ...started, currentShipmentId: 'f2' })).toBe(false);
      expect(shouldSaveSession(started, { ...started, currentShipmentId: 'f2', signature })).toBe(false);
    });

    it('saves once the current shipment has its entry', () => {
      const moved = { ...started, currentShipmentId: 'f2' };
      const withEntry = { ...moved, fulfillments: { ...moved.fulfillments, f2: { id: 'f2', issues: [] } } };
      expect(shouldSaveSession(moved, withEntry)).toBe(true);
    });

    it('does not take a name on the prototype for an entry', () => {
      expect(shouldSaveSession(started, { ...started, currentShipmentId: 'toString' })).toBe(false);
    });
  });

  describe('(c) the claim is still the empty template with no current shipment', () => {
    it('does not save the empty template', () => {
      expect(shouldSaveSession(started, emptyDraft())).toBe(false);
      expect(shouldSaveSession(started, { ...emptyDraft(), signature: null, currentShipmentId: null })).toBe(
        false,
      );
    });

    it('saves a reset draft, which keeps the customer', () => {
      expect(shouldSaveSession(started, { ...emptyDraft(), customer })).toBe(true);
    });

    it('saves an otherwise empty template that names a store', () => {
      expect(shouldSaveSession(emptyDraft(), { ...emptyDraft(), store: 'store-1' })).toBe(true);
    });
  });
});
