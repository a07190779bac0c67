/**
 * What a submission files, decided once for the server and the portal's fake client: from the order (with
 * its shipments' eligibility at the submission's instant) and the shopper's submission, either the claim
 * to write, or the first problem that refuses it, with the message the shopper reads and the facts a
 * client acts on. The server adds what needs its database: retries, attached files, numbers and ids.
 */
import {
  type ClaimType,
  type ClaimTypeOrMultiple,
  type ResolutionChoice,
  resolutionChoiceLabel,
} from '../enums';
import { stripMarkup } from '../format/text';
import type { Address } from '../schemas/address';
import type { ClaimSubmission } from '../schemas/draft';
import type { MediaInput } from '../schemas/media';
import type { Fulfillment, Order, OrderItem } from '../schemas/order';
import { orderClaimability } from './claimability';
import { claimTypeForItems } from './claims';
import { checkClaimQuantities } from './quantities';
import { isResolutionOffered } from './resolutions';
import { claimedValue } from './value';

export interface PreparedClaimItem {
  sourceItemId: string;
  sourceFulfillmentId: string;
  quantity: number;
  /** The shopper's words, markup stripped; null when they wrote none. */
  details: string | null;
  claimType: ClaimType;
  resolutionRequested: ResolutionChoice;
  /** The order line as it is now, which the claim keeps. */
  orderItem: OrderItem;
  media: MediaInput[];
}

export interface PreparedClaim {
  claimType: ClaimTypeOrMultiple;
  /** Each shipment's details, markup stripped, one paragraph each; null when none. */
  description: string | null;
  requestedResolution: ResolutionChoice;
  updatedShippingAddress: Address | null;
  originalShippingAddress: Address | null;
  isOta: boolean;
  authorName: string | null;
  authorEmail: string;
  currency: string;
  itemCount: number;
  claimedValue: number;
  items: PreparedClaimItem[];
}

/** Why a submission is refused: what the shopper reads, and the facts (`reason`, …) a client acts on. */
export interface ClaimProblem {
  message: string;
  data: Record<string, unknown>;
}

export type PreparedSubmission = { ok: true; claim: PreparedClaim } | { ok: false; problem: ClaimProblem };

export function prepareClaim(order: Order, submission: ClaimSubmission): PreparedSubmission {
  const refused = (message: string, data: Record<string, unknown>): PreparedSubmission => ({
    ok: false,
    problem: { message, data },
  });
  const claimability = orderClaimability(order);
  if (!claimability.claimable && claimability.reason === 'not_protected') {
    return refused('This order is not protected, so a claim cannot be filed for it.', {
      reason: 'not_protected',
    });
  }
  for (const entry of submission.fulfillmentIssues) {
    const problem = shipmentProblem(order.fulfillments, entry.sourceFulfillmentId);
    if (problem !== null) return { ok: false, problem };
  }
  const requests = submission.fulfillmentIssues.flatMap(({ sourceFulfillmentId, issues }) =>
    issues.map(({ sourceItemId, quantity }) => ({ sourceFulfillmentId, sourceItemId, quantity })),
  );
  const problems = checkClaimQuantities(requests, order);
  if (problems.length > 0) return refused(problems.map((problem) => problem.message).join(' '), { problems });
  const { desiredMethod, updatedShippingAddress } = submission.resolution;
  if (!isResolutionOffered(desiredMethod, order.settings)) {
    return refused(`${resolutionChoiceLabel[desiredMethod]} is not offered by this store.`, {
      reason: 'resolution_not_offered',
    });
  }

  const items = submission.fulfillmentIssues.flatMap((entry) =>
    entry.issues.map((issue): PreparedClaimItem => {
      const orderItem = order.orderItems.find((candidate) => candidate.sourceItemId === issue.sourceItemId);
      // checkClaimQuantities refused every issue whose item is not in its shipment.
      if (orderItem === undefined) throw new Error(`Item ${issue.sourceItemId} vanished after its check`);
      return {
        sourceItemId: issue.sourceItemId,
        sourceFulfillmentId: entry.sourceFulfillmentId,
        quantity: issue.quantity,
        details: stripMarkup(issue.details) || null,
        claimType: issue.type,
        resolutionRequested: desiredMethod,
        orderItem,
        media: issue.media,
      };
    }),
  );
  const description = submission.fulfillmentIssues
    .map((entry) => stripMarkup(entry.details ?? ''))
    .filter((details) => details !== '')
    .join('\n\n');
  return {
    ok: true,
    claim: {
      claimType: claimTypeForItems(items.map((item) => item.claimType)),
      description: description === '' ? null : description,
      requestedResolution: desiredMethod,
      updatedShippingAddress: updatedShippingAddress ?? null,
      originalShippingAddress: order.shippingAddress ?? null,
      isOta: order.isOneTimeAppeasement,
      authorName: order.customerName ?? addressName(order.shippingAddress),
      authorEmail: order.customerEmail,
      currency: order.currency,
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      claimedValue: claimedValue(items, order.currency),
      items,
    },
  };
}

/** Why a shipment cannot be claimed now, or null when it can. */
function shipmentProblem(
  fulfillments: readonly Fulfillment[],
  sourceFulfillmentId: string,
): ClaimProblem | null {
  const fulfillment = fulfillments.find((candidate) => candidate.sourceFulfillmentId === sourceFulfillmentId);
  if (fulfillment === undefined) {
    return {
      message: `Shipment ${sourceFulfillmentId} is not part of this order.`,
      data: { reason: 'unknown_fulfillment', sourceFulfillmentId },
    };
  }
  if (fulfillment.eligible) return null;
  const data = {
    reason: fulfillment.eligibilityCode,
    sourceFulfillmentId,
    eligibleAt: fulfillment.eligibleAt,
  };
  switch (fulfillment.eligibilityCode) {
    case 'too_soon':
      return {
        message: `Shipment ${sourceFulfillmentId} can be claimed from ${fulfillment.eligibleAt}.`,
        data,
      };
    case 'expired':
      return { message: `The claim window for shipment ${sourceFulfillmentId} has passed.`, data };
    case 'not_shipped':
      return { message: `Shipment ${sourceFulfillmentId} has not shipped yet.`, data };
    default:
      return { message: `Everything in shipment ${sourceFulfillmentId} has already been claimed.`, data };
  }
}

function addressName(address: Address | null | undefined): string | null {
  if (address === null || address === undefined) return null;
  const name = address.name ?? [address.firstName, address.lastName].filter(Boolean).join(' ');
  return name === '' ? null : name;
}
