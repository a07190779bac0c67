/**
 * A claim status as a badge: the domain's label and tone (the same the portal shows).
 *
 * Drawn as the span Radix Themes' `<Badge highContrast>` draws (its classes, size 1), without the component:
 * the queue draws one or more badges on each of its rows, and Radix's props handling was a good part of
 * the time before its first row showed.
 */
import { type BadgeTone, claimStatusAppearance } from '@orderprotection/domain';

const toneColor = {
  info: 'blue',
  warning: 'amber',
  success: 'green',
  danger: 'red',
  neutral: 'gray',
} as const satisfies Record<BadgeTone, string>;

/** Radix Themes' classes of a size-1, high-contrast Badge in each variant the console uses. */
export const BADGE_CLASS = {
  soft: 'rt-reset rt-Badge rt-r-size-1 rt-variant-soft rt-high-contrast',
  outline: 'rt-reset rt-Badge rt-r-size-1 rt-variant-outline rt-high-contrast',
} as const;

export function StatusBadge({ status }: { status: string }) {
  const { label, tone } = claimStatusAppearance(status);
  return (
    <span data-accent-color={toneColor[tone]} className={BADGE_CLASS.soft}>
      {label}
    </span>
  );
}
