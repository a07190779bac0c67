/**
 * A WooCommerce site's REST API (v3) on 127.0.0.1, answering as woocommerce.github.io/woocommerce-rest-api-docs
 * documents it, for the tests, the demos and the benchmarks (never the internet): the orders, oldest or
 * newest first by page number with `X-WP-Total`, `X-WP-TotalPages` and a `Link` header, filtered by
 * creation date (`after`, in the site's time or GMT with `dates_are_gmt`); an order's refunds; and the
 * consumer key and secret checked on every call (basic auth), refused with WooCommerce's error JSON.
 * WooCommerce core has no rate limit, but hosts and security plugins in front of it answer 429 with
 * `Retry-After`: the stand-in does so for the next calls when told. Orders are made when asked for
 * (woocommerce-orders.ts), so it holds none. It can also send the site's webhooks, signed as WooCommerce
 * signs them, to a URL.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureFor, WOOCOMMERCE_HEADERS } from '../modules/ingest/webhooks';
import { firstIndexFrom, type OrderSet } from './order-set';
import {
  madeUpWooOrder,
  madeUpWooRefunds,
  SITE_OFFSET_HOURS,
  type WooRestObject,
  wooOrderIndex,
} from './woocommerce-orders';

export interface WooCommerceStandInOptions {
  consumerKey: string;
  consumerSecret: string;
  /** Signs the webhooks it sends. */
  webhookSecret: string;
  orders: OrderSet;
  /** Changes what is served for an order, e.g. to make one that does not map. */
  edit?: (order: WooRestObject, index: number) => WooRestObject;
}

export interface WooCommerceStandIn {
  /** The site's origin, e.g. http://127.0.0.1:41234: the connection's site URL. */
  origin: string;
  /** Each call answered, as `METHOD path?query`. */
  calls: string[];
  /** Order `index` as it is served. */
  order(index: number): WooRestObject;
  /** Order `index`'s refunds as they are served. */
  refunds(index: number): WooRestObject[];
  /** The next `calls` calls are answered 429 with `Retry-After: retryAfterSeconds`. */
  throttle(calls: number, retryAfterSeconds: number): void;
  /** The next `calls` calls are answered `status` (a 5xx), as a site in trouble answers. */
  failNext(calls: number, status: number): void;
  /**
   * Sends `body` as a `topic` webhook (order.updated) to `address`; the status it answered. Without an id
   * the delivery's is a hash, as WooCommerce's is (`wp_hash` of the webhook and the time).
   */
  deliver(address: string, topic: string, body: unknown, options?: { deliveryId?: string }): Promise<number>;
  close(): Promise<void>;
}

const PREFIX = '/wp-json/wc/v3';
const MAX_PER_PAGE = 100;
const DEFAULT_PER_PAGE = 10;
const HOUR_MS = 60 * 60 * 1000;

/** WordPress's REST error: `{ code, message, data: { status } }`. */
const wpError = (status: number, code: string, message: string) => ({ code, message, data: { status } });

