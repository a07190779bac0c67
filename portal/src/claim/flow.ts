/**
 * Small readings of the draft and the order that several pages share. No rule lives here: whatever
 * decides something about a claim is the domain's; these only say which path the shopper is on.
 */
import type { IssueGroup, Order, SessionMetadata } from '@orderprotection/domain';

/** Which of the two paths of the issues page the draft holds answers for, if any. */
export function issueGroupOf(draft: SessionMetadata): IssueGroup | null {
  const entries = Object.values(draft.fulfillments);
  if (entries.some((entry) => entry.shipmentIssue != null)) return 'notReceived';
  if (entries.some((entry) => entry.issues.length > 0)) return 'issuesWithItems';
  return null;
}

/** The step before the resolution page, on the draft's path. */
export function issueStepPath(draft: SessionMetadata): string {
  return issueGroupOf(draft) === 'notReceived' ? '/issues/shipment/details' : '/issues/items';
}

/** "#1001", whether or not the platform's order number carries its "#". */
export function orderNumberLabel(orderNumber: string): string {
  return `#${orderNumber.replace(/^#/, '')}`;
}

/** Units ordered, for "3 items" in the issues page's subtitle. */
export function orderedUnits(order: Pick<Order, 'orderItems'>): number {
  return order.orderItems.reduce((sum, item) => sum + item.quantity, 0);
}
