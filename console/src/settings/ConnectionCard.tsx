/**
 * One connection and its health: where its platform sends webhooks, when the last one arrived, what waits
 * or failed and why, and how far the import of past orders got; with a test event, the import and
 * disconnecting for the people who may.
 */
import {
  type Connection,
  formatDate,
  isCommercePlatform,
  type ProtectionMarker,
} from '@orderprotection/domain';
import {
  Badge,
  Button,
  Callout,
  Card,
  Code,
  DataList,
  Flex,
  Heading,
  Progress,
  Text,
  TextField,
} from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { errorText } from '../app/api';
import { useBackfill, useDisconnect, useTestConnection } from './api/connections';
import { ConfirmButton } from './ConfirmButton';
import { CopyButton } from './CopyButton';
import { connectionsCopy as copy, platformNames } from './connectionsCopy';
import { Field } from './Field';
import { fieldErrorsOf } from './fieldErrors';

/** What the person may do to the store's connections. */
export interface ConnectionRights {
  update: boolean;
  delete: boolean;
}

export function ConnectionCard({
  storeId,
  connection,
  rights,
}: {
  storeId: string;
  connection: Connection;
  rights: ConnectionRights;
}) {
  const test = useTestConnection(storeId);
  const disconnect = useDisconnect(storeId);
  const live = connection.disconnectedAt === null;
  const titleId = `connection-${connection.id}`;

  return (
    <Card asChild>
      <li aria-labelledby={titleId}>
        <Flex direction="column" gap="3">
          <Flex align="center" justify="between" gap="3" wrap="wrap">
            <Heading as="h3" size="4" id={titleId} style={{ wordBreak: 'break-all' }}>
              {copy.cardTitle(connection.platform, connection.account)}
            </Heading>
            <HealthBadge connection={connection} />
          </Flex>
          <Health connection={connection} />
          {test.isSuccess && (
            <Callout.Root size="1" color="green" highContrast role="status">
              <Callout.Text>{testOutcome(test.variables, test.data, connection)}</Callout.Text>
            </Callout.Root>
          )}
          {(test.isError || disconnect.isError) && (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{errorText(test.error ?? disconnect.error)}</Callout.Text>
            </Callout.Root>
          )}
          {live && (rights.update || rights.delete) && (
            <Flex gap="3" align="center" wrap="wrap">
              {rights.update && (
                <Button
                  size="1"
                  variant="soft"
                  loading={test.isPending}
                  aria-label={copy.testOf(connection.account)}
                  onClick={() => test.mutate(connection)}
                >
                  {copy.test}
                </Button>
              )}
              {rights.delete && (
                <ConfirmButton
                  label={copy.disconnect}
                  ariaLabel={copy.disconnectOf(connection.account)}
                  title={copy.disconnectTitle(connection.platform, connection.account)}
                  description={copy.disconnectText}
                  onConfirm={() => disconnect.mutate(connection.id)}
                />
              )}
            </Flex>
          )}
          {isCommercePlatform(connection.platform) && (
            <Backfill storeId={storeId} connection={connection} mayStart={live && rights.update} />
          )}
        </Flex>
      </li>
    </Card>
  );
}

/**
 * What the test event did, from the connection before it, as the call answered (when it was stored) and
 * as the list shows it now (read again while deliveries wait): refused (a new failure), applied (the
 * worker applied a delivery since), or stored and waiting for the worker.
 */
function testOutcome(before: Connection, sent: Connection, now: Connection): string {
  if (now.lastFailureAt !== null && now.lastFailureAt !== before.lastFailureAt)
    return copy.testFailed(now.lastFailure ?? '');
  if (now.lastAppliedAt !== null && sent.lastDeliveryAt !== null && now.lastAppliedAt >= sent.lastDeliveryAt)
    return copy.testReceived(formatDate(now.lastAppliedAt));
  return copy.testStored;
}

/** Failing while the last failure is newer than the last delivery that worked. */
function isFailing(connection: Connection): boolean {
  const { lastFailureAt, lastDeliveryAt } = connection;
  return lastFailureAt !== null && (lastDeliveryAt === null || lastFailureAt > lastDeliveryAt);
}

function HealthBadge({ connection }: { connection: Connection }) {
  if (connection.disconnectedAt !== null)
    return (
      <Badge color="gray" highContrast>
        {copy.disconnectedOn(formatDate(connection.disconnectedAt))}
      </Badge>
    );
  if (isFailing(connection))
    return (
      <Badge color="red" highContrast>
        {copy.failing}
      </Badge>
    );
  if (connection.lastDeliveryAt === null)
    return (
      <Badge color="amber" highContrast>
        {copy.waitingForFirst}
      </Badge>
    );
  return (
    <Badge color="green" highContrast>
      {copy.working}
    </Badge>
  );
}

