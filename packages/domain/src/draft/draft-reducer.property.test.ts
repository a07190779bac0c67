import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ItemIssueType, ResolutionChoice, ShipmentIssueType } from '../enums';
import { checkClaimQuantities, orderItemForLine } from '../rules';
import {
  type Fulfillment,
  Order,
  type SessionMetadata,
  SessionMetadata as SessionMetadataSchema,
} from '../schemas';
import { createDraftReducer, type DraftAction, emptyDraft } from './draft-reducer';
import { entryOf } from './item-issues';
import { restoreDraft } from './restore-draft';
import { isStructurallyEqual } from './structural-equality';
import { address, customer, idsInTurn, signature } from './test-fixtures';

// Small pools, so that random actions keep hitting the same fulfillments, items and issue ids, and
// names the order does not have ('nope', and 'toString', which every object inherits).
const fulfillmentIds = ['f1', 'f2', 'f3'] as const;
const itemIds = ['mug', 'tee', 'cap'] as const;
const fulfillmentIdArb = fc.constantFrom(...fulfillmentIds, 'nope', 'toString');
const itemIdArb = fc.constantFrom(...itemIds, 'hat', 'toString');
const issueIdArb = fc.constantFrom(
  'a1',
  'a2',
  'a3',
  'a4',
  'a5',
  'a6',
  'a7',
  'a8',
  'b1',
  'b2',
  'not base58 0',
);
const quantityArb = fc.oneof(fc.integer({ min: -1, max: 6 }), fc.constantFrom(1.5, Number.NaN, 20_000));
const issueTypeArb = fc.constantFrom(...ItemIssueType.options, ...ShipmentIssueType.options);
const detailsArb = fc.option(fc.constantFrom('', 'Cracked', '  padded  ', 'x'.repeat(2001)), {
  nil: undefined,
});

/** One shipment line: naming its order line by `orderItemId` or by the source item id; 'hat' is no order line. */
const lineArb = fc
  .record({
    item: fc.constantFrom(...itemIds, 'hat'),
    quantity: fc.integer({ min: 0, max: 4 }),
    byOrderItemId: fc.boolean(),
  })
  .map(({ item, quantity, byOrderItemId }) =>
    byOrderItemId ? { item: `line-${item}`, orderItemId: `oi-${item}`, quantity } : { item, quantity },
  );

const orderArb = fc
  .record({
    fulfillmentIds: fc.uniqueArray(fc.constantFrom(...fulfillmentIds), { minLength: 1, maxLength: 3 }),
    orderItems: fc.subarray([...itemIds]).chain((items) =>
      fc.tuple(
        ...items.map((item) =>
          fc.record({
            id: fc.constant(`oi-${item}`),
            productName: fc.constant(item),
            sourceItemId: fc.constant(item),
            quantity: fc.integer({ min: 0, max: 6 }),
            refundedQuantity: fc.integer({ min: 0, max: 2 }),
          }),
        ),
      ),
    ),
    claimedItems: fc.array(
      fc.record({
        sourceItemId: fc.constantFrom(...itemIds),
        quantity: fc.integer({ min: 1, max: 2 }),
        sourceFulfillmentId: fc.constantFrom('source-f1', 'source-f2', undefined),
      }),
      { maxLength: 3 },
    ),
  })
  .chain(({ fulfillmentIds: ids, orderItems, claimedItems }) =>
    fc.tuple(...ids.map(() => fc.array(lineArb, { maxLength: 4 }))).map((lines) =>
      Order.parse({
        systemOrderId: 'sys-1',
        orderId: 'order-1',
        orderNumber: '1001',
        customerEmail: customer.email,
        storeId: 'store-1',
        orderItems,
        existingClaims: [{ id: 'claim-1', items: claimedItems }],
        fulfillments: ids.map((id, index) => ({
          id,
          sourceFulfillmentId: `source-${id}`,
          items: lines[index],
        })),
      }),
    ),
  );

const savedIssueArb = fc.record({
  id: issueIdArb,
  sourceItemId: itemIdArb,
  quantity: fc.integer({ min: 1, max: 6 }),
  type: issueTypeArb,
  sameIssueForAllUnits: fc.boolean(),
});

