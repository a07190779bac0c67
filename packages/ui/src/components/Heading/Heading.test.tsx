import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading';

const classOf = (html: string) => /class="([^"]+)"/.exec(html)?.[1];

describe('Heading', () => {
  it('renders the element of its level and looks like another level when asked', () => {
    expect(renderToStaticMarkup(<Heading level={3}>Items</Heading>)).toMatch(
      /^<h3 class="[^"]+">Items<\/h3>$/,
    );
    const looksLikeH1 = renderToStaticMarkup(
      <Heading level={2} size="h1">
        Review
      </Heading>,
    );
    expect(looksLikeH1.startsWith('<h2')).toBe(true);
    expect(classOf(looksLikeH1)).toBe(classOf(renderToStaticMarkup(<Heading level={1}>Review</Heading>)));
  });
});
