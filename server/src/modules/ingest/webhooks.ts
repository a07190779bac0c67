/**
 * How each platform signs and names its webhook deliveries, as each documents it: which header carries the
 * signature and how it is computed over the raw body, and which headers or body fields give the
 * delivery's topic, its id (the same on the platform's retries, so a redelivery is stored once) and when
 * it happened. The ingest route (http/ingest.ts) reads deliveries through this table only.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ConnectionPlatform } from '@orderprotection/domain';

export interface DeliveryFacts {
  topic: string;
  deliveryId: string;
  triggeredAt: Date | null;
}

export interface WebhookFormat {
  /** The header with the signature, for the route's documentation. */
  signatureHeader: string;
  /** How the platform signs, in a sentence for the route's documentation. */
  signing: string;
  signed(body: Uint8Array, secret: string, header: (name: string) => string | undefined): boolean;
  /** The delivery's facts, or what is missing from it. */
  facts(body: string, header: (name: string) => string | undefined): DeliveryFacts | { missing: string };
  /**
   * An unsigned request the platform sends to check the URL before it signs anything (WooCommerce's ping
   * when a webhook is saved): answered 200 and not stored.
   */
  isPing?(body: string, header: (name: string) => string | undefined): boolean;
}

function hmac(body: Uint8Array, secret: string, encoding: 'base64' | 'hex'): string {
  return createHmac('sha256', secret).update(body).digest(encoding);
}

/** Compared in constant time, so the answer's timing says nothing about how much of a guess was right. */
function sameText(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.byteLength === b.byteLength && timingSafeEqual(a, b);
}

function parsedBody(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;

function instant(value: string | null | undefined): Date | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The facts from headers, or the first header missing. */
function fromHeaders(
  header: (name: string) => string | undefined,
  names: { topic: string; deliveryId: string; triggeredAt?: string },
): DeliveryFacts | { missing: string } {
  const topic = header(names.topic)?.trim();
  if (!topic) return { missing: names.topic };
  const deliveryId = header(names.deliveryId)?.trim();
  if (!deliveryId) return { missing: names.deliveryId };
  return {
    topic,
    deliveryId,
    triggeredAt: names.triggeredAt === undefined ? null : instant(header(names.triggeredAt)),
  };
}

export const SHOPIFY_HEADERS = {
  hmac: 'x-shopify-hmac-sha256',
  topic: 'x-shopify-topic',
  webhookId: 'x-shopify-webhook-id',
  triggeredAt: 'x-shopify-triggered-at',
} as const;

export const WOOCOMMERCE_HEADERS = {
  signature: 'x-wc-webhook-signature',
  topic: 'x-wc-webhook-topic',
  deliveryId: 'x-wc-webhook-delivery-id',
} as const;

export const EASYPOST_SIGNATURE = 'x-hmac-signature';
export const AFTERSHIP_SIGNATURE = 'aftership-hmac-sha256';

export const WEBHOOK_FORMATS: Record<ConnectionPlatform, WebhookFormat> = {
  // shopify.dev/docs/apps/build/webhooks/verify-webhooks (written here rather than through
  // @shopify/shopify-api, whose check needs a whole app configuration to compute these few lines).
  shopify: {
    signatureHeader: SHOPIFY_HEADERS.hmac,
    signing: 'the base64 HMAC-SHA256 of the body with the app’s client secret',
    signed: (body, secret, header) => sameText(hmac(body, secret, 'base64'), header(SHOPIFY_HEADERS.hmac)),
    facts: (_body, header) =>
      fromHeaders(header, {
        topic: SHOPIFY_HEADERS.topic,
        deliveryId: SHOPIFY_HEADERS.webhookId,
        triggeredAt: SHOPIFY_HEADERS.triggeredAt,
      }),
  },
  // woocommerce.github.io/woocommerce-rest-api-docs/#webhooks: the topic (order.updated) and the delivery's
  // id in headers; the order's own date_modified_gmt orders its updates.
  woocommerce: {
    signatureHeader: WOOCOMMERCE_HEADERS.signature,
    signing: 'the base64 HMAC-SHA256 of the body with the webhook’s secret',
    signed: (body, secret, header) =>
      sameText(hmac(body, secret, 'base64'), header(WOOCOMMERCE_HEADERS.signature)),
    facts: (_body, header) =>
      fromHeaders(header, { topic: WOOCOMMERCE_HEADERS.topic, deliveryId: WOOCOMMERCE_HEADERS.deliveryId }),
    isPing: (body, header) =>
      header(WOOCOMMERCE_HEADERS.signature) === undefined && /^webhook_id=\d+$/.test(body.trim()),
  },
  // docs.easypost.com/docs/webhooks (HMAC validation): the secret is NFKD-normalised before signing.
  easypost: {
    signatureHeader: EASYPOST_SIGNATURE,
    signing: '`hmac-sha256-hex=` and the hex HMAC-SHA256 of the body with the webhook’s secret',
    signed: (body, secret, header) =>
      sameText(`hmac-sha256-hex=${hmac(body, secret.normalize('NFKD'), 'hex')}`, header(EASYPOST_SIGNATURE)),
    facts: (body) => {
      const event = parsedBody(body);
      const deliveryId = text(event?.id);
      if (deliveryId === null) return { missing: 'id' };
      const topic = text(event?.description);
      if (topic === null) return { missing: 'description' };
      return { topic, deliveryId, triggeredAt: instant(text(event?.updated_at)) };
    },
  },
  // aftership.com/docs/tracking (Webhook Specifications): `event_id` is kept across retries.
  aftership: {
    signatureHeader: AFTERSHIP_SIGNATURE,
    signing: 'the base64 HMAC-SHA256 of the body with the webhook secret',
    signed: (body, secret, header) => sameText(hmac(body, secret, 'base64'), header(AFTERSHIP_SIGNATURE)),
    facts: (body) => {
      const event = parsedBody(body);
      const deliveryId = text(event?.event_id);
      if (deliveryId === null) return { missing: 'event_id' };
      const topic = text(event?.event);
      if (topic === null) return { missing: 'event' };
      const ts = typeof event?.ts === 'number' ? new Date(event.ts * 1000) : null;
      return { topic, deliveryId, triggeredAt: ts };
    },
  },
};

/** What a platform's signature header holds for `body`: for the tests' and the demo's deliveries. */
export function signatureFor(
  platform: ConnectionPlatform,
  body: Uint8Array | string,
  secret: string,
): string {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  if (platform === 'easypost') return `hmac-sha256-hex=${hmac(bytes, secret.normalize('NFKD'), 'hex')}`;
  return hmac(bytes, secret, 'base64');
}
