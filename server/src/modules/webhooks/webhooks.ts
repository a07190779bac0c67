/**
 * A store's webhooks: endpoints registered by people with `webhook:*` on the store, the events of its
 * claims queued for each endpoint that chose them (in the worker's transaction that expands the event),
 * their delivery through the outbox, the log of tries, redelivery, and the endpoint's health: one failing
 * for `DISABLE_AFTER_MS` is disabled, and the store's owners are told by email. An endpoint on this
 * machine or a private network written out (`http://10.0.0.5/`, `localhost`) is refused when added; a name
 * that resolves to one is refused when sent (send.ts).
 */
import { randomBytes } from 'node:crypto';
import type {
  Claim,
  Message,
  NewWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEventType,
} from '@orderprotection/domain';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/database';
import { outbox, outboxAttempts, people, roleGrants, stores, webhookEndpoints } from '../../db/schema';
import { newRowId } from '../../security/tokens';
import { AppError } from '../app-error';
import { emailBrand, renderStoreEmail } from '../mail/emails';
import { enqueueEmail, enqueueWebhook, type OutboxRow } from '../outbox/outbox';
import { DeliveryFailed } from '../outbox/worker';
import { isForbiddenAddress, literalTargetRefusal, sendWebhook } from './send';

/** An endpoint whose every delivery failed for this long is disabled. */
export const DISABLE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    storeId: row.storeId,
    url: row.url,
    events: row.events as WebhookEventType[],
    createdAt: row.createdAt.toISOString(),
    failingSince: row.failingSince?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

export async function listEndpoints(db: Queryable, storeId: string): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.storeId, storeId))
    .orderBy(webhookEndpoints.createdAt);
  return rows.map(toEndpoint);
}

/**
 * Makes the endpoint with a new signing secret (`whsec_` and 32 random bytes), answered this once; a
 * private target written out is refused unless `allowPrivateTargets`, naming the url field.
 */
export async function createEndpoint(
  db: Queryable,
  storeId: string,
  input: WebhookEndpointInput,
  {
    createdBy,
    now,
    allowPrivateTargets,
  }: { createdBy: string | null; now: Date; allowPrivateTargets: boolean },
): Promise<NewWebhookEndpoint> {
  const refusal = literalTargetRefusal(new URL(input.url), allowPrivateTargets ? null : isForbiddenAddress);
  if (refusal !== null) {
    const message = `Webhooks are never sent to this machine or a private network: ${refusal}.`;
    throw new AppError('unprocessable', `url: ${message}`, {
      issues: [{ path: 'url', message, code: 'private_target' }],
    });
  }
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      id: newRowId(),
      storeId,
      url: input.url,
      events: input.events,
      secret,
      createdBy,
      createdAt: now,
    })
    .returning();
  if (row === undefined) throw new Error('Inserting an endpoint returned no row');
  return { endpoint: toEndpoint(row), secret };
}

async function endpointOf(db: Queryable, storeId: string, endpointId: string): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.storeId, storeId)));
  if (row === undefined) throw new AppError('not_found', 'Webhook endpoint not found.');
  return row;
}

/** Removes the endpoint and, with it, its deliveries not yet made and its log. */
export async function deleteEndpoint(db: Queryable, storeId: string, endpointId: string): Promise<void> {
  await endpointOf(db, storeId, endpointId);
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
}

/** The endpoint's latest deliveries, newest first, each with its tries. */
export async function listDeliveries(
  db: Queryable,
  storeId: string,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  await endpointOf(db, storeId, endpointId);
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.endpointId, endpointId))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(100);
  const tries =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(outboxAttempts)
          .where(
            inArray(
              outboxAttempts.outboxId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(outboxAttempts.at);
  return rows.map((row) => ({
    id: row.id,
    type: row.payload.type as WebhookEventType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    attempts: tries
      .filter((attempt) => attempt.outboxId === row.id)
      .map((attempt) => ({
        at: attempt.at.toISOString(),
        ok: attempt.ok,
        statusCode: attempt.statusCode,
        latencyMs: attempt.latencyMs,
        error: attempt.error,
      })),
  }));
}

/**
 * Sends a delivery again, now, with the same webhook-id (receivers drop what they already have). A
 * disabled endpoint is enabled again by it: a person asking for a delivery expects it to be tried.
 */
export async function redeliver(
  db: Db,
  storeId: string,
  endpointId: string,
  deliveryId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await endpointOf(tx, storeId, endpointId);
    const [row] = await tx
      .update(outbox)
      .set({ status: 'pending', nextAttemptAt: now, lockedUntil: null })
      .where(and(eq(outbox.id, deliveryId), eq(outbox.endpointId, endpointId)))
      .returning({ id: outbox.id });
    if (row === undefined) throw new AppError('not_found', 'Delivery not found.');
    await tx
      .update(webhookEndpoints)
      .set({ disabledAt: null, failingSince: null })
      .where(eq(webhookEndpoints.id, endpointId));
  });
}

