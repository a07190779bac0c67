import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandProvider } from '../../theme/BrandProvider';
import { Logo } from './Logo';

describe('Logo', () => {
  it("shows the branding's logo with the store name as alt text", () => {
    const html = renderToStaticMarkup(
      <BrandProvider branding={{ logoUrl: '/logo.svg' }}>
        <Logo alt="Blossom & Co" />
      </BrandProvider>,
    );
    expect(html).toMatch(/<img class="[^"]+" src="\/logo.svg" alt="Blossom &amp; Co"\/>/);
  });

  it('prefers its own src, and writes the name when there is no logo at all', () => {
    expect(renderToStaticMarkup(<Logo alt="Shop" src="/other.png" />)).toContain('src="/other.png"');
    const wordmark = renderToStaticMarkup(<Logo alt="Night Owl Records" />);
    expect(wordmark).not.toContain('<img');
    expect(wordmark).toMatch(/<span class="[^"]+">Night Owl Records<\/span>/);
  });

  it('links home when given an href', () => {
    expect(renderToStaticMarkup(<Logo alt="Shop" href="/start" />)).toMatch(
      /^<a class="[^"]+" href="\/start">/,
    );
  });
});
