/**
 * The queue's bulk bar: one move, label or assignment over the selected claims, or over every claim the
 * queue's filter finds. Nothing changes before the person has seen the server's dry run (what would change,
 * what would be refused and why); confirming then shows what happened to each claim.
 */
import type { BulkAction, BulkRequest, BulkResult, StaffMe } from '@orderprotection/domain';
import { can, countLabel, type MoveName, moveLabel, movesWithoutInput } from '@orderprotection/domain';
import { Badge, Button, Callout, Dialog, Flex, ScrollArea, Select, Table, Text } from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useState } from 'react';
import { errorText, staff } from '../app/api';
import { storeContext } from '../app/permissions';
import { useAssignees } from './assignees';

/** What the bulk bar acts on: the listed claims, or every claim the queue's filter finds. */
export type BulkTarget = { ids: string[] } | { filter: NonNullable<BulkRequest['filter']>; count?: number };

const outcomeText = { changed: 'Changed', unchanged: 'Already so', refused: 'Refused' } as const;
const previewText = { changed: 'Will change', unchanged: 'Already so', refused: 'Will be refused' } as const;

type Named = { id: string; name: string };

function actionText(action: BulkAction, labels: Named[], people: Named[], meId: string): string {
  switch (action.kind) {
    case 'move':
      return moveLabel[action.move as MoveName] ?? action.move;
    case 'addLabel':
      return `Add the label ${labels.find((label) => label.id === action.labelId)?.name ?? ''}`;
    case 'removeLabel':
      return `Remove the label ${labels.find((label) => label.id === action.labelId)?.name ?? ''}`;
    case 'assign':
      if (action.personId === null) return 'Unassign';
      if (action.personId === meId) return 'Assign to me';
      return `Assign to ${people.find((person) => person.id === action.personId)?.name ?? 'someone else'}`;
  }
}

/** The choices of the action menu, as `kind:value` strings. */
function encode(action: BulkAction): string {
  switch (action.kind) {
    case 'move':
      return `move:${action.move}`;
    case 'addLabel':
    case 'removeLabel':
      return `${action.kind}:${action.labelId}`;
    case 'assign':
      return `assign:${action.personId ?? ''}`;
  }
}

function decode(value: string): BulkAction {
  const [kind, rest = ''] = [value.slice(0, value.indexOf(':')), value.slice(value.indexOf(':') + 1)];
  if (kind === 'move') return { kind, move: rest };
  if (kind === 'addLabel' || kind === 'removeLabel') return { kind, labelId: rest };
  return { kind: 'assign', personId: rest === '' ? null : rest };
}

