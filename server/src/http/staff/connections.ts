/**
 * A store's connections to its platforms (`integrations:*`): made with the platform's secrets, which are
 * sealed at once and never answered again, and listed with their health and their webhook URL.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  BackfillInput,
  CarrierConnectionInput,
  ConnectionPlatform,
  inputString,
  isCommercePlatform,
  ShopifyConnectionInput,
  WooCommerceConnectionInput,
} from '@orderprotection/domain';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import { AppError } from '../../modules/app-error';
import { DEFAULT_BACKFILL_DAYS, startBackfill } from '../../modules/ingest/backfill';
import {
  type ConnectionHealth,
  type ConnectionInput,
  connect,
  disconnect,
  findConnection,
  listConnections,
  recordFailure,
  requireSecretBox,
} from '../../modules/ingest/connections';
import { recordTestDelivery } from '../../modules/ingest/inbox';
import { shopifyAdmin, subscribeWebhooks } from '../../modules/ingest/shopify/admin';
import type { AppEnv, Services } from '../env';
import { ConnectionBody, errorResponses, staffSecurity } from '../openapi';
import { requestOrigin } from '../request-origin';
import { requireStaff } from './session';
import { jsonAnswer as json, storeParams as params, storeFor } from './stores';

/** What each platform is connected with, as the store's owner copies it from the platform. */
const CONNECTION_INPUTS = {
  shopify: {
    summary: "Connect the store's Shopify shop, or give it new secrets",
    description:
      'The client secret signs Shopify’s webhooks to the answered `webhookUrl`; the access token reads the shop’s orders. Both are kept encrypted and never answered.',
    schema: ShopifyConnectionInput,
    input: (body: z.output<typeof ShopifyConnectionInput>): ConnectionInput => ({
      platform: 'shopify',
      account: body.shopDomain,
      webhookSecret: body.clientSecret,
      accessToken: body.accessToken,
      protection: body.protection,
    }),
  },
  woocommerce: {
    summary: "Connect the store's WooCommerce site, or give it new secrets",
    description:
      'The webhook secret is the one entered on the site’s webhooks (WooCommerce > Settings > Advanced > Webhooks); the consumer key and secret (REST API keys, read access) read its orders and refunds. All are kept encrypted and never answered.',
    schema: WooCommerceConnectionInput,
    input: (body: z.output<typeof WooCommerceConnectionInput>): ConnectionInput => ({
      platform: 'woocommerce',
      account: body.siteUrl,
      webhookSecret: body.webhookSecret,
      accessToken: `${body.consumerKey}:${body.consumerSecret}`,
      protection: body.protection,
    }),
  },
  easypost: {
    summary: "Connect the store's EasyPost tracking webhooks, or give them a new secret",
    description:
      'The secret is the webhook secret entered on the EasyPost webhook pointing at the answered `webhookUrl`; its `tracker.updated` events update the store’s shipments.',
    schema: CarrierConnectionInput,
    input: (body: z.output<typeof CarrierConnectionInput>): ConnectionInput => ({
      platform: 'easypost',
      account: 'EasyPost',
      webhookSecret: body.webhookSecret,
    }),
  },
  aftership: {
    summary: "Connect the store's AfterShip tracking webhooks, or give them a new secret",
    description:
      'The secret is AfterShip’s webhook secret (Notifications > Webhooks); its tracking updates to the answered `webhookUrl` update the store’s shipments.',
    schema: CarrierConnectionInput,
    input: (body: z.output<typeof CarrierConnectionInput>): ConnectionInput => ({
      platform: 'aftership',
      account: 'AfterShip',
      webhookSecret: body.webhookSecret,
    }),
  },
} as const;

const connectionParams = params.extend({ connectionId: inputString().min(1).max(100) });

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

const postTestEvent = createRoute({
  method: 'post',
  path: '/staff/stores/{storeId}/connections/{connectionId}/test',
  tags: ['Staff'],
  summary: 'Send a test event through the connection’s inbox (`integrations:update`)',
  description:
    'Stored as a delivery would be and applied by the worker, so the connection’s last delivery moves once the worker is running.',
  security: staffSecurity,
  request: { params: connectionParams },
  responses: { 200: json(ConnectionBody, 'The connection.'), ...errorResponses(400, 401, 403, 404, 409) },
});

const deleteConnection = createRoute({
  method: 'delete',
  path: '/staff/stores/{storeId}/connections/{connectionId}',
  tags: ['Staff'],
  summary: 'Disconnect: deliveries are refused from now on (`integrations:delete`)',
  security: staffSecurity,
  request: { params: connectionParams },
  responses: { 204: { description: 'Disconnected.' }, ...errorResponses(400, 401, 403, 404) },
});

