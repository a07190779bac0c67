/**
 * The orders API (`order:write`): any platform without a connector of ours keeps a store's orders here,
 * one at a time by its own order id, or up to 500 in one call. A write is the whole order as the platform
 * knows it now; sending it again changes nothing.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { inputString, LIMITS, OrderBatchInput, OrderInput } from '@orderprotection/domain';
import { ORDER_WRITES, type OrderWrite, writeOrder } from '../../modules/orders/write';
import type { AppEnv, Services } from '../env';
import { errorResponses, staffSecurity } from '../openapi';
import { requireStaff } from './session';
import { jsonAnswer as json, storeFor, storeIdParam } from './stores';

/** The path of the batch call, which reads a larger body than the API's other calls (app.ts). */
export const ORDER_BATCH_PATH = /^\/api\/staff\/stores\/[^/]+\/orders\/batch$/;
/** 500 orders of a few kilobytes each, with room for long ones. */
export const ORDER_BATCH_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

const OrderWriteBody = z
  .object({
    externalId: z.string(),
    written: z.enum(ORDER_WRITES).openapi({
      description:
        '`stale`: the order stored says it was changed on the platform after this one (`sourceUpdatedAt`), so it was kept.',
    }),
  })
  .openapi('OrderWrite');

const exampleOrder = {
  orderNumber: '#1042',
  customerEmail: 'rowan@example.com',
  customerName: 'Rowan Quill',
  currency: 'EUR',
  subtotal: 84,
  shipping: 4.9,
  tax: 16.9,
  total: 100.8,
  discountTotal: 5,
  protected: true,
  createdAt: '2026-11-20T09:30:00Z',
  sourceUpdatedAt: '2026-11-22T16:05:00Z',
  shippingAddress: {
    firstName: 'Rowan',
    lastName: 'Quill',
    address1: 'Keizersgracht 12',
    city: 'Amsterdam',
    zip: '1015 CS',
    countryCode: 'NL',
  },
  policy: { insuredAmount: 100.8, premiumPaid: 2.5, premiumCurrency: 'EUR' },
  orderItems: [
    {
      sourceItemId: 'L1',
      productName: 'Trail jacket',
      sku: 'TJ-M-BLUE',
      price: 79,
      discount: 5,
      quantity: 1,
    },
    {
      sourceItemId: 'L2',
      productName: 'Wool socks',
      sku: 'WS-42',
      price: 5,
      quantity: 2,
      refundedQuantity: 1,
    },
  ],
  fulfillments: [
    {
      sourceFulfillmentId: 'F1',
      fulfillmentStatus: 'IN_TRANSIT',
      trackingCompany: 'DHL',
      trackingNumber: ['JD014600006281234567'],
      shippedAt: '2026-11-21T12:00:00Z',
      items: [
        { item: 'L1', quantity: 1 },
        { item: 'L2', quantity: 2 },
      ],
    },
  ],
};

const orderParams = z.object({
  storeId: storeIdParam,
  externalId: inputString()
    .trim()
    .min(1)
    .max(100)
    .openapi({ description: "The platform's own id of the order (not its number)." }),
});

const putOrder = createRoute({
  method: 'put',
  path: '/staff/stores/{storeId}/orders/{externalId}',
  tags: ['Staff'],
  summary: "Write an order as the store's platform has it now (`order:write`)",
  description:
    'Creates the order or replaces what is stored: lines and shipments not listed are removed, those listed keep their ids (claims filed on them stay attached). Sending the same order again changes nothing.',
  security: staffSecurity,
  request: {
    params: orderParams,
    body: {
      required: true,
      content: { 'application/json': { schema: OrderInput, example: exampleOrder } },
    },
  },
  responses: {
    200: json(OrderWriteBody, 'The order was stored before (`updated`), or a newer one is (`stale`).'),
    201: json(OrderWriteBody, 'The order is new (`created`).'),
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

const postOrderBatch = createRoute({
  method: 'post',
  path: '/staff/stores/{storeId}/orders/batch',
  tags: ['Staff'],
  summary: `Write up to ${LIMITS.orderBatch} orders in one call (\`order:write\`)`,
  description:
    'Each order as in PUT .../orders/{externalId}, with its id as `orderId`. All are written or none: an invalid one answers 400 naming it (`orders.3.customerEmail`) and nothing is stored.',
  security: staffSecurity,
  request: {
    params: z.object({ storeId: storeIdParam }),
    body: {
      required: true,
      content: {
        'application/json': {
          schema: OrderBatchInput,
          example: { orders: [{ orderId: '5120893210', ...exampleOrder }] },
        },
      },
    },
  },
  responses: {
    200: json(
      z.object({ orders: z.array(OrderWriteBody) }),
      'What was done with each order, in the order sent.',
    ),
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

export function registerOrderRoutes(api: OpenAPIHono<AppEnv>, services: Services): void {
  api.openapi(putOrder, async (c) => {
    const { storeId, externalId } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), storeId, 'order:write');
    const order = c.req.valid('json');
    const now = services.now();
    const written = await services.db.transaction((tx) => writeOrder(tx, storeId, externalId, order, now));
    return written === 'created'
      ? c.json({ externalId, written }, 201)
      : c.json({ externalId, written }, 200);
  });

  api.openapi(postOrderBatch, async (c) => {
    const { storeId } = c.req.valid('param');
    await storeFor(services, await requireStaff(c, services), storeId, 'order:write');
    const now = services.now();
    const orders = await services.db.transaction(async (tx) => {
      const written: { externalId: string; written: OrderWrite }[] = [];
      for (const { orderId, ...order } of c.req.valid('json').orders) {
        written.push({ externalId: orderId, written: await writeOrder(tx, storeId, orderId, order, now) });
      }
      return written;
    });
    return c.json({ orders }, 200);
  });
}
