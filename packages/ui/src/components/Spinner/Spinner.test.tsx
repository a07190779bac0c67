import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a labelled status with a label and decorative without one', () => {
    const announced = renderToStaticMarkup(<Spinner label="Loading your order" />);
    expect(announced).toMatch(/^<span role="status"/);
    expect(announced).toContain('Loading your order');
    expect(renderToStaticMarkup(<Spinner />)).toMatch(/^<span class="[^"]+" aria-hidden="true"><\/span>$/);
  });
});
