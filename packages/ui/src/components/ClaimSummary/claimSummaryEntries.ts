/**
 * The "My Claim" entries of a claim summary, built from what the portal holds: the claim draft with its
 * order on the review step, or a stored claim on the view page.
 */

import { formatAddressLinesOf } from '@orderprotection/countries/address-display';
import {
  type Address,
  type AddressInput,
  type Claim,
  type ClaimDraft,
  type ClaimTypeOrMultiple,
  type Fulfillment,
  type Issue,
  type Order,
  orderItemForLine,
} from '@orderprotection/domain';

export interface ClaimSummaryIssue {
  id: string;
  /** An issue or claim type code; shown with `claimTypeLabel`, an unknown one in title case. */
  type: ClaimTypeOrMultiple | (string & {});
  /** Units with this issue; left out for a shipment's issue, which is about the whole parcel. */
  quantity?: number;
  details?: string | null;
  /** Photos and videos attached to it. */
  photoCount?: number;
}

export interface ClaimSummaryShipmentLine {
  id: string;
  name: string;
  quantity: number;
}

/** One entry of "My Claim": an item with its issues, or a shipment with its issue and its contents. */
export interface ClaimSummaryEntry {
  id: string;
  /** The item's name, or what names the shipment. */
  title: string;
  /** The item's image; shipments have none. */
  imageUrl?: string | null;
  issues: readonly ClaimSummaryIssue[];
  /** What a shipment holds; absent for an item. */
  items?: readonly ClaimSummaryShipmentLine[];
}

/** How to name a shipment in the summary; by default its carrier and first tracking number. */
export type ShipmentTitle = (fulfillment: Fulfillment, position: number) => string;

export const defaultShipmentTitle: ShipmentTitle = (fulfillment) =>
  [fulfillment.trackingCompany?.trim(), fulfillment.trackingNumber[0]?.trim()].filter(Boolean).join(' ') ||
  fulfillment.sourceFulfillmentId;

/**
 * The entries of the review step, in the order's shipment order. A shipment answered on the shipment path
 * (it has a `shipmentIssue`) is one entry with that issue and its items; on the items path each item is an
 * entry with its issues (one for all units, or one per unit). Issues of items the order does not have are
 * left out, as the submission would be refused for them anyway.
 */
export function claimSummaryFromDraft(
  draft: Pick<ClaimDraft, 'fulfillments'>,
  order: Pick<Order, 'fulfillments' | 'orderItems'>,
  shipmentTitle: ShipmentTitle = defaultShipmentTitle,
): ClaimSummaryEntry[] {
  return order.fulfillments.flatMap((fulfillment, position): ClaimSummaryEntry[] => {
    const answers = Object.hasOwn(draft.fulfillments, fulfillment.id)
      ? draft.fulfillments[fulfillment.id]
      : undefined;
    if (answers === undefined || answers.issues.length === 0) return [];
    if (answers.shipmentIssue) {
      return [
        {
          id: fulfillment.id,
          title: shipmentTitle(fulfillment, position),
          issues: [
            { id: `${fulfillment.id}-shipment`, type: answers.shipmentIssue, details: answers.details },
          ],
          items: answers.issues.flatMap((issue) => {
            const item = order.orderItems.find((candidate) => candidate.sourceItemId === issue.sourceItemId);
            return item === undefined
              ? []
              : [{ id: issue.id, name: item.productName, quantity: issue.quantity }];
          }),
        },
      ];
    }
    return groupBySourceItem(answers.issues).flatMap(([sourceItemId, issues]) => {
      const line = fulfillment.items.find((candidate) => candidate.item === sourceItemId);
      const item =
        (line && orderItemForLine(line, order.orderItems)) ??
        order.orderItems.find((candidate) => candidate.sourceItemId === sourceItemId);
      if (item === undefined) return [];
      return [
        {
          id: `${fulfillment.id}-${sourceItemId}`,
          title: item.productName,
          imageUrl: item.productImage,
          issues: issues.map((issue) => ({
            id: issue.id,
            type: issue.type,
            quantity: issue.quantity,
            details: issue.details,
            photoCount: issue.media.length,
          })),
        },
      ];
    });
  });
}

function groupBySourceItem(issues: readonly Issue[]): [string, Issue[]][] {
  const groups = new Map<string, Issue[]>();
  for (const issue of issues) {
    groups.set(issue.sourceItemId, [...(groups.get(issue.sourceItemId) ?? []), issue]);
  }
  return [...groups];
}

/**
 * The entries of a stored claim (view page): each claimed item with its issue. `media` holds every file
 * of the item; older claims may carry only `images`.
 */
export function claimSummaryFromClaim(claim: Pick<Claim, 'claimItems'>): ClaimSummaryEntry[] {
  return claim.claimItems.map((item) => ({
    id: item.id,
    title: item.name,
    imageUrl: item.imageUrl,
    issues: [
      {
        id: item.id,
        type: item.claimType,
        quantity: item.quantity,
        details: item.details,
        photoCount: item.media.length > 0 ? item.media.length : item.images.length,
      },
    ],
  }));
}

/**
 * An address as display lines in its country's layout (`formatAddressLines`). The province shows by name
 * (a code such as "JP-13" means nothing on a label). An address whose country is unknown shows its fields
 * one per line, city, province and postal code together, rather than not at all.
 */
export function addressLines(address: Address | AddressInput): string[] {
  const text = (value: string | null | undefined) => value?.trim() ?? '';
  const fullName = 'name' in address ? text(address.name) : '';
  const hasSplitName = text(address.firstName) !== '' || text(address.lastName) !== '';
  const fields = {
    firstName: hasSplitName ? text(address.firstName) : fullName,
    lastName: hasSplitName ? text(address.lastName) : '',
    company: text(address.company),
    address1: text(address.address1),
    address2: text(address.address2),
    city: text(address.city),
    province: text(address.province) || text(address.provinceCode),
    zip: text(address.zip),
    phone: text(address.phone),
  };
  // The display table, not the whole country table (its aliases and postal rules): a claim's page prints
  // one address and edits none. A country named by an alias only is printed as given, below.
  const lines = formatAddressLinesOf(text(address.countryCode) || text(address.country), fields);
  if (lines !== undefined) return lines;
  return [
    `${fields.firstName} ${fields.lastName}`,
    fields.company,
    fields.address1,
    fields.address2,
    `${fields.city} ${fields.province} ${fields.zip}`,
    text(address.country),
    fields.phone,
  ]
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}
