import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Alert, Callout } from './Alert';

const roleOf = (html: string) => /^<div[^>]*\brole="(\w+)"/.exec(html)?.[1];

describe('Alert', () => {
  it('interrupts for danger and waits for every other tone', () => {
    expect(roleOf(renderToStaticMarkup(<Alert tone="danger">Failed</Alert>))).toBe('alert');
    for (const tone of ['info', 'success', 'warning', 'neutral'] as const) {
      expect(roleOf(renderToStaticMarkup(<Alert tone={tone}>Done</Alert>))).toBe('status');
    }
  });

  it('lets the caller choose how it is announced', () => {
    expect(roleOf(renderToStaticMarkup(<Alert live="assertive">Session expired</Alert>))).toBe('alert');
    expect(
      roleOf(
        renderToStaticMarkup(
          <Alert tone="danger" live="polite">
            Saved with errors
          </Alert>,
        ),
      ),
    ).toBe('status');
  });

  it('renders a Callout without a live role, with its title and actions', () => {
    const html = renderToStaticMarkup(
      <Callout title="Hold that thought!" actions={<a href="/start">Start over</a>}>
        Your order has been marked as delivered.
      </Callout>,
    );
    expect(roleOf(html)).toBeUndefined();
    expect(html).toContain('Hold that thought!');
    expect(html).toContain('<a href="/start">Start over</a>');
    expect(html).toContain('aria-hidden="true"');
  });
});
