import { currencyCode, formatMoney, type MoneyKind } from '@orderprotection/domain';
import type { DataHTMLAttributes } from 'react';

export interface MoneyTextProps extends Omit<DataHTMLAttributes<HTMLDataElement>, 'value' | 'children'> {
  /** In major units of `currency` (12.5 is $12.50), as the domain schemas carry money. */
  amount: number;
  /** ISO 4217 code; the domain's default (USD) when blank. */
  currency?: string | null;
  /** `total` (the default) shows the currency's minor units; `itemPrice` up to 3 decimals (spec section 9). */
  kind?: MoneyKind;
}

/**
 * An amount as shoppers read it (`formatMoney`), in a `<data>` element whose `value` is the amount as a
 * number and whose `data-currency` is the ISO code, so tests, scrapers and assistive tools need not parse
 * "$1,234.50".
 */
export function MoneyText({ amount, currency, kind = 'total', ...rest }: MoneyTextProps) {
  const code = currencyCode(currency);
  return (
    <data {...rest} value={String(amount)} data-currency={code}>
      {formatMoney(amount, code, { kind })}
    </data>
  );
}
