/**
 * Builders for the rules' tests. Every fixture goes through its zod schema, so a test can only build data
 * the schemas accept, with their defaults applied.
 */
import type { z } from 'zod';
import { Claim, ClaimItem, Resolution } from '../schemas/claim';
import { ExistingClaim, Fulfillment, Order, OrderItem } from '../schemas/order';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant `days` days (of 24 hours) after `from`. */
export function daysAfter(from: string, days: number): Date {
  return new Date(Date.parse(from) + days * DAY_MS);
}

export function orderItem(overrides: Partial<z.input<typeof OrderItem>> = {}): OrderItem {
  return OrderItem.parse({
    id: 'oi-mug',
    productName: 'Blue mug',
    quantity: 2,
    sourceItemId: 'mug',
    ...overrides,
  });
}

export function fulfillment(overrides: Partial<z.input<typeof Fulfillment>> = {}): Fulfillment {
  return Fulfillment.parse({
    id: 'f-1',
    sourceFulfillmentId: 'F1',
    fulfillmentStatus: 'DELIVERED',
    items: [{ item: 'mug', quantity: 2 }],
    ...overrides,
  });
}

/** A claim filed earlier: `items` as [sourceItemId, quantity, sourceFulfillmentId?]. */
export function existingClaim(
  items: readonly (readonly [sourceItemId: string, quantity: number, sourceFulfillmentId?: string])[],
  overrides: Partial<z.input<typeof ExistingClaim>> = {},
): ExistingClaim {
  return ExistingClaim.parse({
    id: 'claim-token',
    items: items.map(([sourceItemId, quantity, sourceFulfillmentId]) => ({
      sourceItemId,
      quantity,
      sourceFulfillmentId,
    })),
    ...overrides,
  });
}

export function order(overrides: Partial<z.input<typeof Order>> = {}): Order {
  return Order.parse({
    systemOrderId: 'sys-1',
    orderId: 'o-1',
    orderNumber: '1001',
    customerEmail: 'ada@example.com',
    storeId: 'store-1',
    protected: true,
    orderItems: [{ id: 'oi-mug', productName: 'Blue mug', quantity: 2, sourceItemId: 'mug' }],
    fulfillments: [],
    ...overrides,
  });
}

export function claimItem(overrides: Partial<z.input<typeof ClaimItem>> = {}): ClaimItem {
  return ClaimItem.parse({
    id: 'ci-1',
    name: 'Blue mug',
    quantity: 1,
    claimType: 'DAMAGED',
    sourceItemId: 'mug',
    ...overrides,
  });
}

export function claim(overrides: Partial<z.input<typeof Claim>> = {}): Claim {
  return Claim.parse({
    id: 'claim-token',
    claimNumber: 1,
    sourceOrderId: 'o-1',
    sourceOrderNumber: '#1001',
    claimState: 'NEW',
    claimType: 'DAMAGED',
    storeId: 'store-1',
    createdAt: '2024-03-01T12:00:00Z',
    ...overrides,
  });
}

export function resolution(overrides: Partial<z.input<typeof Resolution>> = {}): Resolution {
  return Resolution.parse({ id: 'r-1', resolutionType: 'REFUND', ...overrides });
}
