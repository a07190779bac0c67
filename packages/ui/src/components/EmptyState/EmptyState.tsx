import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { Text } from '../Text/Text';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative illustration or icon (hidden from assistive tech). */
  icon?: ReactNode;
  /** What to do next: a Button or a link. */
  actions?: ReactNode;
  /** The title's level in the page outline. */
  headingLevel?: HeadingLevel;
}

/** What a list or page shows when there is nothing in it yet, and the way forward. */
export function EmptyState({ title, description, icon, actions, headingLevel = 2 }: EmptyStateProps) {
  return (
    <div className={styles.emptyState}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading level={headingLevel} size="h3">
        {title}
      </Heading>
      {description && (
        <Text as="div" tone="muted" className={styles.description}>
          {description}
        </Text>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
