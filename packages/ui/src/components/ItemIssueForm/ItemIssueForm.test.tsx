import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ItemIssueForm, itemIssueTypeFieldId } from './ItemIssueForm';
import {
  describedUnits,
  emptyItemIssueFormValue,
  emptyItemIssueUnit,
  firstMissingIssueType,
  type ItemIssueFormValue,
  itemIssueAnswer,
  withUnitChange,
} from './itemIssueValue';

const photo = (fileKey: string) => ({ fileKey, filename: `${fileKey}.png` });

const perUnit: ItemIssueFormValue = {
  quantity: 3,
  sameIssueForAllUnits: false,
  units: [
    { type: 'DAMAGED', details: '  Cracked.  ', savedMedia: [photo('old')], media: [photo('new')] },
    { ...emptyItemIssueUnit(), type: 'WRONG_ITEM' },
  ],
};

describe('describedUnits', () => {
  it('is one description when the units share the issue, one per affected unit otherwise', () => {
    expect(describedUnits({ ...perUnit, sameIssueForAllUnits: true })).toHaveLength(1);
    const units = describedUnits(perUnit);
    expect(units).toHaveLength(3);
    expect(units[2]).toEqual(emptyItemIssueUnit());
  });

  it('keeps the units beyond the count in the value, unanswered', () => {
    const fewer = { ...perUnit, quantity: 1 };
    expect(describedUnits(fewer)).toHaveLength(1);
    expect(fewer.units).toHaveLength(2);
  });
});

describe('withUnitChange', () => {
  it('changes one unit, filling the ones before it with empty drafts', () => {
    const next = withUnitChange(emptyItemIssueFormValue(), 2, { type: 'MISSING_ITEM' });
    expect(next.units).toEqual([
      emptyItemIssueUnit(),
      emptyItemIssueUnit(),
      { ...emptyItemIssueUnit(), type: 'MISSING_ITEM' },
    ]);
    expect(withUnitChange(perUnit, 0, { details: 'x' }).units[0]?.media).toEqual([photo('new')]);
  });
});

describe('firstMissingIssueType and itemIssueAnswer', () => {
  it('find the first described unit without a type, and give no answer until it has one', () => {
    expect(firstMissingIssueType(emptyItemIssueFormValue())).toBe(0);
    expect(firstMissingIssueType(perUnit)).toBe(2);
    expect(itemIssueAnswer(perUnit)).toBeNull();
    expect(firstMissingIssueType({ ...perUnit, quantity: 2 })).toBe(-1);
  });

  it('answers each described unit with trimmed details and the saved photos before the new ones', () => {
    expect(itemIssueAnswer({ ...perUnit, quantity: 2 })).toEqual({
      quantity: 2,
      sameIssueForAllUnits: false,
      units: [
        { type: 'DAMAGED', details: 'Cracked.', media: [photo('old'), photo('new')] },
        { type: 'WRONG_ITEM', details: '', media: [] },
      ],
    });
    expect(itemIssueAnswer({ ...perUnit, sameIssueForAllUnits: true })?.units).toHaveLength(1);
  });
});

describe('ItemIssueForm markup', () => {
  const upload = async () => photo('uploaded');

  it('labels the fields with the spec copy and gives each issue type select a known id', () => {
    const html = renderToStaticMarkup(
      <ItemIssueForm id="item" value={perUnit} onChange={() => {}} claimable={3} upload={upload} />,
    );
    expect(html).toContain('Select issue');
    expect(html).toContain('placeholder="Tell us briefly about the issue"');
    expect(html).toContain('Same issue for all units');
    expect(html).toContain('>Unit 3</legend>');
    expect(html).toContain(`id="${itemIssueTypeFieldId('item', 2)}"`);
    expect(html).not.toContain('Select the issue with this item.');
  });

  it('shows the missing type only when asked, and neither count nor box for a single unit', () => {
    const html = renderToStaticMarkup(
      <ItemIssueForm
        value={emptyItemIssueFormValue()}
        onChange={() => {}}
        claimable={1}
        upload={upload}
        showErrors
        labels={{ missingIssue: 'Pick one.' }}
      />,
    );
    expect(html).toContain('Pick one.');
    expect(html).not.toContain('How many are affected?');
    expect(html).not.toContain('type="checkbox"');
  });
});
