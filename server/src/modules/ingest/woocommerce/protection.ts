/**
 * How a WooCommerce order shows that protection was bought, and what it bought. The protection widget adds
 * its fee either as a product line (a hidden product, found by SKU, product id or a meta entry the widget
 * writes on the line) or as a cart fee, which WooCommerce keeps in `fee_lines` with only a name and an
 * amount (found by that name, or by the same meta entry). Either way the fee is not goods: it is never an
 * order item, shipped or claimed, and it becomes the policy's premium.
 */
import type { ProtectionMarker } from '@orderprotection/domain';
import type { WooFeeLine, WooLineItem, WooMeta } from './payload';

function hasMarkerMeta(meta: readonly WooMeta[], marker: ProtectionMarker): boolean {
  const wanted = marker.property;
  if (wanted === undefined) return false;
  return meta.some(
    (entry) =>
      entry.key === wanted.name &&
      (wanted.value === undefined || (isScalar(entry.value) && String(entry.value) === wanted.value)),
  );
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

export function isFeeLineItem(line: WooLineItem, marker: ProtectionMarker): boolean {
  const sku = line.sku?.trim();
  const bySku = sku !== undefined && sku !== '' && marker.skus.includes(sku);
  const byProduct = line.product_id !== null && marker.productIds.includes(line.product_id);
  return bySku || byProduct || hasMarkerMeta(line.meta_data, marker);
}

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function isFeeLine(fee: WooFeeLine, marker: ProtectionMarker): boolean {
  const names = new Set(marker.feeNames.map(nameKey));
  return names.has(nameKey(fee.name)) || hasMarkerMeta(fee.meta_data, marker);
}

/** One protection fee, product line or fee line, in minor units of the order's currency. */
export interface FeePart {
  /** The fee after its discounts, without tax. */
  premium: number;
  tax: number;
  /** When the last of it was refunded; null while any of it stands. */
  refundedAt: string | null;
  refunded: boolean;
}

/**
 * The policy of the fee parts: the premium is what was paid for the fee, and what is insured is the rest of
 * the order's total less the fee's own tax, which is not goods either. Once every part is refunded the
 * protection was cancelled, when the last of it was.
 */
export function policyOf(
  parts: readonly FeePart[],
  totalMinor: number,
  major: (minor: number) => number,
  currency: string,
) {
  const premium = parts.reduce((sum, part) => sum + part.premium, 0);
  const tax = parts.reduce((sum, part) => sum + part.tax, 0);
  const removed = parts.length > 0 && parts.every((part) => part.refunded);
  const removedAt = parts.reduce<string | null>((at, part) => later(at, part.refundedAt), null);
  return {
    insuredAmount: major(Math.max(0, totalMinor - premium - tax)),
    premiumPaid: major(Math.max(0, premium)),
    premiumCurrency: currency,
    removedAt: removed ? removedAt : null,
  };
}

/** The later of two instants, either of which may be missing. */
export function later(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a || !b) return a || b || null;
  return Date.parse(b) > Date.parse(a) ? b : a;
}