const postBackfill = createRoute({
  method: 'post',
  path: '/staff/stores/{storeId}/connections/{connectionId}/backfill',
  tags: ['Staff'],
  summary: "Read the shop's orders of the last days from its platform (`integrations:update`)",
  description:
    'Starts reading the orders placed in the last `days` (the store’s claim window when not given, since an older order cannot be claimed) from the Shopify shop or WooCommerce site, and answers at once; the backfill worker reads the pages and the connection’s `backfill` shows how far it got. 409 while one is under way, and for a carrier’s connection, which has no orders.',
  security: staffSecurity,
  request: {
    params: connectionParams,
    body: { required: false, content: { 'application/json': { schema: BackfillInput } } },
  },
  responses: {
    202: json(ConnectionBody, 'The connection, its backfill begun.'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

/** Where the platform sends a connection's webhooks. */
function webhookUrlOf(origin: string, connection: Pick<ConnectionHealth, 'platform' | 'id'>): string {
  return `${origin}/api/ingest/${connection.platform}/${connection.id}`;
}

function connectionAnswer(origin: string, health: ConnectionHealth) {
  return {
    ...health,
    webhookUrl: webhookUrlOf(origin, health),
    createdAt: health.createdAt.toISOString(),
    disconnectedAt: health.disconnectedAt?.toISOString() ?? null,
    lastDeliveryAt: health.lastDeliveryAt?.toISOString() ?? null,
    lastAppliedAt: health.lastAppliedAt?.toISOString() ?? null,
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

type AnswerOne = (
  origin: string,
  storeId: string,
  connectionId: string,
) => Promise<ReturnType<typeof connectionAnswer>>;

export function registerConnectionRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  const answerOne: AnswerOne = async (origin, storeId, connectionId) => {
    const health = (await listConnections(services.db, storeId)).find((listed) => listed.id === connectionId);
    if (health === undefined) throw new Error('The connection is not listed');
    return connectionAnswer(origin, health);
  };
  /** The store's own connection, or 404: another store's id says nothing about it. */
  const ownConnection = async (storeId: string, connectionId: string) => {
    const connection = await findConnection(services.db, connectionId);
    if (connection?.storeId !== storeId) throw new AppError('not_found', 'No such connection.');
    return connection;
  };

  api.openapi(getConnections, async (c) => {
    const { storeId } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), storeId, 'integrations:read');
    const origin = requestOrigin(c, services);
    return c.json(
      (await listConnections(services.db, storeId)).map((health) => connectionAnswer(origin, health)),
      200,
    );
  });

  for (const platform of ConnectionPlatform.options) registerConnect(api, services, platform, answerOne);

  api.openapi(postTestEvent, async (c) => {
    const { storeId, connectionId } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), storeId, 'integrations:update');
    const connection = await ownConnection(storeId, connectionId);
    if (connection.disconnectedAt !== null) {
      throw new AppError('conflict', 'This connection is disconnected: connect it again first.');
    }
    await recordTestDelivery(services.db, connectionId, services.now());
    return c.json(await answerOne(requestOrigin(c, services), storeId, connectionId), 200);
  });

  api.openapi(postBackfill, async (c) => {
    const { storeId, connectionId } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), storeId, 'integrations:update');
    const connection = await ownConnection(storeId, connectionId);
    if (connection.disconnectedAt !== null) {
      throw new AppError('conflict', 'This connection is disconnected: connect it again first.');
    }
    if (!isCommercePlatform(connection.platform)) {
      throw new AppError(
        'conflict',
        'A carrier’s connection brings tracking scans, not orders: only a Shopify or WooCommerce connection has orders to backfill.',
      );
    }
    const days = c.req.valid('json')?.days ?? (await claimWindowDays(services, storeId));
    await startBackfill(services.db, { connectionId, days, now: services.now() });
    return c.json(await answerOne(requestOrigin(c, services), storeId, connectionId), 202);
  });

  api.openapi(deleteConnection, async (c) => {
    const { storeId, connectionId } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), storeId, 'integrations:delete');
    await ownConnection(storeId, connectionId);
    await disconnect(services.db, connectionId, services.now());
    return c.body(null, 204);
  });
}

function registerConnect(
  api: OpenAPIHono<AppEnv>,
  services: Services,
  platform: ConnectionPlatform,
  answerOne: AnswerOne,
): void {
  const { summary, description, schema, input } = CONNECTION_INPUTS[platform];
  const route = createRoute({
    method: 'put',
    path: `/staff/stores/{storeId}/connections/${platform}`,
    tags: ['Staff'],
    summary: `${summary} (\`integrations:create\`)`,
    description,
    security: staffSecurity,
    request: {
      params,
      body: { required: true, content: { 'application/json': { schema } } },
    },
    responses: { 200: json(ConnectionBody, 'The connection.'), ...errorResponses(400, 401, 403, 404, 409) },
  });
  api.openapi(route, async (c) => {
    const { storeId } = c.req.valid('param');
    const principal = await requireStaff(c, services);
    await storeFor(services, principal, storeId, 'integrations:create');
    const box = requireSecretBox(services.secrets);
    const createdBy = principal.kind === 'person' ? principal.id : null;
    // Each platform's route validates its own body; the union is only in the table above.
    const row = await connect(
      services.db,
      box,
      { storeId, createdBy, now: services.now() },
      (input as (body: unknown) => ConnectionInput)(c.req.valid('json')),
    );
    const origin = requestOrigin(c, services);
    if (row.platform === 'shopify' && row.accessToken !== null) {
      // The connection stays whatever Shopify answers: its health shows why, and connecting again retries.
      const admin = shopifyAdmin(row.account, box.open(row.accessToken), services.config.shopifyApiOrigin);
      const refused = await subscribeWebhooks(admin, webhookUrlOf(origin, row));
      if (refused !== null) await recordFailure(services.db, row.id, refused, services.now());
    }
    return c.json(await answerOne(origin, storeId, row.id), 200);
  });
}

/** Older orders than the store's claim window cannot be claimed: a backfill reads no further back. */
async function claimWindowDays(services: Services, storeId: string): Promise<number> {
  const [store] = await services.db
    .select({ policy: stores.policy })
    .from(stores)
    .where(eq(stores.id, storeId));
  return store?.policy.claimWindowDays ?? DEFAULT_BACKFILL_DAYS;
}
