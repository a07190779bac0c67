/**
 * The few calls of Shopify's REST Admin API that a connection makes: subscribing the webhooks, counting and
 * paging the orders of a backfill. Each answer says what the shop's leaky bucket holds
 * (`X-Shopify-Shop-Api-Call-Limit`), and a refusal says why in Shopify's own words, and when to try again
 * on a 429 (`Retry-After`). The shop is reached at https://{shop}/admin/api/{version}, or on the origin the
 * configuration gives for every shop (`SHOPIFY_API_ORIGIN`: a stand-in, for tests and the demo).
 */
import { callPlatform } from '../platform-call';

export const SHOPIFY_API_VERSION = '2025-07';

/** What a connection subscribes to (apply.ts says what each does). */
export const SHOPIFY_WEBHOOK_TOPICS = [
  'orders/create',
  'orders/updated',
  'orders/cancelled',
  'orders/edited',
  'fulfillments/create',
  'fulfillments/update',
  'refunds/create',
  'app/uninstalled',
] as const;

/** The most orders one page may hold. */
export const SHOPIFY_PAGE_LIMIT = 250;

/** A call gives up after this: Shopify answers in well under a second, or is in trouble. */
const CALL_TIMEOUT_MS = 15_000;

export interface ShopifyAdmin {
  /** e.g. https://aurora.myshopify.com/admin/api/2025-07 */
  base: string;
  accessToken: string;
}

export function shopifyAdmin(
  shopDomain: string,
  accessToken: string,
  apiOrigin: string | undefined,
): ShopifyAdmin {
  return { base: `${apiOrigin ?? `https://${shopDomain}`}/admin/api/${SHOPIFY_API_VERSION}`, accessToken };
}

/** The calls in the shop's bucket after this one, and its size. */
export interface CallLimit {
  used: number;
  size: number;
}

export type AdminAnswer<T> =
  | { ok: true; body: T; link: string | null; callLimit: CallLimit | null }
  /** `status` 0: Shopify was not reached, or did not answer in time. */
  | { ok: false; status: number; reason: string; retryAfterMs: number | null; callLimit: CallLimit | null };

export async function adminCall<T>(
  admin: ShopifyAdmin,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<AdminAnswer<T>> {
  const answer = await callPlatform({
    platform: 'Shopify',
    url: `${admin.base}/${path}`,
    init: {
      method,
      headers: {
        'x-shopify-access-token': admin.accessToken,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    timeoutMs: CALL_TIMEOUT_MS,
    reachAt: admin.base,
    detailOf: (text, response) => errorsOf(text) ?? response.statusText,
  });
  const callLimit = callLimitOf(answer.headers?.get('x-shopify-shop-api-call-limit') ?? null);
  if (!answer.ok) {
    const { status, reason, retryAfterMs } = answer;
    return { ok: false, status, reason, retryAfterMs, callLimit };
  }
  return { ok: true, body: answer.body as T, link: answer.headers.get('link'), callLimit };
}

/** `X-Shopify-Shop-Api-Call-Limit: 32/40`. */
function callLimitOf(header: string | null): CallLimit | null {
  const match = /^(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  return match ? { used: Number(match[1]), size: Number(match[2]) } : null;
}

/** Shopify's `errors`: a sentence, or sentences by field. */
function errorsOf(text: string): string | null {
  try {
    const errors = (JSON.parse(text) as { errors?: unknown }).errors;
    if (typeof errors === 'string') return errors;
    if (typeof errors === 'object' && errors !== null) {
      return Object.entries(errors)
        .map(([field, messages]) => `${field} ${[messages].flat().join(', ')}`)
        .join('; ');
    }
  } catch {}
  return null;
}

/** The cursor of the page after this one, from the `Link` header; null on the last page. */
export function nextPageInfo(link: string | null): string | null {
  for (const part of link?.split(',') ?? []) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (match?.[1] && URL.canParse(match[1])) return new URL(match[1]).searchParams.get('page_info');
  }
  return null;
}

/** The first page names the filter; the next ones only their cursor, which carries it, as Shopify requires. */
export function ordersPath(since: Date, cursor: string | null): string {
  if (cursor !== null)
    return `orders.json?limit=${SHOPIFY_PAGE_LIMIT}&page_info=${encodeURIComponent(cursor)}`;
  return `orders.json?status=any&created_at_min=${encodeURIComponent(since.toISOString())}&limit=${SHOPIFY_PAGE_LIMIT}`;
}

export function countPath(since: Date): string {
  return `orders/count.json?status=any&created_at_min=${encodeURIComponent(since.toISOString())}`;
}

interface Webhook {
  topic: string;
  address: string;
}

/**
 * Subscribes `address` to every topic a connection needs that it is not subscribed to yet, so connecting
 * again (new secrets) neither fails nor doubles them. Null when done; otherwise why not.
 */
export async function subscribeWebhooks(admin: ShopifyAdmin, address: string): Promise<string | null> {
  const listed = await adminCall<{ webhooks: Webhook[] }>(admin, 'GET', 'webhooks.json');
  if (!listed.ok) return `The webhooks could not be listed. ${listed.reason}`;
  const have = new Set(
    listed.body.webhooks.filter((webhook) => webhook.address === address).map((webhook) => webhook.topic),
  );
  for (const topic of SHOPIFY_WEBHOOK_TOPICS) {
    if (have.has(topic)) continue;
    const made = await adminCall(admin, 'POST', 'webhooks.json', {
      webhook: { topic, address, format: 'json' },
    });
    if (!made.ok) return `The ${topic} webhook could not be subscribed. ${made.reason}`;
  }
  return null;
}
