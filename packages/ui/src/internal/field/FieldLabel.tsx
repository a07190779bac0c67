import type { ReactNode } from 'react';
import * as styles from './field.css';

/** A label's text with the required marker, inside a native `<label>` (FieldLabel) or react-aria's `Label`. */
export function LabelText({ required, children }: { required?: boolean | undefined; children: ReactNode }) {
  return (
    <>
      {children}
      {required ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
}

/** A field's visible label with the required marker; `htmlFor` for native controls, `id` for react-aria ones. */
export function FieldLabel({
  htmlFor,
  id,
  required,
  children,
}: {
  htmlFor?: string | undefined;
  id?: string | undefined;
  required?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} id={id} className={styles.label}>
      <LabelText required={required}>{children}</LabelText>
    </label>
  );
}

/** A field's help line under its label, read as its description (`useFieldIds().descriptionId`); none when empty. */
export function FieldDescription({ id, children }: { id: string | undefined; children?: ReactNode }) {
  return children ? (
    <p id={id} className={styles.description}>
      {children}
    </p>
  ) : null;
}
