/**
 * The store's claim policy: how long shoppers have to file, how long after delivery, how many files; and what
 * the store offers them (its capabilities), shown to people who may read them and changed by those who may
 * update them.
 */
import type { Capabilities, ClaimPolicy } from '@orderprotection/domain';
import { Button, Callout, Checkbox, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { errorText } from '../app/api';
import { mayOn } from './access';
import { useCapabilities, useSaveCapabilities, useSavePolicy, useStoreSettings } from './api/storeSettings';
import { Field } from './Field';
import { fieldErrorsOf } from './fieldErrors';
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
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const flags = Object.fromEntries(capabilityFlags.map((flag) => [flag, draft[flag]]));
    save.mutate(flags as Capabilities, { onSuccess: () => setJustSaved(true) });
  };

  return (
    <form onSubmit={submit} aria-labelledby="capabilities-title" style={{ maxWidth: 560 }}>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5" id="capabilities-title">
          {policyCopy.capabilitiesTitle}
        </Heading>
        <Text color="gray">{mayUpdate ? policyCopy.capabilitiesIntro : policyCopy.capabilitiesReadOnly}</Text>
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
        {save.isError && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{errorText(save.error)}</Callout.Text>
          </Callout.Root>
        )}
        {justSaved && (
          <Callout.Root color="green" highContrast role="status">
            <Callout.Text>{policyCopy.capabilitiesSaved}</Callout.Text>
          </Callout.Root>
        )}
        {mayUpdate && (
          <Flex>
            <Button type="submit" loading={save.isPending}>
              {policyCopy.saveCapabilities}
            </Button>
          </Flex>
        )}
      </Flex>
    </form>
  );
}

function PolicyForm({ storeId, saved }: { storeId: string; saved: ClaimPolicy }) {
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(fields.map((field) => [field, String(saved[field])])),
  );
  const [justSaved, setJustSaved] = useState(false);
  const save = useSavePolicy(storeId);
  const errors = fieldErrorsOf(save.error);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
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
    <form onSubmit={submit} noValidate aria-labelledby="policy-title" style={{ maxWidth: 560 }}>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5" id="policy-title">
          {policyCopy.title}
        </Heading>
        <Text color="gray">{policyCopy.intro}</Text>
        {fields.map((field) => (
          <Field
            key={field}
            label={policyCopy[field]}
            help={policyCopy[`${field}Help`]}
            error={errors[field]}
          >
            {(id, describedBy) => (
              <TextField.Root
                id={id}
                inputMode="numeric"
                aria-describedby={describedBy}
                aria-invalid={errors[field] ? true : undefined}
                value={draft[field] ?? ''}
                onChange={(event) => {
                  setJustSaved(false);
                  setDraft((current) => ({ ...current, [field]: event.target.value }));
                }}
              />
            )}
          </Field>
        ))}
        {save.isError && Object.keys(errors).length === 0 && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{errorText(save.error)}</Callout.Text>
          </Callout.Root>
        )}
        {justSaved && (
          <Callout.Root color="green" highContrast role="status">
            <Callout.Text>{policyCopy.saved}</Callout.Text>
          </Callout.Root>
        )}
        <Flex>
          <Button type="submit" loading={save.isPending}>
            {policyCopy.save}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
