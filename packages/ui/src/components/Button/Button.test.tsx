import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';

describe('Button markup', () => {
  it('is a native button of type "button" unless told otherwise', () => {
    expect(renderToStaticMarkup(<Button>Continue</Button>)).toMatch(
      /^<button type="button" class="[^"]+">Continue<\/button>$/,
    );
    expect(renderToStaticMarkup(<Button type="submit">Send</Button>)).toContain('type="submit"');
  });

  it('is a link when given an href', () => {
    const html = renderToStaticMarkup(
      <Button href="/start" variant="secondary">
        Start over
      </Button>,
    );
    expect(html).toMatch(/^<a href="\/start" class="[^"]+">Start over<\/a>$/);
  });

  it('says it is busy and shows a decorative spinner while loading', () => {
    const html = renderToStaticMarkup(<Button loading>Submit your claim</Button>);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('<span class="');
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('disabled=""');
  });

  it('gives each variant, size and the full width its own classes and keeps the caller class', () => {
    const classesOf = (element: React.ReactElement) =>
      renderToStaticMarkup(element).match(/class="([^"]+)"/)?.[1];
    const primary = classesOf(<Button>A</Button>);
    expect(classesOf(<Button variant="danger">A</Button>)).not.toBe(primary);
    expect(classesOf(<Button size="lg">A</Button>)).not.toBe(primary);
    expect(classesOf(<Button fullWidth>A</Button>)).not.toBe(primary);
    expect(classesOf(<Button className="mine">A</Button>)).toBe(`${primary} mine`);
  });
});
