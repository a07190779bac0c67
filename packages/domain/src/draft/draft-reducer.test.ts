import { describe, expect, it } from 'vitest';
import { isShortId } from '../format';
import { type SessionMetadata, SessionMetadata as SessionMetadataSchema } from '../schemas';
import { createDraftReducer, type DraftAction, type DraftReducer, emptyDraft } from './draft-reducer';
import { address, customer, idsInTurn, order, signature } from './test-fixtures';

type NewIds = readonly [string, ...string[]];

/** A fresh reducer per call, so the ids a shipment issue gets never depend on the tests before. */
function reducerWith(newIds: NewIds = ['new1', 'new2', 'new3']): DraftReducer {
  return createDraftReducer(order, { newId: idsInTurn(newIds) });
}

const reducer: DraftReducer = (draft, action) => reducerWith()(draft, action);

function run(actions: readonly DraftAction[], from = emptyDraft(), newIds?: NewIds): SessionMetadata {
  return actions.reduce(reducerWith(newIds), from);
}

const mugDamaged = { id: 'iss1', sourceItemId: 'mug', quantity: 1, type: 'DAMAGED' } as const;
const teeMissing = { id: 'iss2', sourceItemId: 'tee', quantity: 1, type: 'MISSING_ITEM' } as const;

describe('emptyDraft', () => {
  it('is the template the session schema makes of nothing', () => {
    expect(emptyDraft()).toStrictEqual(SessionMetadataSchema.parse({}));
  });
});

describe('customer', () => {
  it('is set from a valid email and order id, trimmed by the schema', () => {
    const draft = run([
      { type: 'customerSet', customer: { email: ' ada@example.com ', sourceOrderId: 'order-1' } },
    ]);
    expect(draft.customer).toStrictEqual(customer);
  });

  it('ignores an invalid email', () => {
    const draft = emptyDraft();
    expect(
      reducer(draft, { type: 'customerSet', customer: { email: 'not-an-email', sourceOrderId: 'o' } }),
    ).toBe(draft);
  });

  it('is cleared', () => {
    expect(run([{ type: 'customerSet', customer }, { type: 'customerCleared' }]).customer).toStrictEqual({});
  });

  it('returns the same draft when set to the value it already has', () => {
    const draft = run([{ type: 'customerSet', customer }]);
    expect(reducer(draft, { type: 'customerSet', customer: { ...customer } })).toBe(draft);
  });
});

describe('fulfillment selection', () => {
  it('selects a fulfillment of the order with no issues yet', () => {
    expect(run([{ type: 'fulfillmentSelected', fulfillmentId: 'f1' }]).fulfillments).toStrictEqual({
      f1: { id: 'f1', issues: [] },
    });
  });

  it.each(['nope', 'toString', '__proto__'])('ignores %s, which the order does not have', (fulfillmentId) => {
    const draft = emptyDraft();
    expect(reducer(draft, { type: 'fulfillmentSelected', fulfillmentId })).toBe(draft);
  });

  it('keeps the issues of a fulfillment selected again', () => {
    const draft = run([{ type: 'issueAdded', fulfillmentId: 'f1', issue: mugDamaged }]);
    expect(reducer(draft, { type: 'fulfillmentSelected', fulfillmentId: 'f1' })).toBe(draft);
  });

  it('drops the fulfillment and its issues on deselection, leaving the others', () => {
    const draft = run([
      { type: 'issueAdded', fulfillmentId: 'f1', issue: mugDamaged },
      { type: 'fulfillmentSelected', fulfillmentId: 'f2' },
      { type: 'fulfillmentDeselected', fulfillmentId: 'f1' },
    ]);
    expect(draft.fulfillments).toStrictEqual({ f2: { id: 'f2', issues: [] } });
  });

  it('clears the current shipment when it is the one deselected, and only then', () => {
    const selected = run([
      { type: 'fulfillmentSelected', fulfillmentId: 'f1' },
      { type: 'fulfillmentSelected', fulfillmentId: 'f2' },
      { type: 'currentShipmentSet', fulfillmentId: 'f1' },
    ]);
    expect(reducer(selected, { type: 'fulfillmentDeselected', fulfillmentId: 'f2' }).currentShipmentId).toBe(
      'f1',
    );
    expect(reducer(selected, { type: 'fulfillmentDeselected', fulfillmentId: 'f1' })).not.toHaveProperty(
      'currentShipmentId',
    );
  });

  it('returns the same draft when deselecting a fulfillment that is not selected', () => {
    const draft = run([{ type: 'fulfillmentSelected', fulfillmentId: 'f1' }]);
    expect(reducer(draft, { type: 'fulfillmentDeselected', fulfillmentId: 'f2' })).toBe(draft);
  });
});

