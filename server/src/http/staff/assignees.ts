/** Who a claim of a store may be given to: everyone who may read its claims (`claim:update`). */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { storeAssignees } from '../../modules/people/team';
import type { AppEnv, Services } from '../env';
import { errorResponses, StaffAssigneeBody, staffSecurity } from '../openapi';
import { requireStaff } from './session';
import { jsonAnswer as json, storeParams as params, storeFor } from './stores';

const getAssignees = createRoute({
  method: 'get',
  path: '/staff/stores/{storeId}/assignees',
  tags: ['Staff'],
  summary: 'Who a claim of the store may be given to: everyone who may read its claims (`claim:update`)',
  security: staffSecurity,
  request: { params },
  responses: {
    200: json(z.array(StaffAssigneeBody), 'The people, by name.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerAssigneeRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  api.openapi(getAssignees, async (c) => {
    const { storeId: id } = c.req.valid('param');
    const context = await storeFor(services, await requireStaff(c, services), id, 'claim:update');
    return c.json(await storeAssignees(services.db, context), 200);
  });
}
