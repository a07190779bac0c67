/**
 * Amounts of a Shopify order in the currency the shopper paid in. Shopify gives each amount twice, in the
 * shop's currency and in the presentment currency (the `*_set` fields); the order the shopper claims on is
 * what they paid, so its amounts, lines and premium are all presentment money.
 */
import { fromMinorUnits, toMinorUnits } from '@orderprotection/domain';
import type { MoneySet, ShopifyOrderPayload } from './payload';
import { MappingProblem } from './problems';

/** Six decimals: what the orders table keeps of an exchange rate. */
const RATE_DECIMALS = 6;

export class Pricing {
  /** The presentment currency: what the order's amounts are in. */
  readonly currency: string;
  private readonly shopCurrency: string;

  constructor(order: Pick<ShopifyOrderPayload, 'currency' | 'presentment_currency'>) {
    this.shopCurrency = order.currency.trim().toUpperCase();
    this.currency = order.presentment_currency?.trim().toUpperCase() || this.shopCurrency;
  }

  /**
   * The presentment amount of a field given as `plain` (shop money) and `set` (both). Without the set, the
   * plain amount is only the shopper's when both currencies are the same; otherwise using it would mix
   * currencies, so the field is reported instead. Absent altogether, the amount is 0.
   */
  amount(plain: number | null | undefined, set: MoneySet | null | undefined, field: string): number {
    if (set) return set.presentment_money.amount;
    if (plain === null || plain === undefined) return 0;
    if (this.currency === this.shopCurrency) return plain;
    throw new MappingProblem(
      `${field}_set`,
      `required: the shopper paid in ${this.currency}, and ${field} is in the shop's ${this.shopCurrency}`,
    );
  }

  /** Sums counted in minor units, so that 3.34 + 3.33 + 3.33 is 10 and not 9.999999999999998. */
  sum(amounts: readonly number[]): number {
    return fromMinorUnits(this.minor(amounts), this.currency);
  }

  /** `amounts` in minor units of the currency, summed. */
  minor(amounts: readonly number[]): number {
    return amounts.reduce((total, value) => total + toMinorUnits(value, this.currency), 0);
  }

  major(minor: number): number {
    return fromMinorUnits(minor, this.currency);
  }

  /**
   * Store currency to order currency, as the domain uses it (a fixed credit bonus in the store's currency
   * times the rate is the amount in the order's currency): presentment over shop money of the same total.
   * Shopify's REST order has no rate field, so it is read off the first total both sides give; an order
   * whose totals are all zero has nothing to derive it from and keeps 1.
   */
  exchangeRate(order: ShopifyOrderPayload): number {
    if (this.currency === this.shopCurrency) return 1;
    const sets = [order.total_price_set, order.subtotal_price_set, order.total_line_items_price_set];
    for (const set of sets) {
      const shop = set?.shop_money.amount ?? 0;
      const presentment = set?.presentment_money.amount ?? 0;
      if (shop > 0 && presentment > 0) {
        return Math.round((presentment / shop) * 10 ** RATE_DECIMALS) / 10 ** RATE_DECIMALS;
      }
    }
    return 1;
  }
}