function markerText(marker: ProtectionMarker): string {
  const parts = [
    marker.skus.length > 0 ? copy.marker.skus(marker.skus.join(', ')) : null,
    marker.productIds.length > 0 ? copy.marker.productIds(marker.productIds.join(', ')) : null,
    marker.property === undefined ? null : copy.marker.property(marker.property.name, marker.property.value),
    marker.feeNames.length > 0 ? copy.marker.feeNames(marker.feeNames.join(', ')) : null,
  ].filter((part) => part !== null);
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The platform and the account are the card's heading; the rest of what is known of the connection here. */
function Health({ connection }: { connection: Connection }) {
  return (
    <DataList.Root size="1">
      <DataList.Item>
        <DataList.Label>{copy.webhookUrl}</DataList.Label>
        <DataList.Value>
          <Flex gap="2" align="center" wrap="wrap">
            <Code style={{ wordBreak: 'break-all' }}>{connection.webhookUrl}</Code>
            <CopyButton
              size="1"
              text={connection.webhookUrl}
              label={copy.copyUrl}
              copiedLabel={copy.copied}
              of={connection.account}
            />
          </Flex>
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{copy.connected}</DataList.Label>
        <DataList.Value>{formatDate(connection.createdAt)}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{copy.lastDelivery}</DataList.Label>
        <DataList.Value>
          {connection.lastDeliveryAt === null ? copy.noDeliveries : formatDate(connection.lastDeliveryAt)}
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{copy.pending}</DataList.Label>
        <DataList.Value>{connection.pending}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{copy.failed}</DataList.Label>
        <DataList.Value>{connection.failed}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{copy.lastFailure}</DataList.Label>
        <DataList.Value>
          {connection.lastFailureAt === null
            ? copy.noFailure
            : copy.failureAt(connection.lastFailure ?? '', formatDate(connection.lastFailureAt))}
        </DataList.Value>
      </DataList.Item>
      {connection.protection !== null && (
        <DataList.Item>
          <DataList.Label>{copy.protection}</DataList.Label>
          <DataList.Value>{markerText(connection.protection) || copy.protectionDefault}</DataList.Value>
        </DataList.Item>
      )}
    </DataList.Root>
  );
}

const DEFAULT_BACKFILL_DAYS = '30';

/** The last import of past orders with its progress, and a new one for the people who may start it. */
function Backfill({
  storeId,
  connection,
  mayStart,
}: {
  storeId: string;
  connection: Connection;
  mayStart: boolean;
}) {
  const start = useBackfill(storeId);
  const [days, setDays] = useState(DEFAULT_BACKFILL_DAYS);
  const { backfill, account } = connection;
  const underWay = backfill?.status === 'running' || backfill?.status === 'waiting';
  const progress = backfill === null ? undefined : progressOf(backfill);
  const errors = fieldErrorsOf(start.error);
  const refusedOutright = start.isError && errors.days === undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate({ connectionId: connection.id, days: Number(days) });
  };

  return (
    <Flex direction="column" gap="2">
      <Heading as="h4" size="3">
        {copy.backfillTitle}
      </Heading>
      {backfill === null ? (
        <Text size="2" color="gray">
          {copy.noBackfill}
        </Text>
      ) : (
        <>
          {progress !== undefined && (
            <Progress
              aria-label={copy.backfillProgressOf(account)}
              value={progress}
              max={100}
              color={backfill.status === 'failed' ? 'red' : undefined}
            />
          )}
          <Flex gap="3" wrap="wrap">
            <Text size="2" weight="medium">
              {copy.ordersOf(backfill.ordersDone, backfill.ordersTotal)}
            </Text>
            <Text size="2" color={backfill.status === 'failed' ? 'red' : undefined}>
              {backfillStatusText(connection)}
            </Text>
          </Flex>
        </>
      )}
      {mayStart && !underWay && (
        <form onSubmit={submit} noValidate aria-label={copy.importPastOf(account)}>
          <Flex gap="3" align="end" wrap="wrap">
            <Field label={copy.days} help={copy.daysHelp} error={errors.days}>
              {(id, describedBy) => (
                <TextField.Root
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={365}
                  aria-describedby={describedBy}
                  aria-invalid={errors.days ? true : undefined}
                  value={days}
                  onChange={(event) => setDays(event.target.value)}
                  style={{ width: 120 }}
                />
              )}
            </Field>
            <Button type="submit" size="2" loading={start.isPending}>
              {copy.importPast}
            </Button>
          </Flex>
        </form>
      )}
      {refusedOutright && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{errorText(start.error)}</Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}

/**
 * Percent done; a finished import is full. Without the platform's total there is no fraction to draw (Radix's
 * indeterminate bar grows by the clock, which would look like progress), so only the count is shown.
 */
function progressOf(backfill: NonNullable<Connection['backfill']>): number | undefined {
  if (backfill.status === 'done') return 100;
  if (backfill.ordersTotal === null) return undefined;
  if (backfill.ordersTotal === 0) return 0;
  return Math.min(100, Math.round((backfill.ordersDone / backfill.ordersTotal) * 100));
}

function backfillStatusText({ backfill, platform }: Connection): string {
  if (backfill === null) return '';
  switch (backfill.status) {
    case 'running':
      return copy.backfillStatus.running(backfill.days);
    case 'waiting':
      return copy.backfillStatus.waiting(platformNames[platform]);
    case 'done':
      return copy.backfillStatus.done(formatDate(backfill.finishedAt ?? backfill.startedAt));
    case 'failed':
      return copy.backfillStatus.failed(backfill.error ?? '');
  }
}