export function BulkBar({
  target,
  me,
  storeId,
  onClear,
}: {
  target: BulkTarget;
  me: StaffMe;
  /** The store the queue shows, whose labels can be put on claims; none when it shows several. */
  storeId: string | undefined;
  onClear: () => void;
}) {
  const queryClient = useQueryClient();
  const context = storeContext(me, storeId);
  const mayMove = can(me.grants, 'claim:update', context);
  const mayLabel = storeId !== undefined && can(me.grants, 'label:add', context);
  const labels = useQuery({
    queryKey: ['labels', storeId],
    queryFn: () => staff.labels(storeId ?? ''),
    enabled: mayLabel,
  });
  // Only within one store: who may read a store's claims differs from store to store.
  const assignees = useAssignees(storeId, mayMove);
  const others = (assignees.data ?? []).filter((person) => person.id !== me.id);
  const [choice, setChoice] = useState('');
  const [open, setOpen] = useState(false);
  const request = (dryRun: boolean): BulkRequest => ({
    action: decode(choice),
    ...('ids' in target ? { ids: target.ids } : { filter: target.filter }),
    dryRun,
  });
  const preview = useMutation({ mutationFn: () => staff.bulk(request(true)) });
  const apply = useMutation({
    mutationFn: () => staff.bulk(request(false)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['claims'] }),
  });
  const labelList = labels.data ?? [];
  const how =
    'ids' in target
      ? countLabel(target.ids.length, 'claim')
      : target.count === undefined
        ? 'every claim matching this filter'
        : `all ${countLabel(target.count, 'claim')} matching this filter`;
  const openPreview = () => {
    apply.reset();
    preview.reset();
    setOpen(true);
    preview.mutate();
  };

  return (
    <Flex
      role="region"
      aria-label="Bulk actions"
      gap="3"
      align="end"
      wrap="wrap"
      p="3"
      style={{ background: 'var(--accent-a3)', borderRadius: 'var(--radius-3)' }}
    >
      <Text weight="bold" data-testid="bulk-selection">
        {'ids' in target
          ? `${countLabel(target.ids.length, 'claim')} selected`
          : target.count === undefined
            ? 'Every claim matching this filter is selected'
            : `All ${countLabel(target.count, 'claim')} matching this filter are selected`}
      </Text>
      <Flex direction="column" gap="1">
        <Text as="label" size="2" id="bulk-action-label">
          Action
        </Text>
        <Select.Root value={choice} onValueChange={setChoice}>
          <Select.Trigger
            aria-labelledby="bulk-action-label"
            placeholder="Choose an action"
            // Radix's placeholder grey on the bar's tint fails AA contrast (axe); a step darker passes.
            style={{ '--gray-a10': 'var(--gray-a11)' } as CSSProperties}
          />
          <Select.Content>
            {mayMove && (
              <Select.Group>
                <Select.Label>Move</Select.Label>
                {movesWithoutInput.map((move) => (
                  <Select.Item key={move} value={encode({ kind: 'move', move })}>
                    {moveLabel[move]}
                  </Select.Item>
                ))}
              </Select.Group>
            )}
            {mayLabel && labelList.length > 0 && (
              <Select.Group>
                <Select.Label>Labels</Select.Label>
                {labelList.map((label) => (
                  <Select.Item key={`add${label.id}`} value={encode({ kind: 'addLabel', labelId: label.id })}>
                    Add the label {label.name}
                  </Select.Item>
                ))}
                {labelList.map((label) => (
                  <Select.Item
                    key={`remove${label.id}`}
                    value={encode({ kind: 'removeLabel', labelId: label.id })}
                  >
                    Remove the label {label.name}
                  </Select.Item>
                ))}
              </Select.Group>
            )}
            {mayMove && (
              <Select.Group>
                <Select.Label>Assignee</Select.Label>
                <Select.Item value={encode({ kind: 'assign', personId: me.id })}>Assign to me</Select.Item>
                {others.map((person) => (
                  <Select.Item key={person.id} value={encode({ kind: 'assign', personId: person.id })}>
                    Assign to {person.name}
                  </Select.Item>
                ))}
                <Select.Item value={encode({ kind: 'assign', personId: null })}>Unassign</Select.Item>
              </Select.Group>
            )}
          </Select.Content>
        </Select.Root>
      </Flex>
      <Button disabled={choice === ''} onClick={openPreview}>
        Preview…
      </Button>
      <Button variant="soft" color="gray" onClick={onClear}>
        Clear the selection
      </Button>
      {storeId === undefined && (
        <Text size="1" color="gray">
          Choose a store to put labels on claims or assign them to someone else.
        </Text>
      )}

      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content maxWidth="640px">
          <Dialog.Title>
            {choice === '' ? 'Bulk action' : actionText(decode(choice), labelList, others, me.id)}
          </Dialog.Title>
          <Dialog.Description size="2">
            {apply.isSuccess
              ? `Done, on ${how}. Each claim was changed on its own.`
              : `On ${how}. Nothing has changed yet: this is what would happen.`}
          </Dialog.Description>
          {(preview.isError || apply.isError) && (
            <Callout.Root color="red" role="alert" highContrast mt="3">
              <Callout.Text>{errorText(apply.error ?? preview.error)}</Callout.Text>
            </Callout.Root>
          )}
          {preview.isPending && <Text as="p">Checking every claim…</Text>}
          {apply.isPending && <Text as="p">Changing the claims…</Text>}
          {(apply.data ?? (apply.isIdle ? preview.data : undefined)) && (
            <BulkOutcome result={(apply.data ?? preview.data) as BulkResult} />
          )}
          <Flex gap="2" justify="end" mt="4">
            <Dialog.Close>
              <Button variant="soft" color="gray" onClick={apply.isSuccess ? onClear : undefined}>
                {apply.isSuccess ? 'Close' : 'Cancel'}
              </Button>
            </Dialog.Close>
            {!apply.isSuccess && preview.data !== undefined && (
              <Button
                loading={apply.isPending}
                disabled={preview.data.counts.changed === 0}
                onClick={() => apply.mutate()}
              >
                {preview.data.counts.changed === 0
                  ? 'Nothing to change'
                  : `Apply to ${countLabel(preview.data.counts.changed ?? 0, 'claim')}`}
              </Button>
            )}
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
    </Flex>
  );
}

/** The counts, then each refused claim with its reason (a preview) or every claim (the results). */
export function BulkOutcome({ result }: { result: BulkResult }) {
  const words = result.dryRun ? previewText : outcomeText;
  const listed = result.dryRun
    ? result.results.filter((entry) => entry.outcome === 'refused')
    : result.results;
  return (
    <Flex direction="column" gap="3" mt="3">
      <Flex gap="4" wrap="wrap" role="status" aria-label={result.dryRun ? 'Preview' : 'Results'}>
        {(['changed', 'unchanged', 'refused'] as const).map((outcome) => (
          <Text key={outcome} data-testid={`bulk-${outcome}`}>
            {words[outcome]}: <strong>{result.counts[outcome] ?? 0}</strong>
          </Text>
        ))}
      </Flex>
      {result.leftOut > 0 && (
        <Callout.Root color="amber" highContrast>
          <Callout.Text>
            {countLabel(result.leftOut, 'more claim')} match the filter beyond the limit of one action and are
            left out: narrow the filter, or run it again afterwards.
          </Callout.Text>
        </Callout.Root>
      )}
      {listed.length > 0 && (
        <ScrollArea style={{ maxHeight: 280 }} type="auto" scrollbars="vertical">
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Claim</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Outcome</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Why</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {listed.map((entry) => (
                <Table.Row key={entry.id}>
                  <Table.Cell>{entry.claimNumber === null ? 'A claim' : `#${entry.claimNumber}`}</Table.Cell>
                  <Table.Cell>
                    <Badge
                      color={
                        entry.outcome === 'refused' ? 'red' : entry.outcome === 'changed' ? 'green' : 'gray'
                      }
                    >
                      {(result.dryRun ? previewText : outcomeText)[entry.outcome]}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>{entry.reason ?? ''}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollArea>
      )}
    </Flex>
  );
}
