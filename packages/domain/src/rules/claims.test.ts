import { describe, expect, it } from 'vitest';
import { ClaimType, claimTypeCreditStoreDefault, ResolutionKind } from '../enums';
import {
  approvedResolutionKinds,
  canResolveClaim,
  claimTypeForItems,
  countApproved,
  defaultCreditStore,
  isApprovedResolution,
  isMultiType,
  protectionStatus,
  requestedResolution,
  setResolutionFinal,
} from './claims';
import { claim, claimItem, resolution } from './test-fixtures';

describe('isMultiType', () => {
  it('is true when the claim type is MULTIPLE', () => {
    expect(isMultiType(claim({ claimType: 'MULTIPLE' }))).toBe(true);
  });

  it('is true when the items have more than one distinct type', () => {
    const items = [claimItem({ claimType: 'DAMAGED' }), claimItem({ id: 'ci-2', claimType: 'WRONG_ITEM' })];
    expect(isMultiType(claim({ claimType: 'DAMAGED', claimItems: items }))).toBe(true);
  });

  it('is false when every item has the claim type', () => {
    const items = [claimItem({ claimType: 'DAMAGED' }), claimItem({ id: 'ci-2', claimType: 'DAMAGED' })];
    expect(isMultiType(claim({ claimType: 'DAMAGED', claimItems: items }))).toBe(false);
    expect(isMultiType(claim({ claimType: 'STOLEN', claimItems: [] }))).toBe(false);
  });
});

describe('claimTypeForItems', () => {
  it('is the single type when every item has it', () => {
    expect(claimTypeForItems(['STOLEN'])).toBe('STOLEN');
    expect(claimTypeForItems(['DAMAGED', 'DAMAGED'])).toBe('DAMAGED');
  });

  it('is MULTIPLE when the types differ or one is already MULTIPLE', () => {
    expect(claimTypeForItems(['DAMAGED', 'MISSING_ITEM'])).toBe('MULTIPLE');
    expect(claimTypeForItems(['MULTIPLE'])).toBe('MULTIPLE');
  });

  it('refuses an empty list: a claim has items', () => {
    expect(() => claimTypeForItems([])).toThrow(RangeError);
  });
});

describe('protectionStatus', () => {
  const policy = { removedAt: null };

  it('is ota for an over-the-air claim whatever its policy', () => {
    expect(protectionStatus({ isOta: true, policy })).toBe('ota');
    expect(protectionStatus({ isOta: true, policy: { removedAt: '2024-03-01T00:00:00Z' } })).toBe('ota');
  });

  it('is removed when the policy was cancelled', () => {
    expect(protectionStatus({ isOta: false, policy: { removedAt: '2024-03-01T00:00:00Z' } })).toBe('removed');
  });

  it('is protected when a policy exists', () => {
    expect(protectionStatus({ isOta: false, policy })).toBe('protected');
    expect(protectionStatus(claim({ policy: { insuredAmount: 10 } }))).toBe('protected');
  });

  it('is unprotected without a policy', () => {
    expect(protectionStatus({ isOta: false, policy: null })).toBe('unprotected');
    expect(protectionStatus({ isOta: false })).toBe('unprotected');
  });
});

describe('requestedResolution', () => {
  const asking = (resolutionRequested: string | null, creditStore = false) => ({
    resolutionRequested,
    creditStore,
  });

  it('is the one resolution every item asks for', () => {
    expect(requestedResolution([asking('REFUND'), asking('REFUND')])).toBe('REFUND');
    expect(requestedResolution([asking('RESHIP')])).toBe('RESHIP');
    expect(requestedResolution([asking('STORE_CREDIT')])).toBe('STORE_CREDIT');
  });

  it('is mixed when the items ask for different resolutions', () => {
    expect(requestedResolution([asking('REFUND'), asking('RESHIP')])).toBe('mixed');
  });

  it('reads a refund on an item marked creditStore as store credit', () => {
    expect(requestedResolution([asking('REFUND', true)])).toBe('STORE_CREDIT');
    expect(requestedResolution([asking('REFUND', true), asking('STORE_CREDIT')])).toBe('STORE_CREDIT');
    expect(requestedResolution([asking('REFUND', true), asking('REFUND')])).toBe('mixed');
  });

  it('keeps a reship as asked on an item marked creditStore', () => {
    expect(requestedResolution([asking('RESHIP', true)])).toBe('RESHIP');
  });

  it('leaves out items without a request or with an unknown one', () => {
    expect(requestedResolution([asking(null, true), asking('TELEPORT'), asking('RESHIP')])).toBe('RESHIP');
    expect(requestedResolution([claimItem()])).toBeNull();
    expect(requestedResolution([])).toBeNull();
  });
});

