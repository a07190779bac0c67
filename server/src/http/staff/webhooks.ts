/**
 * A store's webhook endpoints (`webhook:*` on the store): list, make (the signing secret answered once),
 * remove, the delivery log of each, and redelivery.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  inputString,
  NewWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointInput,
} from '@orderprotection/domain';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
} from '../../modules/webhooks/webhooks';
import type { AppEnv, Services } from '../env';
import { errorResponses, staffSecurity } from '../openapi';
import { requireStaff } from './session';
import { storeFor } from './stores';

const id = () => inputString().min(1).max(100);
const params = z.object({ storeId: id() });
const endpointParams = z.object({ storeId: id(), endpointId: id() });
const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const base = { tags: ['Staff'], security: staffSecurity };

const getEndpoints = createRoute({
  ...base,
  method: 'get',
  path: '/staff/stores/{storeId}/webhooks',
  summary: "The store's webhook endpoints, never their secrets (`webhook:read`)",
  request: { params },
  responses: { 200: json(z.array(WebhookEndpoint), 'The endpoints.'), ...errorResponses(400, 401, 403, 404) },
});

const postEndpoint = createRoute({
  ...base,
  method: 'post',
  path: '/staff/stores/{storeId}/webhooks',
  summary: 'Add a webhook endpoint (`webhook:create`)',
  description:
    "`{ url, events }` with events among claim.created, claim.updated, claim.message.created, claim.resolved. Its signing `secret` (Standard Webhooks, `whsec_…`) is answered this once. Deliveries to this machine or a private network are refused when sent (each try's log says so).",
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: WebhookEndpointInput } } },
  },
  responses: {
    201: json(NewWebhookEndpoint, 'The endpoint and its secret.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const deleteEndpointRoute = createRoute({
  ...base,
  method: 'delete',
  path: '/staff/stores/{storeId}/webhooks/{endpointId}',
  summary: 'Remove a webhook endpoint and its log (`webhook:delete`)',
  request: { params: endpointParams },
  responses: { 204: { description: 'Removed.' }, ...errorResponses(400, 401, 403, 404) },
});

const getDeliveries = createRoute({
  ...base,
  method: 'get',
  path: '/staff/stores/{storeId}/webhooks/{endpointId}/deliveries',
  summary: "The endpoint's latest 100 deliveries with each try's status, latency and error (`webhook:read`)",
  request: { params: endpointParams },
  responses: {
    200: json(z.array(WebhookDelivery), 'Newest first.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const postRedeliver = createRoute({
  ...base,
  method: 'post',
  path: '/staff/stores/{storeId}/webhooks/{endpointId}/deliveries/{deliveryId}/redeliver',
  summary:
    'Send a delivery again now, with the same webhook-id; enables a disabled endpoint (`webhook:update`)',
  request: { params: endpointParams.extend({ deliveryId: id() }) },
  responses: { 202: { description: 'Queued.' }, ...errorResponses(400, 401, 403, 404) },
});

export function registerStaffWebhookRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  api.openapi(getEndpoints, async (c) => {
    const { storeId } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), storeId, 'webhook:read');
    return c.json(await listEndpoints(services.db, storeId), 200);
  });

  api.openapi(postEndpoint, async (c) => {
    const { storeId } = c.req.valid('param');
    const actor = await requireStaff(c, services);
    await storeFor(services, actor, storeId, 'webhook:create');
    const made = await createEndpoint(services.db, storeId, c.req.valid('json'), {
      createdBy: actor.kind === 'person' ? actor.id : null,
      now: services.now(),
    });
    return c.json(made, 201);
  });

  api.openapi(deleteEndpointRoute, async (c) => {
    const { storeId, endpointId } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), storeId, 'webhook:delete');
    await deleteEndpoint(services.db, storeId, endpointId);
    return c.body(null, 204);
  });

  api.openapi(getDeliveries, async (c) => {
    const { storeId, endpointId } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), storeId, 'webhook:read');
    return c.json(await listDeliveries(services.db, storeId, endpointId), 200);
  });

  api.openapi(postRedeliver, async (c) => {
    const { storeId, endpointId, deliveryId } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), storeId, 'webhook:update');
    await redeliver(services.db, storeId, endpointId, deliveryId, services.now());
    return c.body(null, 202);
  });
}
