import { OrderItem } from '@orderprotection/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { itemHints, OrderItemRow } from './OrderItemRow';

const tee = OrderItem.parse({
  id: 'li_tee',
  productName: 'Organic Cotton Tee',
  productImage: 'https://cdn.example.com/tee.png',
  price: 32.5,
  quantity: 2,
  sourceItemId: '9002',
  color: 'Navy',
  size: 'M',
  sizeRegion: 'US',
});

describe('itemHints', () => {
  it('lists colour, size with its region and flavour, leaving blank ones out', () => {
    expect(itemHints(tee)).toEqual([
      { label: 'Color', value: 'Navy' },
      { label: 'Size', value: 'M (US)' },
    ]);
    expect(itemHints({ color: '  ', size: 'L', sizeRegion: null, flavor: 'Mint' })).toEqual([
      { label: 'Size', value: 'L' },
      { label: 'Flavor', value: 'Mint' },
    ]);
  });

  it('takes the portal labels', () => {
    expect(itemHints({ color: 'Red' }, { color: 'Colour', size: 'Size', flavor: 'Flavour' })).toEqual([
      { label: 'Colour', value: 'Red' },
    ]);
  });
});

describe('OrderItemRow markup', () => {
  it('shows a plain row without a checkbox, with a decorative image and the item price', () => {
    const html = renderToStaticMarkup(<OrderItemRow item={tee} currency="USD" />);
    expect(html).not.toContain('<input');
    expect(html).toContain('<img src="https://cdn.example.com/tee.png" alt=""');
    expect(html).toContain('>$32.50</data>');
    expect(html).toContain('>Qty 2<');
  });

  it('shows a placeholder when the item has no image', () => {
    const html = renderToStaticMarkup(<OrderItemRow item={{ ...tee, productImage: null }} currency="USD" />);
    expect(html).not.toContain('<img');
    expect(html).toContain('<svg viewBox="0 0 24 24" aria-hidden="true"');
  });

  it('names the checkbox after the product and describes it with the details', () => {
    const html = renderToStaticMarkup(<OrderItemRow item={tee} currency="USD" selectable quantity={1} />);
    const inputId = html.match(/<input id="([^"]+)"/)?.[1];
    expect(html).toContain(`<label for="${inputId}"`);
    expect(html).toMatch(/aria-describedby="[^"]+-hints [^"]+-meta"/);
    expect(html).not.toContain('aria-disabled');
    expect(html).toContain('>Qty 1<');
  });

  it('names its checkbox as a field of a plain HTML form, when asked to', () => {
    const html = renderToStaticMarkup(
      <OrderItemRow item={tee} currency="USD" selectable name="item" value='["f-1","tee"]' />,
    );
    expect(html).toMatch(/<input [^>]*name="item" value="\[&quot;f-1&quot;,&quot;tee&quot;\]"/);
  });

  it('keeps an unavailable row focusable, marks it aria-disabled and reads the reason first', () => {
    const html = renderToStaticMarkup(
      <OrderItemRow item={tee} currency="USD" selectable disabledReason="Already claimed" />,
    );
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toMatch(/<input[^>]* disabled=""/);
    const reasonId = html.match(/<span id="([^"]+)"[^>]*>Already claimed<\/span>/)?.[1];
    expect(html).toMatch(new RegExp(`aria-describedby="${reasonId} `));
  });

  it('shows the reason in a plain row too', () => {
    const html = renderToStaticMarkup(<OrderItemRow item={tee} currency="USD" disabledReason="Refunded" />);
    expect(html).toContain('>Refunded<');
    expect(html).not.toContain('<input');
  });
});
