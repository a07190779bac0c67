import type { DraftFulfillment } from '../schemas';

/** What fitting reads of an issue; a missing `sameIssueForAllUnits` means true, as in the `Issue` schema. */
interface IssueUnits {
  quantity: number;
  sameIssueForAllUnits?: boolean | undefined;
}

/**
 * The issues of one source item in one fulfillment, made to fit the units the fulfillment holds of it.
 *
 * An item carries either ONE issue for all its affected units (`sameIssueForAllUnits` true), or one issue
 * PER UNIT (`sameIssueForAllUnits` false, quantity 1 each, at most as many as the units). Too many units
 * are clamped to the line: the form never offers more, so a larger count comes from a stale form or a
 * changed order, and "every unit of the line" is the nearest claim the shopper can have meant. For the
 * same reason surplus per-unit issues are dropped. A quantity that is not a whole number of at least one
 * has no nearest meaning, and any other mix contradicts itself, so both fit nothing: the answer is empty.
 */
export function fitIssuesToLine<T extends IssueUnits>(issues: readonly T[], units: number): T[] {
  if (!issues.every((issue) => Number.isInteger(issue.quantity) && issue.quantity >= 1)) return [];
  const [first, ...others] = issues;
  if (first !== undefined && others.length === 0 && first.sameIssueForAllUnits !== false) {
    return [{ ...first, quantity: Math.min(first.quantity, units) }];
  }
  if (issues.every((issue) => issue.sameIssueForAllUnits === false && issue.quantity === 1)) {
    return issues.slice(0, units);
  }
  return [];
}

/** Issue ids are unique across the whole draft, so removing an issue by its id removes exactly one. */
export function hasUniqueIssueIds(fulfillments: Readonly<Record<string, DraftFulfillment>>): boolean {
  const ids = Object.values(fulfillments).flatMap((fulfillment) =>
    fulfillment.issues.map((issue) => issue.id),
  );
  return new Set(ids).size === ids.length;
}

/** The draft entry of a fulfillment; own keys only, so an id like "toString" is never found on the prototype. */
export function entryOf(
  fulfillments: Readonly<Record<string, DraftFulfillment>>,
  fulfillmentId: string,
): DraftFulfillment | undefined {
  return Object.hasOwn(fulfillments, fulfillmentId) ? fulfillments[fulfillmentId] : undefined;
}
