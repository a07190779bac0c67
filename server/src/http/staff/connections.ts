/**
 * A store's connections to its platforms (`integrations:*`): made with the platform's secrets, which are
 * sealed at once and never answered again, and listed with their health and their webhook URL.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { inputString, ProtectionMarker } from '@orderprotection/domain';
import {
  type ConnectionHealth,
  connectShopify,
  listConnections,
  recordFailure,
  requireSecretBox,
} from '../../modules/ingest/connections';
import { shopifyAdmin, subscribeWebhooks } from '../../modules/ingest/shopify/admin';
import type { AppEnv, Services } from '../env';
import { errorResponses, staffSecurity } from '../openapi';
import { requestOrigin } from '../request-origin';
import { requireStaff } from './session';
import { jsonAnswer as json, storeParams as params, storeFor } from './stores';

const BackfillBody = z.object({
  /** `waiting`: paused by the platform's rate limit until it lets the next call through. */
  status: z.enum(['running', 'waiting', 'done', 'failed']),
  days: z.number().int(),
  ordersDone: z.number().int(),
  /** As the platform counted them when the backfill began; null until it has been asked. */
  ordersTotal: z.number().int().nullable(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  error: z.string().nullable(),
});

export const ConnectionBody = z
  .object({
    id: z.string(),
    platform: z.enum(['shopify']),
    shopDomain: z.string(),
    protection: ProtectionMarker,
    /** Where the platform sends its webhooks. */
    webhookUrl: z.string(),
    createdAt: z.iso.datetime(),
    disconnectedAt: z.iso.datetime().nullable(),
    lastDeliveryAt: z.iso.datetime().nullable(),
    lastFailureAt: z.iso.datetime().nullable(),
    lastFailure: z.string().nullable(),
    pending: z.number().int(),
    failed: z.number().int(),
    /** The last backfill of the shop's orders; null before the first. */
    backfill: BackfillBody.nullable(),
  })
  .openapi('Connection');

const ShopifyConnectionInput = z.strictObject({
  shopDomain: inputString()
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/,
      'Expected the shop’s myshopify.com domain, e.g. aurora.myshopify.com',
    ),
  clientSecret: inputString().trim().min(16, 'Expected the app’s client secret').max(200),
  accessToken: inputString().trim().min(16, 'Expected an Admin API access token').max(200),
  /** What marks an order protected in this shop; without it, the fee line's SKU `ORDERPROTECTION`. */
  protection: ProtectionMarker.optional(),
});

const getConnections = createRoute({
  method: 'get',
  path: '/staff/stores/{storeId}/connections',
  tags: ['Staff'],
  summary: "The store's platform connections and their health (`integrations:read`)",
  security: staffSecurity,
  request: { params },
  responses: {
    200: json(z.array(ConnectionBody), 'The connections.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const putShopifyConnection = createRoute({
  method: 'put',
  path: '/staff/stores/{storeId}/connections/shopify',
  tags: ['Staff'],
  summary: "Connect the store's Shopify shop, or give it new secrets (`integrations:create`)",
  description:
    'The client secret signs Shopify’s webhooks to the answered `webhookUrl`; the access token reads the shop’s orders. Both are kept encrypted and never answered.',
  security: staffSecurity,
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: ShopifyConnectionInput } } },
  },
  responses: { 200: json(ConnectionBody, 'The connection.'), ...errorResponses(400, 401, 403, 404, 409) },
});

/** Where the platform sends a connection's webhooks. */
function webhookUrlOf(origin: string, connection: Pick<ConnectionHealth, 'platform' | 'id'>): string {
  return `${origin}/api/ingest/${connection.platform}/${connection.id}`;
}

/** A connection as the API answers it. */
export function connectionAnswer(origin: string, health: ConnectionHealth) {
  return {
    ...health,
    webhookUrl: webhookUrlOf(origin, health),
    createdAt: health.createdAt.toISOString(),
    disconnectedAt: health.disconnectedAt?.toISOString() ?? null,
    lastDeliveryAt: health.lastDeliveryAt?.toISOString() ?? null,
    lastFailureAt: health.lastFailureAt?.toISOString() ?? null,
    backfill:
      health.backfill === null
        ? null
        : {
            ...health.backfill,
            startedAt: health.backfill.startedAt.toISOString(),
            finishedAt: health.backfill.finishedAt?.toISOString() ?? null,
          },
  };
}

export function registerConnectionRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  api.openapi(getConnections, async (c) => {
    const { storeId } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), storeId, 'integrations:read');
    const origin = requestOrigin(c, services);
    return c.json(
      (await listConnections(services.db, storeId)).map((health) => connectionAnswer(origin, health)),
      200,
    );
  });

  api.openapi(putShopifyConnection, async (c) => {
    const { storeId } = c.req.valid('param');
    const principal = await requireStaff(c, services);
    await storeFor(services, principal, storeId, 'integrations:create');
    const box = requireSecretBox(services.secrets);
    const createdBy = principal.kind === 'person' ? principal.id : null;
    const input = c.req.valid('json');
    const row = await connectShopify(services.db, box, { storeId, createdBy, now: services.now() }, input);
    // The connection stays whatever Shopify answers: its health shows why, and connecting again retries.
    const admin = shopifyAdmin(row.shopDomain, input.accessToken, services.config.shopifyApiOrigin);
    const refused = await subscribeWebhooks(admin, webhookUrlOf(requestOrigin(c, services), row));
    if (refused !== null) await recordFailure(services.db, row.id, refused, services.now());
    const health = (await listConnections(services.db, storeId)).find((listed) => listed.id === row.id);
    if (health === undefined) throw new Error('The connection just made is not listed');
    return c.json(connectionAnswer(requestOrigin(c, services), health), 200);
  });
}