describe('current shipment', () => {
  it('is set to a fulfillment of the order without selecting it', () => {
    const draft = run([{ type: 'currentShipmentSet', fulfillmentId: 'f2' }]);
    expect(draft.currentShipmentId).toBe('f2');
    expect(draft.fulfillments).toStrictEqual({});
  });

  it('ignores a fulfillment the order does not have', () => {
    const draft = emptyDraft();
    expect(reducer(draft, { type: 'currentShipmentSet', fulfillmentId: 'nope' })).toBe(draft);
  });

  it('is cleared with null', () => {
    const draft = run([
      { type: 'currentShipmentSet', fulfillmentId: 'f2' },
      { type: 'currentShipmentSet', fulfillmentId: null },
    ]);
    expect(draft).not.toHaveProperty('currentShipmentId');
  });
});

describe('issueAdded', () => {
  it('selects the fulfillment and adds one issue for all the units, with the schema defaults', () => {
    expect(run([{ type: 'issueAdded', fulfillmentId: 'f1', issue: mugDamaged }]).fulfillments).toStrictEqual({
      f1: {
        id: 'f1',
        issues: [{ ...mugDamaged, details: '', media: [], sameIssueForAllUnits: true }],
      },
    });
  });

  it('replaces the issues of the same source item in place, keeping the other items', () => {
    const draft = run([
      { type: 'issueAdded', fulfillmentId: 'f1', issue: mugDamaged },
      { type: 'issueAdded', fulfillmentId: 'f1', issue: teeMissing },
      { type: 'issueAdded', fulfillmentId: 'f1', issue: { ...mugDamaged, id: 'iss3', type: 'WRONG_ITEM' } },
    ]);
    expect(draft.fulfillments.f1?.issues.map((issue) => [issue.id, issue.type])).toStrictEqual([
      ['iss3', 'WRONG_ITEM'],
      ['iss2', 'MISSING_ITEM'],
    ]);
  });

  it('replaces per-unit issues of the item with the one issue', () => {
    const draft = run([
      { type: 'unitIssuesAdded', fulfillmentId: 'f1', sourceItemId: 'mug', issues: [unit('u1'), unit('u2')] },
      { type: 'issueAdded', fulfillmentId: 'f1', issue: { ...mugDamaged, quantity: 2 } },
    ]);
    expect(draft.fulfillments.f1?.issues).toMatchObject([
      { id: 'iss1', quantity: 2, sameIssueForAllUnits: true },
    ]);
  });

  it('clamps a quantity above the line to every unit of the line', () => {
    const draft = run([{ type: 'issueAdded', fulfillmentId: 'f1', issue: { ...mugDamaged, quantity: 5 } }]);
    expect(draft.fulfillments.f1?.issues[0]?.quantity).toBe(2);
  });

  it('clamps to what is left of the shipment line: 4 caps shipped, 1 already claimed', () => {
    const issue = { ...mugDamaged, sourceItemId: 'cap', quantity: 9 };
    const draft = run([{ type: 'issueAdded', fulfillmentId: 'f2', issue }]);
    expect(draft.fulfillments.f2?.issues[0]?.quantity).toBe(3);
  });

  it.each([0, -1, 1.5, Number.NaN])('ignores the quantity %s', (quantity) => {
    const draft = emptyDraft();
    expect(
      reducer(draft, { type: 'issueAdded', fulfillmentId: 'f1', issue: { ...mugDamaged, quantity } }),
    ).toBe(draft);
  });

  it.each([
    ['a fulfillment the order does not have', 'nope', 'mug'],
    ['an item of another fulfillment', 'f1', 'cap'],
    ['an item whose line holds no units', 'f2', 'gone'],
    ['a shipment line of no order line', 'f2', 'ghost'],
    ['the shipment line item id rather than the order line source item id', 'f2', 'line-cap'],
    ['an item the order does not have', 'f1', 'hat'],
  ])('ignores an issue on %s', (_case, fulfillmentId, sourceItemId) => {
    const draft = emptyDraft();
    expect(
      reducer(draft, { type: 'issueAdded', fulfillmentId, issue: { ...mugDamaged, sourceItemId } }),
    ).toBe(draft);
  });

  it('ignores an issue the schema refuses', () => {
    const draft = emptyDraft();
    const badId = { ...mugDamaged, id: 'has spaces and 0' };
    expect(reducer(draft, { type: 'issueAdded', fulfillmentId: 'f1', issue: badId })).toBe(draft);
  });

  it('ignores an issue whose id another item already uses, but lets the same item reuse it', () => {
    const draft = run([{ type: 'issueAdded', fulfillmentId: 'f1', issue: mugDamaged }]);
    const onCap = { ...mugDamaged, sourceItemId: 'cap' };
    expect(reducer(draft, { type: 'issueAdded', fulfillmentId: 'f2', issue: onCap })).toBe(draft);
    const edited = reducer(draft, {
      type: 'issueAdded',
      fulfillmentId: 'f1',
      issue: { ...mugDamaged, details: 'Cracked' },
    });
    expect(edited.fulfillments.f1?.issues).toMatchObject([{ id: 'iss1', details: 'Cracked' }]);
  });

  it('returns the same draft when the same issue is added again', () => {
    const draft = run([{ type: 'issueAdded', fulfillmentId: 'f1', issue: mugDamaged }]);
    expect(reducer(draft, { type: 'issueAdded', fulfillmentId: 'f1', issue: { ...mugDamaged } })).toBe(draft);
  });
});

