/**
 * What each outbox event calls for: the emails to the shopper (with the store's Reply-To), to the members
 * of the store's team who chose them (a new claim, a shopper's reply), and the store's webhooks, rendered
 * now and queued in the worker's transaction (so each try sends the same message). The claim is read as it
 * is when the event is handled; an event whose row is gone calls for nothing, a claim without a shopper's
 * email address for no shopper email.
 */
import {
  ClaimTypeOrMultiple,
  type ReasonCode,
  ReasonCode as ReasonCodeSchema,
  Resolution,
  ResolutionKind,
} from '@orderprotection/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/database';
import {
  claimEvents,
  claimItems,
  claimMessages,
  claimResolutions,
  claims,
  media,
  orders,
  stores,
} from '../../db/schema';
import { claimLinkToken, type Signer } from '../../security/tokens';
import { type ClaimRow, claimFromRow, toMessage } from '../claims/claims';
import {
  type EmailBrand,
  emailBrand,
  type ResolutionLine,
  renderShopperEmail,
  renderStoreEmail,
  type ShopperEmail,
  type TeamEmail,
} from '../mail/emails';
import type { Mailer } from '../mail/mailer';
import { MEDIA_FILES_PATH, type MediaLinks } from '../media/media';
import { enqueueEmail, type OutboxEvent } from '../outbox/outbox';
import type { OutboxHandlers } from '../outbox/worker';
import {
  queueWebhooks,
  sendWebhookRow,
  type WebhookSending,
  type WebhookSubject,
  webhookSettled,
} from '../webhooks/webhooks';
import { teamRecipients } from './preferences';

export interface NotifyContext {
  signer: Signer;
  /** Where the portal is reached: links in emails are built on it. */
  origin: string;
  now: () => Date;
}

/** The portal's page of a claim, opened by its private link. */
export function claimUrl(origin: string, signer: Signer, claimId: string): string {
  return `${origin}/view/${claimLinkToken(signer, claimId)}`;
}

/** The console's page of a claim, for the store's team (the console is served under `/console`). */
export function consoleClaimUrl(origin: string, claimId: string): string {
  return `${origin}/console/claims/${encodeURIComponent(claimId)}`;
}

export async function expandEvent(tx: Tx, event: OutboxEvent, context: NotifyContext): Promise<void> {
  if (event.type === 'order.claimLinks') {
    await queueClaimLinks(tx, event.orderId, context);
    return;
  }
  const [found] = await tx
    .select({ claim: claims, store: stores })
    .from(claims)
    .innerJoin(stores, eq(stores.id, claims.storeId))
    .where(eq(claims.id, event.claimId));
  if (found === undefined) return;
  const { claim, store } = found;
  await queueWebhooks(
    tx,
    store.id,
    claim.id,
    await webhookSubjectsFor(tx, event, claim, context),
    context.now(),
  );
  const brand = emailBrand(store.name, store.branding, context.origin);
  await queueTeamEmails(tx, event, claim, store, brand, context);
  if (claim.authorEmail === null) return;
  const facts = {
    brand,
    customerName: claim.authorName,
    claimNumber: claim.claimNumber,
    orderNumber: claim.sourceOrderNumber,
    claimUrl: claimUrl(context.origin, context.signer, claim.id),
  };
  const email = await shopperEmailFor(tx, event, facts, claim.currency);
  if (email === null) return;
  const rendered = await renderShopperEmail(email);
  await enqueueEmail(
    tx,
    { to: [claim.authorEmail], ...rendered, ...replyToOf(store) },
    { storeId: store.id, claimId: claim.id, at: context.now() },
  );
}

/** The store's own address for shoppers' replies, when it set one. */
function replyToOf(store: { replyTo: string | null }): { replyTo?: string } {
  return store.replyTo === null ? {} : { replyTo: store.replyTo };
}

/**
 * A new claim, or a shopper's message, to each member of the store's team who chose it and may read the
 * claim: one email each, so no member sees the others' addresses.
 */