/** What a store's systems hear of: the claim (filed, changed, resolved) or a message on it. */
export type WebhookSubject =
  | { type: 'claim.created' | 'claim.updated' | 'claim.resolved'; claim: Claim }
  | { type: 'claim.message.created'; message: Message };

/** Queues the event for every enabled endpoint of the store that chose its type. */
export async function queueWebhooks(
  tx: Tx,
  storeId: string,
  claimId: string,
  subjects: readonly WebhookSubject[],
  at: Date,
): Promise<void> {
  if (subjects.length === 0) return;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.storeId, storeId), isNull(webhookEndpoints.disabledAt)));
  for (const subject of subjects) {
    const data = subject.type === 'claim.message.created' ? subject.message : subject.claim;
    for (const endpoint of endpoints) {
      if (!endpoint.events.includes(subject.type)) continue;
      await enqueueWebhook(
        tx,
        { type: subject.type, timestamp: at.toISOString(), data },
        { storeId, claimId, endpointId: endpoint.id, at },
      );
    }
  }
}

export interface WebhookSending {
  timeoutMs: number;
  allowPrivateTargets: boolean;
}

/** The worker's send of a webhook row; a receiver's answer other than 2xx is a failed try. */
export async function sendWebhookRow(
  db: Queryable,
  row: OutboxRow,
  sending: WebhookSending,
): Promise<{ statusCode: number }> {
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, row.endpointId ?? ''));
  if (endpoint === undefined) throw new Error('The endpoint was removed');
  if (endpoint.disabledAt !== null) throw new Error('The endpoint is disabled');
  const answer = await sendWebhook({
    url: endpoint.url,
    messageId: `msg_${row.id}`,
    body: JSON.stringify(row.payload),
    secret: endpoint.secret,
    // The moment of sending, as receivers check it against their own clocks (Standard Webhooks allows 5 minutes).
    timestampAt: new Date(),
    timeoutMs: sending.timeoutMs,
    allowPrivateTargets: sending.allowPrivateTargets,
  });
  if (answer.statusCode < 200 || answer.statusCode >= 300) {
    throw new DeliveryFailed(`The receiver answered ${answer.statusCode}`, answer.statusCode);
  }
  return answer;
}

/**
 * Keeps the endpoint's health after a try: a success clears `failing_since`; a failure sets it if unset,
 * and an endpoint failing since `DISABLE_AFTER_MS` ago is disabled, its store's owners told by email.
 */
export async function webhookSettled(
  db: Db,
  row: OutboxRow,
  ok: boolean,
  at: Date,
  origin: string,
): Promise<void> {
  const endpointId = row.endpointId;
  if (endpointId === null) return;
  if (ok) {
    await db.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpointId));
    return;
  }
  await db.transaction(async (tx) => {
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at})` })
      .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.disabledAt)))
      .returning();
    if (endpoint?.failingSince == null || at.getTime() - endpoint.failingSince.getTime() < DISABLE_AFTER_MS)
      return;
    await tx.update(webhookEndpoints).set({ disabledAt: at }).where(eq(webhookEndpoints.id, endpointId));
    await tellOwners(tx, endpoint, at, origin);
  });
}

/** The store's webhook settings in the console, where a redelivery enables the endpoint again. */
export function consoleWebhooksUrl(origin: string, storeId: string): string {
  return `${origin}/console/settings/${encodeURIComponent(storeId)}/webhooks`;
}

async function tellOwners(tx: Tx, endpoint: EndpointRow, at: Date, origin: string): Promise<void> {
  const [store] = await tx.select().from(stores).where(eq(stores.id, endpoint.storeId));
  if (store === undefined) return;
  const owners = await tx
    .selectDistinct({ email: people.email })
    .from(roleGrants)
    .innerJoin(people, eq(people.id, roleGrants.personId))
    .where(
      or(
        and(eq(roleGrants.role, 'store_owner'), eq(roleGrants.storeId, store.id)),
        store.accountId === null
          ? undefined
          : and(eq(roleGrants.role, 'account_owner'), eq(roleGrants.accountId, store.accountId)),
      ),
    );
  if (owners.length === 0) return;
  const rendered = await renderStoreEmail({
    kind: 'webhookDisabled',
    brand: emailBrand(store.name, store.branding, origin),
    endpointUrl: endpoint.url,
    failingSince: endpoint.failingSince ?? at,
    webhooksUrl: consoleWebhooksUrl(origin, store.id),
  });
  await enqueueEmail(
    tx,
    { to: owners.map((owner) => owner.email), ...rendered },
    { storeId: store.id, claimId: null, at },
  );
}
