/**
 * How OrderProtection's fee line is found on a commerce platform's order; an order with one is protected.
 * Every field names the fee line: by its SKU, its product id, a line property (Shopify) or meta entry
 * (WooCommerce) the store's checkout writes on it (any value when `value` is absent), or the name of a
 * cart fee (WooCommerce keeps cart fees apart from products, with only a name). Each store's connection
 * keeps its own; without one the fee product's SKU is looked for.
 */
import { z } from 'zod';

export const ProtectionMarker = z.strictObject({
  skus: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  productIds: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  property: z
    .strictObject({ name: z.string().trim().min(1).max(100), value: z.string().max(200).optional() })
    .optional(),
  feeNames: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
});
export type ProtectionMarker = z.infer<typeof ProtectionMarker>;

export const DEFAULT_PROTECTION_MARKER: ProtectionMarker = {
  skus: ['ORDERPROTECTION'],
  productIds: [],
  feeNames: [],
};