describe('canResolveClaim', () => {
  it('allows resolving only while the claim has no resolutions', () => {
    expect(canResolveClaim(claim())).toBe(true);
    expect(canResolveClaim(claim({ claimResolutions: [{ id: 'r-1', resolutionType: 'CUSTOM' }] }))).toBe(
      false,
    );
  });
});

describe('isApprovedResolution and countApproved', () => {
  it('counts resolution kinds that give the shopper something, CUSTOM excepted', () => {
    expect(ResolutionKind.options.filter((kind) => approvedResolutionKinds.has(kind))).toEqual([
      'RESHIP',
      'REFUND',
      'STORE_CREDIT',
      'FLAT_RATE',
    ]);
    expect(
      ResolutionKind.options.map((kind) => isApprovedResolution(resolution({ resolutionType: kind }))),
    ).toEqual([true, true, false, true, true]);
  });

  it('never counts a denied resolution, whatever its kind', () => {
    expect(isApprovedResolution(resolution({ resolutionType: 'REFUND', decision: 'DENIED' }))).toBe(false);
  });

  it('counts an approved decision, a CUSTOM settlement included', () => {
    expect(isApprovedResolution(resolution({ resolutionType: 'CUSTOM', decision: 'APPROVED' }))).toBe(true);
  });

  it('does not count a kind this version does not know', () => {
    expect(isApprovedResolution(resolution({ resolutionType: 'GIFT_CARD' }))).toBe(false);
  });

  it('counts the approved ones in a list', () => {
    const resolutions = [
      resolution({ resolutionType: 'REFUND' }),
      resolution({ resolutionType: 'RESHIP', decision: 'DENIED' }),
      resolution({ resolutionType: 'CUSTOM' }),
      resolution({ resolutionType: 'CUSTOM', decision: 'APPROVED' }),
    ];
    expect(countApproved(resolutions)).toBe(2);
    expect(countApproved([])).toBe(0);
  });
});

describe('setResolutionFinal', () => {
  const decided = claimItem({
    resolutionFinal: true,
    resolutionQuantity: 2,
    resolutionPercentage: 50,
    quantityType: 'PARTIAL',
    resolutionFlatAmount: 5,
  });

  it('clears the quantity, percentage and quantity type when set to false', () => {
    expect(setResolutionFinal(decided, false)).toEqual({
      ...decided,
      resolutionFinal: false,
      resolutionQuantity: null,
      resolutionPercentage: null,
      quantityType: null,
    });
  });

  it('keeps the numbers when set to true', () => {
    const draft = { ...decided, resolutionFinal: false };
    expect(setResolutionFinal(draft, true)).toEqual({ ...decided, resolutionFinal: true });
  });

  it('returns a new item', () => {
    setResolutionFinal(decided, false);
    expect(decided.resolutionQuantity).toBe(2);
  });
});

describe('defaultCreditStore', () => {
  it('follows the claim type flag', () => {
    for (const type of ClaimType.options) {
      expect(defaultCreditStore(type, { isOta: false })).toBe(claimTypeCreditStoreDefault[type]);
    }
    expect(defaultCreditStore('DAMAGED', { isOta: false })).toBe(true);
    expect(defaultCreditStore('DEFECTIVE_ITEM', { isOta: false })).toBe(false);
  });

  it('is false for over-the-air claims', () => {
    expect(defaultCreditStore('DAMAGED', { isOta: true })).toBe(false);
    expect(defaultCreditStore('DEFECTIVE_ITEM', { isOta: true, requested: 'STORE_CREDIT' })).toBe(false);
  });

  it("follows the shopper's own choice of resolution over the claim type", () => {
    expect(defaultCreditStore('DEFECTIVE_ITEM', { isOta: false, requested: 'STORE_CREDIT' })).toBe(true);
    expect(defaultCreditStore('DAMAGED', { isOta: false, requested: 'REFUND' })).toBe(false);
    expect(defaultCreditStore('DAMAGED', { isOta: false, requested: 'RESHIP' })).toBe(false);
    expect(defaultCreditStore('DAMAGED', { isOta: false, requested: null })).toBe(true);
  });

  it('is false for MULTIPLE and unknown types', () => {
    expect(defaultCreditStore('MULTIPLE', { isOta: false })).toBe(false);
    expect(defaultCreditStore('ALIENS', { isOta: false })).toBe(false);
  });
});
