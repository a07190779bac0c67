/**
 * Stores and orders for tests, written through the import (the same path as real data). Every order gets
 * a unique number and email, so tests in a file share one database without seeing each other's orders.
 */
import {
  Claim,
  type ClaimSubmission,
  ImportData,
  type ImportDataInput,
  type IssueType,
  newId,
  Order,
} from '@orderprotection/domain';
import { expect } from 'vitest';
import { findClaimRowByLinkToken } from '../../src/modules/claims/links';
import { importData } from '../../src/modules/data-import/import';
import { daysBefore, type TestServer } from './harness';
import { type Answer, call } from './http';

export type StoreInput = NonNullable<ImportDataInput['stores']>[number];
export type OrderInput = NonNullable<ImportDataInput['orders']>[number];
export type FulfillmentInput = NonNullable<OrderInput['fulfillments']>[number];
export type ClaimInput = NonNullable<ImportDataInput['claims']>[number];

export const STORE_ID = 'test-store';

/** A 1×1 PNG: small, but real bytes. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const SIGNATURE = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

export async function seed(server: TestServer, data: ImportDataInput): Promise<void> {
  await importData(server.db, ImportData.parse(data), {
    storage: server.storage,
    signer: server.signer,
    now: server.clock.now(),
    readAttachment: () => Promise.reject(new Error('Test fixtures have no attachments')),
  });
}

export function testStore(overrides: Partial<StoreInput> = {}): StoreInput {
  return {
    id: STORE_ID,
    name: 'Test Store',
    domains: [`${overrides.id ?? STORE_ID}.example`],
    settings: { capabilities: { reship: true, refund: true, credit: false } },
    ...overrides,
  };
}

let sequence = 0;

export interface SeededOrder {
  storeId: string;
  /** The platform's order id: the path of POST claims/{sourceOrderId}. */
  orderId: string;
  orderNumber: string;
  email: string;
}

/**
 * An order of the test store: protected, 3 mugs and 1 tee, shipped as F1 and delivered 5 days before the
 * clock's start (inside the default 30-day window, past the 3 waiting days). `overrides` replace fields.
 */
export async function seedOrder(
  server: TestServer,
  overrides: Partial<OrderInput> = {},
): Promise<SeededOrder> {
  sequence += 1;
  const unique = `${sequence}${Math.random().toString(36).slice(2, 7)}`;
  const order: OrderInput = {
    storeId: STORE_ID,
    orderId: `order-${unique}`,
    orderNumber: `T${unique}`,
    customerEmail: `shopper.${unique}@example.com`,
    customerName: 'Test Shopper',
    protected: true,
    total: 50,
    shippingAddress: {
      firstName: 'Test',
      lastName: 'Shopper',
      address1: '1 Main St',
      city: 'Springfield',
      countryCode: 'US',
    },
    orderItems: [
      { sourceItemId: 'mug', productName: 'Blue mug', quantity: 3, price: 10 },
      { sourceItemId: 'tee', productName: 'Tee', quantity: 1, price: 20 },
    ],
    fulfillments: [
      {
        sourceFulfillmentId: 'F1',
        fulfillmentStatus: 'DELIVERED',
        shippedAt: daysBefore(8, server.clock.now()),
        deliveredAt: daysBefore(5, server.clock.now()),
        items: [
          { item: 'mug', quantity: 3 },
          { item: 'tee', quantity: 1 },
        ],
      },
    ],
    ...overrides,
  };
  await seed(server, { orders: [order] });
  return {
    storeId: String(order.storeId),
    orderId: String(order.orderId),
    orderNumber: String(order.orderNumber),
    email: order.customerEmail,
  };
}

export interface LookedUp {
  answer: Answer;
  order: Order;
  token: string;
}

export async function lookUp(
  server: Pick<TestServer, 'origin'>,
  seeded: SeededOrder,
  client?: string,
): Promise<LookedUp> {
  const answer = await call(server, 'GET', 'order-lookup', {
    query: { email: seeded.email, order: seeded.orderNumber },
    ...(client === undefined ? {} : { client }),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const token = answer.headers.get('x-order-token');
  if (token === null) throw new Error('The lookup answered no order token');
  return { answer, order: Order.parse(answer.body), token };
}

export interface IssueSpec {
  item: string;
  quantity: number;
  fulfillment?: string;
  type?: IssueType;
  details?: string;
  media?: { fileKey: string; caption?: string }[];
}

export function submission(
  seeded: Pick<SeededOrder, 'email'>,
  issues: IssueSpec[],
  overrides: Partial<ClaimSubmission> = {},
): ClaimSubmission {
  const byShipment = new Map<string, IssueSpec[]>();
  for (const issue of issues) {
    const shipment = issue.fulfillment ?? 'F1';
    byShipment.set(shipment, [...(byShipment.get(shipment) ?? []), issue]);
  }
  return {
    email: seeded.email,
    fulfillmentIssues: [...byShipment].map(([sourceFulfillmentId, shipmentIssues]) => ({
      sourceFulfillmentId,
      issues: shipmentIssues.map((issue) => ({
        id: newId(),
        sourceItemId: issue.item,
        quantity: issue.quantity,
        type: issue.type ?? 'DAMAGED',
        details: issue.details ?? '',
        media: issue.media ?? [],
        sameIssueForAllUnits: true,
      })),
    })),
    resolution: { customerSignature: SIGNATURE, desiredMethod: 'REFUND' },
    ...overrides,
  };
}

/** Files a claim and answers the HTTP answer. */
export function submit(server: TestServer, seeded: SeededOrder, token: string, body: unknown, headers = {}) {
  return call(server, 'POST', `claims/${encodeURIComponent(seeded.orderId)}`, { json: body, token, headers });
}

/** The id of the claim a link token opens: customer answers name a claim by its token only. */
export async function claimIdOf(server: TestServer, token: string): Promise<string> {
  const row = await findClaimRowByLinkToken(server.db, token);
  if (row === null) throw new Error(`No claim has the link token ${token}`);
  return row.id;
}

/** A claim filed on a new order for one mug: the token of its page (the id customer calls take) and its row id. */
export async function fileClaim(server: TestServer): Promise<{ token: string; rowId: string }> {
  const seeded = await seedOrder(server);
  const filed = await submit(
    server,
    seeded,
    (await lookUp(server, seeded)).token,
    submission(seeded, [{ item: 'mug', quantity: 1 }]),
  );
  if (filed.status !== 201)
    throw new Error(`The claim was not filed: ${filed.status} ${JSON.stringify(filed.body)}`);
  const token = Claim.parse(filed.body).id;
  return { token, rowId: await claimIdOf(server, token) };
}
