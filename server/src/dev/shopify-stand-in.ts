/**
 * A Shopify shop's REST Admin API on 127.0.0.1, answering as Shopify documents it, for the tests, the demo
 * and the benchmarks (never the internet): orders with cursor paging (`page_info` in the `Link` header),
 * their count, webhook subscriptions, the access token checked on every call, and the leaky bucket of call
 * limits (`X-Shopify-Shop-Api-Call-Limit`, 429 with `Retry-After` when full) drained by the clock it is
 * given rather than by real time, so a test decides when the bucket has leaked. It can also send the shop's
 * webhooks, signed as Shopify signs them, to the addresses subscribed to their topic.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHOPIFY_API_VERSION, SHOPIFY_WEBHOOK_TOPICS } from '../modules/ingest/shopify/admin';
import { signatureFor } from '../modules/ingest/webhooks';
import { firstIndexFrom } from './order-set';
import { madeUpShopifyOrder, type ShopifyOrderSet, type ShopifyRestOrder } from './shopify-orders';

export interface ShopifyStandInOptions {
  shopDomain: string;
  accessToken: string;
  /** Signs the webhooks it sends. */
  clientSecret: string;
  orders: ShopifyOrderSet;
  /** Drains the bucket; the system clock unless given. */
  now?: () => Date;
  /** Shopify's standard plan: 40 calls, 2 leaked a second. */
  bucket?: { size: number; leakPerSecond: number };
  /** Changes what is served for an order, e.g. to make one that does not map. */
  edit?: (order: ShopifyRestOrder, index: number) => ShopifyRestOrder;
}

export interface StandInWebhook {
  id: number;
  topic: string;
  address: string;
  format: 'json';
  created_at: string;
  updated_at: string;
  api_version: string;
}

export interface ShopifyStandIn {
  /** e.g. http://127.0.0.1:41234, for `SHOPIFY_API_ORIGIN`. */
  origin: string;
  shopDomain: string;
  webhooks: StandInWebhook[];
  /** Each call answered, as `METHOD path?query`. */
  calls: string[];
  /** The calls in the bucket now; setting it stands for the shop's other apps' calls. */
  bucketLevel(): number;
  fillBucket(level: number): void;
  /** Order `index` as it is served. */
  order(index: number): ShopifyRestOrder;
  /** Sends `body` as a `topic` webhook to every address subscribed to it; the statuses they answered. */
  deliver(
    topic: string,
    body: unknown,
    options?: { webhookId?: string; triggeredAt?: Date },
  ): Promise<number[]>;
  close(): Promise<void>;
}

const MAX_LIMIT = 250;
const DEFAULT_LIMIT = 50;

