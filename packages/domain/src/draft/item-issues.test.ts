import { describe, expect, it } from 'vitest';
import type { DraftFulfillment } from '../schemas';
import { entryOf, fitIssuesToLine, hasUniqueIssueIds } from './item-issues';

const forAllUnits = (quantity: number) => ({ quantity, sameIssueForAllUnits: true });
const perUnit = { quantity: 1, sameIssueForAllUnits: false };

describe('fitIssuesToLine', () => {
  it('keeps one issue for all units within the line as it is', () => {
    expect(fitIssuesToLine([forAllUnits(2)], 3)).toStrictEqual([forAllUnits(2)]);
  });

  it('reads a missing granularity as one issue for all units, as the schema does', () => {
    expect(fitIssuesToLine([{ quantity: 5 }], 3)).toStrictEqual([{ quantity: 3 }]);
  });

  it('clamps one issue for all units to the units of the line', () => {
    expect(fitIssuesToLine([forAllUnits(9)], 3)).toStrictEqual([forAllUnits(3)]);
  });

  it('keeps per-unit issues up to the units of the line', () => {
    expect(fitIssuesToLine([perUnit, perUnit], 3)).toHaveLength(2);
    expect(fitIssuesToLine([perUnit, perUnit, perUnit, perUnit], 3)).toHaveLength(3);
  });

  it.each([
    ['nothing', []],
    ['a zero quantity', [forAllUnits(0)]],
    ['a fractional quantity', [forAllUnits(1.5)]],
    ['two issues for all units', [forAllUnits(1), forAllUnits(1)]],
    ['an issue for all units among per-unit ones', [perUnit, forAllUnits(1)]],
    ['a per-unit issue of two units', [perUnit, { quantity: 2, sameIssueForAllUnits: false }]],
  ])('fits nothing of %s', (_case, issues) => {
    expect(fitIssuesToLine(issues, 3)).toStrictEqual([]);
  });
});

function entry(id: string, issueIds: string[]): DraftFulfillment {
  return {
    id,
    issues: issueIds.map((issueId) => ({
      id: issueId,
      sourceItemId: 'mug',
      quantity: 1,
      type: 'DAMAGED',
      details: '',
      media: [],
      sameIssueForAllUnits: false,
    })),
  };
}

describe('hasUniqueIssueIds', () => {
  it('accepts distinct ids across fulfillments', () => {
    expect(hasUniqueIssueIds({ f1: entry('f1', ['a', 'b']), f2: entry('f2', ['c']) })).toBe(true);
  });

  it('refuses an id used twice, within or across fulfillments', () => {
    expect(hasUniqueIssueIds({ f1: entry('f1', ['a', 'a']) })).toBe(false);
    expect(hasUniqueIssueIds({ f1: entry('f1', ['a']), f2: entry('f2', ['a']) })).toBe(false);
  });
});

describe('entryOf', () => {
  it('finds own entries only', () => {
    const fulfillments = { f1: entry('f1', []) };
    expect(entryOf(fulfillments, 'f1')).toBe(fulfillments.f1);
    expect(entryOf(fulfillments, 'toString')).toBeUndefined();
  });
});
