/**
 * How the codes the API sends are shown to people, in the portal and the staff console alike: a code's
 * label, and a claim status as a badge (spec section 4). The API may send a code added after an app was
 * built; it reads as words rather than breaking the page.
 */
import {
  type BadgeTone,
  ClaimStatus,
  claimStatusDisplayState,
  claimStatusLabel,
  DisplayClaimState,
  displayClaimStateTone,
  titleCase,
} from '../enums';

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
  const lifecycle = ClaimStatus.safeParse(status);
  if (lifecycle.success)
    return { label, tone: displayClaimStateTone[claimStatusDisplayState[lifecycle.data]] };
  const display = DisplayClaimState.safeParse(status);
  return { label, tone: display.success ? displayClaimStateTone[display.data] : 'neutral' };
}
