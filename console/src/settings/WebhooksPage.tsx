/**
 * The store's webhook endpoints: add one (its signing secret shown this once, with a copy button), see
 * whether each works, is failing or was disabled, delete one, and read each one's delivery log, sending a
 * delivery again from it.
 */
import {
  formatDate,
  type NewWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
  WebhookEventType,
} from '@orderprotection/domain';
import {
  Badge,
  Button,
  Callout,
  Checkbox,
  Code,
  Flex,
  Heading,
  Table,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import { errorText } from '../app/api';
import { mayOn } from './access';
import {
  useAddWebhook,
  useRedeliver,
  useRemoveWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from './api/webhooks';
import { ConfirmButton } from './ConfirmButton';
import { TextInput } from './Field';
import { fieldErrorsOf } from './fieldErrors';
import { SecretShownOnce } from './SecretShownOnce';
import { SettingsForm, useChecklist } from './SettingsForm';
import type { SettingsContext } from './SettingsLayout';
import { SettingsTable } from './SettingsTable';

export const webhooksCopy = {
  title: 'Webhooks',
  intro:
    "A webhook tells your systems when a claim is filed, changes, gets a message or is resolved: we POST it to your URL, signed with the endpoint's secret (Standard Webhooks).",
  none: 'No webhook endpoints yet.',
  url: 'URL',
  events: 'Events',
  status: 'Status',
  created: 'Added',
  working: 'Working',
  failingSince: (when: string) => `Failing since ${when}`,
  disabled: (when: string) => `Disabled ${when}`,
  disabledWhy: 'Every delivery failed for days, so nothing is sent to it. Redeliver one to turn it back on.',
  deliveries: 'Deliveries',
  deliveriesTitle: (url: string) => `Deliveries to ${url}`,
  noDeliveries: 'Nothing has been sent to this endpoint yet.',
  event: 'Event',
  delivery: 'Delivery',
  response: 'Response',
  latency: 'Time',
  error: 'Error',
  when: 'When',
  deliveryStatus: { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' },
  noResponse: 'No response',
  redeliver: 'Redeliver',
  redelivered: 'Sent again: it shows here once it is tried.',
  delete: 'Delete',
  deleteTitle: (url: string) => `Delete the endpoint ${url}?`,
  deleteText: 'Nothing more is sent to it, and its delivery log is deleted too. This cannot be undone.',
  addTitle: 'Add an endpoint',
  urlHelp: 'Where we POST each event: an https:// address your systems answer on the internet.',
  add: 'Add endpoint',
  secretTitle: (url: string) => `Endpoint ${url} added`,
  secretText:
    'Copy its signing secret now: it is shown only once. Your systems verify each webhook with it (the webhook-signature header).',
  secretLabel: 'Signing secret',
  loadFailed: 'The webhook endpoints could not be loaded.',
  deliveriesFailed: 'The deliveries could not be loaded.',
} as const;

export function WebhooksPage() {
  const { me, storeId } = useOutletContext<SettingsContext>();
  const endpoints = useWebhooks(storeId);
  const remove = useRemoveWebhook(storeId);
  const mayDelete = mayOn(me, storeId, 'webhook:delete');
  const [open, setOpen] = useState<string | null>(null);
  const opened = endpoints.data?.find((endpoint) => endpoint.id === open);

  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="5">
        {webhooksCopy.title}
      </Heading>
      <Text color="gray">{webhooksCopy.intro}</Text>
      {remove.isError && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{errorText(remove.error)}</Callout.Text>
        </Callout.Root>
      )}
      <SettingsTable
        caption={webhooksCopy.title}
        columns={[
          webhooksCopy.url,
          webhooksCopy.events,
          webhooksCopy.status,
          webhooksCopy.created,
          <VisuallyHidden key="deliveries">{webhooksCopy.deliveries}</VisuallyHidden>,
        ]}
        query={endpoints}
        loadFailed={webhooksCopy.loadFailed}
        none={webhooksCopy.none}
      >
        {(rows) =>
          rows.map((endpoint) => (
            <Table.Row key={endpoint.id}>
              <Table.RowHeaderCell>
                <Code style={{ wordBreak: 'break-all' }}>{endpoint.url}</Code>
              </Table.RowHeaderCell>
              <Table.Cell>{endpoint.events.join(', ')}</Table.Cell>
              <Table.Cell>
                <EndpointStatus endpoint={endpoint} />
              </Table.Cell>
              <Table.Cell>{formatDate(endpoint.createdAt)}</Table.Cell>
              <Table.Cell>
                <Flex gap="2" align="center">
                  <Button
                    size="1"
                    variant="soft"
                    aria-expanded={open === endpoint.id}
                    aria-label={`${webhooksCopy.deliveries} ${endpoint.url}`}
                    onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
                  >
                    {webhooksCopy.deliveries}
                  </Button>
                  {mayDelete && (
                    <ConfirmButton
                      label={webhooksCopy.delete}
                      ariaLabel={`${webhooksCopy.delete} ${endpoint.url}`}
                      title={webhooksCopy.deleteTitle(endpoint.url)}
                      description={webhooksCopy.deleteText}
                      onConfirm={() =>
                        remove.mutate(endpoint.id, {
                          onSuccess: () => setOpen((current) => (current === endpoint.id ? null : current)),
                        })
                      }
                    />
                  )}
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))
        }
      </SettingsTable>
      {opened !== undefined && <DeliveryLog endpoint={opened} />}
      {mayOn(me, storeId, 'webhook:create') && <AddEndpointForm />}
    </Flex>
  );
}

function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (endpoint.disabledAt !== null)
    return (
      <Flex direction="column" gap="1" align="start">
        <Badge color="red" highContrast>
          {webhooksCopy.disabled(formatDate(endpoint.disabledAt))}
        </Badge>
        <Text size="1">{webhooksCopy.disabledWhy}</Text>
      </Flex>
    );
  if (endpoint.failingSince !== null)
    return (
      <Badge color="amber" highContrast>
        {webhooksCopy.failingSince(formatDate(endpoint.failingSince))}
      </Badge>
    );
  return (
    <Badge color="green" highContrast>
      {webhooksCopy.working}
    </Badge>
  );
}

