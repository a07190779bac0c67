import { type ReactNode, useId } from 'react';
import { RadioGroup as AriaRadioGroup, Label, Radio } from 'react-aria-components';
import { FieldDescription, LabelText } from '../../internal/field/FieldLabel';
import * as fieldStyles from '../../internal/field/field.css';
import { useFieldIds } from '../../internal/field/fieldIds';
import { radioIndicator } from '../../internal/field/radioIndicator.css';
import { classNames } from '../../styles/classNames';
import { FieldError } from '../FieldError/FieldError';
import * as styles from './RadioGroup.css';

export interface RadioOption<Value extends string = string> {
  value: Value;
  /** The option's accessible name. */
  label: string;
  /** A line under the label, read as the option's description. */
  description?: string;
  isDisabled?: boolean;
}

export interface RadioGroupProps<Value extends string = string> {
  /** The question the options answer; the group's accessible name. */
  label: ReactNode;
  options: readonly RadioOption<Value>[];
  /** The chosen value (controlled); `null` for none. */
  value?: Value | null;
  /** The initially chosen value when uncontrolled. */
  defaultValue?: Value;
  onChange?: (value: Value) => void;
  /** Help under the label, read when entering the group. */
  description?: ReactNode;
  /** The validation message; marks the group invalid and is read when entering it. */
  error?: string | undefined;
  required?: boolean;
  isDisabled?: boolean;
  /** Options side by side (wrapping) instead of one under another. */
  orientation?: 'vertical' | 'horizontal';
  /** The group's id: a FormErrorSummary link to it focuses the chosen (or first) option. */
  id?: string;
  /** Submits the value with a native form. */
  name?: string;
  className?: string;
}

/**
 * One choice among a few short options, all visible (react-aria-components RadioGroup): Tab enters the
 * group on the chosen option, the arrow keys move and choose. For options with a title, help text and a
 * badge, use ChoiceCardGroup; for long lists, Select.
 */
export function RadioGroup<Value extends string = string>({
  label,
  options,
  value,
  defaultValue,
  onChange,
  description,
  error,
  required,
  isDisabled,
  orientation = 'vertical',
  id,
  name,
  className,
}: RadioGroupProps<Value>) {
  const ids = useFieldIds({ id, hasDescription: Boolean(description), hasError: Boolean(error) });
  const optionIdPrefix = useId();
  return (
    <AriaRadioGroup
      className={classNames(styles.group, className)}
      id={ids.controlId}
      value={value}
      defaultValue={defaultValue}
      onChange={(key) => {
        const chosen = options.find((option) => option.value === key);
        if (chosen) onChange?.(chosen.value);
      }}
      isRequired={required}
      isInvalid={Boolean(error)}
      isDisabled={isDisabled}
      // The error is shown by our own FieldError; react-aria only marks the group invalid.
      validationBehavior="aria"
      orientation={orientation}
      aria-describedby={ids.describedBy}
      name={name}
    >
      <Label className={fieldStyles.label}>
        <LabelText required={required}>{label}</LabelText>
      </Label>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <div className={styles.options}>
        {options.map((option, index) => {
          const labelId = `${optionIdPrefix}-${index}-label`;
          const descriptionId = option.description ? `${optionIdPrefix}-${index}-description` : undefined;
          return (
            <Radio
              key={option.value}
              value={option.value}
              isDisabled={option.isDisabled}
              // Named by its label alone: the description, inside the same <label>, is read as a description.
              aria-labelledby={labelId}
              aria-describedby={descriptionId}
              className={styles.radio}
            >
              <span className={radioIndicator} aria-hidden="true" />
              <span className={styles.text}>
                <span id={labelId}>{option.label}</span>
                {option.description ? (
                  <span id={descriptionId} className={styles.optionDescription}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            </Radio>
          );
        })}
      </div>
      {error && ids.errorId ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </AriaRadioGroup>
  );
}
