import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive tech', () => {
    expect(renderToStaticMarkup(<Skeleton shape="block" width={64} height={64} />)).toMatch(
      /^<span aria-hidden="true" class="[^"]+" style="width:64px;height:64px"><\/span>$/,
    );
  });

  it('draws paragraphs as lines with a shorter last one', () => {
    const html = renderToStaticMarkup(<Skeleton lines={3} />);
    expect(html.match(/width:100%/g)).toHaveLength(2);
    expect(html.match(/width:60%/g)).toHaveLength(1);
  });
});
