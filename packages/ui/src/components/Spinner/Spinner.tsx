import type { RecipeVariants } from '@vanilla-extract/recipes';
import { visuallyHidden } from '../../styles/shared.css';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  size?: NonNullable<RecipeVariants<typeof styles.spinner>>['size'];
  /**
   * What is loading, announced politely ("Loading claim"). Without it the spinner is decorative, for use
   * inside something that already says it is busy (a Button with `loading`).
   */
  label?: string;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
}

/** A loading indicator. With a `label` it is a live status region; without one it is hidden from assistive tech. */
export function Spinner({ size, label, showLabel = false }: SpinnerProps) {
  const circle = <span className={styles.spinner({ size })} aria-hidden="true" />;
  if (!label) return circle;
  return (
    <span role="status" className={styles.status}>
      {circle}
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}
