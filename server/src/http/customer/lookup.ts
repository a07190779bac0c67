import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { inputString, ORDER_TOKEN_COOKIE, ORDER_TOKEN_HEADER } from '@orderprotection/domain';
import { customerView } from '../../modules/claims/links';
import { CLAIM_LINKS_PER_ORDER, requestClaimLinks } from '../../modules/notifications/claim-links';
import { findOrderForCustomer, OrderLookupInput } from '../../modules/orders/customer-lookup';
import type { AppEnv, Services } from '../env';
import { errorResponses, OrderBody, orderProofDescription, orderProofSecurity } from '../openapi';
import { clientAddress } from '../request-origin';
import { orderProofHeaders, requireOrderProof } from './proof';

const orderLookup = createRoute({
  method: 'get',
  path: '/order-lookup',
  tags: ['Orders'],
  summary: 'Find an order by order number and email address',
  description: `Both values are trimmed; the order number may be written with or without "#". The answer is the order with each shipment's eligibility computed now from the store's claim policy, and the claims already filed on it. It also carries proof of the lookup for the calls that need it: an HttpOnly cookie \`${ORDER_TOKEN_COOKIE}\` and the same token in the \`${ORDER_TOKEN_HEADER}\` header. Failed lookups are limited per client and order number and per client (an IPv6 client is its /64); a successful lookup does not count.`,
  request: { query: OrderLookupInput },
  responses: {
    200: {
      description: 'The order, with proof of the lookup.',
      headers: z.object({ [ORDER_TOKEN_HEADER]: z.string() }),
      content: { 'application/json': { schema: OrderBody } },
    },
    ...errorResponses(400, 404, 429),
  },
});

const sendClaimLinks = createRoute({
  method: 'post',
  path: '/orders/{id}/claim-links',
  tags: ['Orders'],
  summary: "Send the links to the order's claims again",
  description: `${orderProofDescription} Emails the link of every claim filed on the order to the order's own email address (never another), at most ${CLAIM_LINKS_PER_ORDER} times an hour per order (then 429 with Retry-After). 422 when the order has no claims.`,
  security: orderProofSecurity,
  request: {
    params: z.object({
      id: inputString()
        .max(100)
        .openapi({ description: "The order's platform orderId (or its systemOrderId)." }),
    }),
  },
  responses: {
    202: { description: 'The email is on its way.' },
    ...errorResponses(400, 401, 403, 404, 422, 429),
  },
});

export function registerLookupRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  const view = customerView(services.signer);
  const orderProof = orderProofHeaders(services);
  api.openapi(orderLookup, async (c) => {
    const found = await findOrderForCustomer(
      { ...services, view, log: c.var.log },
      clientAddress(c, services),
      c.req.valid('query'),
    );
    return c.json(found.order, 200, orderProof(found.id));
  });

  api.openapi(sendClaimLinks, async (c) => {
    const order = await requireOrderProof(c, services, c.req.valid('param').id);
    await requestClaimLinks(services.db, order.id, services.now());
    return c.body(null, 202);
  });
}
