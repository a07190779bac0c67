/**
 * What marks an order protected on a commerce platform: OrderProtection's fee line, found by its SKU or
 * product id, or a line-item property the store's checkout adds. Each store's connection keeps its own;
 * without one the fee product's SKU is looked for.
 */
import { z } from 'zod';

export const ProtectionMarker = z.strictObject({
  skus: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  productIds: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  property: z
    .strictObject({ name: z.string().trim().min(1).max(100), value: z.string().max(200).optional() })
    .optional(),
});
export type ProtectionMarker = z.infer<typeof ProtectionMarker>;

export const DEFAULT_PROTECTION_MARKER: ProtectionMarker = { skus: ['ORDERPROTECTION'], productIds: [] };
