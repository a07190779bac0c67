/** The store's label list, which its team puts on claims: the labels there are, and a new one. */
import { Badge, Button, Callout, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { errorText } from '../app/api';
import { useCreateLabel, useLabels } from './api/labels';
import { Field } from './Field';
import { fieldErrorsOf } from './fieldErrors';
import type { SettingsContext } from './SettingsLayout';

export const labelsCopy = {
  title: 'Labels',
  intro: 'Labels sort claims in the queue, such as "VIP" or "Carrier dispute". Your whole team can use them.',
  none: 'This store has no labels yet.',
  name: 'New label',
  add: 'Add label',
  added: (name: string) => `Label "${name}" added.`,
  loadFailed: 'The labels could not be loaded.',
} as const;

export function LabelsPage() {
  const { storeId } = useOutletContext<SettingsContext>();
  const labels = useLabels(storeId);
  const create = useCreateLabel(storeId);
  const [name, setName] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const errors = fieldErrorsOf(create.error);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(name, {
      onSuccess: (label) => {
        setAdded(label.name);
        setName('');
      },
    });
  };

  return (
    <Flex direction="column" gap="4" style={{ maxWidth: 640 }}>
      <Heading as="h2" size="5">
        {labelsCopy.title}
      </Heading>
      <Text color="gray">{labelsCopy.intro}</Text>
      {labels.isError ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{errorText(labels.error, labelsCopy.loadFailed)}</Callout.Text>
        </Callout.Root>
      ) : labels.data === undefined ? (
        <Text>Loading…</Text>
      ) : labels.data.length === 0 ? (
        <Text>{labelsCopy.none}</Text>
      ) : (
        <Flex asChild gap="2" wrap="wrap">
          <ul aria-label={labelsCopy.title} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {labels.data.map((label) => (
              <li key={label.id}>
                <Badge size="2">{label.name}</Badge>
              </li>
            ))}
          </ul>
        </Flex>
      )}
      <form onSubmit={submit} noValidate>
        <Flex gap="3" align="end" wrap="wrap">
          <Field
            label={labelsCopy.name}
            error={errors.name ?? (create.isError ? errorText(create.error) : undefined)}
          >
            {(id, describedBy) => (
              <TextField.Root
                id={id}
                aria-describedby={describedBy}
                aria-invalid={create.isError ? true : undefined}
                value={name}
                maxLength={60}
                onChange={(event) => {
                  setAdded(null);
                  setName(event.target.value);
                }}
              />
            )}
          </Field>
          <Button type="submit" loading={create.isPending}>
            {labelsCopy.add}
          </Button>
        </Flex>
      </form>
      {added !== null && (
        <Callout.Root color="green" highContrast role="status">
          <Callout.Text>{labelsCopy.added(added)}</Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}
