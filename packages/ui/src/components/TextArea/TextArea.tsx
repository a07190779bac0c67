import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldDescription, FieldLabel } from '../../internal/field/FieldLabel';
import * as fieldStyles from '../../internal/field/field.css';
import { useFieldIds } from '../../internal/field/fieldIds';
import { classNames } from '../../styles/classNames';
import { FieldError } from '../FieldError/FieldError';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  /** The visible label, also the text area's accessible name. */
  label: ReactNode;
  /** Help shown under the label and read with the text area. */
  description?: ReactNode;
  /** The validation message; sets `aria-invalid` and is read with the text area. Empty or absent: valid. */
  error?: string | undefined;
  /** Marks the label with an asterisk and the text area as `required`. */
  required?: boolean;
  /** Class of the field's wrapper (label, text area, messages). */
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A native `<textarea>` for longer answers (an issue's details, a message), wired like TextField. It grows
 * with the reader's font size and can be resized vertically; pass `maxLength` from the domain's `LIMITS`.
 */
export function TextArea({
  label,
  description,
  error,
  required,
  className,
  id,
  rows = 4,
  'aria-describedby': describedBy,
  ...textArea
}: TextAreaProps) {
  const ids = useFieldIds({
    id,
    hasDescription: Boolean(description),
    hasError: Boolean(error),
    describedBy,
  });
  return (
    <div className={classNames(fieldStyles.field, className)}>
      <FieldLabel htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <textarea
        {...textArea}
        id={ids.controlId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={classNames(fieldStyles.control, styles.textArea)}
      />
      {error && ids.errorId ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
