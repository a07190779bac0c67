import { describe, expect, it } from 'vitest';
import type { IssueInput } from '../schemas';
import { restoreDraft } from './restore-draft';
import { customer, order, signature } from './test-fixtures';

function issue(id: string, sourceItemId: string, quantity = 1, sameIssueForAllUnits = true) {
  return {
    id,
    sourceItemId,
    quantity,
    type: 'DAMAGED',
    details: '',
    media: [],
    sameIssueForAllUnits,
  } satisfies IssueInput;
}

function savedWith(fulfillments: Record<string, { id: string; issues: IssueInput[] }>, extra = {}) {
  return { customer, fulfillments, resolution: { desiredMethod: 'REFUND' }, signature, ...extra };
}

describe('restoreDraft', () => {
  it('restores a draft that keeps the rules as it was saved', () => {
    const saved = savedWith(
      { f1: { id: 'f1', issues: [issue('a', 'mug', 2), issue('b', 'tee')] } },
      { currentShipmentId: 'f1', store: 'store-1' },
    );
    expect(restoreDraft(order, saved)).toStrictEqual({ ...saved, messages: [] });
  });

  it('returns null for metadata that does not parse', () => {
    expect(restoreDraft(order, 'not metadata')).toBeNull();
    expect(restoreDraft(order, { fulfillments: { f1: { id: 'f1' } } })).toBeNull();
  });

  it('drops fulfillments the order does not have and a current shipment it does not have', () => {
    const restored = restoreDraft(
      order,
      savedWith({ gone: { id: 'gone', issues: [issue('a', 'mug')] } }, { currentShipmentId: 'gone' }),
    );
    expect(restored?.fulfillments).toStrictEqual({});
    expect(restored).not.toHaveProperty('currentShipmentId');
  });

  it('keys every entry by its fulfillment id', () => {
    const restored = restoreDraft(order, savedWith({ f1: { id: 'other', issues: [] } }));
    expect(restored?.fulfillments).toStrictEqual({ f1: { id: 'f1', issues: [] } });
  });

  it('drops issues on items the fulfillment does not hold', () => {
    const restored = restoreDraft(
      order,
      savedWith({ f1: { id: 'f1', issues: [issue('a', 'cap'), issue('b', 'tee')] } }),
    );
    expect(restored?.fulfillments.f1?.issues.map(({ id }) => id)).toStrictEqual(['b']);
  });

  it('fits quantities and per-unit issues to the lines, and drops contradictory items', () => {
    const restored = restoreDraft(
      order,
      savedWith({
        f1: {
          id: 'f1',
          issues: [issue('a', 'mug', 7), issue('b', 'tee', 1, true), issue('c', 'tee', 1, false)],
        },
        f2: { id: 'f2', issues: ['u1', 'u2', 'u3', 'u4', 'u5'].map((id) => issue(id, 'cap', 1, false)) },
      }),
    );
    expect(restored?.fulfillments.f1?.issues.map(({ id, quantity }) => [id, quantity])).toStrictEqual([
      ['a', 2],
    ]);
    expect(restored?.fulfillments.f2?.issues.map(({ id }) => id)).toStrictEqual(['u1', 'u2', 'u3']);
  });

  it('keeps the first issue of an id that appears twice', () => {
    const restored = restoreDraft(
      order,
      savedWith({
        f1: { id: 'f1', issues: [issue('a', 'mug')] },
        f2: { id: 'f2', issues: [issue('a', 'cap', 1, false), issue('b', 'cap', 1, false)] },
      }),
    );
    expect(restored?.fulfillments.f1?.issues.map(({ id }) => id)).toStrictEqual(['a']);
    expect(restored?.fulfillments.f2?.issues.map(({ id }) => id)).toStrictEqual(['b']);
  });

  it('groups the issues of an item saved apart from each other', () => {
    const restored = restoreDraft(
      order,
      savedWith({
        f1: {
          id: 'f1',
          issues: [issue('a', 'mug', 1, false), issue('b', 'tee'), issue('c', 'mug', 1, false)],
        },
      }),
    );
    expect(restored?.fulfillments.f1?.issues.map(({ id }) => id)).toStrictEqual(['a', 'c', 'b']);
  });
});
