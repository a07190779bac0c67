/**
 * The address shoppers' replies go to: the Reply-To of every email the store's shoppers get. Its own small
 * form on the branding page (same permission), saved apart from the branding.
 */
import { useState } from 'react';
import { useSaveReplyTo } from './api/storeSettings';
import { TextInput } from './Field';
import { fieldErrorsOf } from './fieldErrors';
import { SettingsForm } from './SettingsForm';

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

  return (
    <SettingsForm
      titleId="reply-to-title"
      title={replyToCopy.title}
      maxWidth={560}
      onSubmit={() => {
        const typed = draft.trim();
        save.mutate(typed === '' ? null : typed, { onSuccess: () => setJustSaved(true) });
      }}
      error={save.error}
      pending={save.isPending}
      submitLabel={replyToCopy.save}
      saved={justSaved ? replyToCopy.saved : null}
      fields={
        <TextInput
          label={replyToCopy.replyTo}
          help={replyToCopy.help}
          error={fieldErrorsOf(save.error).replyTo}
          type="email"
          autoComplete="email"
          value={draft}
          onValueChange={(value) => {
            setJustSaved(false);
            setDraft(value);
          }}
        />
      }
    />
  );
}
