/**
 * The store-credit bonus offered instead of a refund (order settings `credit`, spec section 9).
 */
import type { DiscountType } from '../enums';
import { DEFAULT_LOCALE, formatMoney } from './money';

export interface CreditBonus {
  /** An amount in the store's currency when `fixed`; a percentage (10 means 10%) when `percentage`. */
  bonus: number;
  bonusType: DiscountType;
  /** Store currency to order currency; a fixed bonus is shown in the order's currency. Defaults to 1. */
  exchangeRate?: number | null;
  /** The order's currency; USD when missing. */
  currency?: string | null;
  locale?: string;
}

/**
 * "$5.00" for a fixed bonus (bonus × exchangeRate, as a total in `currency`), "10%" or "12.5%" for a
 * percentage (up to two decimals).
 *
 * @throws RangeError for a non-finite bonus or exchange rate, as {@link formatMoney} does.
 */
export function formatCreditBonus({ bonus, bonusType, exchangeRate, currency, locale }: CreditBonus): string {
  if (bonusType === 'fixed') return formatMoney(bonus * (exchangeRate ?? 1), currency, { locale });
  if (!Number.isFinite(bonus)) throw new RangeError(`Expected a finite percentage, got ${bonus}`);
  const options: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2 };
  try {
    return new Intl.NumberFormat(locale ?? DEFAULT_LOCALE, options).format(bonus / 100);
  } catch {
    // Only a locale Intl rejects gets here; money falls back rather than failing, so percentages do too.
    return new Intl.NumberFormat(DEFAULT_LOCALE, options).format(bonus / 100);
  }
}
