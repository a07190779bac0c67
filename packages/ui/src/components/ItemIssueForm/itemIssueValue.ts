/** The value of an ItemIssueForm and what it answers once complete: pure helpers, tested in node. */
import type { ItemIssueType, MediaInput } from '@orderprotection/domain';

/** What one affected unit (or all of them, with the same issue) says so far. */
export interface ItemIssueUnitDraft {
  /** The chosen issue type; `null` until one is chosen (the form shows its error then). */
  type: ItemIssueType | null;
  details: string;
  /** Photos attached before the form was shown (a draft being edited): kept, listed apart, counted. */
  savedMedia: readonly MediaInput[];
  /**
   * Photos uploaded through this unit's drop zone, in the order it reports them. It mirrors the drop zone:
   * when the zone goes (fewer units, "same issue" toggled), so do its uploads, and the form empties this.
   */
  media: readonly MediaInput[];
}

/** The controlled value of an ItemIssueForm. */
export interface ItemIssueFormValue {
  /** How many units of the item are affected, from 1 to the claimable count. */
  quantity: number;
  /** One description for every affected unit, or one per unit. */
  sameIssueForAllUnits: boolean;
  /**
   * The units' answers. Only the first `describedUnitCount(value)` are shown and answered; later ones are
   * kept, so lowering the count and raising it again does not lose the type and details typed.
   */
  units: readonly ItemIssueUnitDraft[];
}

/** One unit's complete answer: the shape of an issue of the domain's draft. */
export interface ItemIssueUnitAnswer {
  type: ItemIssueType;
  /** Trimmed. */
  details: string;
  /** The saved photos, then the new ones. */
  media: MediaInput[];
}

export interface ItemIssueAnswer {
  quantity: number;
  sameIssueForAllUnits: boolean;
  /** One answer when the same issue is shared (or one unit is affected), else one per affected unit. */
  units: ItemIssueUnitAnswer[];
}

export const emptyItemIssueUnit = (): ItemIssueUnitDraft => ({
  type: null,
  details: '',
  savedMedia: [],
  media: [],
});

/** One affected unit, nothing said yet: where a new item's description starts. */
export const emptyItemIssueFormValue = (): ItemIssueFormValue => ({
  quantity: 1,
  sameIssueForAllUnits: true,
  units: [emptyItemIssueUnit()],
});

/** How many units are described: one when they share the issue, else one per affected unit. */
export function describedUnitCount(value: ItemIssueFormValue): number {
  return value.sameIssueForAllUnits ? 1 : Math.max(1, value.quantity);
}

/** Whether each unit gets its own fields (several affected units, not sharing the issue). */
export function describesEachUnit(value: ItemIssueFormValue): boolean {
  return !value.sameIssueForAllUnits && value.quantity > 1;
}

/** The units shown and answered, an empty draft standing in for any not described yet. */
export function describedUnits(value: ItemIssueFormValue): ItemIssueUnitDraft[] {
  return Array.from(
    { length: describedUnitCount(value) },
    (_, unit) => value.units[unit] ?? emptyItemIssueUnit(),
  );
}

/** The value with one unit's draft changed (units before it filled with empty drafts). */
export function withUnitChange(
  value: ItemIssueFormValue,
  unit: number,
  change: Partial<ItemIssueUnitDraft>,
): ItemIssueFormValue {
  const units = Array.from(
    { length: Math.max(value.units.length, unit + 1) },
    (_, at) => value.units[at] ?? emptyItemIssueUnit(),
  );
  units[unit] = { ...(units[unit] ?? emptyItemIssueUnit()), ...change };
  return { ...value, units };
}

/** The first described unit without an issue type, from 0; `-1` when every one has its type. */
export function firstMissingIssueType(value: ItemIssueFormValue): number {
  return describedUnits(value).findIndex((unit) => unit.type === null);
}

/** The complete answer, or `null` while a described unit has no issue type. */
export function itemIssueAnswer(value: ItemIssueFormValue): ItemIssueAnswer | null {
  const units: ItemIssueUnitAnswer[] = [];
  for (const { type, details, savedMedia, media } of describedUnits(value)) {
    if (type === null) return null;
    units.push({ type, details: details.trim(), media: [...savedMedia, ...media] });
  }
  return { quantity: value.quantity, sameIssueForAllUnits: value.sameIssueForAllUnits, units };
}
