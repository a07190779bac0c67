import type { BadgeTone } from '@orderprotection/domain';
import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../../styles/classNames';
import { badge } from './Badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The domain's tone: `displayClaimStateTone[state]`, `orderBadgeStateTone[state]`, or `info` for a highlight. */
  tone?: BadgeTone;
  children: ReactNode;
}

/**
 * A short label: a claim's status, "Fastest" on an option. The tone colours it; the text must say the same
 * thing on its own, since colour is not announced.
 */
export function Badge({ tone, className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={classNames(badge({ tone }), className)}>
      {children}
    </span>
  );
}
