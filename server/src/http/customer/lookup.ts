import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { inputEmail, inputString, ORDER_TOKEN_COOKIE, ORDER_TOKEN_HEADER } from '@orderprotection/domain';
import { maskEmail } from '../../logger';
import { AppError } from '../../modules/app-error';
import { customerView, orderForCustomer } from '../../modules/claims/links';
import { CLAIM_LINKS_PER_ORDER, requestClaimLinks } from '../../modules/notifications/claim-links';
import { dropOldLookupWindows, lookUpOrder, lookupWindow } from '../../modules/orders/lookup-limits';
import { orderAt } from '../../modules/orders/orders';
import type { AppEnv, Services } from '../env';
import { ORDER_NOT_FOUND_MESSAGE } from '../errors';
import { errorResponses, OrderBody, orderProofDescription, orderProofSecurity } from '../openapi';
import { clientAddress } from '../request-origin';
import { orderProofHeaders, requireOrderProof } from './proof';

const lookupQuery = z.object({
  email: inputEmail,
  order: inputString().trim().min(1, 'Enter your order number').max(100),
});

const orderLookup = createRoute({
  method: 'get',
  path: '/order-lookup',
  tags: ['Orders'],
  summary: 'Find an order by order number and email address',
  description: `Both values are trimmed; the order number may be written with or without "#". The answer is the order with each shipment's eligibility computed now from the store's claim policy, and the claims already filed on it. It also carries proof of the lookup for the calls that need it: an HttpOnly cookie \`${ORDER_TOKEN_COOKIE}\` and the same token in the \`${ORDER_TOKEN_HEADER}\` header. Failed lookups are limited per client and order number and per client (an IPv6 client is its /64); a successful lookup does not count.`,
  request: { query: lookupQuery },
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
    const { email, order: orderNumber } = c.req.valid('query');
    const now = services.now();
    const limits = services.config.lookupLimits;
    const window = lookupWindow(limits, now);
    // Looked up and counted against the limits in one statement (see lookup-limits.ts).
    const lookup = await lookUpOrder(
      services.db,
      { client: clientAddress(c, services), orderNumber, email },
      limits,
      window,
    );
    if (!lookup.admitted) {
      c.var.log.warn('order lookup rate limited', { scope: lookup.refused, orderNumber });
      throw new AppError(
        'rate_limited',
        'Too many attempts to find an order. Please wait a minute and try again.',
        { retryAfterSeconds: window.retryAfterSeconds },
      );
    }
    const loaded = lookup.order;
    if (loaded === null) {
      c.var.log.info('order lookup found nothing', { email: maskEmail(email), orderNumber });
      await dropOldLookupWindows(services.db, window);
      throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
    }
    return c.json(
      orderForCustomer(view, orderAt(loaded, now, services.config.uploads)),
      200,
      orderProof(loaded.order.systemOrderId),
    );
  });

  api.openapi(sendClaimLinks, async (c) => {
    const order = await requireOrderProof(c, services, c.req.valid('param').id);
    await requestClaimLinks(services.db, order.id, services.now());
    return c.body(null, 202);
  });
}