/** What a session may hold: drafts of other orders and older portals, and now and then garbage. */
const savedMetadataArb = fc.oneof(
  fc.record({
    customer: fc.constantFrom({}, customer),
    fulfillments: fc.dictionary(
      fulfillmentIdArb,
      fc.array(savedIssueArb, { maxLength: 5 }).map((issues) => ({ id: 'ignored', issues })),
      { maxKeys: 3 },
    ),
    currentShipmentId: fc.option(fulfillmentIdArb, { nil: undefined }),
    signature: fc.constantFrom(undefined, null, signature),
  }),
  fc.constantFrom('garbage', { fulfillments: [] }),
);

const actionArb: fc.Arbitrary<DraftAction> = fc.oneof(
  fc.constantFrom<DraftAction>(
    { type: 'customerSet', customer },
    { type: 'customerSet', customer: { email: 'not an email', sourceOrderId: 'order-1' } },
    { type: 'customerCleared' },
    { type: 'shippingAddressSet', address },
    { type: 'shippingAddressSet', address: { ...address, countryCode: 'no' } },
    { type: 'shippingAddressCleared' },
    { type: 'signatureAdded', signature },
    { type: 'signatureAdded', signature: 'not a data url' },
    { type: 'signatureCleared' },
    { type: 'reset' },
    { type: 'cleared' },
  ),
  fc.record({
    type: fc.constant('resolutionChosen'),
    desiredMethod: fc.constantFrom(...ResolutionChoice.options),
  }),
  fc.record({ type: fc.constant('fulfillmentSelected'), fulfillmentId: fulfillmentIdArb }),
  fc.record({ type: fc.constant('fulfillmentDeselected'), fulfillmentId: fulfillmentIdArb }),
  fc.record({
    type: fc.constant('currentShipmentSet'),
    fulfillmentId: fc.option(fulfillmentIdArb, { nil: null }),
  }),
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('issueAdded'),
      fulfillmentId: fulfillmentIdArb,
      issue: fc.record(
        {
          id: issueIdArb,
          sourceItemId: itemIdArb,
          quantity: quantityArb,
          type: issueTypeArb,
          details: detailsArb,
        },
        { requiredKeys: ['id', 'sourceItemId', 'quantity', 'type'] },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('unitIssuesAdded'),
      fulfillmentId: fulfillmentIdArb,
      sourceItemId: itemIdArb,
      issues: fc.array(fc.record({ id: issueIdArb, type: issueTypeArb }), { maxLength: 6 }),
    }),
  },
  fc.record({ type: fc.constant('issueRemoved'), fulfillmentId: fulfillmentIdArb, issueId: issueIdArb }),
  fc.record({
    type: fc.constant('itemIssuesRemoved'),
    fulfillmentId: fulfillmentIdArb,
    sourceItemId: itemIdArb,
  }),
  {
    weight: 2,
    arbitrary: fc.record(
      {
        type: fc.constant('shipmentIssueChosen'),
        fulfillmentId: fulfillmentIdArb,
        shipmentIssue: fc.constantFrom(...ShipmentIssueType.options),
        details: detailsArb,
      },
      { requiredKeys: ['type', 'fulfillmentId', 'shipmentIssue'] },
    ),
  },
  fc.record({ type: fc.constant('sessionRestored'), metadata: savedMetadataArb }),
);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const nested of Object.values(value)) deepFreeze(nested);
  }
  return value;
}

/** Units of an item in a shipment as the order ships them: the brief's bound, counted from the raw lines. */
function shippedUnits(order: Order, fulfillment: Fulfillment, sourceItemId: string): number {
  return fulfillment.items
    .filter((line) => orderItemForLine(line, order.orderItems)?.sourceItemId === sourceItemId)
    .reduce((sum, line) => sum + line.quantity, 0);
}

/** The per-shipment problems the server's quantity check finds in the draft's issues. */
function shipmentQuantityProblems(draft: SessionMetadata, order: Order) {
  const requests = order.fulfillments.flatMap((fulfillment) =>
    (entryOf(draft.fulfillments, fulfillment.id)?.issues ?? []).map((issue) => ({
      sourceFulfillmentId: fulfillment.sourceFulfillmentId,
      sourceItemId: issue.sourceItemId,
      quantity: issue.quantity,
    })),
  );
  return checkClaimQuantities(requests, order).filter((problem) => problem.sourceFulfillmentId !== null);
}