export async function startShopifyStandIn(options: ShopifyStandInOptions): Promise<ShopifyStandIn> {
  const now = options.now ?? (() => new Date());
  const bucket = options.bucket ?? { size: 40, leakPerSecond: 2 };
  const webhooks: StandInWebhook[] = [];
  const calls: string[] = [];
  let level = 0;
  // Read on the first call, so the clock may be one made after the stand-in (a test server's).
  let leakedAt: number | null = null;
  let nextWebhookId = 1_000_001;

  const leak = () => {
    const at = now().getTime();
    level = Math.max(0, level - ((at - (leakedAt ?? at)) / 1000) * bucket.leakPerSecond);
    leakedAt = at;
  };
  const order = (index: number) => {
    const made = madeUpShopifyOrder(options.orders, index);
    return options.edit ? options.edit(made, index) : made;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      response.end(JSON.stringify(body));
    };
    const prefix = `/admin/api/${SHOPIFY_API_VERSION}/`;
    if (!url.pathname.startsWith(prefix)) return send(404, { errors: 'Not Found' });
    if (request.headers['x-shopify-access-token'] !== options.accessToken) {
      return send(401, {
        errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
      });
    }
    leak();
    const limitHeader = () => ({
      'x-shopify-shop-api-call-limit': `${Math.ceil(level)}/${bucket.size}`,
    });
    if (level + 1 > bucket.size) {
      return send(
        429,
        {
          errors:
            'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.',
        },
        { ...limitHeader(), 'retry-after': '2.0' },
      );
    }
    level += 1;
    const resource = url.pathname.slice(prefix.length);
    const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      send(status, body, { ...limitHeader(), ...headers });

    if (request.method === 'GET' && resource === 'orders.json') return ordersPage(url, origin, answer);
    if (request.method === 'GET' && resource === 'orders/count.json') {
      const min = createdAtMin(url);
      if (min === 'invalid') return answer(400, { errors: { created_at_min: 'Invalid value.' } });
      return answer(200, { count: options.orders.count - firstIndexFrom(options.orders, min) });
    }
    if (request.method === 'GET' && resource === 'webhooks.json') return answer(200, { webhooks });
    if (request.method === 'POST' && resource === 'webhooks.json') {
      const made = subscription(await readJson(request));
      if ('errors' in made) return answer(422, made);
      webhooks.push(made);
      return answer(201, { webhook: made });
    }
    const deleted = /^webhooks\/(\d+)\.json$/.exec(resource);
    if (request.method === 'DELETE' && deleted) {
      const at = webhooks.findIndex((webhook) => String(webhook.id) === deleted[1]);
      if (at < 0) return answer(404, { errors: 'Not Found' });
      webhooks.splice(at, 1);
      return answer(200, {});
    }
    return answer(404, { errors: 'Not Found' });
  };

  /** Newest first, as Shopify lists orders; a page's cursor names the filter and where the next begins. */
  const ordersPage = (
    url: URL,
    origin: string,
    answer: (status: number, body: unknown, headers?: Record<string, string>) => void,
  ) => {
    const limit = Number(url.searchParams.get('limit') ?? DEFAULT_LIMIT);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
      return answer(400, { errors: { limit: `Must be between 1 and ${MAX_LIMIT}.` } });
    const pageInfo = url.searchParams.get('page_info');
    let cursor: Cursor;
    if (pageInfo !== null) {
      const others = [...url.searchParams.keys()].filter(
        (key) => !['page_info', 'limit', 'fields'].includes(key),
      );
      if (others.length > 0)
        return answer(400, { errors: { page_info: `Cannot be combined with ${others.join(', ')}.` } });
      const decoded = decodeCursor(pageInfo);
      if (decoded === null) return answer(400, { errors: { page_info: 'Invalid value.' } });
      cursor = decoded;
    } else {
      const min = createdAtMin(url);
      if (min === 'invalid') return answer(400, { errors: { created_at_min: 'Invalid value.' } });
      cursor = { min, before: options.orders.count };
    }
    const oldest = firstIndexFrom(options.orders, cursor.min);
    const end = Math.max(oldest, Math.min(cursor.before, options.orders.count));
    const start = Math.max(oldest, end - limit);
    const orders: ShopifyRestOrder[] = [];
    for (let index = end - 1; index >= start; index -= 1) orders.push(order(index));
    const links: string[] = [];
    const page = (to: Cursor, rel: string) =>
      links.push(
        `<${origin}/admin/api/${SHOPIFY_API_VERSION}/orders.json?limit=${limit}&page_info=${encodeCursor(to)}>; rel="${rel}"`,
      );
    if (pageInfo !== null && end < options.orders.count)
      page({ min: cursor.min, before: end + limit }, 'previous');
    if (start > oldest) page({ min: cursor.min, before: start }, 'next');
    return answer(200, { orders }, links.length > 0 ? { link: links.join(', ') } : {});
  };

  const subscription = (body: unknown): StandInWebhook | { errors: Record<string, string[]> } => {
    const webhook = (body as { webhook?: Record<string, unknown> } | null)?.webhook;
    const topic = String(webhook?.topic ?? '');
    const address = String(webhook?.address ?? '');
    if (!(SHOPIFY_WEBHOOK_TOPICS as readonly string[]).includes(topic) && topic !== 'orders/paid')
      return { errors: { topic: [`Invalid topic specified: ${topic}`] } };
    if (!URL.canParse(address)) return { errors: { address: ["can't be blank", 'is invalid'] } };
    if ((webhook?.format ?? 'json') !== 'json')
      return { errors: { format: ['is not included in the list'] } };
    if (webhooks.some((made) => made.topic === topic && made.address === address))
      return { errors: { address: ['for this topic has already been taken'] } };
    const at = new Date(now()).toISOString();
    return {
      id: nextWebhookId++,
      topic,
      address,
      format: 'json',
      created_at: at,
      updated_at: at,
      api_version: SHOPIFY_API_VERSION,
    };
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ errors: String(error) }));
    });
  });
  // Between calls the worker writes a page, which on a busy machine can outlast Node's default 5 s: a
  // connection the server closes then races the client's reuse of it (ECONNRESET).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    shopDomain: options.shopDomain,
    webhooks,
    calls,
    bucketLevel: () => {
      leak();
      return level;
    },
    fillBucket(to) {
      leak();
      level = to;
    },
    order,
    async deliver(topic, body, { webhookId, triggeredAt } = {}) {
      const raw = JSON.stringify(body);
      const targets = webhooks.filter((webhook) => webhook.topic === topic);
      return Promise.all(
        targets.map(async (webhook) => {
          const answer = await fetch(webhook.address, {
            method: 'POST',
            body: raw,
            headers: {
              'content-type': 'application/json',
              'x-shopify-topic': topic,
              'x-shopify-hmac-sha256': signatureFor('shopify', raw, options.clientSecret),
              'x-shopify-shop-domain': options.shopDomain,
              'x-shopify-api-version': SHOPIFY_API_VERSION,
              'x-shopify-webhook-id': webhookId ?? randomUUID(),
              'x-shopify-event-id': randomUUID(),
              'x-shopify-triggered-at': (triggeredAt ?? now()).toISOString(),
            },
          });
          await answer.arrayBuffer();
          return answer.status;
        }),
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Where a page of orders starts: the filter's oldest instant, and the index the page ends before. */
interface Cursor {
  min: number;
  before: number;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(value: string): Cursor | null {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (!Number.isFinite(parsed.min) || !Number.isInteger(parsed.before)) return null;
    return { min: parsed.min as number, before: parsed.before as number };
  } catch {
    return null;
  }
}

/** `created_at_min` in epoch milliseconds; without one, every order. */
function createdAtMin(url: URL): number | 'invalid' {
  const given = url.searchParams.get('created_at_min');
  // The earliest instant a Date holds: a cursor keeps it through JSON, where -Infinity would not survive.
  if (given === null) return -8.64e15;
  const parsed = Date.parse(given);
  return Number.isNaN(parsed) ? 'invalid' : parsed;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}
