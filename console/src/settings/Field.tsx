/** A settings form's field: its label, the control, help, and the server's message for it when refused. */
import { Flex, Text, TextField } from '@radix-ui/themes';
import { type ReactNode, useId } from 'react';

export interface FieldProps {
  label: string;
  help?: string | undefined;
  error?: string | undefined;
  /** The control, given the id its label points at and the ids of the help and error that describe it. */
  children: (id: string, describedBy: string | undefined) => ReactNode;
}

export function Field({ label, help, error, children }: FieldProps) {
  const id = useId();
  const describedBy = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children(id, describedBy)}
      {help && (
        <Text id={`${id}-help`} size="1" color="gray">
          {help}
        </Text>
      )}
      {error && (
        <Text id={`${id}-error`} size="1" color="red">
          {error}
        </Text>
      )}
    </Flex>
  );
}

export interface TextInputProps extends Omit<FieldProps, 'children'> {
  value: string;
  onValueChange: (value: string) => void;
  type?: 'text' | 'email' | 'url';
  inputMode?: 'text' | 'numeric' | 'url' | 'email';
  autoComplete?: string;
}

/** A one-line text field with its label, help and the server's message, marked invalid while it stands. */
export function TextInput({ label, help, error, value, onValueChange, ...input }: TextInputProps) {
  return (
    <Field label={label} help={help} error={error}>
      {(id, describedBy) => (
        <TextField.Root
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          {...input}
        />
      )}
    </Field>
  );
}