function unit(id: string) {
  return { id, type: 'DAMAGED', details: `Unit ${id}` } as const;
}

describe('unitIssuesAdded', () => {
  it('adds one issue per unit, each of quantity 1 and not shared by all units', () => {
    const draft = run([
      { type: 'unitIssuesAdded', fulfillmentId: 'f1', sourceItemId: 'mug', issues: [unit('u1'), unit('u2')] },
    ]);
    expect(draft.fulfillments.f1?.issues).toStrictEqual(
      ['u1', 'u2'].map((id) => ({
        id,
        sourceItemId: 'mug',
        quantity: 1,
        type: 'DAMAGED',
        details: `Unit ${id}`,
        media: [],
        sameIssueForAllUnits: false,
      })),
    );
  });

  it('replaces the one issue of the item', () => {
    const draft = run([
      { type: 'issueAdded', fulfillmentId: 'f1', issue: mugDamaged },
      { type: 'unitIssuesAdded', fulfillmentId: 'f1', sourceItemId: 'mug', issues: [unit('u1')] },
    ]);
    expect(draft.fulfillments.f1?.issues.map((issue) => issue.id)).toStrictEqual(['u1']);
  });

  it('drops the issues beyond the units of the line', () => {
    const issues = [unit('u1'), unit('u2'), unit('u3')];
    const draft = run([{ type: 'unitIssuesAdded', fulfillmentId: 'f1', sourceItemId: 'mug', issues }]);
    expect(draft.fulfillments.f1?.issues.map((issue) => issue.id)).toStrictEqual(['u1', 'u2']);
  });

  it.each([
    ['no issues', 'mug', []],
    ['an item the fulfillment does not hold', 'cap', [unit('u1')]],
    ['two issues with one id', 'mug', [unit('u1'), unit('u1')]],
  ])('ignores %s', (_case, sourceItemId, issues) => {
    const draft = emptyDraft();
    expect(reducer(draft, { type: 'unitIssuesAdded', fulfillmentId: 'f1', sourceItemId, issues })).toBe(
      draft,
    );
  });
});

describe('issue removal', () => {
  const withIssues = run([
    { type: 'issueAdded', fulfillmentId: 'f1', issue: mugDamaged },
    { type: 'issueAdded', fulfillmentId: 'f1', issue: teeMissing },
    { type: 'unitIssuesAdded', fulfillmentId: 'f2', sourceItemId: 'cap', issues: [unit('u1'), unit('u2')] },
  ]);

  it('removes one issue by its id', () => {
    const draft = reducer(withIssues, { type: 'issueRemoved', fulfillmentId: 'f1', issueId: 'iss1' });
    expect(draft.fulfillments.f1?.issues.map((issue) => issue.id)).toStrictEqual(['iss2']);
  });

  it('keeps a fulfillment whose last issue is removed, which leaves it unfinished', () => {
    const draft = run(
      [
        { type: 'issueRemoved', fulfillmentId: 'f1', issueId: 'iss1' },
        { type: 'issueRemoved', fulfillmentId: 'f1', issueId: 'iss2' },
      ],
      withIssues,
    );
    expect(draft.fulfillments.f1).toStrictEqual({ id: 'f1', issues: [] });
  });

  it('removes every issue of one item', () => {
    const draft = reducer(withIssues, {
      type: 'itemIssuesRemoved',
      fulfillmentId: 'f2',
      sourceItemId: 'cap',
    });
    expect(draft.fulfillments.f2?.issues).toStrictEqual([]);
  });

  it.each<DraftAction>([
    { type: 'issueRemoved', fulfillmentId: 'f1', issueId: 'u1' },
    { type: 'issueRemoved', fulfillmentId: 'f3', issueId: 'iss1' },
    { type: 'itemIssuesRemoved', fulfillmentId: 'f1', sourceItemId: 'cap' },
    { type: 'itemIssuesRemoved', fulfillmentId: 'toString', sourceItemId: 'cap' },
  ])('returns the same draft when nothing matches: %o', (action) => {
    expect(reducer(withIssues, action)).toBe(withIssues);
  });
});

