/**
 * The `floor` server of bench/api: `node:http` answering the order lookup and the claim view
 * each with one hand-written SQL statement on the driver itself (no drizzle, no framework), so the
 * figures show how far the app is from what the database allows. The statements build the answer's JSON
 * in the answer's own key order; JavaScript adds only what the database cannot (the HMAC of tokens), what
 * is a domain rule (eligibility, media captions) and the spreads of JSON columns into their objects (a
 * `jsonb` merge would reorder the keys). run.ts checks at start that its answers are byte for byte the
 * app's, so a floor that drifts from the API is caught.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  type ClaimPolicy,
  MESSAGE_PAGE_SIZE,
  mediaCaption,
  ORDER_TOKEN_COOKIE,
  ORDER_TOKEN_HEADER,
  type Order,
  withEligibility,
} from '@orderprotection/domain';
import pg from 'pg';
import type { ServerConfig } from '../../server/src/config';
import type { PgliteDatabase } from '../../server/src/db/database';
import { lookupWindow } from '../../server/src/modules/orders/lookup-limits';
import { emailKey, orderNumberKey } from '../../server/src/modules/orders/orders';
import { clientNetwork } from '../../server/src/security/client-network';
import {
  claimLinkToken,
  createSigner,
  issueOrderToken,
  linkTokenHash,
} from '../../server/src/security/tokens';

/** One statement with its parameters, answering rows of named columns. */
type Run = (name: string, text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

/** The driver the app would use, bare: PGlite's own query, or a pool of prepared statements. */
export function floorRunner(config: ServerConfig, pglite: PgliteDatabase | null): Run {
  if (pglite !== null) {
    return async (_name, text, values) =>
      (await pglite.client.query<Record<string, unknown>>(text, values)).rows;
  }
  if (config.database.driver !== 'postgres') throw new Error('the floor needs PGlite or a DATABASE_URL');
  const pool = new pg.Pool({ connectionString: config.database.url, max: 10 });
  return async (name, text, values) => (await pool.query({ name, text, values })).rows;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The order of a lookup with its store, lines, shipments and filed claims, and the count of the lookup
 * against both of its limits, in one statement, as the app counts it (`lookup-limits.ts`): not looked up
 * when a counter had reached its limit; 1 when nothing was found, 0 when the order was, counted in the
 * client-and-order counter and then, only if that one took it, the client's, each only while under its
 * limit; refused (429) unless both took it.
 */
const LOOKUP_SQL = `
with found as (
  select o.id, s.policy, json_build_object(
    'systemOrderId', o.id, 'orderId', o.source_order_id, 'orderNumber', o.order_number,
    'customerEmail', o.customer_email, 'customerName', o.customer_name, 'currency', o.currency,
    'exchangeRate', o.exchange_rate::float8, 'subtotal', o.subtotal::float8, 'shipping', o.shipping::float8,
    'shippingTax', o.shipping_tax::float8, 'shippingCost', o.shipping_cost::float8,
    'shippingCostTax', o.shipping_cost_tax::float8, 'tax', o.tax::float8, 'total', o.total::float8,
    'discountTotal', o.discount_total::float8, 'protected', o.protected,
    'isOneTimeAppeasement', o.is_one_time_appeasement, 'createdAt', ${iso('o.placed_at')},
    'shippingAddress', o.shipping_address, 'billingAddress', o.billing_address,
    'existingClaims', coalesce((
      select json_agg(json_build_object(
        'id', c.id, 'claimNumber', c.claim_number::text, 'claimState', c.claim_state,
        'createdAt', ${iso('c.created_at')},
        'items', coalesce((
          select json_agg(json_build_object('sourceItemId', i.source_item_id, 'quantity', i.quantity,
            'sourceFulfillmentId', i.source_fulfillment_id) order by i.position)
          from claim_items i where i.claim_id = c.id), '[]')
      ) order by c.created_at, c.claim_number)
      from claims c where c.order_id = o.id), '[]'),
    'returns', '[]'::json, 'eligibility', '{}'::json,
    'store', json_build_object('id', s.id, 'name', s.name, 'trackingUrl', s.tracking_url), 'storeId', s.id,
    'fulfillments', coalesce((
      select json_agg(json_build_object(
        'id', f.id, 'sourceFulfillmentId', f.source_fulfillment_id, 'fulfillmentStatus', f.status,
        'eligible', false, 'eligibleAt', null, 'eligibilityCode', null, 'trackingCompany', f.tracking_company,
        'trackingNumber', f.tracking_numbers, 'trackingUrl', f.tracking_urls,
        'shippedAt', ${iso('f.shipped_at')}, 'deliveredAt', ${iso('f.delivered_at')}, 'items', f.lines
      ) order by f.position)
      from fulfillments f where f.order_id = o.id), '[]'),
    'orderItems', coalesce((
      select json_agg(json_build_object(
        'id', l.id, 'productName', l.product_name, 'productImage', l.product_image,
        'productUrl', l.product_url, 'itemDescription', l.item_description, 'price', l.price::float8,
        'discount', l.discount::float8, 'tax', l.tax::float8, 'quantity', l.quantity,
        'refundedQuantity', l.refunded_quantity, 'sku', l.sku, 'sourceItemId', l.source_item_id,
        'sourceProductId', l.source_product_id, 'sourceVariantId', l.source_variant_id, 'display', l.display
      ) order by l.position)
      from order_items l where l.order_id = o.id), '[]'),
    'settings', s.settings, 'maxFilesPerClaim', s.policy->'maxFilesPerClaim'
  ) as body
  from orders o join stores s on s.id = o.store_id
  where o.order_number_key = $1 and o.email_key = $2
    and not exists (select from lookup_attempts spent where spent.window_start = $5::timestamptz and (
      (spent.scope = 'client-order' and spent.subject = $4 and spent.failures >= $7::integer)
      or (spent.scope = 'client' and spent.subject = $3 and spent.failures >= $6::integer)))
  order by o.placed_at desc nulls last, o.created_at desc
  limit 1
), taken_by_order as (
  insert into lookup_attempts (scope, subject, window_start, failures)
  select 'client-order', $4, $5::timestamptz, case when exists (select from found) then 0 else 1 end
  on conflict (scope, subject, window_start) do update
    set failures = lookup_attempts.failures + excluded.failures where lookup_attempts.failures < $7::integer
  returning 1
), taken_by_client as (
  insert into lookup_attempts (scope, subject, window_start, failures)
  select 'client', $3, $5::timestamptz, case when exists (select from found) then 0 else 1 end from taken_by_order
  on conflict (scope, subject, window_start) do update
    set failures = lookup_attempts.failures + excluded.failures where lookup_attempts.failures < $6::integer
  returning 1
)
select exists (select from taken_by_client) as admitted, found.body, found.policy
from (select 1) as one left join found on true`;

/** The claim a link token opens, with its items, resolutions, latest messages and their files. */
const CLAIM_SQL = `
select c.id, json_build_object(
  'id', c.id, 'claimNumber', c.claim_number::text, 'userId', null, 'sourceOrderId', c.source_order_id,
  'sourceOrderNumber', c.source_order_number, 'orderId', c.order_id, 'claimDescription', c.description,
  'claimState', c.claim_state, 'claimType', c.claim_type,
  'claimItems', coalesce((
    select json_agg(json_build_object(
      'id', i.id, 'name', i.name, 'sku', i.sku, 'imageUrl', i.image_url,
      'media', coalesce((
        select json_agg(json_build_object('caption', m.caption, 'at', ${iso('coalesce(m.stored_at, m.created_at)')},
          'downloadLink', $2 || '/api/media/files/' || m.key, 'fileKey', m.key, 'fileType', m.content_type,
          'filename', m.filename) order by m.created_at)
        from media m where m.claim_id = c.id and m.claim_item_id = i.id and m.status = 'stored'), '[]'),
      'quantity', i.quantity, 'details', i.details, 'claimType', i.claim_type, 'orderId', c.order_id,
      'sourceItemId', i.source_item_id, 'sourceVariantId', i.source_variant_id,
      'sourceProductId', i.source_product_id, 'sourceOrderId', c.source_order_id,
      'sourceFulfillmentId', i.source_fulfillment_id,
      'resolution', (
        select json_build_object('id', r.id, 'quantity', r.details->'quantity',
          'percentage', case when jsonb_typeof(r.details->'percentage') = 'number' then r.details->'percentage' end,
          'flatAmount', case when jsonb_typeof(r.details->'flatAmount') = 'number' then r.details->'flatAmount' end)
        from claim_resolutions r where r.claim_id = c.id and r.related_claim_item_id = i.id
        order by r.created_at limit 1),
      'resolutionRequested', i.resolution_requested, 'creditStore', i.credit_store, 'orderItem', i.order_item
    ) order by i.position)
    from claim_items i where i.claim_id = c.id), '[]'),
  'claimResolutions', coalesce((
    select json_agg(json_build_object('creditStore', false, 'details', r.details, 'id', r.id,
      'relatedClaimItemId', r.related_claim_item_id, 'resolutionType', r.resolution_type,
      'decision', r.decision, 'reason', r.reason, 'createdAt', ${iso('r.created_at')}) order by r.created_at)
    from claim_resolutions r where r.claim_id = c.id), '[]'),
  'claimMessages', coalesce((
    select json_agg(json_build_object('id', latest.id, 'claimId', latest.claim_id,
      'messageContent', latest.content, 'senderId', latest.sender_id, 'senderName', latest.sender_name,
      'senderType', latest.sender_type, 'storeId', latest.store_id,
      'medias', coalesce((
        select json_agg(json_build_object('caption', m.caption, 'at', ${iso('coalesce(m.stored_at, m.created_at)')},
          'downloadLink', $2 || '/api/media/files/' || m.key, 'fileKey', m.key, 'fileType', m.content_type,
          'filename', m.filename) order by m.created_at)
        from media m where m.message_id = latest.id and m.status = 'stored'), '[]'),
      'createdAt', ${iso('latest.created_at')}) order by latest.created_at desc, latest.id desc)
    from (select * from claim_messages m where m.claim_id = c.id and not m.internal
          order by m.created_at desc, m.id desc limit $3) as latest), '[]'),
  'claimStoreCredits', c.store_credits, 'requestedResolution', c.requested_resolution,
  'updatedShippingAddress', c.updated_shipping_address, 'originalShippingAddress', c.original_shipping_address,
  'signatureUrl', $2 || '/api/media/files/' || c.signature_key, 'isOta', c.is_ota,
  'authorName', c.author_name, 'authorEmail', c.author_email, 'storeId', c.store_id, 'currency', c.currency,
  'policy', c.protection_policy, 'itemCount', c.item_count, 'createdAt', ${iso('c.created_at')},
  'updatedAt', ${iso('c.updated_at')}
) as body
from claims c where c.link_token_hash = $1 or c.legacy_link_token_hash = $1`;

type Json = Record<string, unknown>;
interface MediaJson {
  caption: string | null;
  at: string;
  downloadLink: string;
  fileKey: string;
  fileType: string;
  filename: string;
}

const media = ({ caption, at, ...rest }: MediaJson) => ({
  caption: caption ?? mediaCaption(at, 'UTC'),
  ...rest,
});

const CLAIMS_PREFIX = '/api/claims/';

export function floorHandler(config: ServerConfig, run: Run) {
  const signer = createSigner(config.signingSecret);
  const limits = config.lookupLimits;

  async function lookup(request: IncomingMessage, url: URL, response: ServerResponse): Promise<void> {
    const email = emailKey(url.searchParams.get('email') ?? '');
    const orderNumber = orderNumberKey(url.searchParams.get('order') ?? '');
    const now = new Date();
    const window = lookupWindow(limits, now);
    const client = clientNetwork(request.socket.remoteAddress ?? 'unknown');
    const [row] = await run('floor_lookup', LOOKUP_SQL, [
      orderNumber,
      email,
      client,
      JSON.stringify([client, orderNumber]),
      window.start,
      limits.failuresPerClient,
      limits.failuresPerClientOrder,
    ]);
    if (row?.admitted !== true) return json(response, 429, { message: 'Too many attempts' });
    if (row.body === null) return json(response, 404, { message: 'Order not found' });
    const body = row.body as Order;
    const order: Order = {
      ...body,
      existingClaims: body.existingClaims.map((claim) => ({
        ...claim,
        id: claimLinkToken(signer, claim.id),
      })),
      orderItems: body.orderItems.map((item) =>
        expand(item as unknown as Json, { display: (display) => display as Json }),
      ) as unknown as Order['orderItems'],
    };
    const answer = {
      ...withEligibility(order, { policy: row.policy as ClaimPolicy, now }),
      maxFilesPerClaim: Math.min(order.maxFilesPerClaim, config.uploads.maxFilesPerClaim),
    };
    const expiresAt = new Date(now.getTime() + config.orderTokenTtlSeconds * 1000);
    const token = issueOrderToken(signer, order.systemOrderId, expiresAt);
    json(response, 200, answer, {
      [ORDER_TOKEN_HEADER]: token,
      'Set-Cookie': `${ORDER_TOKEN_COOKIE}=${token}; Max-Age=${config.orderTokenTtlSeconds}; Path=/; HttpOnly; SameSite=Lax`,
    });
  }

  async function claim(request: IncomingMessage, token: string, response: ServerResponse): Promise<void> {
    const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
    // One more message than the page, to know whether older ones remain.
    const [row] = await run('floor_claim', CLAIM_SQL, [linkTokenHash(token), origin, MESSAGE_PAGE_SIZE + 1]);
    if (row === undefined) return json(response, 404, { message: 'Claim not found' });
    const id = claimLinkToken(signer, row.id as string);
    json(
      response,
      200,
      expand(row.body as Json, {
        id: () => ({ id }),
        claimItems: (items) => ({ claimItems: (items as Json[]).map(claimItem) }),
        claimResolutions: (resolutions) => ({
          claimResolutions: (resolutions as Json[]).map((resolution) =>
            expand(resolution, { details: (details) => details as Json }),
          ),
        }),
        claimMessages: (newestFirst) => {
          const messages = newestFirst as Json[];
          const page = messages.slice(0, MESSAGE_PAGE_SIZE).reverse();
          const oldest = page[0];
          return {
            claimMessages: page.map((message) =>
              expand(message, {
                claimId: () => ({ claimId: id }),
                medias: (files) => ({ medias: (files as MediaJson[]).map(media) }),
              }),
            ),
            ...(messages.length > MESSAGE_PAGE_SIZE && oldest !== undefined
              ? { olderMessagesCursor: oldest.id }
              : {}),
          };
        },
      }),
    );
  }

  return (request: IncomingMessage, response: ServerResponse): void => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const answered =
      url.pathname === '/api/order-lookup'
        ? lookup(request, url, response)
        : url.pathname.startsWith(CLAIMS_PREFIX)
          ? claim(request, url.pathname.slice(CLAIMS_PREFIX.length), response)
          : Promise.resolve(json(response, 404, { message: 'Nothing here' }));
    answered.catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    });
  };
}

