/**
 * A store's macros (saved replies), a section of its settings: the list, and a form to write a new one or
 * change one: its text with placeholders filled from the claim when it is used, whether it is an internal
 * note, and the move and label it may also apply. The section opens to people who may create macros; the
 * buttons to change or delete one follow their own permissions.
 */
import type { Macro, MacroInput } from '@orderprotection/domain';
import {
  labelOf,
  macroPlaceholders,
  moveLabel,
  movesWithoutInput,
  unknownPlaceholders,
} from '@orderprotection/domain';
import {
  Button,
  Callout,
  Card,
  Checkbox,
  Code,
  Flex,
  Heading,
  Select,
  Table,
  Text,
  TextArea,
  TextField,
  VisuallyHidden,
} from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { errorText, staff } from '../app/api';
import { macrosQueryKey } from '../pages/ClaimPage';
import { mayOn } from './access';
import type { SettingsContext } from './SettingsLayout';

const NONE = 'none';
const empty: MacroInput = { name: '', body: '', internal: false, move: null, labelId: null };

export function MacrosPage() {
  const { me, storeId } = useOutletContext<SettingsContext>();
  const mayEdit = mayOn(me, storeId, 'macro:update');
  const mayDelete = mayOn(me, storeId, 'macro:delete');
  const queryClient = useQueryClient();
  const macros = useQuery({
    queryKey: macrosQueryKey(storeId),
    queryFn: () => staff.macros(storeId),
  });
  const labels = useQuery({
    queryKey: ['labels', storeId],
    queryFn: () => staff.labels(storeId),
  });
  const [editing, setEditing] = useState<{ id: string | null; input: MacroInput } | null>(null);
  const [notice, setNotice] = useState<{ tone: 'green' | 'red'; text: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: macrosQueryKey(storeId) });
  const save = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: MacroInput }) =>
      id === null ? staff.createMacro(storeId, input) : staff.updateMacro(storeId, id, input),
    onSuccess: (macro) => {
      setEditing(null);
      setNotice({ tone: 'green', text: `Saved the macro ${macro.name}.` });
      void refresh();
    },
    onError: (error) => setNotice({ tone: 'red', text: errorText(error) }),
  });
  const remove = useMutation({
    mutationFn: (macro: Macro) => staff.deleteMacro(storeId, macro.id),
    onSuccess: (_left, macro) => {
      setNotice({ tone: 'green', text: `Deleted the macro ${macro.name}.` });
      void refresh();
    },
    onError: (error) => setNotice({ tone: 'red', text: errorText(error) }),
  });
  const labelName = (labelId: string | null) =>
    labels.data?.find((label) => label.id === labelId)?.name ?? '';

  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="5">
        Macros
      </Heading>
      <Text as="p" color="gray">
        Saved replies your team uses on claims, from the composer or the command menu (Ctrl+K).
      </Text>
      {notice !== null && (
        <Callout.Root color={notice.tone} role={notice.tone === 'green' ? 'status' : 'alert'} highContrast>
          <Callout.Text>{notice.text}</Callout.Text>
        </Callout.Root>
      )}
      {macros.isError ? (
        <Callout.Root color="red" role="alert" highContrast>
          <Callout.Text>{errorText(macros.error)}</Callout.Text>
        </Callout.Root>
      ) : macros.isPending ? (
        <Text>Loading the macros…</Text>
      ) : macros.data.length === 0 ? (
        <Text as="p">This store has no macros yet.</Text>
      ) : (
        <Table.Root variant="surface">
          <VisuallyHidden asChild>
            <caption>Macros</caption>
          </VisuallyHidden>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Text</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Also</Table.ColumnHeaderCell>
              {(mayEdit || mayDelete) && <Table.ColumnHeaderCell>Change</Table.ColumnHeaderCell>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {macros.data.map((macro) => (
              <Table.Row key={macro.id}>
                <Table.RowHeaderCell>{macro.name}</Table.RowHeaderCell>
                <Table.Cell style={{ whiteSpace: 'pre-wrap' }}>
                  {macro.internal ? 'Internal note: ' : ''}
                  {macro.body}
                </Table.Cell>
                <Table.Cell>
                  {[
                    macro.move === null ? '' : labelOf(moveLabel, macro.move),
                    macro.labelId === null ? '' : `Label ${labelName(macro.labelId)}`,
                  ]
                    .filter(Boolean)
                    .join(', ') || '—'}
                </Table.Cell>
                {(mayEdit || mayDelete) && (
                  <Table.Cell>
                    <Flex gap="2">
                      {mayEdit && (
                        <Button
                          size="1"
                          variant="soft"
                          aria-label={`Edit the macro ${macro.name}`}
                          onClick={() =>
                            setEditing({
                              id: macro.id,
                              input: {
                                name: macro.name,
                                body: macro.body,
                                internal: macro.internal,
                                move: macro.move as MacroInput['move'],
                                labelId: macro.labelId,
                              },
                            })
                          }
                        >
                          Edit
                        </Button>
                      )}
                      {mayDelete && (
                        <Button
                          size="1"
                          variant="soft"
                          color="red"
                          aria-label={`Delete the macro ${macro.name}`}
                          loading={remove.isPending && remove.variables?.id === macro.id}
                          onClick={() => remove.mutate(macro)}
                        >
                          Delete
                        </Button>
                      )}
                    </Flex>
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {editing === null && (
        <Flex>
          <Button onClick={() => setEditing({ id: null, input: empty })}>New macro</Button>
        </Flex>
      )}
      {editing !== null && (
        <MacroForm
          key={editing.id ?? 'new'}
          initial={editing.input}
          isNew={editing.id === null}
          labels={labels.data ?? []}
          saving={save.isPending}
          onSave={(input) => save.mutate({ id: editing.id, input })}
          onCancel={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}

function MacroForm({
  initial,
  isNew,
  labels,
  saving,
  onSave,
  onCancel,
}: {
  initial: MacroInput;
  isNew: boolean;
  labels: { id: string; name: string }[];
  saving: boolean;
  onSave: (input: MacroInput) => void;
  onCancel: () => void;
}) {
  const [input, setInput] = useState(initial);
  const unknown = unknownPlaceholders(input.body);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(input);
  };
  return (
    <Card>
      <form onSubmit={submit} aria-label={isNew ? 'New macro' : `Edit the macro ${initial.name}`}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            {isNew ? 'New macro' : `Edit the macro ${initial.name}`}
          </Heading>
          <Flex direction="column" gap="1">
            <label htmlFor="macro-name" style={{ fontSize: 'var(--font-size-2)' }}>
              Name
            </label>
            <TextField.Root
              id="macro-name"
              value={input.name}
              onChange={(event) => setInput({ ...input, name: event.target.value })}
            />
          </Flex>
          <Flex direction="column" gap="1">
            <label htmlFor="macro-body" style={{ fontSize: 'var(--font-size-2)' }}>
              Text
            </label>
            <TextArea
              id="macro-body"
              rows={5}
              value={input.body}
              aria-describedby="macro-placeholders"
              onChange={(event) => setInput({ ...input, body: event.target.value })}
            />
            <Text size="1" color="gray" id="macro-placeholders">
              Placeholders:{' '}
              {Object.entries(macroPlaceholders).map(([name, placeholder], index) => (
                <span key={name}>
                  {index > 0 && ', '}
                  <Code>{`{{${name}}}`}</Code> {placeholder.label.toLowerCase()}
                </span>
              ))}
              .
            </Text>
            {unknown.length > 0 && (
              <Text size="2" color="amber" role="status">
                Not a placeholder, left as written: {unknown.map((name) => `{{${name}}}`).join(', ')}
              </Text>
            )}
          </Flex>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Checkbox
                checked={input.internal}
                onCheckedChange={(checked) => setInput({ ...input, internal: checked === true })}
              />
              An internal note (only your team sees it)
            </Flex>
          </Text>
          <Flex gap="4" wrap="wrap">
            <Flex direction="column" gap="1">
              <Text as="label" size="2" id="macro-move">
                Also make the move
              </Text>
              <Select.Root
                value={input.move ?? NONE}
                onValueChange={(value) =>
                  setInput({ ...input, move: value === NONE ? null : (value as MacroInput['move']) })
                }
              >
                <Select.Trigger aria-labelledby="macro-move" />
                <Select.Content>
                  <Select.Item value={NONE}>No move</Select.Item>
                  {movesWithoutInput.map((move) => (
                    <Select.Item key={move} value={move}>
                      {moveLabel[move]}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" size="2" id="macro-label">
                Also add the label
              </Text>
              <Select.Root
                value={input.labelId ?? NONE}
                onValueChange={(value) => setInput({ ...input, labelId: value === NONE ? null : value })}
              >
                <Select.Trigger aria-labelledby="macro-label" />
                <Select.Content>
                  <Select.Item value={NONE}>No label</Select.Item>
                  {labels.map((label) => (
                    <Select.Item key={label.id} value={label.id}>
                      {label.name}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
          </Flex>
          <Flex gap="2" justify="end">
            <Button type="button" variant="soft" color="gray" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save the macro
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
