/**
 * Connecting a platform: one form for each, its secrets in password fields emptied once saved; above it
 * then, the connection's webhook URL with a copy button and where to paste it on that platform.
 */
import type { Connection, ConnectionPlatform, ProtectionMarker } from '@orderprotection/domain';
import { Button, Callout, Flex, Heading, Tabs, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { type ConnectRequest, useConnect } from './api/connections';
import { CopyButton } from './CopyButton';
import { connectionsCopy as copy, platformNames } from './connectionsCopy';
import { Field, TextInput } from './Field';
import { type FieldErrors, fieldErrorsOf } from './fieldErrors';
import { SaveBar } from './SettingsForm';

const platforms = ['shopify', 'woocommerce', 'easypost', 'aftership'] as const satisfies ConnectionPlatform[];

export function ConnectForms({ storeId }: { storeId: string }) {
  const [platform, setPlatform] = useState<ConnectionPlatform>('shopify');
  const [made, setMade] = useState<Connection | null>(null);

  return (
    <Flex direction="column" gap="3" style={{ maxWidth: 640 }} asChild>
      <section aria-labelledby="connect-title">
        <Heading as="h3" size="4" id="connect-title">
          {copy.connectTitle}
        </Heading>
        <Text color="gray">{copy.connectIntro}</Text>
        {made !== null && <ConnectedSteps connection={made} onDone={() => setMade(null)} />}
        <Tabs.Root value={platform} onValueChange={(value) => setPlatform(value as ConnectionPlatform)}>
          <Tabs.List aria-label={copy.connectTitle}>
            {platforms.map((candidate) => (
              <Tabs.Trigger key={candidate} value={candidate}>
                {platformNames[candidate]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {platforms.map((candidate) => (
            <Tabs.Content key={candidate} value={candidate}>
              <Flex pt="3" direction="column">
                <ConnectForm storeId={storeId} platform={candidate} onConnected={setMade} />
              </Flex>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </section>
    </Flex>
  );
}

/** "A, B ,, C" as ["A", "B", "C"]. */
function listOf(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The marker the person typed, or none (the server's default) when they typed nothing. */
function markerOf(skus: string, feeNames: string): Partial<ProtectionMarker> | undefined {
  const marker = { skus: listOf(skus), feeNames: listOf(feeNames) };
  return marker.skus.length === 0 && marker.feeNames.length === 0 ? undefined : marker;
}

/** A refusal of a list or of one of its items (`protection.skus.2`), at the list's field. */
function listError(errors: FieldErrors, path: string): string | undefined {
  const key = Object.keys(errors).find((candidate) => candidate === path || candidate.startsWith(`${path}.`));
  return key === undefined ? undefined : errors[key];
}

type Values = Record<
  | 'shopDomain'
  | 'clientSecret'
  | 'accessToken'
  | 'siteUrl'
  | 'webhookSecret'
  | 'consumerKey'
  | 'consumerSecret'
  | 'skus'
  | 'feeNames',
  string
>;

const empty: Values = {
  shopDomain: '',
  clientSecret: '',
  accessToken: '',
  siteUrl: '',
  webhookSecret: '',
  consumerKey: '',
  consumerSecret: '',
  skus: '',
  feeNames: '',
};

const secretFields = [
  'clientSecret',
  'accessToken',
  'webhookSecret',
  'consumerKey',
  'consumerSecret',
] as const;

function requestOf(platform: ConnectionPlatform, values: Values): ConnectRequest {
  switch (platform) {
    case 'shopify':
      return {
        platform,
        input: {
          shopDomain: values.shopDomain,
          clientSecret: values.clientSecret,
          accessToken: values.accessToken,
          protection: markerOf(values.skus, ''),
        },
      };
    case 'woocommerce':
      return {
        platform,
        input: {
          siteUrl: values.siteUrl,
          webhookSecret: values.webhookSecret,
          consumerKey: values.consumerKey,
          consumerSecret: values.consumerSecret,
          protection: markerOf(values.skus, values.feeNames),
        },
      };
    case 'easypost':
    case 'aftership':
      return { platform, input: { webhookSecret: values.webhookSecret } };
  }
}

function ConnectForm({
  storeId,
  platform,
  onConnected,
}: {
  storeId: string;
  platform: ConnectionPlatform;
  onConnected: (connection: Connection) => void;
}) {
  const connect = useConnect(storeId);
  const [values, setValues] = useState(empty);
  const errors = fieldErrorsOf(connect.error);
  const set = (name: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const text = (name: keyof Values, label: string, help: string, type: 'text' | 'url' = 'text') => (
    <TextInput
      label={label}
      help={help}
      error={errors[name]}
      type={type}
      value={values[name]}
      onValueChange={set(name)}
    />
  );
  const secret = (name: (typeof secretFields)[number], label: string, help: string) => (
    <SecretInput
      label={label}
      help={help}
      error={errors[name]}
      value={values[name]}
      onValueChange={set(name)}
    />
  );
  const list = (name: 'skus' | 'feeNames', label: string, help: string) => (
    <TextInput
      label={label}
      help={help}
      error={listError(errors, `protection.${name}`)}
      value={values[name]}
      onValueChange={set(name)}
    />
  );

  const submit = () =>
    connect.mutate(requestOf(platform, values), {
      onSuccess: (connection) => {
        setValues((current) => ({
          ...current,
          ...Object.fromEntries(secretFields.map((name) => [name, ''])),
        }));
        onConnected(connection);
      },
    });

  const fields = {
    shopify: (
      <>
        {text('shopDomain', copy.shopDomain, copy.shopDomainHelp)}
        {secret('clientSecret', copy.clientSecret, copy.clientSecretHelp)}
        {secret('accessToken', copy.accessToken, copy.accessTokenHelp)}
        {list('skus', copy.feeSkus, copy.feeSkusHelp)}
      </>
    ),
    woocommerce: (
      <>
        {text('siteUrl', copy.siteUrl, copy.siteUrlHelp, 'url')}
        {secret('webhookSecret', copy.wooWebhookSecret, copy.wooWebhookSecretHelp)}
        {secret('consumerKey', copy.consumerKey, copy.consumerKeyHelp)}
        {secret('consumerSecret', copy.consumerSecret, copy.consumerSecretHelp)}
        {list('skus', copy.feeSkus, copy.feeSkusHelp)}
        {list('feeNames', copy.feeNames, copy.feeNamesHelp)}
      </>
    ),
    easypost: secret('webhookSecret', copy.easypostSecret, copy.easypostSecretHelp),
    aftership: secret('webhookSecret', copy.aftershipSecret, copy.aftershipSecretHelp),
  }[platform];

  // The tab names the platform, so the form has no heading of its own.
  return (
    <form
      noValidate
      aria-label={copy.connectAs(platform)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Flex direction="column" gap="3">
        {fields}
        <SaveBar error={connect.error} pending={connect.isPending} submitLabel={copy.connectAs(platform)} />
      </Flex>
    </form>
  );
}

/** A secret's field: typed unseen, never filled in by the browser's saved passwords. */
function SecretInput({
  label,
  help,
  error,
  value,
  onValueChange,
}: {
  label: string;
  help: string;
  error: string | undefined;
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <Field label={label} help={help} error={error}>
      {(id, describedBy) => (
        <TextField.Root
          id={id}
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** The connection just made: its webhook URL to copy, and where it goes on the platform, step by step. */
function ConnectedSteps({ connection, onDone }: { connection: Connection; onDone: () => void }) {
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="connected-title">
        <Callout.Root color="green" highContrast role="status">
          <Callout.Text weight="bold" id="connected-title" style={{ wordBreak: 'break-all' }}>
            {copy.connectedTitle(connection.platform, connection.account)}
          </Callout.Text>
          <Callout.Text>{copy.connectedText}</Callout.Text>
        </Callout.Root>
        <Flex gap="2" align="end" wrap="wrap">
          <Field label={copy.webhookUrl}>
            {(id) => (
              <TextField.Root id={id} readOnly value={connection.webhookUrl} style={{ minWidth: 420 }} />
            )}
          </Field>
          <CopyButton text={connection.webhookUrl} label={copy.copyUrl} copiedLabel={copy.copied} />
        </Flex>
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {copy.steps[connection.platform].map((step) => (
            <li key={step}>
              <Text size="2">{step}</Text>
            </li>
          ))}
        </ol>
        <Flex>
          <Button type="button" variant="soft" onClick={onDone}>
            {copy.done}
          </Button>
        </Flex>
      </section>
    </Flex>
  );
}
