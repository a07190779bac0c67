/**
 * A store's webhook endpoints (`webhook:*` on the store): list, make (the signing secret answered once),
 * remove, the delivery log of each, and redelivery. And the previews of the shopper emails the store's
 * branding makes (`branding:read`).
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  EmailPreviewKind,
  inputString,
  NewWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointInput,
} from '@orderprotection/domain';
import { AppError } from '../../modules/app-error';
import { renderEmailPreview } from '../../modules/mail/previews';
import { findStore } from '../../modules/stores/stores';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
} from '../../modules/webhooks/webhooks';
import type { AppEnv, Services } from '../env';
import { errorResponses, staffSecurity } from '../openapi';
import { publicOrigin } from '../request-origin';
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
    "`{ url, events }` with events among claim.created, claim.updated, claim.message.created, claim.resolved. Its signing `secret` (Standard Webhooks, `whsec_…`) is answered this once. An address of this machine or a private network written in the URL (`http://10.0.0.5/`, `http://[::1]/`, `localhost`) is refused with 422 naming the `url` field, unless `WEBHOOKS_ALLOW_PRIVATE_TARGETS` allows them; a name that resolves to one is refused when sent (each try's log says so).",
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: WebhookEndpointInput } } },
  },
  responses: {
    201: json(NewWebhookEndpoint, 'The endpoint and its secret.'),
    ...errorResponses(400, 401, 403, 404, 422),
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

const getEmailPreview = createRoute({
  ...base,
  method: 'get',
  path: '/staff/stores/{storeId}/email-previews/{kind}',
  summary:
    "A shopper's, team's or owners' email with sample facts and the store's branding, as HTML or its text part (`branding:read`)",
  request: {
    params: params.extend({ kind: EmailPreviewKind }),
    query: z.object({ part: z.enum(['html', 'text']).default('html') }),
  },
  responses: {
    200: {
      description: 'The email, with its subject in `x-email-subject`.',
      content: { 'text/html': { schema: z.string() } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
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
      allowPrivateTargets: services.config.webhooksAllowPrivateTargets,
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

  api.openapi(getEmailPreview, async (c) => {
    const { storeId, kind } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), storeId, 'branding:read');
    const store = await findStore(services.db, storeId);
    if (store === null) throw new AppError('not_found', 'Store not found.');
    const rendered = await renderEmailPreview(
      kind,
      { id: store.id, name: store.name, branding: store.branding, currency: store.currency ?? null },
      await publicOrigin(c, services),
    );
    c.header('x-email-subject', encodeURIComponent(rendered.subject));
    // The preview shows the email as a mail client would, with nothing of this origin's to run.
    c.header('content-security-policy', "default-src 'none'; img-src * data:; style-src 'unsafe-inline'");
    return c.req.valid('query').part === 'text' ? c.text(rendered.text, 200) : c.html(rendered.html, 200);
  });
}
