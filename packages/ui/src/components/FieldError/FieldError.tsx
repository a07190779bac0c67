import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../../styles/classNames';
import * as styles from './FieldError.css';

export interface FieldErrorProps extends HTMLAttributes<HTMLParagraphElement> {
  /** Referenced by the field's `aria-describedby`, so the message is read with the field. */
  id: string;
  /** What is wrong and how to fix it: "Enter a valid zip code for United States, such as 90210". */
  children: ReactNode;
}

/**
 * The message under a field that failed validation, in the danger colour with an icon, so the error does
 * not rely on colour alone. The form fields render it themselves from their `error` prop; use it directly
 * only for a custom control.
 */
export function FieldError({ id, className, children, ...rest }: FieldErrorProps) {
  return (
    <p {...rest} id={id} className={classNames(styles.fieldError, className)}>
      <svg
        className={styles.icon}
        viewBox="0 0 20 20"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fillRule="evenodd"
          d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17ZM9 5.5h2v6H9v-6Zm0 8h2v2H9v-2Z"
          clipRule="evenodd"
        />
      </svg>
      <span>{children}</span>
    </p>
  );
}
