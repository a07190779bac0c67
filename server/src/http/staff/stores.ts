/**
 * A store's settings the console edits, and its labels: each under its own permission on that store
 * (`branding`, `claim-filing` for the claim policy, `label`). A store the person may not see answers 404.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  BrandingInput,
  ClaimPolicyInput,
  can,
  inputString,
  LabelInput,
  type Permission,
  type PermissionContext,
  type StaffStoreSettings,
} from '@orderprotection/domain';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import { AppError } from '../../modules/app-error';
import { createLabel, listLabels } from '../../modules/claims/labels';
import { storeContext } from '../../modules/people/grants';
import type { AppEnv, Services } from '../env';
import { errorResponses, LabelBody, StaffStoreSettingsBody, staffSessionSecurity } from '../openapi';
import { type PersonPrincipal, requirePerson } from './session';

const storeId = inputString().min(1).max(100).openapi({ description: "The store's id." });
const params = z.object({ storeId });
const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The store's context for `can`, when the person may hold `permission` there; 404 when they may not see it. */
async function storeFor(
  services: Services,
  person: PersonPrincipal,
  id: string,
  permission: Permission,
): Promise<PermissionContext> {
  const context = await storeContext(services.db, id);
  if (context === null || !can(person.grants, 'store:read', context))
    throw new AppError('not_found', 'Store not found.');
  if (!can(person.grants, permission, context)) {
    throw new AppError('forbidden', `This needs the ${permission} permission on this store.`);
  }
  return context;
}

async function settingsOf(services: Services, id: string): Promise<StaffStoreSettings> {
  const [row] = await services.db
    .select({ storeId: stores.id, name: stores.name, branding: stores.branding, policy: stores.policy })
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
  security: staffSessionSecurity,
  request: { params },
  responses: { 200: json(StaffStoreSettingsBody, 'The settings.'), ...errorResponses(400, 401, 403, 404) },
});

const putBranding = createRoute({
  method: 'put',
  path: '/staff/stores/{storeId}/branding',
  tags: ['Staff'],
  summary: "Replace a store's branding (`branding:update`)",
  description: 'Checked as strictly as an import: a misspelt field or a bad colour is refused, naming it.',
  security: staffSessionSecurity,
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
  security: staffSessionSecurity,
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: ClaimPolicyInput } } },
  },
  responses: {
    200: json(StaffStoreSettingsBody, 'The settings now.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const getLabels = createRoute({
  method: 'get',
  path: '/staff/stores/{storeId}/labels',
  tags: ['Staff'],
  summary: "A store's labels (`label:read`)",
  security: staffSessionSecurity,
  request: { params },
  responses: { 200: json(z.array(LabelBody), 'The labels, by name.'), ...errorResponses(400, 401, 403, 404) },
});

const postLabel = createRoute({
  method: 'post',
  path: '/staff/stores/{storeId}/labels',
  tags: ['Staff'],
  summary: "Add a label to the store's list (`label:create`)",
  security: staffSessionSecurity,
  request: { params, body: { required: true, content: { 'application/json': { schema: LabelInput } } } },
  responses: { 201: json(LabelBody, 'The label.'), ...errorResponses(400, 401, 403, 404, 409) },
});

export function registerStaffStoreRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  api.openapi(getSettings, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requirePerson(c, services), id, 'branding:read');
    return c.json(await settingsOf(services, id), 200);
  });

  api.openapi(putBranding, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requirePerson(c, services), id, 'branding:update');
    await services.db
      .update(stores)
      .set({ branding: c.req.valid('json'), updatedAt: services.now() })
      .where(eq(stores.id, id));
    return c.json(await settingsOf(services, id), 200);
  });

  api.openapi(putPolicy, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requirePerson(c, services), id, 'claim-filing:update');
    await services.db
      .update(stores)
      .set({ policy: c.req.valid('json'), updatedAt: services.now() })
      .where(eq(stores.id, id));
    return c.json(await settingsOf(services, id), 200);
  });

  api.openapi(getLabels, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requirePerson(c, services), id, 'label:read');
    return c.json(await listLabels(services.db, id), 200);
  });

  api.openapi(postLabel, async (c) => {
    const { storeId: id } = c.req.valid('param');
    await storeFor(services, await requirePerson(c, services), id, 'label:create');
    return c.json(await createLabel(services.db, id, c.req.valid('json').name), 201);
  });
}
