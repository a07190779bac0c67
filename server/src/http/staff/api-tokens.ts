/**
 * A store's API tokens for integrations (`api-tokens:*`). Tokens are made and revoked by people only: a
 * token never mints another.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { ApiTokenInput, inputString } from '@orderprotection/domain';
import { createApiToken, listApiTokens, revokeApiToken } from '../../modules/people/api-tokens';
import type { AppEnv, Services } from '../env';
import { ApiTokenBody, errorResponses, NewApiTokenBody, personSecurity, staffSecurity } from '../openapi';
import { requirePerson, requireStaff } from './session';
import { jsonAnswer as json, storeParams as params, storeFor, storeIdParam } from './stores';

const getTokens = createRoute({
  method: 'get',
  path: '/staff/stores/{storeId}/api-tokens',
  tags: ['Staff'],
  summary:
    "The store's API tokens and its account's, revoked ones included; never their secrets (`api-tokens:read`)",
  security: staffSecurity,
  request: { params },
  responses: {
    200: json(z.array(ApiTokenBody), 'The tokens, newest first.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const postToken = createRoute({
  method: 'post',
  path: '/staff/stores/{storeId}/api-tokens',
  tags: ['Staff'],
  summary: 'Make an API token for an integration (`api-tokens:create`), signed in as a person',
  description:
    'The token acts with the permissions listed, on this store (`scope: store`) or every store of its account (`scope: account`), and only with permissions its maker holds there. Its `secret` is answered this once: integrations send it as `Authorization: Bearer <secret>` on the staff calls.',
  security: personSecurity,
  request: { params, body: { required: true, content: { 'application/json': { schema: ApiTokenInput } } } },
  responses: {
    201: json(NewApiTokenBody, 'The token and its secret.'),
    ...errorResponses(400, 401, 403, 404, 422),
  },
});

const deleteToken = createRoute({
  method: 'delete',
  path: '/staff/stores/{storeId}/api-tokens/{tokenId}',
  tags: ['Staff'],
  summary: 'Revoke an API token: it stops working at once (`api-tokens:delete`)',
  security: personSecurity,
  request: { params: z.object({ storeId: storeIdParam, tokenId: inputString().min(1).max(100) }) },
  responses: { 200: json(z.array(ApiTokenBody), 'The tokens now.'), ...errorResponses(400, 401, 403, 404) },
});

export function registerApiTokenRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  api.openapi(getTokens, async (c) => {
    const context = await storeFor(
      services,
      await requireStaff(c, services),
      c.req.valid('param').storeId,
      'api-tokens:read',
    );
    return c.json(await listApiTokens(services.db, context), 200);
  });

  api.openapi(postToken, async (c) => {
    const person = await requirePerson(c, services);
    const context = await storeFor(services, person, c.req.valid('param').storeId, 'api-tokens:create');
    const made = await createApiToken(services.db, {
      actor: person,
      context,
      input: c.req.valid('json'),
      now: services.now(),
    });
    return c.json(made, 201);
  });

  api.openapi(deleteToken, async (c) => {
    const { storeId: id, tokenId } = c.req.valid('param');
    const context = await storeFor(services, await requirePerson(c, services), id, 'api-tokens:delete');
    await revokeApiToken(services.db, context, tokenId, services.now());
    return c.json(await listApiTokens(services.db, context), 200);
  });
}
