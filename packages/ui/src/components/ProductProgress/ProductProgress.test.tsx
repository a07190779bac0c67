import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductProgress } from './ProductProgress';

describe('ProductProgress markup', () => {
  it('is a native progress bar named by the visible "Product n / total" text', () => {
    const html = renderToStaticMarkup(<ProductProgress current={2} total={5} />);
    const labelId = html.match(/<span id="([^"]+)"[^>]*aria-hidden="true">Product 2 \/ 5<\/span>/)?.[1];
    expect(labelId).toBeDefined();
    expect(html).toMatch(new RegExp(`<progress [^>]*value="2" max="5" aria-labelledby="${labelId}"`));
  });

  it('takes the portal wording', () => {
    expect(
      renderToStaticMarkup(
        <ProductProgress current={1} total={3} formatLabel={(n, of) => `Item ${n} of ${of}`} />,
      ),
    ).toContain('>Item 1 of 3<');
  });

  it.each([
    [0, 3],
    [4, 3],
    [1.5, 3],
    [1, 0],
    [1, Number.NaN],
  ])('refuses product %s of %s', (current, total) => {
    expect(() => renderToStaticMarkup(<ProductProgress current={current} total={total} />)).toThrow(
      RangeError,
    );
  });
});