async function queueTeamEmails(
  tx: Tx,
  event: Exclude<OutboxEvent, { type: 'order.claimLinks' }>,
  claim: ClaimRow,
  store: { id: string; accountId: string | null },
  brand: EmailBrand,
  context: NotifyContext,
): Promise<void> {
  const facts = {
    brand,
    claimNumber: claim.claimNumber,
    orderNumber: claim.sourceOrderNumber,
    customerName: claim.authorName,
    consoleUrl: consoleClaimUrl(context.origin, claim.id),
  };
  let email: TeamEmail;
  if (event.type === 'claim.filed') {
    const claimType = ClaimTypeOrMultiple.safeParse(claim.claimType);
    email = {
      kind: 'teamNewClaim',
      ...facts,
      claimType: claimType.success ? claimType.data : null,
      itemCount: claim.itemCount,
    };
  } else if (event.type === 'message.created') {
    const [message] = await tx.select().from(claimMessages).where(eq(claimMessages.id, event.messageId));
    if (message === undefined || message.internal || message.senderType !== 'customer') return;
    email = { kind: 'teamShopperReply', ...facts, message: message.content };
  } else {
    return;
  }
  const recipients = await teamRecipients(
    tx,
    store,
    email.kind === 'teamNewClaim' ? 'newClaim' : 'shopperReply',
  );
  if (recipients.length === 0) return;
  const rendered = await renderStoreEmail(email);
  for (const to of recipients) {
    await enqueueEmail(
      tx,
      { to: [to], ...rendered },
      { storeId: store.id, claimId: claim.id, at: context.now() },
    );
  }
}

/** What the store's webhooks hear of the event: the API's own entities, as the staff side reads them. */
async function webhookSubjectsFor(
  tx: Tx,
  event: Exclude<OutboxEvent, { type: 'order.claimLinks' }>,
  row: ClaimRow,
  context: NotifyContext,
): Promise<WebhookSubject[]> {
  const links: MediaLinks = { download: (key) => `${context.origin}${MEDIA_FILES_PATH}/${key}` };
  switch (event.type) {
    case 'claim.filed':
      return [{ type: 'claim.created', claim: await claimFromRow(tx, row, links) }];
    case 'message.created': {
      const [message] = await tx.select().from(claimMessages).where(eq(claimMessages.id, event.messageId));
      if (message === undefined || message.internal) return [];
      const files = await tx.select().from(media).where(eq(media.messageId, message.id));
      return [{ type: 'claim.message.created', message: toMessage(message, files, links) }];
    }
    case 'claim.moved': {
      const [record] = await tx.select().from(claimEvents).where(eq(claimEvents.id, event.eventId));
      const claim = await claimFromRow(tx, row, links);
      const resolved = record?.move === 'markResolved' || record?.move === 'markResolvedByBrand';
      return [
        { type: 'claim.updated', claim },
        ...(resolved ? [{ type: 'claim.resolved' as const, claim }] : []),
      ];
    }
  }
}

type ClaimFacts = Omit<ShopperEmail & { kind: 'claimReceived' }, 'kind'>;

/** The order's claims, each with its link, to the order's email address (the one its lookup proves). */
async function queueClaimLinks(tx: Tx, orderId: string, context: NotifyContext): Promise<void> {
  const [found] = await tx
    .select({ order: orders, store: stores })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, orderId));
  if (found === undefined) return;
  const { order, store } = found;
  const filed = await tx
    .select({ id: claims.id, claimNumber: claims.claimNumber })
    .from(claims)
    .where(eq(claims.orderId, orderId))
    .orderBy(asc(claims.claimNumber));
  if (filed.length === 0) return;
  const rendered = await renderShopperEmail({
    kind: 'claimLinks',
    brand: emailBrand(store.name, store.branding, context.origin),
    customerName: order.customerName,
    orderNumber: order.orderNumber,
    claims: filed.map((claim) => ({
      claimNumber: claim.claimNumber,
      claimUrl: claimUrl(context.origin, context.signer, claim.id),
    })),
  });
  await enqueueEmail(
    tx,
    { to: [order.customerEmail], ...rendered, ...replyToOf(store) },
    { storeId: store.id, claimId: null, at: context.now() },
  );
}