export async function startWooCommerceStandIn(
  options: WooCommerceStandInOptions,
): Promise<WooCommerceStandIn> {
  const calls: string[] = [];
  const throttled = { calls: 0, retryAfterSeconds: 0 };
  const failing = { calls: 0, status: 503 };
  const order = (index: number) => {
    const made = madeUpWooOrder(options.orders, index);
    return options.edit ? options.edit(made, index) : made;
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
      response.end(JSON.stringify(body));
    };
    if (throttled.calls > 0) {
      throttled.calls -= 1;
      const wait = throttled.retryAfterSeconds;
      return send(
        429,
        wpError(
          429,
          'rate_limit_exceeded',
          `Too many requests. Please wait ${wait} seconds before trying again.`,
        ),
        { 'retry-after': String(wait) },
      );
    }
    if (failing.calls > 0) {
      failing.calls -= 1;
      return send(
        failing.status,
        wpError(failing.status, 'internal_server_error', 'There has been a critical error on this website.'),
      );
    }
    if (!url.pathname.startsWith(`${PREFIX}/`)) {
      return send(
        404,
        wpError(404, 'rest_no_route', 'No route was found matching the URL and request method.'),
      );
    }
    const refused = authenticate(request.headers.authorization);
    if (refused !== null) return send(401, refused);
    if (request.method !== 'GET') {
      return send(
        404,
        wpError(404, 'rest_no_route', 'No route was found matching the URL and request method.'),
      );
    }
    const resource = url.pathname.slice(PREFIX.length);
    if (resource === '/orders') return ordersPage(url, `http://${request.headers.host}`, send);
    const refunds = /^\/orders\/(\d+)\/refunds$/.exec(resource);
    if (refunds) {
      const index = wooOrderIndex(options.orders, Number(refunds[1]));
      if (index === null)
        return send(404, wpError(404, 'woocommerce_rest_order_invalid_id', 'Invalid order ID.'));
      const listed = madeUpWooRefunds(options.orders, index);
      return send(200, listed, { 'x-wp-total': String(listed.length), 'x-wp-totalpages': '1' });
    }
    return send(
      404,
      wpError(404, 'rest_no_route', 'No route was found matching the URL and request method.'),
    );
  };

  /** WooCommerce's answers to basic auth: no credentials, an unknown key, a wrong secret. */
  const authenticate = (header: string | undefined) => {
    const match = /^Basic (.+)$/i.exec(header ?? '');
    if (!match?.[1]) return wpError(401, 'woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.');
    const [key, ...secret] = Buffer.from(match[1], 'base64').toString('utf8').split(':');
    if (key !== options.consumerKey)
      return wpError(401, 'woocommerce_rest_authentication_error', 'Consumer key is invalid.');
    if (secret.join(':') !== options.consumerSecret)
      return wpError(401, 'woocommerce_rest_authentication_error', 'Consumer secret is invalid.');
    return null;
  };

  const ordersPage = (
    url: URL,
    origin: string,
    send: (status: number, body: unknown, headers?: Record<string, string>) => void,
  ) => {
    const query = url.searchParams;
    const perPage = Number(query.get('per_page') ?? DEFAULT_PER_PAGE);
    const page = Number(query.get('page') ?? 1);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
      return send(
        400,
        invalidParam('per_page', `per_page must be between 1 (inclusive) and ${MAX_PER_PAGE} (inclusive)`),
      );
    if (!Number.isInteger(page) || page < 1)
      return send(400, invalidParam('page', 'page must be greater than or equal to 1'));
    const after = afterOf(query.get('after'), query.get('dates_are_gmt'));
    if (after === 'invalid') return send(400, invalidParam('after', 'Invalid date.'));
    const descending = (query.get('order') ?? 'desc') === 'desc';
    // "After" is exclusive: the first order placed later than it.
    const first = after === null ? 0 : firstIndexFrom(options.orders, after + 1);
    const total = options.orders.count - first;
    const pages = Math.ceil(total / perPage);
    const from = (page - 1) * perPage;
    const orders: WooRestObject[] = [];
    for (let position = from; position < Math.min(total, from + perPage); position += 1) {
      orders.push(order(descending ? options.orders.count - 1 - position : first + position));
    }
    const links: string[] = [];
    const link = (to: number, rel: string) => {
      const target = new URLSearchParams(query);
      target.set('page', String(to));
      links.push(`<${origin}${PREFIX}/orders?${target}>; rel="${rel}"`);
    };
    if (page > 1 && page <= pages + 1) link(page - 1, 'prev');
    if (page < pages) link(page + 1, 'next');
    return send(200, orders, {
      'x-wp-total': String(total),
      'x-wp-totalpages': String(pages),
      ...(links.length > 0 ? { link: links.join(', ') } : {}),
    });
  };

  const server = createServer((request, response) => {
    try {
      handle(request, response);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify(wpError(500, 'internal_server_error', String(error))));
    }
  });
  // Between calls the worker writes a page, which on a busy machine can outlast Node's default 5 s: a
  // connection the server closes then races the client's reuse of it (ECONNRESET).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    calls,
    order,
    refunds: (index) => madeUpWooRefunds(options.orders, index),
    throttle(count, retryAfterSeconds) {
      throttled.calls = count;
      throttled.retryAfterSeconds = retryAfterSeconds;
    },
    failNext(count, status) {
      failing.calls = count;
      failing.status = status;
    },
    async deliver(address, topic, body, { deliveryId } = {}) {
      const raw = JSON.stringify(body);
      const [resource, event] = topic.split('.');
      const answer = await fetch(address, {
        method: 'POST',
        body: raw,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'WooCommerce/8.6.1 Hookshot (WordPress/6.4.3)',
          'x-wc-webhook-source': `${origin}/`,
          [WOOCOMMERCE_HEADERS.topic]: topic,
          'x-wc-webhook-resource': resource ?? '',
          'x-wc-webhook-event': event ?? '',
          [WOOCOMMERCE_HEADERS.signature]: signatureFor('woocommerce', raw, options.webhookSecret),
          'x-wc-webhook-id': '17',
          [WOOCOMMERCE_HEADERS.deliveryId]: deliveryId ?? randomUUID().replaceAll('-', ''),
        },
      });
      await answer.arrayBuffer();
      return answer.status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function invalidParam(name: string, message: string) {
  return {
    ...wpError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`),
    details: { [name]: message },
  };
}

/**
 * `after` in epoch milliseconds. A date without a zone is in the site's time zone unless `dates_are_gmt`
 * says GMT; one with a zone is that instant.
 */
function afterOf(value: string | null, datesAreGmt: string | null): number | null | 'invalid' {
  if (value === null) return null;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(value);
  const parsed = Date.parse(zoned ? value : `${value}Z`);
  if (Number.isNaN(parsed)) return 'invalid';
  const gmt = datesAreGmt === 'true' || datesAreGmt === '1';
  return zoned || gmt ? parsed : parsed - SITE_OFFSET_HOURS * HOUR_MS;
}
