import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

const attribute = (html: string, element: string, name: string) =>
  new RegExp(`<${element}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

describe('TextField markup', () => {
  it('labels a text input with its label', () => {
    const html = renderToStaticMarkup(<TextField label="Order Number" id="order-number" />);
    expect(attribute(html, 'label', 'for')).toBe('order-number');
    expect(attribute(html, 'input', 'id')).toBe('order-number');
    expect(attribute(html, 'input', 'type')).toBe('text');
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
  });

  it('describes the input by its description, then its error, then the caller’s ids', () => {
    const html = renderToStaticMarkup(
      <TextField
        label="Email Address"
        description="The one on the order."
        error="Enter a valid email address"
        aria-describedby="hint"
      />,
    );
    const describedBy = attribute(html, 'input', 'aria-describedby')?.split(' ') ?? [];
    expect(describedBy).toHaveLength(3);
    const [descriptionId, errorId, callerId] = describedBy;
    expect(html).toContain(`id="${descriptionId}" class="`);
    expect(html).toMatch(new RegExp(`<p id="${errorId}"[^>]*>.*Enter a valid email address`));
    expect(callerId).toBe('hint');
    expect(attribute(html, 'input', 'aria-invalid')).toBe('true');
  });

  it('marks a required input for assistive technology and the label for the eye only', () => {
    const html = renderToStaticMarkup(<TextField label="Email Address" required />);
    expect(html).toMatch(/<input[^>]*\srequired=""/);
    expect(html).toMatch(/<span[^>]*aria-hidden="true">\*<\/span><\/label>/);
  });

  it('treats an empty error as valid', () => {
    const html = renderToStaticMarkup(<TextField label="City" error="" />);
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('<p');
  });
});