export function serveFloor(config: ServerConfig, run: Run): void {
  createServer(floorHandler(config, run)).listen(config.port, config.host);
}

/** The claim item of the view: its files as media and images, its resolution's fields, its order line. */
function claimItem(item: Json): Json {
  return expand(item, {
    media: (files) => {
      const itemMedia = (files as MediaJson[]).map(media);
      return {
        images: itemMedia
          .filter((file) => file.fileType.startsWith('image/'))
          .map((file) => ({ url: file.downloadLink })),
        media: itemMedia,
      };
    },
    resolution: (found) => {
      const resolution = found as Json | null;
      return resolution === null
        ? { resolutionId: null, resolutionFinal: false }
        : {
            resolutionId: resolution.id,
            resolutionQuantity: resolution.quantity ?? null,
            resolutionPercentage: resolution.percentage,
            resolutionFlatAmount: resolution.flatAmount,
            resolutionFinal: true,
          };
    },
    orderItem: (line) => ({ orderItem: line === null ? null : { ...(line as Json), selectedOptions: [] } }),
  });
}

/**
 * The object with the keys named in `by` replaced, in place, by the keys their function gives: how a JSON
 * column is spread into an object (a key it shares with the object keeps the first place, as a spread does).
 */
function expand(object: Json, by: Record<string, (value: unknown) => Json>): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(object)) {
    const replace = by[key];
    if (replace === undefined) out[key] = value;
    else Object.assign(out, replace(value));
  }
  return out;
}

function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
