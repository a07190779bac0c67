/**
 * The queue's saved views: a menu of the person's own views and those their stores' teams share, each a
 * queue URL; "Save this view" names the queue as it is now, for oneself or for the store's team.
 */
import type { SavedView, StaffMe } from '@orderprotection/domain';
import { Button, Callout, Checkbox, Dialog, DropdownMenu, Flex, Text, TextField } from '@radix-ui/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, memo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText, staff } from '../app/api';

const viewsQueryKey = ['views'] as const;

/** Memoised: the queue draws it again only when its view changes, not when the view's claims arrive. */
export const SavedViews = memo(function SavedViews({
  me,
  query,
  storeId,
  load,
}: {
  me: StaffMe;
  /** The queue's query now, without its `?`. */
  query: string;
  /** The store the queue shows, whose team a view may be shared with. */
  storeId: string | undefined;
  /**
   * Whether to ask for the views yet. The queue says so once its first rows are on screen: the views'
   * answer is parsed with the domain's schemas, whose zod would otherwise be downloaded and run before.
   */
  load: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const views = useQuery({ queryKey: viewsQueryKey, queryFn: () => staff.views(), enabled: load });
  const [saving, setSaving] = useState(false);
  const [name, setName] = useState('');
  const [share, setShare] = useState(false);
  const save = useMutation({
    mutationFn: () => staff.saveView({ name: name.trim(), query, storeId: share ? storeId : null }),
    onSuccess: () => {
      setSaving(false);
      setName('');
      setShare(false);
      void queryClient.invalidateQueries({ queryKey: viewsQueryKey });
    },
  });
  const remove = useMutation({
    mutationFn: (view: SavedView) => staff.deleteView(view.id),
    onSuccess: (left) => queryClient.setQueryData(viewsQueryKey, left),
  });
  const own = (views.data ?? []).filter((view) => view.storeId === null);
  const shared = (views.data ?? []).filter((view) => view.storeId !== null);
  const mine = (views.data ?? []).filter((view) => view.owner.id === me.id);
  const storeName = me.stores.find((store) => store.id === storeId)?.name;
  const open = (view: SavedView) => navigate(view.query === '' ? '/claims' : `/claims?${view.query}`);

  return (
    <Flex gap="2" align="center">
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <Button variant="soft">
            Views
            <DropdownMenu.TriggerIcon />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Label>My views</DropdownMenu.Label>
          {own.length === 0 && <DropdownMenu.Item disabled>None saved yet</DropdownMenu.Item>}
          {own.map((view) => (
            <DropdownMenu.Item key={view.id} onSelect={() => open(view)}>
              {view.name}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator />
          <DropdownMenu.Label>The team's views</DropdownMenu.Label>
          {shared.length === 0 && <DropdownMenu.Item disabled>None shared yet</DropdownMenu.Item>}
          {shared.map((view) => (
            <DropdownMenu.Item key={view.id} onSelect={() => open(view)}>
              {view.name}
              {view.owner.id === me.id ? '' : ` (${view.owner.name})`}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator />
          <DropdownMenu.Item onSelect={() => setSaving(true)}>Save this view…</DropdownMenu.Item>
          {mine.length > 0 && (
            <DropdownMenu.Sub>
              <DropdownMenu.SubTrigger>Delete a view</DropdownMenu.SubTrigger>
              <DropdownMenu.SubContent>
                {mine.map((view) => (
                  <DropdownMenu.Item key={view.id} color="red" onSelect={() => remove.mutate(view)}>
                    {view.name}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.SubContent>
            </DropdownMenu.Sub>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {remove.isError && (
        <Text size="2" color="red" role="alert">
          {errorText(remove.error)}
        </Text>
      )}
      <Dialog.Root open={saving} onOpenChange={setSaving}>
        <Dialog.Content maxWidth="440px">
          <Dialog.Title>Save this view</Dialog.Title>
          <Dialog.Description size="2">
            The queue as it is now: its tab, search and filters, under a name.
          </Dialog.Description>
          <form
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              if (name.trim() !== '') save.mutate();
            }}
          >
            <Flex direction="column" gap="3" mt="3">
              {save.isError && (
                <Callout.Root color="red" role="alert" highContrast>
                  <Callout.Text>{errorText(save.error)}</Callout.Text>
                </Callout.Root>
              )}
              <Flex direction="column" gap="1">
                <label htmlFor="view-name" style={{ fontSize: 'var(--font-size-2)' }}>
                  Name
                </label>
                <TextField.Root
                  id="view-name"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              </Flex>
              {storeId !== undefined && storeName !== undefined && (
                <Text as="label" size="2">
                  <Flex gap="2" align="center">
                    <Checkbox checked={share} onCheckedChange={(checked) => setShare(checked === true)} />
                    Share with the team of {storeName}
                  </Flex>
                </Text>
              )}
              <Flex gap="2" justify="end">
                <Dialog.Close>
                  <Button type="button" variant="soft" color="gray">
                    Cancel
                  </Button>
                </Dialog.Close>
                <Button type="submit" disabled={name.trim() === ''} loading={save.isPending}>
                  Save the view
                </Button>
              </Flex>
            </Flex>
          </form>
        </Dialog.Content>
      </Dialog.Root>
    </Flex>
  );
});
