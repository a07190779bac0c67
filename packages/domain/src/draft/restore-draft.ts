import { type Issue, type Order, SessionMetadata } from '../schemas';
import { type FulfillmentUnits, unitsByFulfillment } from './fulfillment-units';
import { fitIssuesToLine } from './item-issues';

/**
 * The draft saved in a session, made to hold the draft's rules against the order it belongs to: a saved
 * session may predate a change of the order, or come from an older portal. Shipments the order no longer
 * has are dropped, and so are issues on items a shipment does not hold and issues whose id appeared
 * earlier; quantities are fitted to the lines (`fitIssuesToLine`). Metadata that does not parse as
 * `SessionMetadata` restores nothing: null.
 */
export function restoreDraft(order: Order, metadata: unknown): SessionMetadata | null {
  return restoreAgainstUnits(unitsByFulfillment(order), metadata);
}

export function restoreAgainstUnits(units: FulfillmentUnits, metadata: unknown): SessionMetadata | null {
  const parsed = SessionMetadata.safeParse(metadata);
  if (!parsed.success) return null;
  const { currentShipmentId, fulfillments, ...claim } = parsed.data;
  const seenIssueIds = new Set<string>();
  const restored = Object.entries(fulfillments).flatMap(([fulfillmentId, entry]) => {
    const itemUnits = units.get(fulfillmentId);
    if (itemUnits === undefined) return [];
    const issues = groupBySourceItem(entry.issues)
      .flatMap(([sourceItemId, itemIssues]) => {
        const lineUnits = itemUnits.get(sourceItemId);
        return lineUnits === undefined ? [] : fitIssuesToLine(itemIssues, lineUnits);
      })
      .filter((issue) => {
        const isFirst = !seenIssueIds.has(issue.id);
        seenIssueIds.add(issue.id);
        return isFirst;
      });
    return [[fulfillmentId, { ...entry, id: fulfillmentId, issues }] as const];
  });
  const keepsCurrentShipment = currentShipmentId != null && units.has(currentShipmentId);
  return {
    ...claim,
    fulfillments: Object.fromEntries(restored),
    ...(keepsCurrentShipment ? { currentShipmentId } : {}),
  };
}

/** Issues grouped by source item, in the order each item first appears. */
function groupBySourceItem(issues: readonly Issue[]): [string, Issue[]][] {
  const sourceItemIds = [...new Set(issues.map((issue) => issue.sourceItemId))];
  return sourceItemIds.map((sourceItemId) => [
    sourceItemId,
    issues.filter((issue) => issue.sourceItemId === sourceItemId),
  ]);
}
