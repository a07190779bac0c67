/**
 * What a claim is worth: the money the shopper paid for the units they claim. An order line holds its unit
 * `price` and, for the whole line (`quantity` units), its `discount` and `tax`; a unit's share of those is
 * the line's divided by its quantity. Amounts are rounded to the currency's minor units, once per line.
 */
import { fromMinorUnits, toMinorUnits } from '../format/money';

export interface ClaimedLine {
  /** Units claimed. */
  quantity: number;
  /** The order line when the claim was filed. */
  orderItem: { price: number; discount: number; tax: number; quantity: number } | null;
}

/** What the claimed units of one line cost the shopper, in the order's currency. */
export function claimedLineValue(line: ClaimedLine, currency?: string | null): number {
  const { orderItem } = line;
  if (orderItem === null || orderItem.quantity <= 0) return 0;
  const unitPaid = orderItem.price + (orderItem.tax - orderItem.discount) / orderItem.quantity;
  return fromMinorUnits(toMinorUnits(Math.max(0, unitPaid) * line.quantity, currency), currency);
}

/** The claimed value of a claim: the sum over its lines. */
export function claimedValue(lines: readonly ClaimedLine[], currency?: string | null): number {
  const minor = lines.reduce(
    (sum, line) => sum + toMinorUnits(claimedLineValue(line, currency), currency),
    0,
  );
  return fromMinorUnits(minor, currency);
}
