/** The store's label list, which its team puts on claims: add, rename and delete labels. */

import type { Label } from '@orderprotection/domain';
import { Button, Callout, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { errorText } from '../app/api';
import { useCreateLabel, useDeleteLabel, useLabels, useRenameLabel } from './api/labels';
import { ConfirmButton } from './ConfirmButton';
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
  rename: 'Rename',
  renameTo: (name: string) => `New name for ${name}`,
  saveName: 'Save name',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteTitle: (name: string) => `Delete the label "${name}"?`,
  deleteText: 'It comes off every claim that has it. This cannot be undone.',
  loadFailed: 'The labels could not be loaded.',
} as const;

function LabelRow({ storeId, label }: { storeId: string; label: Label }) {
  const rename = useRenameLabel(storeId);
  const remove = useDeleteLabel(storeId);
  const [editing, setEditing] = useState<string | null>(null);
  const error = rename.isError
    ? errorText(rename.error)
    : remove.isError
      ? errorText(remove.error)
      : undefined;

  if (editing !== null) {
    return (
      <li>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            rename.mutate({ labelId: label.id, name: editing }, { onSuccess: () => setEditing(null) });
          }}
        >
          <Flex gap="2" align="end" wrap="wrap">
            <Field label={labelsCopy.renameTo(label.name)} error={error}>
              {(id, describedBy) => (
                <TextField.Root
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={error ? true : undefined}
                  value={editing}
                  maxLength={60}
                  onChange={(event) => setEditing(event.target.value)}
                />
              )}
            </Field>
            <Button type="submit" size="1" loading={rename.isPending}>
              {labelsCopy.saveName}
            </Button>
            <Button type="button" size="1" variant="soft" color="gray" onClick={() => setEditing(null)}>
              {labelsCopy.cancel}
            </Button>
          </Flex>
        </form>
      </li>
    );
  }
  return (
    <li>
      <Flex gap="3" align="center" wrap="wrap">
        <Text weight="medium">{label.name}</Text>
        <Button
          type="button"
          size="1"
          variant="soft"
          aria-label={`${labelsCopy.rename} ${label.name}`}
          onClick={() => {
            rename.reset();
            setEditing(label.name);
          }}
        >
          {labelsCopy.rename}
        </Button>
        <ConfirmButton
          label={labelsCopy.delete}
          ariaLabel={`${labelsCopy.delete} ${label.name}`}
          title={labelsCopy.deleteTitle(label.name)}
          description={labelsCopy.deleteText}
          onConfirm={() => remove.mutate(label.id)}
        />
        {error && (
          <Text size="1" color="red" role="alert">
            {error}
          </Text>
        )}
      </Flex>
    </li>
  );
}

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
        <Flex asChild direction="column" gap="2">
          <ul aria-label={labelsCopy.title} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {labels.data.map((label) => (
              <LabelRow key={label.id} storeId={storeId} label={label} />
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
