import type { ReactNode } from 'react';
import {
  Select as AriaSelect,
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { FieldDescription, LabelText } from '../../internal/field/FieldLabel';
import * as fieldStyles from '../../internal/field/field.css';
import { useFieldIds } from '../../internal/field/fieldIds';
import { classNames } from '../../styles/classNames';
import { FieldError } from '../FieldError/FieldError';
import * as styles from './Select.css';

export interface SelectOption<Value extends string = string> {
  value: Value;
  /** The text shown in the list and in the field once chosen; also what typing a letter jumps to. */
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps<Value extends string = string> {
  /** The visible label, also the field's accessible name. */
  label: ReactNode;
  options: readonly SelectOption<Value>[];
  /** Shown while nothing is chosen, e.g. the spec's "Select issue". */
  placeholder: string;
  /** The chosen option's value (controlled); `null` for none. */
  value?: Value | null;
  /** The initially chosen value when uncontrolled. */
  defaultValue?: Value | null;
  onChange?: (value: Value | null) => void;
  /** Help shown under the label and read with the field. */
  description?: ReactNode;
  /** The validation message; marks the field invalid and is read with it. Empty or absent: valid. */
  error?: string | undefined;
  /** Marks the label with an asterisk and the field as required for assistive technology. */
  required?: boolean;
  isDisabled?: boolean;
  /** The id of the button that opens the list: what a FormErrorSummary link focuses. */
  id?: string;
  /** Submits the value with a native form (react-aria keeps a hidden `<select>` in sync). */
  name?: string;
  /** Lets the browser fill the field (`country`, `address-level1`). */
  autoComplete?: string;
  /** Called when focus leaves the field and its list, e.g. to show its error from then on. */
  onBlur?: () => void;
  /** Class of the field's wrapper. */
  className?: string;
}

/**
 * A single choice from a list that opens below the field (react-aria-components Select): Enter, Space or
 * the arrow keys open it, typing a letter jumps to an option, Escape closes it and returns focus. Use it
 * for more than about five options or where the choices are long; fewer, short ones read better as a
 * RadioGroup. The values are typed, so `onChange` of a Select of `ItemIssueType` options gives an
 * `ItemIssueType`.
 */
export function Select<Value extends string = string>({
  label,
  options,
  placeholder,
  value,
  defaultValue,
  onChange,
  description,
  error,
  required,
  isDisabled,
  id,
  name,
  autoComplete,
  onBlur,
  className,
}: SelectProps<Value>) {
  const ids = useFieldIds({ id, hasDescription: Boolean(description), hasError: Boolean(error) });
  const optionValue = (key: string | number | null): Value | null =>
    key === null ? null : (options.find((option) => option.value === String(key))?.value ?? null);
  return (
    <AriaSelect
      className={classNames(fieldStyles.field, className)}
      id={ids.controlId}
      placeholder={placeholder}
      value={value}
      defaultValue={defaultValue}
      onChange={(key) => onChange?.(optionValue(key))}
      isRequired={required}
      isInvalid={Boolean(error)}
      isDisabled={isDisabled}
      // The error is shown by our own FieldError; react-aria only marks the field invalid.
      validationBehavior="aria"
      aria-describedby={ids.describedBy}
      name={name}
      autoComplete={autoComplete}
      onBlur={onBlur}
    >
      <Label className={fieldStyles.label}>
        <LabelText required={required}>{label}</LabelText>
      </Label>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      {/*
        react-aria's Button on purpose, against the kit's rule: the Select hands its trigger the press,
        keyboard and ARIA props through ButtonContext, which only that Button reads. The Select already
        carries the press code, so it adds about 1.5 kB gzip, and no Select is on the portal's first page.
      */}
      <Button className={classNames(fieldStyles.control, styles.trigger)}>
        <SelectValue className={styles.value} />
        <svg className={styles.chevron} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </Button>
      {error && ids.errorId ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem
              id={option.value}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className={styles.option}
            >
              {({ isSelected }) => (
                <>
                  <span className={styles.optionLabel}>{option.label}</span>
                  {isSelected ? (
                    <svg className={styles.check} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
                      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                    </svg>
                  ) : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
