import type { MouseEvent, ReactNode, Ref } from 'react';
import { focusField } from '../../internal/field/focusField';
import { classNames } from '../../styles/classNames';
import * as styles from './FormErrorSummary.css';

export interface FormError {
  /** The id of the field at fault (the input's, the select's or the radio group's `id`). */
  fieldId: string;
  /** The same message as under the field, e.g. "Please confirm your shipping address." */
  message: string;
}

export interface FormErrorSummaryProps {
  /** Nothing is rendered while empty. */
  errors: readonly FormError[];
  /** A line above the list, e.g. "Check the following". Optional: one error can stand on its own. */
  title?: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The errors of a form, listed at its top after a failed submit. It is an alert, so it is announced when it
 * appears; each error is a link that moves focus to its field. It can also take focus itself (`ref`
 * `.focus()`), for a form that prefers to move focus to the list.
 */
export function FormErrorSummary({ errors, title, className, ref }: FormErrorSummaryProps) {
  if (errors.length === 0) return null;
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    // A plain in-page link scrolls to the field without focusing it.
    if (focusField(event.currentTarget.ownerDocument, fieldId)) event.preventDefault();
  };
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={classNames(styles.summary, className)}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={`${error.fieldId}:${error.message}`}>
            <a
              href={`#${error.fieldId}`}
              className={styles.link}
              onClick={(event) => onLinkClick(event, error.fieldId)}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
