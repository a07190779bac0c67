import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldIds } from '../../internal/field/fieldIds';
import { classNames } from '../../styles/classNames';
import { FieldError } from '../FieldError/FieldError';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type' | 'size'> {
  /** The statement being ticked, e.g. the review step's address confirmation. Also the accessible name. */
  label: ReactNode;
  /** Help under the label, read with the checkbox. */
  description?: ReactNode;
  /** The validation message, e.g. "Please confirm your shipping address."; read with the checkbox. */
  error?: string | undefined;
  /** Class of the wrapper (box, label, messages). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native `<input type="checkbox">` with a label that can be long (the whole label is clickable), a
 * description and an error. Native on purpose: it is fully accessible on its own and costs nothing.
 * Controlled with `checked` + `onChange`, or uncontrolled with `defaultChecked`.
 */
export function Checkbox({
  label,
  description,
  error,
  className,
  id,
  'aria-describedby': describedBy,
  ...input
}: CheckboxProps) {
  const ids = useFieldIds({
    id,
    hasDescription: Boolean(description),
    hasError: Boolean(error),
    describedBy,
  });
  return (
    <div className={classNames(styles.field, className)}>
      <div className={styles.row}>
        <span className={styles.box}>
          <input
            {...input}
            type="checkbox"
            id={ids.controlId}
            aria-invalid={error ? true : undefined}
            aria-describedby={ids.describedBy}
            className={styles.input}
          />
          <svg className={styles.tick} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
            <path d="M15.7 6.3a1 1 0 0 1 0 1.4l-6.5 6.5a1 1 0 0 1-1.4 0L4.3 10.7a1 1 0 1 1 1.4-1.4l2.8 2.8 5.8-5.8a1 1 0 0 1 1.4 0Z" />
          </svg>
        </span>
        <span className={styles.text}>
          <label htmlFor={ids.controlId} className={styles.label}>
            {label}
          </label>
          {description ? (
            <p id={ids.descriptionId} className={styles.description}>
              {description}
            </p>
          ) : null}
        </span>
      </div>
      {error && ids.errorId ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
