/**
 * WooCommerce's REST API (v3) as the ingest reads it: with the store's consumer key and secret as basic
 * auth, which WooCommerce accepts over HTTPS (woocommerce.github.io/woocommerce-rest-api-docs,
 * "Authentication over HTTPS"). A refusal says what the site answered in WooCommerce's own words (the
 * `message` of its error JSON), for the connection's health, and when to try again on a 429
 * (`Retry-After`: WooCommerce core has no rate limit, but hosts and security plugins put one in front).
 */
import { callPlatform } from '../platform-call';

/** A call gives up after this: a site answers a page of orders in seconds, or is in trouble. */
const CALL_TIMEOUT_MS = 30_000;

export class WooCommerceApiError extends Error {
  override name = 'WooCommerceApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface WooCommerceSite {
  /** The site's origin, e.g. https://shop.example. */
  url: string;
  /** `consumer_key:consumer_secret`. */
  credentials: string;
}

export type WooAnswer =
  | { ok: true; body: unknown; headers: Headers }
  /** `status` 0: the site was not reached, or did not answer in time. */
  | { ok: false; status: number; reason: string; retryAfterMs: number | null };

/** GET `path` (after /wp-json/wc/v3) as JSON, with its response headers for paging; never throws. */
export async function wooCall(site: WooCommerceSite, path: string): Promise<WooAnswer> {
  const answer = await callPlatform({
    platform: 'WooCommerce',
    url: `${site.url}/wp-json/wc/v3${path}`,
    init: {
      headers: {
        authorization: `Basic ${Buffer.from(site.credentials).toString('base64')}`,
        accept: 'application/json',
      },
    },
    timeoutMs: CALL_TIMEOUT_MS,
    reachAt: site.url,
    asked: ` to GET ${path}`,
    detailOf: (text) => messageOf(text) ?? (text.slice(0, 200) || null),
  });
  if (!answer.ok) {
    const { status, reason, retryAfterMs } = answer;
    return { ok: false, status, reason, retryAfterMs };
  }
  return answer;
}

/** As `wooCall`, throwing the refusal. */
export async function wooGet(
  site: WooCommerceSite,
  path: string,
): Promise<{ body: unknown; headers: Headers }> {
  const answer = await wooCall(site, path);
  if (!answer.ok) throw new WooCommerceApiError(answer.status, answer.reason);
  return answer;
}

/** The path of an order's refunds: all of them, since no order has more than a page of refunds. */
export function refundsPath(orderId: string): string {
  return `/orders/${encodeURIComponent(orderId)}/refunds?per_page=100`;
}

/** WooCommerce's error JSON: `{"code":"woocommerce_rest_cannot_view","message":"Sorry, …","data":…}`. */
function messageOf(text: string): string | null {
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message;
    return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
  } catch {
    return null;
  }
}

/**
 * The refund objects of an order (GET /orders/{id}/refunds), for the order's mapping: an order lists its
 * refunds by id only. None are asked for an order that lists none, the answer then an empty list.
 */
export async function orderRefunds(site: WooCommerceSite, payload: unknown): Promise<WooAnswer> {
  const order = payload as { id?: unknown; refunds?: unknown } | null;
  if (!Array.isArray(order?.refunds) || order.refunds.length === 0) {
    return { ok: true, body: [], headers: new Headers() };
  }
  return wooCall(site, refundsPath(String(order.id)));
}
