/** What a store offers shoppers (`capabilities`): credit, refund, reship, returns. */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { CapabilitiesInput, OrderSettings } from '@orderprotection/domain';
import { eq, sql } from 'drizzle-orm';
import { stores } from '../../db/schema';
import { AppError } from '../../modules/app-error';
import type { AppEnv, Services } from '../env';
import { CapabilitiesBody, errorResponses, staffSecurity } from '../openapi';
import { requireStaff } from './session';
import { jsonAnswer as json, storeParams as params, storeFor } from './stores';

const getCapabilities = createRoute({
  method: 'get',
  path: '/staff/stores/{storeId}/capabilities',
  tags: ['Staff'],
  summary: 'What a store offers shoppers: credit, refund, reship, returns (`capabilities:read`)',
  security: staffSecurity,
  request: { params },
  responses: { 200: json(CapabilitiesBody, 'The capabilities.'), ...errorResponses(400, 401, 403, 404) },
});

const putCapabilities = createRoute({
  method: 'put',
  path: '/staff/stores/{storeId}/capabilities',
  tags: ['Staff'],
  summary: "Replace a store's capabilities (`capabilities:update`)",
  description:
    "A flag left out takes its default; a misspelt one is refused, naming it. The store's other order settings (credit, returns) stay as they are.",
  security: staffSecurity,
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: CapabilitiesInput } } },
  },
  responses: { 200: json(CapabilitiesBody, 'The capabilities now.'), ...errorResponses(400, 401, 403, 404) },
});

export function registerCapabilityRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  const capabilitiesOf = async (id: string) => {
    const [row] = await services.db
      .select({ settings: stores.settings })
      .from(stores)
      .where(eq(stores.id, id));
    if (row === undefined) throw new AppError('not_found', 'Store not found.');
    return OrderSettings.parse(row.settings).capabilities;
  };

  api.openapi(getCapabilities, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'capabilities:read');
    return c.json(await capabilitiesOf(id), 200);
  });

  api.openapi(putCapabilities, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'capabilities:update');
    // One statement replaces the flags inside the settings, so a concurrent change to credit is not lost.
    await services.db
      .update(stores)
      .set({
        settings: sql`jsonb_set(${stores.settings}, '{capabilities}', ${JSON.stringify(c.req.valid('json'))}::jsonb)`,
        updatedAt: services.now(),
      })
      .where(eq(stores.id, id));
    return c.json(await capabilitiesOf(id), 200);
  });
}
