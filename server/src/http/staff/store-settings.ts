/**
 * A store's settings the console edits: its branding and the shoppers' Reply-To (`branding`), its claim
 * policy (`claim-filing`).
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  BrandingInput,
  ClaimPolicyInput,
  ReplyToInput,
  type StaffStoreSettings,
} from '@orderprotection/domain';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import { AppError } from '../../modules/app-error';
import type { AppEnv, Services } from '../env';
import { errorResponses, StaffStoreSettingsBody, staffSecurity } from '../openapi';
import { requireStaff } from './session';
import { jsonAnswer as json, storeParams as params, storeFor } from './stores';

async function settingsOf(services: Services, id: string): Promise<StaffStoreSettings> {
  const [row] = await services.db
    .select({
      storeId: stores.id,
      name: stores.name,
      branding: stores.branding,
      policy: stores.policy,
      replyTo: stores.replyTo,
    })
    .from(stores)
    .where(eq(stores.id, id));
  if (row === undefined) throw new AppError('not_found', 'Store not found.');
  return row;
}

const getSettings = createRoute({
  method: 'get',
  path: '/staff/stores/{storeId}/settings',
  tags: ['Staff'],
  summary: "A store's branding and claim policy (`branding:read`)",
  security: staffSecurity,
  request: { params },
  responses: { 200: json(StaffStoreSettingsBody, 'The settings.'), ...errorResponses(400, 401, 403, 404) },
});

const putBranding = createRoute({
  method: 'put',
  path: '/staff/stores/{storeId}/branding',
  tags: ['Staff'],
  summary: "Replace a store's branding (`branding:update`)",
  description: 'Checked as strictly as an import: a misspelt field or a bad colour is refused, naming it.',
  security: staffSecurity,
  request: { params, body: { required: true, content: { 'application/json': { schema: BrandingInput } } } },
  responses: {
    200: json(StaffStoreSettingsBody, 'The settings now.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const putPolicy = createRoute({
  method: 'put',
  path: '/staff/stores/{storeId}/policy',
  tags: ['Staff'],
  summary: "Replace a store's claim policy: window, waiting days, files (`claim-filing:update`)",
  security: staffSecurity,
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: ClaimPolicyInput } } },
  },
  responses: {
    200: json(StaffStoreSettingsBody, 'The settings now.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const putReplyTo = createRoute({
  method: 'put',
  path: '/staff/stores/{storeId}/reply-to',
  tags: ['Staff'],
  summary: "Set the Reply-To of every email the store's shoppers get (`branding:update`)",
  description: '`{ replyTo }`: an email address, or null for none (replies then go to the sender address).',
  security: staffSecurity,
  request: { params, body: { required: true, content: { 'application/json': { schema: ReplyToInput } } } },
  responses: {
    200: json(StaffStoreSettingsBody, 'The settings now.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerStoreSettingsRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  api.openapi(getSettings, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'branding:read');
    return c.json(await settingsOf(services, id), 200);
  });

  api.openapi(putBranding, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'branding:update');
    await services.db
      .update(stores)
      .set({ branding: c.req.valid('json'), updatedAt: services.now() })
      .where(eq(stores.id, id));
    return c.json(await settingsOf(services, id), 200);
  });

  api.openapi(putPolicy, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'claim-filing:update');
    await services.db
      .update(stores)
      .set({ policy: c.req.valid('json'), updatedAt: services.now() })
      .where(eq(stores.id, id));
    return c.json(await settingsOf(services, id), 200);
  });

  api.openapi(putReplyTo, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), id, 'branding:update');
    await services.db
      .update(stores)
      .set({ replyTo: c.req.valid('json').replyTo, updatedAt: services.now() })
      .where(eq(stores.id, id));
    return c.json(await settingsOf(services, id), 200);
  });
}
