import { type HTMLAttributes, useId } from 'react';
import { classNames } from '../../styles/classNames';
import * as styles from './ProductProgress.css';

export interface ProductProgressProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The product being described, counted from 1. */
  current: number;
  /** How many products the shopper picked. */
  total: number;
  /** The visible text, also the progress bar's accessible name. Defaults to the spec's "Product n / total". */
  formatLabel?: (current: number, total: number) => string;
}

/** The spec's wording in the item issue modal. */
export function defaultProductProgressLabel(current: number, total: number): string {
  return `Product ${current} / ${total}`;
}

/**
 * Where the shopper is in the item issue modal: "Product 2 / 5" above a native `<progress>`, which screen
 * readers announce as a progress bar named by that text, with its percentage. The text itself is hidden
 * from them so it is not read twice.
 *
 * @throws RangeError unless `total` is a whole number of at least 1 and `current` a whole number from 1 to
 * `total`: "Product 6 / 5" is a bug in the flow, better caught than shown.
 */
export function ProductProgress({
  current,
  total,
  formatLabel = defaultProductProgressLabel,
  className,
  ...rest
}: ProductProgressProps) {
  const labelId = useId();
  if (!Number.isSafeInteger(total) || total < 1) {
    throw new RangeError(`ProductProgress: total must be a whole number of at least 1, got ${total}`);
  }
  if (!Number.isSafeInteger(current) || current < 1 || current > total) {
    throw new RangeError(
      `ProductProgress: current must be a whole number from 1 to ${total}, got ${current}`,
    );
  }
  return (
    <div {...rest} className={classNames(styles.root, className)}>
      <span id={labelId} className={styles.label} aria-hidden="true">
        {formatLabel(current, total)}
      </span>
      <progress className={styles.bar} value={current} max={total} aria-labelledby={labelId} />
    </div>
  );
}
