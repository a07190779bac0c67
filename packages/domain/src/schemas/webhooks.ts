/**
 * A store's webhooks: the events a store's systems can hear about, the endpoint a person registers, and
 * the log of what was delivered to it.
 */
import { z } from 'zod';
import { inputString } from './primitives';

export const WebhookEventType = z.enum([
  'claim.created',
  'claim.updated',
  'claim.message.created',
  'claim.resolved',
]);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

export const WebhookEndpointInput = z.strictObject({
  url: inputString()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, error: 'Enter an http:// or https:// URL' })),
  events: z
    .array(WebhookEventType)
    .min(1, 'Choose at least one event')
    .transform((events) => [...new Set(events)]),
});
export type WebhookEndpointInput = z.infer<typeof WebhookEndpointInput>;

export const WebhookEndpoint = z.object({
  id: z.string(),
  storeId: z.string(),
  url: z.string(),
  events: z.array(WebhookEventType),
  createdAt: z.string(),
  /** Since when every delivery failed; null while it works. */
  failingSince: z.string().nullable(),
  /** Set when it was disabled for failing for days; nothing is sent to it any more. */
  disabledAt: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

/** The endpoint just made, with its signing secret: shown this once. */
export const NewWebhookEndpoint = z.object({ endpoint: WebhookEndpoint, secret: z.string() });
export type NewWebhookEndpoint = z.infer<typeof NewWebhookEndpoint>;

export const WebhookDelivery = z.object({
  id: z.string(),
  type: WebhookEventType,
  status: z.enum(['pending', 'delivered', 'failed']),
  createdAt: z.string(),
  attempts: z.array(
    z.object({
      at: z.string(),
      ok: z.boolean(),
      statusCode: z.number().int().nullable(),
      latencyMs: z.number().int(),
      error: z.string().nullable(),
    }),
  ),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/**
 * The emails of a store a person who reads its branding may preview with it (`email-previews/{kind}`): the
 * shopper's, then the team's (a new claim, a shopper's reply) and the owners' (a webhook endpoint disabled).
 */
export const EmailPreviewKind = z.enum([
  'claimReceived',
  'storeMessage',
  'infoRequested',
  'approved',
  'denied',
  'resolutionCarriedOut',
  'claimLinks',
  'teamNewClaim',
  'teamShopperReply',
  'webhookDisabled',
]);
export type EmailPreviewKind = z.infer<typeof EmailPreviewKind>;
