import { type ClaimStatus, claimStatusAppearance, type DisplayClaimState } from '@orderprotection/domain';
import { Badge, type BadgeProps } from '../Badge/Badge';

// The rule is the domain's, shared with the staff console; it stays part of this package's API.
export { type ClaimStatusAppearance, claimStatusAppearance } from '@orderprotection/domain';

/** A lifecycle status (`APPROVED`), a display state (`approved`), or a value this version does not know. */
export type ClaimStatusBadgeStatus = ClaimStatus | DisplayClaimState | (string & {});

export interface ClaimStatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The claim's `claimState` as the API sends it, or one of the lowercase display states. */
  status: ClaimStatusBadgeStatus;
}

/** A claim's status as a badge: the domain's label, coloured by the domain's tone (`claimStatusAppearance`). */
export function ClaimStatusBadge({ status, ...rest }: ClaimStatusBadgeProps) {
  const { label, tone } = claimStatusAppearance(status);
  return (
    <Badge {...rest} tone={tone}>
      {label}
    </Badge>
  );
}
