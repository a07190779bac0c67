/** A claim status as a badge: the domain's label and tone (the same the portal shows). */
import { type BadgeTone, claimStatusAppearance } from '@orderprotection/domain';
import { Badge } from '@radix-ui/themes';

const toneColor = {
  info: 'blue',
  warning: 'amber',
  success: 'green',
  danger: 'red',
  neutral: 'gray',
} as const satisfies Record<BadgeTone, string>;

export function StatusBadge({ status }: { status: string }) {
  const { label, tone } = claimStatusAppearance(status);
  return (
    <Badge color={toneColor[tone]} highContrast>
      {label}
    </Badge>
  );
}
