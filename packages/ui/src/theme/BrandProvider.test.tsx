import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandProvider, useBranding } from './BrandProvider';

function SchemeProbe() {
  const { colorScheme, branding } = useBranding();
  return <span>{`${colorScheme} ${branding.brand700 ?? 'house'}`}</span>;
}

describe('BrandProvider on the server', () => {
  it('adds no element at the root and gives components the branding and scheme', () => {
    expect(renderToStaticMarkup(<SchemeProbe />)).toBe('<span>light house</span>');
    expect(
      renderToStaticMarkup(
        <BrandProvider branding={{ brand700: '#0f766e', darkMode: true }}>
          <SchemeProbe />
        </BrandProvider>,
      ),
    ).toBe('<span>dark #0f766e</span>');
  });

  it('wraps a scoped preview in an element that carries the scope and the scheme', () => {
    const html = renderToStaticMarkup(
      <BrandProvider branding={{}} colorScheme="dark" scope className="preview">
        <SchemeProbe />
      </BrandProvider>,
    );
    expect(html).toMatch(
      /^<div data-op-theme-scope="[^"]+" data-op-color-scheme="dark" class="preview"><span>dark house<\/span><\/div>$/,
    );
  });
});
