/**
 * Saved views of the claim queue, a person's own (their session, not an API token): theirs, and those
 * shared with the stores whose claims they read. Sharing with a store needs `claim:read` there.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { inputString, SavedViewInput } from '@orderprotection/domain';
import { storesReached } from '../../modules/people/grants';
import { deleteView, listViews, saveView } from '../../modules/views/views';
import type { AppEnv, Services } from '../env';
import { errorResponses, personSecurity, SavedViewBody } from '../openapi';
import { requirePerson } from './session';
import { storeFor } from './stores';

const list = {
  description: 'The views: own ones, then shared ones, by name.',
  content: { 'application/json': { schema: z.array(SavedViewBody) } },
};

const getViews = createRoute({
  method: 'get',
  path: '/staff/views',
  tags: ['Staff'],
  summary: "The person's saved queue views and those shared with their stores' teams",
  security: personSecurity,
  responses: { 200: list, ...errorResponses(401) },
});

const postView = createRoute({
  method: 'post',
  path: '/staff/views',
  tags: ['Staff'],
  summary: 'Save a queue view for oneself, or shared with a store’s team (`claim:read` on it)',
  security: personSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: SavedViewInput } } } },
  responses: {
    201: { description: 'The view.', content: { 'application/json': { schema: SavedViewBody } } },
    ...errorResponses(400, 401, 404),
  },
});

const removeView = createRoute({
  method: 'delete',
  path: '/staff/views/{viewId}',
  tags: ['Staff'],
  summary: 'Delete a view one saved',
  security: personSecurity,
  request: { params: z.object({ viewId: inputString().min(1).max(100) }) },
  responses: { 200: list, ...errorResponses(400, 401, 404) },
});

export function registerStaffViewRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  const viewsOf = async (person: { id: string; grants: Parameters<typeof storesReached>[1] }) =>
    listViews(services.db, person.id, await storesReached(services.db, person.grants, 'claim:read'));

  api.openapi(getViews, async (c) => c.json(await viewsOf(await requirePerson(c, services)), 200));

  api.openapi(postView, async (c) => {
    const person = await requirePerson(c, services);
    const input = c.req.valid('json');
    if (input.storeId !== null) await storeFor(services, person, input.storeId, 'claim:read');
    return c.json(await saveView(services.db, person, input, services.now()), 201);
  });

  api.openapi(removeView, async (c) => {
    const person = await requirePerson(c, services);
    await deleteView(services.db, person.id, c.req.valid('param').viewId);
    return c.json(await viewsOf(person), 200);
  });
}
