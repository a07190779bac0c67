import type { BadgeTone } from '@orderprotection/domain';
import { type ReactNode, useId } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import * as fieldStyles from '../../internal/field/field.css';
import { useFieldIds } from '../../internal/field/fieldIds';
import { radioIndicator } from '../../internal/field/radioIndicator.css';
import { classNames } from '../../styles/classNames';
import { visuallyHidden } from '../../styles/shared.css';
import { Badge } from '../Badge/Badge';
import { FieldError } from '../FieldError/FieldError';
import * as styles from './ChoiceCardGroup.css';

export interface ChoiceCard<Value extends string = string> {
  value: Value;
  /** The card's title and the option's accessible name: "Reship them to me". */
  title: string;
  /** A line under the title, read as the option's description: "Items will be shipped immediately". */
  help?: string;
  /** A short highlight next to the title, such as "Fastest"; read before the help text. */
  badge?: string;
  /** The badge's tone; `info` (a highlight) unless the domain gives another. */
  badgeTone?: BadgeTone;
  isDisabled?: boolean;
}

export interface ChoiceCardGroupProps<Value extends string = string> {
  /** The question the cards answer; the group's accessible name, visible unless `hideLabel`. */
  label: ReactNode;
  /** When the page's heading already asks the question: the label is kept for screen readers only. */
  hideLabel?: boolean;
  options: readonly ChoiceCard<Value>[];
  /** The chosen value (controlled); `null` for none. */
  value?: Value | null;
  defaultValue?: Value;
  onChange?: (value: Value) => void;
  /** The validation message; marks the group invalid and is read when entering it. */
  error?: string | undefined;
  required?: boolean;
  isDisabled?: boolean;
  /** The group's id: a FormErrorSummary link to it focuses the chosen (or first) card. */
  id?: string;
  name?: string;
  className?: string;
}

/**
 * A radio group drawn as cards with a title, help text and an optional badge (react-aria-components
 * RadioGroup): the resolution step's "Reship them to me" / "I want a refund", the issue step's two paths.
 * The whole card is the click target; Tab enters the group, the arrow keys move and choose. Cards sit one
 * under another on phones and side by side on wider screens.
 */
export function ChoiceCardGroup<Value extends string = string>({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue,
  onChange,
  error,
  required,
  isDisabled,
  id,
  name,
  className,
}: ChoiceCardGroupProps<Value>) {
  const ids = useFieldIds({ id, hasDescription: false, hasError: Boolean(error) });
  const cardIdPrefix = useId();
  return (
    <RadioGroup
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
      aria-describedby={ids.describedBy}
      name={name}
    >
      <Label className={hideLabel ? visuallyHidden : fieldStyles.label}>{label}</Label>
      <div className={styles.cards}>
        {options.map((option, index) => {
          const idOf = (part: string) => `${cardIdPrefix}-${index}-${part}`;
          const describedBy = [option.badge ? idOf('badge') : '', option.help ? idOf('help') : '']
            .filter(Boolean)
            .join(' ');
          return (
            <Radio
              key={option.value}
              value={option.value}
              isDisabled={option.isDisabled}
              // Named by the title alone; the badge and help, inside the same card, are its description.
              aria-labelledby={idOf('title')}
              aria-describedby={describedBy === '' ? undefined : describedBy}
              className={styles.card}
            >
              <span className={radioIndicator} aria-hidden="true" />
              <span className={styles.content}>
                <span className={styles.titleRow}>
                  <span id={idOf('title')} className={styles.title}>
                    {option.title}
                  </span>
                  {option.badge ? (
                    <Badge id={idOf('badge')} tone={option.badgeTone ?? 'info'}>
                      {option.badge}
                    </Badge>
                  ) : null}
                </span>
                {option.help ? (
                  <span id={idOf('help')} className={styles.help}>
                    {option.help}
                  </span>
                ) : null}
              </span>
            </Radio>
          );
        })}
      </div>
      {error && ids.errorId ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </RadioGroup>
  );
}
