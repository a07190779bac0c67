import { LIMITS } from '@orderprotection/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './QuantityStepper';

const spinbutton = (html: string) => /<input[^>]*role="spinbutton"[^>]*>/.exec(html)?.[0] ?? '';

describe('QuantityStepper markup', () => {
  it('is a spinbutton from 1 to the domain’s quantity limit by default, starting at the minimum', () => {
    const field = spinbutton(renderToStaticMarkup(<QuantityStepper label="Affected items" />));
    expect(field).toContain('aria-valuenow="1"');
    expect(field).toContain('aria-valuemin="1"');
    expect(field).toContain(`aria-valuemax="${LIMITS.quantity}"`);
    expect(field).toContain('inputMode="numeric"');
  });

  it('keeps a first count outside the bounds within them', () => {
    const html = renderToStaticMarkup(<QuantityStepper label="Affected items" max={3} defaultValue={7} />);
    expect(spinbutton(html)).toContain('value="3"');
  });

  it('labels its buttons and marks the one at a bound as unavailable without disabling it', () => {
    const html = renderToStaticMarkup(<QuantityStepper label="Affected items" max={3} />);
    expect(html).toMatch(/<button[^>]*aria-label="Decrease"[^>]*aria-disabled="true"/);
    expect(html).not.toMatch(/<button[^>]*aria-label="Increase"[^>]*aria-disabled/);
    expect(html).not.toMatch(/<button[^>]*\sdisabled=""/);
  });

  it('takes other button labels', () => {
    const html = renderToStaticMarkup(
      <QuantityStepper label="Units" decreaseLabel="One fewer" increaseLabel="One more" />,
    );
    expect(html).toContain('aria-label="One fewer"');
    expect(html).toContain('aria-label="One more"');
  });
});
