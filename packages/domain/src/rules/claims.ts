/**
 * Rules about a stored claim and its items (spec sections 4 and 5): its type, its protection, the
 * resolution the shopper asked for, and the staff side's resolution fields.
 */
// The codes without zod: a claim's page shows these rules' answers before it needs any schema.
import {
  CLAIM_TYPES,
  type ClaimTypeOrMultiple,
  claimTypeCreditStoreDefault,
  isCodeOf,
  type ProtectionStatus,
  RESOLUTION_CHOICES,
  RESOLUTION_KINDS,
  type ResolutionChoice,
  type ResolutionKind,
} from '../codes';
import type { Claim, ClaimItem, ProtectionPolicy, Resolution } from '../schemas/claim';

/** The claim type categories of spec section 4, in its order (e.g. the claim feed's type filter). */
export const claimTypeCategories = [
  'STOLEN',
  'DAMAGED',
  'ORDER_DELIVERED_NOT_RECEIVED',
  'DEFECTIVE_ITEM',
  'WRONG_ITEM',
  'MISSING_ITEM',
  'RETURNED_TO_SENDER',
  'MULTIPLE',
] as const satisfies readonly ClaimTypeOrMultiple[];
export type ClaimTypeCategory = (typeof claimTypeCategories)[number];

/** Spec: "a claim is multi-type if its type is MULTIPLE or its items have more than one distinct type". */
export function isMultiType(claim: {
  claimType: Claim['claimType'];
  claimItems: readonly Pick<ClaimItem, 'claimType'>[];
}): boolean {
  return claim.claimType === 'MULTIPLE' || new Set(claim.claimItems.map((item) => item.claimType)).size > 1;
}

/**
 * The type a claim is stored with: its items' one type, or MULTIPLE when they differ (or one of them is
 * already MULTIPLE). A claim has at least one item, so an empty list is a programming error.
 */
export function claimTypeForItems(types: readonly ClaimTypeOrMultiple[]): ClaimTypeOrMultiple {
  const distinct = new Set(types);
  const [only] = distinct;
  if (only === undefined) throw new RangeError('A claim needs at least one item to have a type');
  return distinct.size === 1 ? only : 'MULTIPLE';
}

/**
 * Protection of a claim (spec section 4), first match wins: an over-the-air (one-time appeasement) claim
 * is `ota` whatever its policy; then `removed` when the policy was cancelled (`removedAt`); `protected`
 * when a policy exists; `unprotected` otherwise. A claim can be passed as is.
 */
export function protectionStatus({
  isOta,
  policy,
}: {
  isOta: boolean;
  policy?: Pick<ProtectionPolicy, 'removedAt'> | null;
}): ProtectionStatus {
  if (isOta) return 'ota';
  if (policy === null || policy === undefined) return 'unprotected';
  return policy.removedAt ? 'removed' : 'protected';
}

/**
 * The resolution a claim's items ask for (spec section 4: "mixed if the items differ; otherwise refund,
 * reship or store credit, with a precedence among them"). The precedence within one item:
 * - RESHIP stands as asked: it sends goods, which store credit cannot replace.
 * - REFUND on an item marked `creditStore` reads STORE_CREDIT, because that refund is paid as store credit.
 * - Otherwise the item's `resolutionRequested` as asked.
 * Items without a request (or with a value this version does not know) are left out; when no item asks for
 * anything the answer is null; when the remaining requests differ it is 'mixed'.
 */
export function requestedResolution(
  items: readonly Pick<ClaimItem, 'resolutionRequested' | 'creditStore'>[],
): ResolutionChoice | 'mixed' | null {
  const requests = new Set<ResolutionChoice>();
  for (const item of items) {
    const asked = item.resolutionRequested;
    if (!isCodeOf(RESOLUTION_CHOICES, asked)) continue;
    requests.add(asked === 'REFUND' && item.creditStore ? 'STORE_CREDIT' : asked);
  }
  const [only] = requests;
  if (only === undefined) return null;
  return requests.size === 1 ? only : 'mixed';
}

/** Spec: "a claim can be resolved only while it has no resolutions". */
export function canResolveClaim(claim: Pick<Claim, 'claimResolutions'>): boolean {
  return claim.claimResolutions.length === 0;
}

/**
 * Resolution kinds that give the shopper something (goods or money), so they count as approved by
 * themselves. CUSTOM is left out: it records whatever staff decided, a denial included.
 */
export const approvedResolutionKinds: ReadonlySet<ResolutionKind> = new Set([
  'RESHIP',
  'REFUND',
  'STORE_CREDIT',
  'FLAT_RATE',
]);

/**
 * Spec: "approved resolution types count as approved". An explicit decision wins over the kind: DENIED is
 * never approved (a refund of nothing, say, recorded with its denial reason), APPROVED always is (a CUSTOM
 * settlement included). Without a decision, the kind decides (`approvedResolutionKinds`).
 */
export function isApprovedResolution(resolution: Pick<Resolution, 'resolutionType' | 'decision'>): boolean {
  if (resolution.decision === 'DENIED') return false;
  if (resolution.decision === 'APPROVED') return true;
  const kind = resolution.resolutionType;
  return isCodeOf(RESOLUTION_KINDS, kind) && approvedResolutionKinds.has(kind);
}

/** How many of the resolutions count as approved (`isApprovedResolution`). */
export function countApproved(
  resolutions: readonly Pick<Resolution, 'resolutionType' | 'decision'>[],
): number {
  return resolutions.filter(isApprovedResolution).length;
}

type ResolutionFields = Pick<
  ClaimItem,
  'resolutionFinal' | 'resolutionQuantity' | 'resolutionPercentage' | 'quantityType'
>;

/**
 * Sets whether a claim item's resolution is final. Spec: "setting resolutionFinal to false clears the
 * quantity, percentage and quantity type", so a draft resolution never carries numbers from a final one.
 * Returns a new item.
 */
export function setResolutionFinal<T extends ResolutionFields>(item: T, final: boolean): T {
  if (final) return { ...item, resolutionFinal: true };
  return {
    ...item,
    resolutionFinal: false,
    resolutionQuantity: null,
    resolutionPercentage: null,
    quantityType: null,
  };
}

/**
 * The default of a claim item's `creditStore`. Spec: "store credit is defaulted from the claim type and is
 * false for over-the-air claims" (`claimTypeCreditStoreDefault`). A shopper who chose a resolution decided
 * it: store credit when they asked for it, never when they asked for something else. MULTIPLE and types
 * this version does not know default to false: store credit is never pushed on a shopper by guesswork.
 */
export function defaultCreditStore(
  claimType: ClaimTypeOrMultiple | (string & {}),
  { isOta, requested = null }: { isOta: boolean; requested?: ResolutionChoice | null },
): boolean {
  if (isOta) return false;
  if (requested !== null) return requested === 'STORE_CREDIT';
  return isCodeOf(CLAIM_TYPES, claimType) && claimTypeCreditStoreDefault[claimType];
}
