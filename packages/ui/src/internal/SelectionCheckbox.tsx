import type { InputHTMLAttributes, MouseEvent } from 'react';
import { classNames } from '../styles/classNames';
import * as styles from './SelectionCheckbox.css';

export interface SelectionProps {
  /** Controlled selection; leave undefined (and use `defaultSelected`) to let the checkbox keep its own. */
  selected?: boolean;
  defaultSelected?: boolean;
  /** Called with the new state when the shopper ticks or unticks it; never while unavailable. */
  onSelectedChange?: (selected: boolean) => void;
  /**
   * The checkbox's field and what it sends ticked, for a form that is sent as plain HTML before the
   * page's script has run.
   */
  name?: string;
  value?: string;
}

interface SelectionCheckboxProps
  extends SelectionProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'checked' | 'defaultChecked' | 'onChange' | 'disabled' | 'name' | 'value'
    > {
  /** Cannot be ticked. It stays focusable so keyboard and screen-reader users reach it and hear why. */
  unavailable?: boolean;
}

/**
 * The native checkbox of the selectable claim rows and cards. An unavailable one is `aria-disabled`
 * rather than `disabled`: a disabled input is skipped by Tab and by many screen readers' form modes, and
 * its reason (the `aria-describedby` text) would go unheard.
 */
export function SelectionCheckbox({
  selected,
  defaultSelected,
  onSelectedChange,
  unavailable = false,
  onClick,
  className,
  ...rest
}: SelectionCheckboxProps) {
  return (
    <input
      {...rest}
      className={classNames(styles.checkbox, className)}
      type="checkbox"
      checked={selected}
      defaultChecked={defaultSelected}
      aria-disabled={unavailable || undefined}
      onClick={(event: MouseEvent<HTMLInputElement>) => {
        // Cancelling the click is what keeps a native checkbox from toggling (Space and label clicks too).
        if (unavailable) event.preventDefault();
        onClick?.(event);
      }}
      onChange={(event) => {
        if (!unavailable) onSelectedChange?.(event.currentTarget.checked);
      }}
    />
  );
}