function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { me, storeId } = useOutletContext<SettingsContext>();
  const deliveries = useWebhookDeliveries(storeId, endpoint.id);
  const redeliver = useRedeliver(storeId, endpoint.id);
  const mayRedeliver = mayOn(me, storeId, 'webhook:update');
  const title = webhooksCopy.deliveriesTitle(endpoint.url);

  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-label={title}>
        <Heading as="h3" size="4" style={{ wordBreak: 'break-all' }}>
          {title}
        </Heading>
        {redeliver.isError && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{errorText(redeliver.error)}</Callout.Text>
          </Callout.Root>
        )}
        {redeliver.isSuccess && (
          <Callout.Root color="green" highContrast role="status">
            <Callout.Text>{webhooksCopy.redelivered}</Callout.Text>
          </Callout.Root>
        )}
        {deliveries.isError ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{errorText(deliveries.error, webhooksCopy.deliveriesFailed)}</Callout.Text>
          </Callout.Root>
        ) : deliveries.data === undefined ? (
          <Text>Loading…</Text>
        ) : deliveries.data.length === 0 ? (
          <Text>{webhooksCopy.noDeliveries}</Text>
        ) : (
          <Table.Root variant="surface" size="1">
            <VisuallyHidden asChild>
              <caption>{title}</caption>
            </VisuallyHidden>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{webhooksCopy.event}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{webhooksCopy.delivery}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{webhooksCopy.response}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{webhooksCopy.latency}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{webhooksCopy.error}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{webhooksCopy.when}</Table.ColumnHeaderCell>
                {mayRedeliver && (
                  <Table.ColumnHeaderCell>
                    <VisuallyHidden>{webhooksCopy.redeliver}</VisuallyHidden>
                  </Table.ColumnHeaderCell>
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {deliveries.data.map((delivery) => (
                <DeliveryRow
                  key={delivery.id}
                  delivery={delivery}
                  onRedeliver={mayRedeliver ? () => redeliver.mutate(delivery.id) : undefined}
                  redelivering={redeliver.isPending && redeliver.variables === delivery.id}
                />
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </section>
    </Flex>
  );
}

const deliveryColour = { pending: 'gray', delivered: 'green', failed: 'red' } as const;

/** A delivery with its latest try, which is what a person checking their endpoint needs first. */
function DeliveryRow({
  delivery,
  onRedeliver,
  redelivering,
}: {
  delivery: WebhookDelivery;
  onRedeliver: (() => void) | undefined;
  redelivering: boolean;
}) {
  const latest = delivery.attempts.at(-1);
  return (
    <Table.Row>
      <Table.RowHeaderCell>
        <Code>{delivery.type}</Code>
      </Table.RowHeaderCell>
      <Table.Cell>
        <Badge color={deliveryColour[delivery.status]} highContrast>
          {webhooksCopy.deliveryStatus[delivery.status]}
        </Badge>
      </Table.Cell>
      <Table.Cell>{latest === undefined ? '' : (latest.statusCode ?? webhooksCopy.noResponse)}</Table.Cell>
      <Table.Cell>{latest === undefined ? '' : `${latest.latencyMs} ms`}</Table.Cell>
      <Table.Cell>{latest?.error ?? ''}</Table.Cell>
      <Table.Cell>{formatDate(latest?.at ?? delivery.createdAt)}</Table.Cell>
      {onRedeliver !== undefined && (
        <Table.Cell>
          <Button
            size="1"
            variant="soft"
            loading={redelivering}
            aria-label={`${webhooksCopy.redeliver} ${delivery.type} ${formatDate(delivery.createdAt)}`}
            onClick={onRedeliver}
          >
            {webhooksCopy.redeliver}
          </Button>
        </Table.Cell>
      )}
    </Table.Row>
  );
}

function AddEndpointForm() {
  const { storeId } = useOutletContext<SettingsContext>();
  const add = useAddWebhook(storeId);
  const [url, setUrl] = useState('');
  const { chosen, toggle, clear } = useChecklist<WebhookEventType>();
  const [made, setMade] = useState<NewWebhookEndpoint | null>(null);
  const errors = fieldErrorsOf(add.error);

  const submit = () =>
    add.mutate(
      { url, events: WebhookEventType.options.filter((type) => chosen.has(type)) },
      {
        onSuccess: (answer) => {
          setMade(answer);
          setUrl('');
          clear();
        },
      },
    );

  if (made !== null) {
    return (
      <SecretShownOnce
        title={webhooksCopy.secretTitle(made.endpoint.url)}
        text={webhooksCopy.secretText}
        label={webhooksCopy.secretLabel}
        secret={made.secret}
        onDone={() => setMade(null)}
      />
    );
  }

  return (
    <SettingsForm
      titleId="webhook-add-title"
      title={webhooksCopy.addTitle}
      onSubmit={submit}
      error={add.error}
      pending={add.isPending}
      submitLabel={webhooksCopy.add}
      fields={
        <>
          <TextInput
            label={webhooksCopy.url}
            help={webhooksCopy.urlHelp}
            error={errors.url}
            type="url"
            inputMode="url"
            value={url}
            onValueChange={setUrl}
          />
          <Flex
            direction="column"
            gap="1"
            role="group"
            aria-labelledby="webhook-events-label"
            aria-describedby={errors.events ? 'webhook-events-error' : undefined}
          >
            <Text id="webhook-events-label" size="2" weight="medium">
              {webhooksCopy.events}
            </Text>
            {WebhookEventType.options.map((type) => (
              <Text as="label" size="2" key={type}>
                <Flex gap="2" align="center">
                  <Checkbox
                    checked={chosen.has(type)}
                    onCheckedChange={(checked) => toggle(type, checked === true)}
                  />
                  {type}
                </Flex>
              </Text>
            ))}
            {errors.events && (
              <Text id="webhook-events-error" size="1" color="red">
                {errors.events}
              </Text>
            )}
          </Flex>
        </>
      }
    />
  );
}