async function shopperEmailFor(
  db: Queryable,
  event: Exclude<OutboxEvent, { type: 'order.claimLinks' }>,
  facts: ClaimFacts,
  currency: string,
): Promise<ShopperEmail | null> {
  switch (event.type) {
    case 'claim.filed':
      return { kind: 'claimReceived', ...facts };
    case 'message.created': {
      const [message] = await db.select().from(claimMessages).where(eq(claimMessages.id, event.messageId));
      // The shopper's own messages and the team's notes are not sent to the shopper.
      if (message === undefined || message.internal || message.senderType === 'customer') return null;
      return { kind: 'storeMessage', ...facts, message: message.content };
    }
    case 'claim.moved': {
      const [record] = await db.select().from(claimEvents).where(eq(claimEvents.id, event.eventId));
      if (record === undefined) return null;
      switch (record.move) {
        case 'requestInfoFromCustomer':
          return { kind: 'infoRequested', ...facts, note: record.note };
        case 'approve':
          return {
            kind: 'approved',
            ...facts,
            resolutions: await resolutionLines(db, event.claimId, currency),
          };
        case 'deny':
          return { kind: 'denied', ...facts, reason: reasonOf(record.reason) };
        case 'markResolved':
        case 'markResolvedByBrand':
          return {
            kind: 'resolutionCarriedOut',
            ...facts,
            resolutions: await resolutionLines(db, event.claimId, currency),
          };
        default:
          return null;
      }
    }
  }
}

function reasonOf(stored: string | null): ReasonCode | null {
  const parsed = ReasonCodeSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The approved resolutions, item by item, with the amounts and the reshipment's tracking. */
async function resolutionLines(db: Queryable, claimId: string, currency: string): Promise<ResolutionLine[]> {
  const rows = await db
    .select({ resolution: claimResolutions, itemName: claimItems.name })
    .from(claimResolutions)
    .leftJoin(claimItems, eq(claimItems.id, claimResolutions.relatedClaimItemId))
    .where(and(eq(claimResolutions.claimId, claimId), eq(claimResolutions.decision, 'APPROVED')))
    .orderBy(asc(claimItems.position));
  return rows.map(({ resolution, itemName }) => {
    const parsed = Resolution.parse({
      ...resolution.details,
      id: resolution.id,
      resolutionType: resolution.resolutionType,
    });
    return {
      // A kind this server does not know (from an import) reads as a custom resolution.
      kind: ResolutionKind.catch('CUSTOM').parse(parsed.resolutionType),
      itemName,
      amount: parsed.paidValue ?? null,
      currency,
      reshipment:
        parsed.reshipment === null || parsed.reshipment === undefined
          ? null
          : {
              trackingCompany: parsed.reshipment.trackingCompany ?? null,
              trackingNumber: parsed.reshipment.trackingNumber ?? null,
              trackingUrl: parsed.reshipment.trackingUrl ?? null,
            },
      description: parsed.resolutionDescription ?? null,
    };
  });
}

/** The outbox worker's deliveries: events expanded as above, emails sent by the mailer, webhooks signed and POSTed. */
export function notificationHandlers(
  context: NotifyContext & { db: Db; mailer: Mailer; webhooks: WebhookSending },
): OutboxHandlers {
  return {
    expand: (tx, event) => expandEvent(tx, event, context),
    sendEmail: (email) => context.mailer.send(email),
    sendWebhook: (row) => sendWebhookRow(context.db, row, context.webhooks),
    webhookSettled: (row, ok, at) => webhookSettled(context.db, row, ok, at, context.origin),
  };
}
