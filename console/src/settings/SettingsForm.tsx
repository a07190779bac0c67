/**
 * The frame every settings form shares: a titled form whose save bar shows the server's refusal when it
 * names no field (a refused field's message stands under the field), a "saved" notice, and the submit
 * button with any others beside it. `useChecklist` keeps a set of ticked choices (permissions, events).
 */
import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import { errorText } from '../app/api';
import { fieldErrorsOf } from './fieldErrors';

export interface SaveBarProps {
  /** The last save's error, if it failed. */
  error: unknown;
  pending: boolean;
  submitLabel: string;
  /** Shown after a save until the next change. */
  saved?: string | null | undefined;
  /** More buttons beside the submit button. */
  children?: ReactNode;
}

export function SaveBar({ error, pending, submitLabel, saved, children }: SaveBarProps) {
  const refusedOutright = error != null && Object.keys(fieldErrorsOf(error)).length === 0;
  return (
    <>
      {refusedOutright && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{errorText(error)}</Callout.Text>
        </Callout.Root>
      )}
      {saved && (
        <Callout.Root color="green" highContrast role="status">
          <Callout.Text>{saved}</Callout.Text>
        </Callout.Root>
      )}
      <Flex gap="3">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {children}
      </Flex>
    </>
  );
}

export interface SettingsFormProps extends SaveBarProps {
  /** The id of the form's heading, which names the form. */
  titleId: string;
  title: string;
  /** A section's own form is an h2; a form within a section (make a token, add an endpoint) an h3. */
  level?: 2 | 3;
  intro?: string | undefined;
  maxWidth?: number;
  onSubmit: () => void;
  /** The fields. */
  fields: ReactNode;
}

export function SettingsForm({
  titleId,
  title,
  level = 3,
  intro,
  maxWidth = 640,
  onSubmit,
  fields,
  ...saveBar
}: SettingsFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} style={{ maxWidth }}>
      <Flex direction="column" gap="3">
        <Heading as={level === 2 ? 'h2' : 'h3'} size={level === 2 ? '5' : '4'} id={titleId}>
          {title}
        </Heading>
        {intro !== undefined && <Text color="gray">{intro}</Text>}
        {fields}
        <SaveBar {...saveBar} />
      </Flex>
    </form>
  );
}

/** A set of ticked choices, with a stable toggle (so a memoised list of checkboxes need not re-render). */
export function useChecklist<T>() {
  const [chosen, setChosen] = useState<ReadonlySet<T>>(() => new Set());
  const toggle = useCallback(
    (choice: T, on: boolean) =>
      setChosen((current) => {
        const next = new Set(current);
        if (on) next.add(choice);
        else next.delete(choice);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setChosen(new Set()), []);
  return { chosen, toggle, clear };
}
