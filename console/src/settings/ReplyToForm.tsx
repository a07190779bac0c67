/**
 * The address shoppers' replies go to: the Reply-To of every email the store's shoppers get. Its own small
 * form on the branding page (same permission), saved apart from the branding.
 */
import { Button, Callout, Flex, Heading, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { errorText } from '../app/api';
import { useSaveReplyTo } from './api/storeSettings';
import { Field } from './Field';
import { fieldErrorsOf } from './fieldErrors';

export const replyToCopy = {
  title: 'Replies to shopper emails',
  replyTo: 'Reply-to address',
  help: 'When a shopper answers one of your claim emails, the answer goes here. Leave it empty to use the sender address.',
  save: 'Save reply-to address',
  saved: 'Reply-to address saved.',
} as const;

export function ReplyToForm({ storeId, saved }: { storeId: string; saved: string | null }) {
  const [draft, setDraft] = useState(saved ?? '');
  const [justSaved, setJustSaved] = useState(false);
  const save = useSaveReplyTo(storeId);
  const error = fieldErrorsOf(save.error).replyTo;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = draft.trim();
    save.mutate(typed === '' ? null : typed, { onSuccess: () => setJustSaved(true) });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="reply-to-title" style={{ maxWidth: 560 }}>
      <Flex direction="column" gap="3">
        <Heading as="h3" size="4" id="reply-to-title">
          {replyToCopy.title}
        </Heading>
        <Field label={replyToCopy.replyTo} help={replyToCopy.help} error={error}>
          {(id, describedBy) => (
            <TextField.Root
              id={id}
              type="email"
              autoComplete="email"
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              value={draft}
              onChange={(event) => {
                setJustSaved(false);
                setDraft(event.target.value);
              }}
            />
          )}
        </Field>
        {save.isError && error === undefined && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{errorText(save.error)}</Callout.Text>
          </Callout.Root>
        )}
        {justSaved && (
          <Callout.Root color="green" highContrast role="status">
            <Callout.Text>{replyToCopy.saved}</Callout.Text>
          </Callout.Root>
        )}
        <Flex>
          <Button type="submit" loading={save.isPending}>
            {replyToCopy.save}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