describe('shipmentIssueChosen', () => {
  it('creates one issue of that type for all the units of each item of the shipment', () => {
    const draft = run([
      { type: 'shipmentIssueChosen', fulfillmentId: 'f1', shipmentIssue: 'STOLEN', details: 'Porch' },
    ]);
    expect(draft.fulfillments.f1).toStrictEqual({
      id: 'f1',
      shipmentIssue: 'STOLEN',
      details: 'Porch',
      issues: [
        {
          id: 'new1',
          sourceItemId: 'mug',
          quantity: 2,
          type: 'STOLEN',
          details: 'Porch',
          media: [],
          sameIssueForAllUnits: true,
        },
        {
          id: 'new2',
          sourceItemId: 'tee',
          quantity: 1,
          type: 'STOLEN',
          details: 'Porch',
          media: [],
          sameIssueForAllUnits: true,
        },
      ],
    });
  });

  it('covers what is left of each item and skips lines with nothing left or no order line', () => {
    const draft = run(
      [{ type: 'shipmentIssueChosen', fulfillmentId: 'f2', shipmentIssue: 'TRACKING_NOT_MOVING' }],
      emptyDraft(),
      ['new9'],
    );
    expect(draft.fulfillments.f2?.issues).toMatchObject([
      { id: 'new9', sourceItemId: 'cap', quantity: 3, details: '' },
    ]);
  });

  it('replaces the item issues of the shipment, keeping the id where an item had one issue', () => {
    const draft = run(
      [
        {
          type: 'unitIssuesAdded',
          fulfillmentId: 'f1',
          sourceItemId: 'mug',
          issues: [unit('u1'), unit('u2')],
        },
        { type: 'issueAdded', fulfillmentId: 'f1', issue: teeMissing },
        { type: 'shipmentIssueChosen', fulfillmentId: 'f1', shipmentIssue: 'STOLEN' },
      ],
      emptyDraft(),
      ['new7'],
    );
    expect(
      draft.fulfillments.f1?.issues.map((issue) => [issue.id, issue.type, issue.quantity]),
    ).toStrictEqual([
      ['new7', 'STOLEN', 2],
      ['iss2', 'STOLEN', 1],
    ]);
  });

  it('changing the choice replaces the type and details and keeps the ids', () => {
    const draft = run([
      { type: 'shipmentIssueChosen', fulfillmentId: 'f1', shipmentIssue: 'STOLEN', details: 'Porch' },
      { type: 'shipmentIssueChosen', fulfillmentId: 'f1', shipmentIssue: 'RETURNED_TO_SENDER' },
    ]);
    expect(draft.fulfillments.f1?.shipmentIssue).toBe('RETURNED_TO_SENDER');
    expect(draft.fulfillments.f1?.details).toBeUndefined();
    expect(draft.fulfillments.f1?.issues.map((issue) => [issue.id, issue.type, issue.details])).toStrictEqual(
      [
        ['new1', 'RETURNED_TO_SENDER', ''],
        ['new2', 'RETURNED_TO_SENDER', ''],
      ],
    );
  });

  it('makes short base58 ids by default', () => {
    const draft = createDraftReducer(order)(emptyDraft(), {
      type: 'shipmentIssueChosen',
      fulfillmentId: 'f1',
      shipmentIssue: 'STOLEN',
    });
    const ids = draft.fulfillments.f1?.issues.map((issue) => issue.id) ?? [];
    expect(ids).toHaveLength(2);
    expect(ids.every(isShortId)).toBe(true);
    expect(new Set(ids).size).toBe(2);
  });

  it('returns the same draft when the same choice is made again', () => {
    const choice: DraftAction = { type: 'shipmentIssueChosen', fulfillmentId: 'f1', shipmentIssue: 'STOLEN' };
    const draft = run([choice]);
    expect(reducer(draft, choice)).toBe(draft);
  });

  it.each<DraftAction>([
    { type: 'shipmentIssueChosen', fulfillmentId: 'f3', shipmentIssue: 'STOLEN' },
    { type: 'shipmentIssueChosen', fulfillmentId: 'nope', shipmentIssue: 'STOLEN' },
    { type: 'shipmentIssueChosen', fulfillmentId: 'f1', shipmentIssue: 'STOLEN', details: 'x'.repeat(2001) },
  ])('ignores a shipment without units, an unknown one, and details the schema refuses: %#', (action) => {
    const draft = emptyDraft();
    expect(reducer(draft, action)).toBe(draft);
  });

  it('ignores a choice whose new ids collide with issues elsewhere in the draft', () => {
    const draft = run([{ type: 'issueAdded', fulfillmentId: 'f1', issue: mugDamaged }]);
    expect(
      reducerWith(['iss1'])(draft, {
        type: 'shipmentIssueChosen',
        fulfillmentId: 'f2',
        shipmentIssue: 'STOLEN',
      }),
    ).toBe(draft);
  });
});

