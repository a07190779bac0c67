import { LIMITS } from '@orderprotection/domain';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { FieldDescription, FieldLabel } from '../../internal/field/FieldLabel';
import * as fieldStyles from '../../internal/field/field.css';
import { useFieldIds } from '../../internal/field/fieldIds';
import { classNames } from '../../styles/classNames';
import { visuallyHidden } from '../../styles/shared.css';
import { Button } from '../Button/Button';
import { FieldError } from '../FieldError/FieldError';
import * as styles from './QuantityStepper.css';

export interface QuantityStepperProps {
  /** What is counted, e.g. "Affected items"; the number field's accessible name. */
  label: ReactNode;
  /** The count (controlled). */
  value?: number;
  /** The first count when uncontrolled; `min` if absent. */
  defaultValue?: number;
  /** Called with each new count, always a whole number within `min`…`max`. */
  onChange?: (value: number) => void;
  /** The lowest count; 1 by default (a claim line has at least one unit). */
  min?: number;
  /**
   * The highest count: the units left to claim (the domain's `claimableQuantity`). Defaults to the domain's
   * `LIMITS.quantity`.
   */
  max?: number;
  description?: ReactNode;
  error?: string | undefined;
  /** Accessible name of the minus button. */
  decreaseLabel?: string;
  /** Accessible name of the plus button. */
  increaseLabel?: string;
  isDisabled?: boolean;
  id?: string;
  /** Submits the count with a native form. */
  name?: string;
  className?: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A whole number between `min` and `max`: a number field (role spinbutton; arrow keys, Home and End, or
 * typing) between "Decrease" and "Increase" buttons. A typed count is kept within the bounds when the field
 * is left or Enter is pressed. A count changed with a button is announced, since focus stays on the button.
 * At a bound the button stays focusable (`aria-disabled`) so keyboard focus is never lost.
 */
export function QuantityStepper({
  label,
  value,
  defaultValue,
  onChange,
  min = 1,
  max = LIMITS.quantity,
  description,
  error,
  decreaseLabel = 'Decrease',
  increaseLabel = 'Increase',
  isDisabled = false,
  id,
  name,
  className,
}: QuantityStepperProps) {
  const ids = useFieldIds({ id, hasDescription: Boolean(description), hasError: Boolean(error) });
  const [uncontrolled, setUncontrolled] = useState(() => clamp(defaultValue ?? min, min, max));
  const current = value ?? uncontrolled;
  // What the shopper is typing, until it is committed; null shows the current count.
  const [draft, setDraft] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const commit = (next: number) => {
    const bounded = clamp(next, min, max);
    setDraft(null);
    if (bounded === current) return;
    if (value === undefined) setUncontrolled(bounded);
    onChange?.(bounded);
  };

  const commitDraft = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    if (Number.isNaN(typed)) setDraft(null);
    else commit(typed);
  };

  const step = (delta: number) => {
    const next = clamp(current + delta, min, max);
    if (isDisabled || next === current) return;
    commit(next);
    setAnnouncement(String(next));
  };

  /** The count a key asks for; undefined for keys the field leaves to the browser. */
  const countForKey = (key: string): number | undefined => {
    switch (key) {
      case 'ArrowUp':
        return current + 1;
      case 'ArrowDown':
        return current - 1;
      case 'Home':
        return min;
      case 'End':
        return max;
      case 'Enter':
        return Number.parseInt(draft ?? String(current), 10);
      default:
        return undefined;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = countForKey(event.key);
    if (next === undefined) return;
    event.preventDefault();
    if (Number.isNaN(next)) setDraft(null);
    else commit(next);
  };

  const atMin = current <= min;
  const atMax = current >= max;
  return (
    <div className={classNames(fieldStyles.field, className)}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <div className={styles.stepper}>
        <Button
          variant="secondary"
          className={styles.button}
          aria-label={decreaseLabel}
          aria-controls={ids.controlId}
          aria-disabled={isDisabled || atMin ? true : undefined}
          onClick={() => step(-1)}
        >
          <svg className={styles.icon} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
            <rect x="4" y="9" width="12" height="2" rx="1" />
          </svg>
        </Button>
        <input
          id={ids.controlId}
          name={name}
          type="text"
          inputMode="numeric"
          role="spinbutton"
          autoComplete="off"
          aria-valuenow={current}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          disabled={isDisabled}
          value={draft ?? String(current)}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          onBlur={commitDraft}
          onKeyDown={onKeyDown}
          className={classNames(fieldStyles.control, styles.input)}
        />
        <Button
          variant="secondary"
          className={styles.button}
          aria-label={increaseLabel}
          aria-controls={ids.controlId}
          aria-disabled={isDisabled || atMax ? true : undefined}
          onClick={() => step(1)}
        >
          <svg className={styles.icon} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
            <path d="M9 4a1 1 0 0 1 2 0v5h5a1 1 0 1 1 0 2h-5v5a1 1 0 1 1-2 0v-5H4a1 1 0 1 1 0-2h5V4Z" />
          </svg>
        </Button>
      </div>
      <span className={visuallyHidden} aria-live="polite">
        {announcement}
      </span>
      {error && ids.errorId ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