function expectDraftRules(draft: SessionMetadata, order: Order): void {
  expect(SessionMetadataSchema.safeParse(draft).success).toBe(true);
  const orderFulfillmentIds = order.fulfillments.map((fulfillment) => fulfillment.id);
  const allIssueIds: string[] = [];
  for (const [fulfillmentId, entry] of Object.entries(draft.fulfillments)) {
    const fulfillment = order.fulfillments.find((candidate) => candidate.id === fulfillmentId);
    if (fulfillment === undefined) throw new Error(`${fulfillmentId} is not a fulfillment of the order`);
    expect(entry.id).toBe(fulfillmentId);
    for (const sourceItemId of new Set(entry.issues.map((issue) => issue.sourceItemId))) {
      const issues = entry.issues.filter((issue) => issue.sourceItemId === sourceItemId);
      const units = shippedUnits(order, fulfillment, sourceItemId);
      expect(units, `${sourceItemId} is not in ${fulfillmentId}`).toBeGreaterThan(0);
      expect(issues.reduce((sum, issue) => sum + issue.quantity, 0)).toBeLessThanOrEqual(units);
      const [only, ...others] = issues;
      const oneForAllUnits = others.length === 0 && only?.sameIssueForAllUnits === true;
      const onePerUnit = issues.every((issue) => !issue.sameIssueForAllUnits && issue.quantity === 1);
      expect(oneForAllUnits || onePerUnit, `granularity of ${sourceItemId} in ${fulfillmentId}`).toBe(true);
    }
    allIssueIds.push(...entry.issues.map((issue) => issue.id));
  }
  expect(new Set(allIssueIds).size).toBe(allIssueIds.length);
  expect(shipmentQuantityProblems(draft, order)).toStrictEqual([]);
  if (draft.currentShipmentId != null) expect(orderFulfillmentIds).toContain(draft.currentShipmentId);
}

function expectStepRules(
  previous: SessionMetadata,
  action: DraftAction,
  next: SessionMetadata,
  order: Order,
) {
  if (next !== previous) expect(next).not.toEqual(previous);
  const orderHas = (fulfillmentId: string) =>
    order.fulfillments.some((fulfillment) => fulfillment.id === fulfillmentId);
  switch (action.type) {
    case 'reset':
      // Structurally: a restored draft may hold null where the template has nothing, which is the same.
      expect(next.customer).toBe(previous.customer);
      expect(isStructurallyEqual(next, { ...emptyDraft(), customer: previous.customer })).toBe(true);
      break;
    case 'cleared':
      expect(isStructurallyEqual(next, emptyDraft())).toBe(true);
      break;
    case 'fulfillmentDeselected':
      expect(Object.hasOwn(next.fulfillments, action.fulfillmentId)).toBe(false);
      break;
    case 'fulfillmentSelected':
    case 'issueAdded':
    case 'unitIssuesAdded':
    case 'issueRemoved':
    case 'itemIssuesRemoved':
    case 'shipmentIssueChosen':
      if (!orderHas(action.fulfillmentId)) expect(next).toBe(previous);
      for (const [fulfillmentId, entry] of Object.entries(previous.fulfillments)) {
        if (fulfillmentId !== action.fulfillmentId) expect(next.fulfillments[fulfillmentId]).toBe(entry);
      }
      break;
    default:
      break;
  }
}

describe('the draft reducer, for any order and any sequence of actions', () => {
  it('keeps every issue on a unit its fulfillment holds, never mutates, and round-trips through a session', () => {
    fc.assert(
      fc.property(
        orderArb,
        fc.array(actionArb, { minLength: 10, maxLength: 60, size: 'large' }),
        (order, actions) => {
          deepFreeze(order);
          const reducer = createDraftReducer(order, { newId: idsInTurn(['n1', 'n2', 'n3', 'a1']) });
          let draft = deepFreeze(emptyDraft());
          for (const action of actions) {
            const snapshot = structuredClone(draft);
            const next = deepFreeze(reducer(draft, action));
            expect(draft).toStrictEqual(snapshot);
            expectStepRules(draft, action, next, order);
            expectDraftRules(next, order);
            const saved: unknown = JSON.parse(JSON.stringify(next));
            expect(restoreDraft(order, SessionMetadataSchema.parse(saved))).toEqual(next);
            draft = next;
          }
        },
      ),
      { numRuns: 200 },
    );
    // 200 random action sequences, each checked after every step: seconds on a busy machine.
  }, 60_000);
});
