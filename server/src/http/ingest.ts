/**
 * Where platforms deliver their webhooks: one URL per connection (`/api/ingest/shopify/{connectionId}`,
 * answered as `webhookUrl` when the connection is made). A delivery is verified, stored in the inbox and
 * answered 200 at once; the worker applies it later (modules/ingest/inbox.ts). The body is read raw: the
 * signature is over its exact bytes.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { inputString } from '@orderprotection/domain';
import { AppError } from '../modules/app-error';
import { findConnection } from '../modules/ingest/connections';
import { recordDelivery } from '../modules/ingest/inbox';
import { isShopifySigned, SHOPIFY_HEADERS } from '../modules/ingest/shopify/webhook';
import type { AppEnv, Services } from './env';
import { errorResponses } from './openapi';

const postShopifyDelivery = createRoute({
  method: 'post',
  path: '/ingest/shopify/{connectionId}',
  tags: ['Platforms'],
  summary: "A Shopify webhook delivery for one store's connection",
  description:
    'Signed as Shopify signs webhooks (`X-Shopify-Hmac-SHA256`: the base64 HMAC-SHA256 of the body with the app’s client secret). Stored and answered at once; a delivery already stored (the same `X-Shopify-Webhook-Id`) is answered 200 again and not stored twice.',
  request: {
    params: z.object({ connectionId: inputString().min(1).max(100) }),
    headers: z.object({
      [SHOPIFY_HEADERS.topic]: inputString().min(1).max(100),
      [SHOPIFY_HEADERS.webhookId]: inputString().min(1).max(200),
      [SHOPIFY_HEADERS.triggeredAt]: z.iso.datetime({ offset: true }).optional(),
    }),
  },
  responses: {
    200: {
      description: 'Stored, or stored before.',
      content: { 'application/json': { schema: z.object({ stored: z.boolean() }) } },
    },
    ...errorResponses(400, 401, 404, 413),
  },
});

export function registerIngestRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  api.openapi(postShopifyDelivery, async (c) => {
    const { connectionId } = c.req.valid('param');
    const headers = c.req.valid('header');
    const connection = await findConnection(services.db, connectionId);
    if (
      connection === undefined ||
      connection.platform !== 'shopify' ||
      connection.disconnectedAt !== null ||
      services.secrets === undefined
    )
      throw new AppError('not_found', 'No such connection.');
    const body = new Uint8Array(await c.req.arrayBuffer());
    if (
      !isShopifySigned(
        body,
        services.secrets.open(connection.webhookSecret),
        c.req.header(SHOPIFY_HEADERS.hmac),
      )
    )
      throw new AppError('unauthenticated', 'The signature does not match this connection’s client secret.');
    const triggeredAt = headers[SHOPIFY_HEADERS.triggeredAt];
    const stored = await recordDelivery(
      services.db,
      {
        connectionId,
        topic: headers[SHOPIFY_HEADERS.topic],
        deliveryId: headers[SHOPIFY_HEADERS.webhookId],
        triggeredAt: triggeredAt === undefined ? null : new Date(triggeredAt),
        body: new TextDecoder().decode(body),
      },
      services.now(),
    );
    return c.json({ stored }, 200);
  });
}
