/**
 * Where platforms deliver their webhooks: one URL per connection (`/api/ingest/{platform}/{connectionId}`,
 * answered as `webhookUrl` when the connection is made). A delivery is verified, stored in the inbox and
 * answered 200 at once; the worker applies it later (modules/ingest/inbox.ts). The body is read raw: the
 * signature is over its exact bytes.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { ConnectionPlatform, inputString } from '@orderprotection/domain';
import { AppError } from '../modules/app-error';
import { findConnection } from '../modules/ingest/connections';
import { recordDelivery } from '../modules/ingest/inbox';
import { WEBHOOK_FORMATS } from '../modules/ingest/webhooks';
import type { AppEnv, Services } from './env';
import { errorResponses } from './openapi';

const NAMES: Record<ConnectionPlatform, string> = {
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  easypost: 'EasyPost',
  aftership: 'AfterShip',
};

export function registerIngestRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  for (const platform of ConnectionPlatform.options) registerIngestRoute(api, services, platform);
}

function registerIngestRoute(
  api: OpenAPIHono<AppEnv>,
  services: Services,
  platform: ConnectionPlatform,
): void {
  const format = WEBHOOK_FORMATS[platform];
  const route = createRoute({
    method: 'post',
    path: `/ingest/${platform}/{connectionId}`,
    tags: ['Platforms'],
    summary: `A ${NAMES[platform]} webhook delivery for one store's connection`,
    description: `Signed in \`${format.signatureHeader}\`: ${format.signing}. Stored and answered at once; a delivery already stored (the same delivery id) is answered 200 again and not stored twice.`,
    request: { params: z.object({ connectionId: inputString().min(1).max(100) }) },
    responses: {
      200: {
        description: 'Stored, or stored before.',
        content: { 'application/json': { schema: z.object({ stored: z.boolean() }) } },
      },
      ...errorResponses(400, 401, 404, 413),
    },
  });
  api.openapi(route, async (c) => {
    const { connectionId } = c.req.valid('param');
    const connection = await findConnection(services.db, connectionId);
    if (
      connection?.platform !== platform ||
      connection.disconnectedAt !== null ||
      services.secrets === undefined
    )
      throw new AppError('not_found', 'No such connection.');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const body = new TextDecoder().decode(bytes);
    const header = (name: string) => c.req.header(name);
    if (format.isPing?.(body, header)) return c.json({ stored: false }, 200);
    if (!format.signed(bytes, services.secrets.open(connection.webhookSecret), header))
      throw new AppError('unauthenticated', 'The signature does not match this connection’s secret.');
    const facts = format.facts(body, header);
    if ('missing' in facts) throw new AppError('invalid_input', `The delivery has no ${facts.missing}.`);
    const stored = await recordDelivery(services.db, { connectionId, ...facts, body }, services.now());
    return c.json({ stored }, 200);
  });
}
