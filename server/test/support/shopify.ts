/** A store's Shopify connection in a test, and deliveries signed as Shopify signs its webhooks. */
import { expect } from 'vitest';
import { signatureFor } from '../../src/modules/ingest/webhooks';
import type { TestServer } from './harness';
import { type Answer, call } from './http';
import { AURORA, staffCall } from './staff';

export const SHOPIFY_CLIENT_SECRET = 'shpss_0123456789abcdef0123456789abcdef';
export const SHOPIFY_ACCESS_TOKEN = 'shpat_0123456789abcdef0123456789abcdef';

/** A connection as `GET .../connections` answers it. */
export interface TestConnection {
  id: string;
  webhookUrl: string;
  pending: number;
  failed: number;
  lastDeliveryAt: string | null;
  lastFailure: string | null;
}

/** Connects Aurora's shop as the signed-in person of `cookie` does in the console. */
export async function connectAuroraShopify(
  server: TestServer,
  cookie: string,
  shopDomain = 'aurora.myshopify.com',
): Promise<TestConnection> {
  const made = await staffCall(server, cookie, 'PUT', `stores/${AURORA.storeId}/connections/shopify`, {
    json: { shopDomain, clientSecret: SHOPIFY_CLIENT_SECRET, accessToken: SHOPIFY_ACCESS_TOKEN },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body as TestConnection;
}

/** POSTs `body` to a connection's webhook URL with Shopify's headers, signed with `secret`; `headers` win. */
export function deliverShopify(
  server: TestServer,
  webhookUrl: string,
  body: string,
  headers: Record<string, string>,
  secret = SHOPIFY_CLIENT_SECRET,
): Promise<Answer> {
  return call(server, 'POST', webhookUrl, {
    body,
    headers: {
      'content-type': 'application/json',
      'x-shopify-hmac-sha256': signatureFor('shopify', Buffer.from(body), secret),
      ...headers,
    },
  });
}
