import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MoneyText } from './MoneyText';

describe('MoneyText markup', () => {
  it('shows the formatted amount in a <data> carrying the number and the currency code', () => {
    expect(renderToStaticMarkup(<MoneyText amount={1234.5} currency="usd" />)).toBe(
      '<data value="1234.5" data-currency="USD">$1,234.50</data>',
    );
  });

  it('uses the domain default currency when none is given', () => {
    expect(renderToStaticMarkup(<MoneyText amount={3} currency={null} />)).toBe(
      '<data value="3" data-currency="USD">$3.00</data>',
    );
  });

  it('keeps up to three decimals for item prices and the currency minor units for totals', () => {
    expect(renderToStaticMarkup(<MoneyText amount={1.125} kind="itemPrice" />)).toContain('>$1.125<');
    expect(renderToStaticMarkup(<MoneyText amount={1.125} />)).toContain('>$1.13<');
    expect(renderToStaticMarkup(<MoneyText amount={1234.5} currency="JPY" />)).toContain('>¥1,235<');
  });

  it('passes other attributes through', () => {
    expect(renderToStaticMarkup(<MoneyText amount={1} className="price" id="total" />)).toBe(
      '<data class="price" id="total" value="1" data-currency="USD">$1.00</data>',
    );
  });
});
