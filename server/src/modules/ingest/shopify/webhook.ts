/**
 * Shopify's webhook signature, as Shopify documents it: the base64 HMAC-SHA256 of the raw body with the
 * app's client secret, in `X-Shopify-Hmac-SHA256`, compared in constant time. Written here rather than
 * through `@shopify/shopify-api`, whose check needs a whole app configuration (API key, scopes, host and a
 * runtime adapter) to compute these few lines.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SHOPIFY_HEADERS = {
  hmac: 'x-shopify-hmac-sha256',
  topic: 'x-shopify-topic',
  webhookId: 'x-shopify-webhook-id',
  triggeredAt: 'x-shopify-triggered-at',
  shopDomain: 'x-shopify-shop-domain',
} as const;

export function shopifySignature(body: Uint8Array, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

export function isShopifySigned(body: Uint8Array, secret: string, header: string | undefined): boolean {
  if (header === undefined) return false;
  const expected = Buffer.from(shopifySignature(body, secret));
  const given = Buffer.from(header);
  return given.byteLength === expected.byteLength && timingSafeEqual(given, expected);
}
