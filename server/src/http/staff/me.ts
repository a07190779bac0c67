/** GET staff/me: who is signed in, their roles, and the stores whose claims they may read. */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { storesReached } from '../../modules/people/grants';
import { storesOfReach } from '../../modules/stores/stores';
import type { AppEnv, Services } from '../env';
import { errorResponses, personSecurity, StaffMeBody } from '../openapi';
import { requirePerson } from './session';

const me = createRoute({
  method: 'get',
  path: '/staff/me',
  tags: ['Staff'],
  summary: 'The signed-in person',
  security: personSecurity,
  responses: {
    200: { description: 'The person.', content: { 'application/json': { schema: StaffMeBody } } },
    ...errorResponses(401),
  },
});

export function registerStaffMeRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  api.openapi(me, async (c) => {
    const person = await requirePerson(c, services, { whilePasswordChangeRequired: true });
    const reach = await storesReached(services.db, person.grants, 'claim:read');
    return c.json(
      {
        id: person.id,
        name: person.name,
        email: person.email,
        grants: [...person.grants],
        stores: await storesOfReach(services.db, reach),
        twoFactorEnabled: person.twoFactorEnabled,
        mustChangePassword: person.mustChangePassword,
      },
      200,
    );
  });
}
