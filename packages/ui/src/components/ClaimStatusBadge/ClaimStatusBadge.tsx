import {
  type BadgeTone,
  ClaimStatus,
  claimStatusDisplayState,
  claimStatusLabel,
  DisplayClaimState,
  displayClaimStateTone,
  titleCase,
} from '@orderprotection/domain';
import { Badge, type BadgeProps } from '../Badge/Badge';

/** A lifecycle status (`APPROVED`), a display state (`approved`), or a value this version does not know. */
export type ClaimStatusBadgeStatus = ClaimStatus | DisplayClaimState | (string & {});

export interface ClaimStatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The claim's `claimState` as the API sends it, or one of the lowercase display states. */
  status: ClaimStatusBadgeStatus;
}

export interface ClaimStatusAppearance {
  label: string;
  tone: BadgeTone;
}

/**
 * How a status shows (spec section 4): a lifecycle status with its label and the tone of the display state
 * it belongs to; a display state in title case with its own tone; anything else in title case and neutral,
 * so a status added upstream shows as a readable word rather than breaking the page.
 */
export function claimStatusAppearance(status: ClaimStatusBadgeStatus): ClaimStatusAppearance {
  const lifecycle = ClaimStatus.safeParse(status);
  if (lifecycle.success) {
    return {
      label: claimStatusLabel[lifecycle.data],
      tone: displayClaimStateTone[claimStatusDisplayState[lifecycle.data]],
    };
  }
  const display = DisplayClaimState.safeParse(status);
  if (display.success) return { label: titleCase(display.data), tone: displayClaimStateTone[display.data] };
  return { label: titleCase(status), tone: 'neutral' };
}

/** A claim's status as a badge: the domain's label, coloured by the domain's tone. */
export function ClaimStatusBadge({ status, ...rest }: ClaimStatusBadgeProps) {
  const { label, tone } = claimStatusAppearance(status);
  return (
    <Badge {...rest} tone={tone}>
      {label}
    </Badge>
  );
}
