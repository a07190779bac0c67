import { describe, expect, it } from 'vitest';
import { ClaimSubmission, Order, type SessionMetadata } from '../schemas';
import { createDraftReducer, type DraftAction, emptyDraft } from './draft-reducer';
import { isDraftComplete, toClaimSubmission, unfinishedFulfillmentIds } from './draft-selectors';
import { address, customer, idsInTurn, order, signature } from './test-fixtures';

const reducer = createDraftReducer(order, { newId: idsInTurn(['new1', 'new2', 'new3']) });
const run = (actions: readonly DraftAction[], from = emptyDraft()) => actions.reduce(reducer, from);

const complete = run([
  { type: 'customerSet', customer },
  { type: 'shipmentIssueChosen', fulfillmentId: 'f2', shipmentIssue: 'STOLEN', details: 'Porch' },
  {
    type: 'issueAdded',
    fulfillmentId: 'f1',
    issue: { id: 'iss1', sourceItemId: 'mug', quantity: 1, type: 'DAMAGED' },
  },
  { type: 'resolutionChosen', desiredMethod: 'RESHIP' },
  { type: 'signatureAdded', signature },
]);

describe('unfinishedFulfillmentIds', () => {
  it('lists the chosen fulfillments that have no issue', () => {
    const draft = run([{ type: 'fulfillmentSelected', fulfillmentId: 'f3' }], complete);
    expect(unfinishedFulfillmentIds(draft)).toStrictEqual(['f3']);
    expect(unfinishedFulfillmentIds(complete)).toStrictEqual([]);
  });
});

const incomplete: [string, SessionMetadata, string][] = [
  ['customer', run([{ type: 'customerCleared' }], complete), 'Find your order before filing a claim.'],
  [
    'shipments',
    run(
      [
        { type: 'reset' },
        { type: 'resolutionChosen', desiredMethod: 'RESHIP' },
        { type: 'signatureAdded', signature },
      ],
      complete,
    ),
    'Choose at least one shipment.',
  ],
  [
    'issues',
    run([{ type: 'fulfillmentSelected', fulfillmentId: 'f3' }], complete),
    'Each shipment needs at least one issue.',
  ],
  ['resolution', { ...complete, resolution: {} }, 'Choose how we should resolve your claim.'],
  ['signature', run([{ type: 'signatureCleared' }], complete), 'Sign your claim to submit it.'],
];

describe('isDraftComplete', () => {
  it('is true with a customer, finished fulfillments, a resolution and a signature', () => {
    expect(isDraftComplete(complete)).toBe(true);
  });

  it.each(incomplete)('is false without %s', (_problem, draft) => {
    expect(isDraftComplete(draft)).toBe(false);
  });
});

describe('toClaimSubmission', () => {
  it('builds a body the submission schema accepts, shipments in the order of the order', () => {
    const draft = run([{ type: 'shippingAddressSet', address }], complete);
    const result = toClaimSubmission(draft, order, { idempotencyKey: 'retry-key-1' });
    if (!result.ok) throw new Error(result.message);
    expect(ClaimSubmission.parse(result.submission)).toStrictEqual(result.submission);
    expect(result.submission).toMatchObject({
      email: customer.email,
      idempotencyKey: 'retry-key-1',
      resolution: { customerSignature: signature, desiredMethod: 'RESHIP', updatedShippingAddress: address },
    });
    expect(result.submission.fulfillmentIssues).toStrictEqual([
      {
        sourceFulfillmentId: 'source-f1',
        issues: [
          {
            id: 'iss1',
            sourceItemId: 'mug',
            quantity: 1,
            type: 'DAMAGED',
            details: '',
            media: [],
            sameIssueForAllUnits: true,
          },
        ],
      },
      {
        sourceFulfillmentId: 'source-f2',
        shipmentIssue: 'STOLEN',
        details: 'Porch',
        issues: [
          {
            id: 'new1',
            sourceItemId: 'cap',
            quantity: 3,
            type: 'STOLEN',
            details: 'Porch',
            media: [],
            sameIssueForAllUnits: true,
          },
        ],
      },
    ]);
  });

  it.each(incomplete)('names the first missing step, %s, with a message', (problem, draft, message) => {
    expect(toClaimSubmission(draft, order)).toStrictEqual({ ok: false, problem, message });
  });

  it('refuses a draft whose fulfillments the order does not have', () => {
    const foreign = {
      ...complete,
      fulfillments: {
        ...complete.fulfillments,
        f9: { id: 'f9', issues: complete.fulfillments.f1?.issues ?? [] },
      },
    };
    expect(toClaimSubmission(foreign, order)).toStrictEqual({
      ok: false,
      problem: 'shipments',
      message: 'A chosen shipment is not part of this order.',
    });
  });

  it('refuses more units of an item across shipments than are left of it, with the rule message', () => {
    const sockOrder = Order.parse({
      ...order,
      orderItems: [
        { id: 'oi-sock', productName: 'Sock', quantity: 2, refundedQuantity: 1, sourceItemId: 'sock' },
      ],
      existingClaims: [],
      fulfillments: ['fa', 'fb'].map((id) => ({
        id,
        sourceFulfillmentId: `source-${id}`,
        items: [{ item: 'sock', quantity: 1 }],
      })),
    });
    const sockReducer = createDraftReducer(sockOrder, { newId: idsInTurn(['sockA', 'sockB']) });
    const draft = (
      [
        { type: 'customerSet', customer },
        { type: 'shipmentIssueChosen', fulfillmentId: 'fa', shipmentIssue: 'STOLEN' },
        { type: 'shipmentIssueChosen', fulfillmentId: 'fb', shipmentIssue: 'STOLEN' },
        { type: 'resolutionChosen', desiredMethod: 'REFUND' },
        { type: 'signatureAdded', signature },
      ] satisfies DraftAction[]
    ).reduce(sockReducer, emptyDraft());
    expect(isDraftComplete(draft)).toBe(true);
    expect(toClaimSubmission(draft, sockOrder)).toStrictEqual({
      ok: false,
      problem: 'issues',
      message: 'Only 1 unit of "Sock" can still be claimed.',
    });
  });

  it('reports what the submission schema refuses', () => {
    const result = toClaimSubmission(complete, order, { idempotencyKey: 'short' });
    expect(result).toMatchObject({ ok: false, problem: 'invalid' });
    expect(result.ok ? '' : result.message).toContain('idempotencyKey');
  });
});
