/**
 * The signed-in person's own emails about a store's claims: a new claim, a shopper's reply. Both off
 * until chosen; each email links to the claim in the console. A section of the store's settings, and on
 * the account page for everyone who reads claims (a support member opens no settings).
 */
import type { NotificationPreferences } from '@orderprotection/domain';
import { Callout, Checkbox, Flex, Text } from '@radix-ui/themes';
import { type ReactNode, useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { errorText } from '../app/api';
import { useNotificationPreferences, useSaveNotificationPreferences } from './api/notifications';
import { SettingsForm } from './SettingsForm';
import type { SettingsContext } from './SettingsLayout';

export const notificationsCopy = {
  title: 'Notifications',
  intro: 'Emails to you about this store’s claims, with a link to the claim here. They go to you only.',
  newClaim: 'A shopper files a new claim',
  shopperReply: 'A shopper replies on a claim',
  save: 'Save notifications',
  saved: 'Notifications saved.',
  loadFailed: 'Your notifications could not be loaded.',
} as const;

const choices = ['newClaim', 'shopperReply'] as const;

export function NotificationsPage() {
  const { storeId } = useOutletContext<SettingsContext>();
  return <StoreNotifications storeId={storeId} />;
}

/** The choices for one store, loaded; `storePicker` comes first among the fields when given. */
export function StoreNotifications({ storeId, storePicker }: { storeId: string; storePicker?: ReactNode }) {
  const preferences = useNotificationPreferences(storeId);
  if (preferences.isPending) return <Text>Loading…</Text>;
  if (preferences.isError)
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{errorText(preferences.error, notificationsCopy.loadFailed)}</Callout.Text>
      </Callout.Root>
    );
  return (
    <NotificationsForm key={storeId} storeId={storeId} saved={preferences.data} storePicker={storePicker} />
  );
}

function NotificationsForm({
  storeId,
  saved,
  storePicker,
}: {
  storeId: string;
  saved: NotificationPreferences;
  storePicker: ReactNode;
}) {
  const [draft, setDraft] = useState(saved);
  const [justSaved, setJustSaved] = useState(false);
  const save = useSaveNotificationPreferences(storeId);

  return (
    <SettingsForm
      titleId="notifications-title"
      title={notificationsCopy.title}
      level={2}
      intro={notificationsCopy.intro}
      maxWidth={560}
      onSubmit={() => save.mutate(draft, { onSuccess: () => setJustSaved(true) })}
      error={save.error}
      pending={save.isPending}
      submitLabel={notificationsCopy.save}
      saved={justSaved ? notificationsCopy.saved : null}
      fields={
        <>
          {storePicker}
          {choices.map((choice) => (
            <Text as="label" size="2" key={choice}>
              <Flex gap="2" align="center">
                <Checkbox
                  checked={draft[choice]}
                  onCheckedChange={(checked) => {
                    setJustSaved(false);
                    setDraft((current) => ({ ...current, [choice]: checked === true }));
                  }}
                />
                {notificationsCopy[choice]}
              </Flex>
            </Text>
          ))}
        </>
      }
    />
  );
}
