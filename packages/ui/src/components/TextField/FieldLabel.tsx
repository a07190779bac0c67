import type { ReactNode } from 'react';
import * as styles from './TextField.css';

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
      {children}
      {required ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}