describe('resolution', () => {
  it('records the desired method', () => {
    expect(run([{ type: 'resolutionChosen', desiredMethod: 'RESHIP' }]).resolution).toStrictEqual({
      desiredMethod: 'RESHIP',
    });
  });

  it('ignores a method that is not offered', () => {
    const draft = emptyDraft();
    const unknownMethod = { type: 'resolutionChosen', desiredMethod: 'CASH' } as unknown as DraftAction;
    expect(reducer(draft, unknownMethod)).toBe(draft);
  });

  it('sets the updated shipping address as the schema normalises it, next to the method', () => {
    const draft = run([
      { type: 'resolutionChosen', desiredMethod: 'REFUND' },
      { type: 'shippingAddressSet', address: { ...address, countryCode: 'gb', city: ' London ' } },
    ]);
    expect(draft.resolution).toStrictEqual({ desiredMethod: 'REFUND', updatedShippingAddress: address });
  });

  it('ignores an address the schema refuses', () => {
    const draft = emptyDraft();
    expect(reducer(draft, { type: 'shippingAddressSet', address: { ...address, city: '' } })).toBe(draft);
  });

  it('clears the address and keeps the method', () => {
    const draft = run([
      { type: 'resolutionChosen', desiredMethod: 'REFUND' },
      { type: 'shippingAddressSet', address },
      { type: 'shippingAddressCleared' },
    ]);
    expect(draft.resolution).toStrictEqual({ desiredMethod: 'REFUND' });
  });
});

describe('signature', () => {
  it('is added and cleared', () => {
    const signed = run([{ type: 'signatureAdded', signature }]);
    expect(signed.signature).toBe(signature);
    expect(reducer(signed, { type: 'signatureCleared' })).not.toHaveProperty('signature');
  });

  it('ignores something that is not an image data URL', () => {
    const draft = emptyDraft();
    expect(reducer(draft, { type: 'signatureAdded', signature: 'javascript:alert(1)' })).toBe(draft);
  });
});

const fullDraft = run([
  { type: 'customerSet', customer },
  { type: 'issueAdded', fulfillmentId: 'f1', issue: mugDamaged },
  { type: 'currentShipmentSet', fulfillmentId: 'f1' },
  { type: 'resolutionChosen', desiredMethod: 'RESHIP' },
  { type: 'shippingAddressSet', address },
  { type: 'signatureAdded', signature },
]);

describe('reset and clear', () => {
  it('reset empties the claim and keeps the customer', () => {
    expect(reducer(fullDraft, { type: 'reset' })).toStrictEqual({ ...emptyDraft(), customer });
  });

  it('clear goes back to the empty template', () => {
    expect(reducer(fullDraft, { type: 'cleared' })).toStrictEqual(emptyDraft());
  });
});

describe('sessionRestored', () => {
  const saved: unknown = JSON.parse(JSON.stringify(fullDraft));

  it('takes over the saved claim, customer included when the draft has none', () => {
    expect(reducer(emptyDraft(), { type: 'sessionRestored', metadata: saved })).toStrictEqual(fullDraft);
  });

  it('keeps the customer who just looked the order up', () => {
    const lookedUp = { email: 'ADA@example.com', sourceOrderId: 'order-1' };
    const draft = run([
      { type: 'customerSet', customer: lookedUp },
      { type: 'sessionRestored', metadata: saved },
    ]);
    expect(draft).toStrictEqual({ ...fullDraft, customer: lookedUp });
  });

  it('returns the same draft for metadata that does not parse', () => {
    expect(reducer(fullDraft, { type: 'sessionRestored', metadata: { fulfillments: 'no' } })).toBe(fullDraft);
  });
});
