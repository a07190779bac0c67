import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldDescription, FieldLabel } from '../../internal/field/FieldLabel';
import * as styles from '../../internal/field/field.css';
import { useFieldIds } from '../../internal/field/fieldIds';
import { classNames } from '../../styles/classNames';
import { FieldError } from '../FieldError/FieldError';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'size'> {
  /** The visible label, also the input's accessible name. */
  label: ReactNode;
  /** Help shown under the label and read with the input ("We'll send the claim updates here"). */
  description?: ReactNode;
  /** The validation message; sets `aria-invalid` and is read with the input. Empty or absent: valid. */
  error?: string | undefined;
  /** Marks the label with an asterisk and the input as `required` (announced by screen readers). */
  required?: boolean;
  /** Class of the field's wrapper (label, input, messages). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native `<input>` with its label, description and error wired up (`for`, `aria-describedby`,
 * `aria-invalid`). Everything else is passed to the input: `type`, `autoComplete`, `inputMode`, `value`…
 */
export function TextField({
  label,
  description,
  error,
  required,
  className,
  id,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds({
    id,
    hasDescription: Boolean(description),
    hasError: Boolean(error),
    describedBy,
  });
  return (
    <div className={classNames(styles.field, className)}>
      <FieldLabel htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <input
        type="text"
        {...input}
        id={ids.controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={styles.control}
      />
      {error && ids.errorId ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
