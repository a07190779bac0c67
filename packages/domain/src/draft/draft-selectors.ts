import { z } from 'zod';
import { checkClaimQuantities } from '../rules';
import { type ClaimDraft, ClaimSubmission, type DraftCustomer, type Order } from '../schemas';
import { entryOf } from './item-issues';

/** Ids of the chosen fulfillments that have no issue yet (spec: such a fulfillment counts as unfinished). */
export function unfinishedFulfillmentIds(draft: ClaimDraft): string[] {
  return Object.entries(draft.fulfillments)
    .filter(([, fulfillment]) => fulfillment.issues.length === 0)
    .map(([fulfillmentId]) => fulfillmentId);
}

export function isCustomerKnown(customer: ClaimDraft['customer']): customer is DraftCustomer {
  return customer.email !== undefined && customer.sourceOrderId !== undefined;
}

/**
 * Why a draft cannot be submitted, named after the step that fixes it so the portal can send the shopper
 * there. 'invalid' is a value the submission schema refuses; its message is the schema's.
 */
export type DraftProblem = 'customer' | 'shipments' | 'issues' | 'resolution' | 'signature' | 'invalid';

/** The draft's requirements in the order of the claim flow, so the first one failing is the earliest step. */
const draftRequirements: ReadonlyArray<{
  problem: DraftProblem;
  message: string;
  isMet: (draft: ClaimDraft) => boolean;
}> = [
  {
    problem: 'customer',
    message: 'Find your order before filing a claim.',
    isMet: (draft) => isCustomerKnown(draft.customer),
  },
  {
    problem: 'shipments',
    message: 'Choose at least one shipment.',
    isMet: (draft) => Object.keys(draft.fulfillments).length > 0,
  },
  {
    problem: 'issues',
    message: 'Each shipment needs at least one issue.',
    isMet: (draft) => unfinishedFulfillmentIds(draft).length === 0,
  },
  {
    problem: 'resolution',
    message: 'Choose how we should resolve your claim.',
    isMet: (draft) => draft.resolution.desiredMethod != null,
  },
  {
    problem: 'signature',
    message: 'Sign your claim to submit it.',
    isMet: (draft) => draft.signature != null,
  },
];

/** Customer known, at least one fulfillment, none unfinished, a resolution chosen and a signature given. */
export function isDraftComplete(draft: ClaimDraft): boolean {
  return draftRequirements.every((requirement) => requirement.isMet(draft));
}

export interface SubmissionOptions {
  /** Sent along so a retried submission files one claim. */
  idempotencyKey?: string;
}

export type SubmissionResult =
  | { ok: true; submission: ClaimSubmission }
  | { ok: false; problem: DraftProblem; message: string };

/**
 * The body of POST claims/{sourceOrderId} (spec section 7) for a draft, or the first reason it cannot be
 * sent. It needs the order because the draft keys fulfillments by their `id` (spec: "fulfillments keyed by
 * id") while the body names each by its `sourceFulfillmentId`, and to run the server's quantity check
 * first. Fulfillments are listed in the order's order, which is the order the shopper saw them in.
 */
export function toClaimSubmission(
  draft: ClaimDraft,
  order: Order,
  options: SubmissionOptions = {},
): SubmissionResult {
  const unmet = draftRequirements.find((requirement) => !requirement.isMet(draft));
  if (unmet !== undefined) return { ok: false, problem: unmet.problem, message: unmet.message };
  const fulfillmentIssues = order.fulfillments.flatMap((fulfillment) => {
    const entry = entryOf(draft.fulfillments, fulfillment.id);
    if (entry === undefined) return [];
    const { id: _draftKey, ...answers } = entry;
    return [{ sourceFulfillmentId: fulfillment.sourceFulfillmentId, ...answers }];
  });
  if (fulfillmentIssues.length !== Object.keys(draft.fulfillments).length) {
    return { ok: false, problem: 'shipments', message: 'A chosen shipment is not part of this order.' };
  }
  // The reducer keeps each shipment within what is left of it; only the order-wide total of an item
  // claimed from several shipments can still exceed what is left, and the server would refuse it.
  const requests = fulfillmentIssues.flatMap(({ sourceFulfillmentId, issues }) =>
    issues.map(({ sourceItemId, quantity }) => ({ sourceFulfillmentId, sourceItemId, quantity })),
  );
  const [quantityProblem] = checkClaimQuantities(requests, order);
  if (quantityProblem !== undefined) {
    return { ok: false, problem: 'issues', message: quantityProblem.message };
  }
  const parsed = ClaimSubmission.safeParse({
    email: draft.customer.email,
    fulfillmentIssues,
    resolution: {
      customerSignature: draft.signature,
      desiredMethod: draft.resolution.desiredMethod,
      updatedShippingAddress: draft.resolution.updatedShippingAddress,
    },
    idempotencyKey: options.idempotencyKey,
  });
  return parsed.success
    ? { ok: true, submission: parsed.data }
    : { ok: false, problem: 'invalid', message: z.prettifyError(parsed.error) };
}
