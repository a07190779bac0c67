/**
 * The store's claim policy: how long shoppers have to file, how long after delivery, how many files; and what
 * the store offers them (its capabilities), shown to people who may read them and changed by those who may
 * update them.
 */
import type { Capabilities, ClaimPolicy } from '@orderprotection/domain';
import { Callout, Checkbox, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { errorText } from '../app/api';
import { mayOn } from './access';
import { useCapabilities, useSaveCapabilities, useSavePolicy, useStoreSettings } from './api/storeSettings';
import { TextInput } from './Field';
import { fieldErrorsOf } from './fieldErrors';
import { SettingsForm } from './SettingsForm';
import type { SettingsContext } from './SettingsLayout';

export const policyCopy = {
  title: 'Claim policy',
  intro: 'The rules every new claim of this store is checked against.',
  claimWindowDays: 'Days after delivery a shopper may file a claim',
  claimWindowDaysHelp: 'From 1 to 365.',
  waitingDaysAfterDelivery: 'Days to wait after delivery before a "not received" claim',
  waitingDaysAfterDeliveryHelp: 'Carriers sometimes mark a parcel delivered before it arrives. From 0 to 60.',
  maxFilesPerClaim: 'Photos and files a shopper may attach to one claim',
  maxFilesPerClaimHelp: 'From 1 to 50.',
  save: 'Save claim policy',
  saved: 'Claim policy saved. It applies to claims filed from now on.',
  loadFailed: 'The claim policy could not be loaded.',
  capabilitiesTitle: 'What shoppers may ask for',
  capabilitiesIntro: 'The resolutions and services this store offers on a claim.',
  capabilitiesReadOnly: 'Only OrderProtection can change these. Contact your account manager for a change.',
  credit: 'Store credit (while the store credit programme is on)',
  refund: 'Refund',
  reship: 'Reship',
  returns: 'Returns',
  saveCapabilities: 'Save what shoppers may ask for',
  capabilitiesSaved: 'Saved. New claims offer these from now on.',
  capabilitiesLoadFailed: 'What this store offers could not be loaded.',
} as const;

const capabilityFlags = ['credit', 'refund', 'reship', 'returns'] as const;

const fields = ['claimWindowDays', 'waitingDaysAfterDelivery', 'maxFilesPerClaim'] as const;

export function PolicyPage() {
  const { storeId } = useOutletContext<SettingsContext>();
  const settings = useStoreSettings(storeId);
  if (settings.isPending) return <Text>Loading…</Text>;
  if (settings.isError)
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{errorText(settings.error, policyCopy.loadFailed)}</Callout.Text>
      </Callout.Root>
    );
  return (
    <Flex direction="column" gap="6">
      <PolicyForm key={storeId} storeId={storeId} saved={settings.data.policy} />
      <CapabilitiesSection key={`capabilities-${storeId}`} />
    </Flex>
  );
}

/** The store's capabilities: nothing without `capabilities:read`, read-only without `capabilities:update`. */
function CapabilitiesSection() {
  const { me, storeId } = useOutletContext<SettingsContext>();
  const mayRead = mayOn(me, storeId, 'capabilities:read');
  const capabilities = useCapabilities(storeId, mayRead);
  if (!mayRead) return null;
  if (capabilities.isError)
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{errorText(capabilities.error, policyCopy.capabilitiesLoadFailed)}</Callout.Text>
      </Callout.Root>
    );
  if (capabilities.data === undefined) return <Text>Loading…</Text>;
  return (
    <CapabilitiesForm
      storeId={storeId}
      saved={capabilities.data}
      mayUpdate={mayOn(me, storeId, 'capabilities:update')}
    />
  );
}

function CapabilitiesForm({
  storeId,
  saved,
  mayUpdate,
}: {
  storeId: string;
  saved: Capabilities;
  mayUpdate: boolean;
}) {
  const [draft, setDraft] = useState(saved);
  const [justSaved, setJustSaved] = useState(false);
  const save = useSaveCapabilities(storeId);
  const submit = () => {
    const flags = Object.fromEntries(capabilityFlags.map((flag) => [flag, draft[flag]]));
    save.mutate(flags as Capabilities, { onSuccess: () => setJustSaved(true) });
  };
  const checkboxes = (
    <Flex direction="column" gap="2" role="group" aria-labelledby="capabilities-title">
      {capabilityFlags.map((flag) => (
        <Text as="label" size="2" key={flag}>
          <Flex gap="2" align="center">
            <Checkbox
              checked={draft[flag]}
              disabled={!mayUpdate}
              onCheckedChange={(checked) => {
                setJustSaved(false);
                setDraft((current) => ({ ...current, [flag]: checked === true }));
              }}
            />
            {policyCopy[flag]}
          </Flex>
        </Text>
      ))}
    </Flex>
  );

  if (!mayUpdate)
    return (
      <Flex direction="column" gap="3" style={{ maxWidth: 560 }}>
        <Heading as="h2" size="5" id="capabilities-title">
          {policyCopy.capabilitiesTitle}
        </Heading>
        <Text color="gray">{policyCopy.capabilitiesReadOnly}</Text>
        {checkboxes}
      </Flex>
    );
  return (
    <SettingsForm
      titleId="capabilities-title"
      title={policyCopy.capabilitiesTitle}
      level={2}
      intro={policyCopy.capabilitiesIntro}
      maxWidth={560}
      onSubmit={submit}
      error={save.error}
      pending={save.isPending}
      submitLabel={policyCopy.saveCapabilities}
      saved={justSaved ? policyCopy.capabilitiesSaved : null}
      fields={checkboxes}
    />
  );
}

function PolicyForm({ storeId, saved }: { storeId: string; saved: ClaimPolicy }) {
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(fields.map((field) => [field, String(saved[field])])),
  );
  const [justSaved, setJustSaved] = useState(false);
  const save = useSavePolicy(storeId);
  const errors = fieldErrorsOf(save.error);

  const submit = () => {
    // Whole numbers as typed; anything else goes to the server as it is, which names the field it refuses.
    const policy = Object.fromEntries(
      fields.map((field) => {
        const typed = (draft[field] ?? '').trim();
        return [field, /^-?\d+$/.test(typed) ? Number(typed) : typed];
      }),
    ) as unknown as ClaimPolicy;
    save.mutate({ ...saved, ...policy }, { onSuccess: () => setJustSaved(true) });
  };

  return (
    <SettingsForm
      titleId="policy-title"
      title={policyCopy.title}
      level={2}
      intro={policyCopy.intro}
      maxWidth={560}
      onSubmit={submit}
      error={save.error}
      pending={save.isPending}
      submitLabel={policyCopy.save}
      saved={justSaved ? policyCopy.saved : null}
      fields={fields.map((field) => (
        <TextInput
          key={field}
          label={policyCopy[field]}
          help={policyCopy[`${field}Help`]}
          error={errors[field]}
          inputMode="numeric"
          value={draft[field] ?? ''}
          onValueChange={(value) => {
            setJustSaved(false);
            setDraft((current) => ({ ...current, [field]: value }));
          }}
        />
      ))}
    />
  );
}
