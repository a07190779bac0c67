/**
 * Each person's own notification preferences for a store (`claim:read`: who may not read its claims gets no
 * mail of them). A person's only: an API token has none.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { NotificationPreferences } from '@orderprotection/domain';
import { preferencesOf, savePreferences } from '../../modules/notifications/preferences';
import type { AppEnv, Services } from '../env';
import { errorResponses, NotificationPreferencesBody, personSecurity } from '../openapi';
import { requirePerson } from './session';
import { jsonAnswer as json, storeParams as params, storeFor } from './stores';

const getPreferences = createRoute({
  method: 'get',
  path: '/staff/stores/{storeId}/notification-preferences',
  tags: ['Staff'],
  summary: "The signed-in person's emails about the store's claims (`claim:read`)",
  description: 'Both off until the person turns them on.',
  security: personSecurity,
  request: { params },
  responses: {
    200: json(NotificationPreferencesBody, 'Their preferences.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const putPreferences = createRoute({
  method: 'put',
  path: '/staff/stores/{storeId}/notification-preferences',
  tags: ['Staff'],
  summary: "Choose one's emails about the store's claims: a new claim, a shopper's reply (`claim:read`)",
  description:
    'Each email goes to those who chose it and may read the claim when it is sent, with a link to the claim in the console.',
  security: personSecurity,
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: NotificationPreferences } } },
  },
  responses: {
    200: json(NotificationPreferencesBody, 'Their preferences now.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerNotificationPreferenceRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  api.openapi(getPreferences, async (c) => {
    const { storeId: id } = c.req.valid('param');
    const person = await requirePerson(c, services);
    await storeFor(services, person, id, 'claim:read');
    return c.json(await preferencesOf(services.db, person.id, id), 200);
  });

  api.openapi(putPreferences, async (c) => {
    const { storeId: id } = c.req.valid('param');
    const person = await requirePerson(c, services);
    await storeFor(services, person, id, 'claim:read');
    return c.json(
      await savePreferences(services.db, person.id, id, c.req.valid('json'), services.now()),
      200,
    );
  });
}
