/**
 * How the codes the API sends are shown to people, in the portal and the staff console alike: a code's
 * label, and a claim status as a badge (spec section 4). The API may send a code added after an app was
 * built; it reads as words rather than breaking the page.
 */
// The codes without zod: the portal's claim page shows its badge before it needs any schema.
import {
  type BadgeTone,
  CLAIM_STATUSES,
  type ClaimStatus,
  claimStatusDisplayState,
  claimStatusLabel,
  DISPLAY_CLAIM_STATES,
  type DisplayClaimState,
  displayClaimStateTone,
  isCodeOf,
  titleCase,
} from '../codes';

/**
 * A code's label from its enumeration's labels (`claimTypeLabel`, `reasonCodeLabel`…); a code this version
 * does not know reads in title case: `labelOf(reasonCodeLabel, 'CARRIER_LOST_IT')` is "Carrier Lost It".
 */
export function labelOf<Code extends string>(labels: Readonly<Record<Code, string>>, code: string): string {
  // Own keys only: "toString" is not a code, whatever the object's prototype holds.
  return Object.hasOwn(labels, code) ? labels[code as Code] : titleCase(code);
}

export interface ClaimStatusAppearance {
  label: string;
  tone: BadgeTone;
}

/**
 * How a claim status shows: a lifecycle status (`WAITING_FOR_OP`) with its label and the tone of the
 * display state it belongs to; a display state (`pending`) in title case with its own tone; anything else
 * in title case and neutral.
 */
export function claimStatusAppearance(
  status: ClaimStatus | DisplayClaimState | (string & {}),
): ClaimStatusAppearance {
  // Display states have no labels of their own, so they fall through to title case like unknown codes.
  const label = labelOf(claimStatusLabel, status);
  if (isCodeOf(CLAIM_STATUSES, status))
    return { label, tone: displayClaimStateTone[claimStatusDisplayState[status]] };
  return { label, tone: isCodeOf(DISPLAY_CLAIM_STATES, status) ? displayClaimStateTone[status] : 'neutral' };
}
