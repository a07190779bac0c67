import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Divider } from './Divider';

describe('Divider', () => {
  it('is a separator, vertical when asked, and nothing to assistive tech when decorative', () => {
    expect(renderToStaticMarkup(<Divider />)).toMatch(/^<hr class="[^"]+"\/>$/);
    expect(renderToStaticMarkup(<Divider orientation="vertical" />)).toContain('aria-orientation="vertical"');
    expect(renderToStaticMarkup(<Divider decorative />)).toMatch(
      /^<div class="[^"]+" aria-hidden="true"><\/div>$/,
    );
  });
});
