/**
 * What the order's refunds took back, per order line. The order lists its refunds only as ids and totals;
 * the units are in the refund objects (GET /orders/{id}/refunds), whose lines have negative quantities and
 * amounts and name the order line they refund in the meta entry `_refunded_item_id`.
 */
import type { WooOrderPayload, WooRefund, WooRefundLine } from './payload';
import { later } from './protection';

/** Per order line id (product or fee line): units and amount refunded, and when the last refund was. */
export type Refunded = Map<string, { quantity: number; amountMinor: number; at: string | null }>;

/**
 * The order line a refund line refunds: the one its `_refunded_item_id` names, else, for a product line
 * without it, the only order line of the same product and variation. A line that names none of the
 * order's lines cannot be counted against one and is left out.
 */
function refundedLineId(
  line: WooRefundLine,
  candidates: readonly { id: string; product_id?: string | null; variation_id?: string | null }[],
): string | null {
  const named = line.meta_data.find((entry) => entry.key === '_refunded_item_id')?.value;
  if (typeof named === 'string' || typeof named === 'number') {
    const id = String(named).trim();
    return candidates.some((candidate) => candidate.id === id) ? id : null;
  }
  if (line.product_id === null) return null;
  const same = candidates.filter(
    (candidate) => candidate.product_id === line.product_id && candidate.variation_id === line.variation_id,
  );
  return same.length === 1 && same[0] !== undefined ? same[0].id : null;
}

export function refundedByLine(
  order: WooOrderPayload,
  refunds: readonly WooRefund[],
  toMinor: (amount: number) => number,
): Refunded {
  const refunded: Refunded = new Map();
  const add = (id: string | null, line: WooRefundLine, at: string | null) => {
    if (id === null) return;
    const before = refunded.get(id);
    refunded.set(id, {
      quantity: (before?.quantity ?? 0) + Math.abs(line.quantity),
      amountMinor: (before?.amountMinor ?? 0) + Math.abs(toMinor(line.total)),
      at: later(before?.at, at),
    });
  };
  for (const refund of refunds) {
    const at = refund.date_created_gmt ?? null;
    for (const line of refund.line_items) add(refundedLineId(line, order.line_items), line, at);
    for (const line of refund.fee_lines) add(refundedLineId(line, order.fee_lines), line, at);
  }
  return refunded;
}

/**
 * The first refund the order lists whose refund object was not given, as its index in `order.refunds`:
 * without it the refunded units are unknown, and counting them as none would let a shopper claim units
 * already paid back.
 */
export function missingRefund(order: WooOrderPayload, refunds: readonly WooRefund[]): number | null {
  const given = new Set(refunds.map((refund) => refund.id));
  const index = order.refunds.findIndex((refund) => !given.has(refund.id));
  return index === -1 ? null : index;
}
