import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { ClaimSessionInput, inputString } from '@orderprotection/domain';
import { AppError } from '../../modules/app-error';
import { emailKey } from '../../modules/orders/orders';
import { deleteSession, findSession, saveSession } from '../../modules/sessions/sessions';
import type { AppEnv, Services } from '../env';
import { ClaimSessionBody, errorResponses, orderProofDescription, orderProofSecurity } from '../openapi';
import { provenOrders, requireOrderProof } from './proof';

const orderIdParameter = inputString()
  .trim()
  .min(1, 'Required')
  .max(100)
  .openapi({ description: "The order's systemOrderId (its platform orderId is accepted too)." });

const getSession = createRoute({
  method: 'get',
  path: '/sessions',
  tags: ['Sessions'],
  summary: "Fetch the order's saved claim session",
  description: `${orderProofDescription} While none is saved the answer is 204 with no body: a shopper who has not started a claim yet is the usual case, not an error.`,
  security: orderProofSecurity,
  request: { query: z.object({ orderId: orderIdParameter }) },
  responses: {
    200: { description: 'The saved session.', content: { 'application/json': { schema: ClaimSessionBody } } },
    204: { description: 'No session is saved for this order yet.' },
    ...errorResponses(400, 401, 403),
  },
});

const putSession = createRoute({
  method: 'put',
  path: '/sessions',
  tags: ['Sessions'],
  summary: "Save the order's claim session (status, metadata or both)",
  description: `${orderProofDescription} What is not sent is kept; \`orderId\` is the order's systemOrderId (or its platform orderId) and \`email\` its customer's.`,
  security: orderProofSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: ClaimSessionInput } } } },
  responses: {
    200: { description: 'The saved session.', content: { 'application/json': { schema: ClaimSessionBody } } },
    ...errorResponses(400, 401, 403, 413, 415, 422),
  },
});

const removeSession = createRoute({
  method: 'delete',
  path: '/sessions/{id}',
  tags: ['Sessions'],
  summary: 'Delete a claim session',
  description: orderProofDescription,
  security: orderProofSecurity,
  request: { params: z.object({ id: inputString().max(100) }) },
  responses: { 204: { description: 'Deleted.' }, ...errorResponses(400, 401, 404) },
});

export function registerSessionRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  api.openapi(getSession, async (c) => {
    const order = await requireOrderProof(c, services, c.req.valid('query').orderId);
    const session = await findSession(services.db, order.id);
    if (session === null) return c.body(null, 204);
    return c.json(session, 200);
  });

  api.openapi(putSession, async (c) => {
    const input = c.req.valid('json');
    const order = await requireOrderProof(c, services, input.orderId);
    if (emailKey(input.email) !== emailKey(order.customerEmail)) {
      throw new AppError('unprocessable', "email: This is not the order's email address.");
    }
    return c.json(await saveSession(services.db, order.id, input, services.now()), 200);
  });

  api.openapi(removeSession, async (c) => {
    const orders = await provenOrders(c, services);
    const deleted = await deleteSession(
      services.db,
      c.req.valid('param').id,
      orders.map((order) => order.id),
    );
    if (!deleted) throw new AppError('not_found', 'No such claim session for this order.');
    return c.body(null, 204);
  });
}
