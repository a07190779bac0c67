import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { inputString } from '@orderprotection/domain';
import { AppError } from '../../modules/app-error';
import { findStore, findWhitelabelSettings } from '../../modules/stores/stores';
import type { AppEnv, Services } from '../env';
import { errorResponses, StoreBody, WhitelabelSettingsBody } from '../openapi';

const whitelabelSettings = createRoute({
  method: 'get',
  path: '/whitelabel/settings',
  tags: ['Stores'],
  summary: "A store's branding",
  description:
    "The store is chosen by `store` (its id, from the portal's ?store= parameter) when given and known, otherwise by `domain` (the host the portal is served on).",
  request: {
    query: z
      .object({
        domain: inputString().trim().min(1).max(253).optional(),
        store: inputString().trim().min(1).max(100).optional(),
      })
      .refine((query) => query.domain !== undefined || query.store !== undefined, {
        message: 'Give a domain or a store',
      }),
  },
  responses: {
    200: {
      description: 'The branding.',
      content: { 'application/json': { schema: WhitelabelSettingsBody } },
    },
    ...errorResponses(400, 404),
  },
});

const getStore = createRoute({
  method: 'get',
  path: '/stores/{id}',
  tags: ['Stores'],
  summary: 'A store with its settings, branding and claim policy',
  request: { params: z.object({ id: inputString().max(100) }) },
  responses: {
    200: { description: 'The store.', content: { 'application/json': { schema: StoreBody } } },
    ...errorResponses(400, 404),
  },
});

export function registerStoreRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  api.openapi(whitelabelSettings, async (c) => {
    const { domain, store } = c.req.valid('query');
    const settings = await findWhitelabelSettings(services.db, { storeId: store, domain });
    if (settings === null) throw new AppError('not_found', 'No store is set up for this address.');
    return c.json(settings, 200);
  });

  api.openapi(getStore, async (c) => {
    const store = await findStore(services.db, c.req.valid('param').id);
    if (store === null) throw new AppError('not_found', 'Store not found.');
    return c.json(store, 200);
  });
}
