import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorPage, errorPageCopy } from './ErrorPage';

describe('errorPageCopy (spec section 2, routing behaviour)', () => {
  it('shows "Page Not Found" for 404, with the message naming the path below it', () => {
    expect(errorPageCopy(404, undefined)).toEqual({ title: 'Page Not Found' });
    expect(errorPageCopy(404, 'Page Not Found: /issues/x')).toEqual({
      title: 'Page Not Found',
      detail: 'Page Not Found: /issues/x',
    });
    expect(errorPageCopy(404, 'Page Not Found')).toEqual({ title: 'Page Not Found' });
  });

  it('shows the error\'s own message for other errors, else "Internal Server Error"', () => {
    expect(errorPageCopy(500, undefined)).toEqual({ title: 'Internal Server Error' });
    expect(errorPageCopy(undefined, '   ')).toEqual({ title: 'Internal Server Error' });
    expect(errorPageCopy(503, 'Down for maintenance')).toEqual({ title: 'Down for maintenance' });
  });
});

describe('ErrorPage', () => {
  it('puts the title in the page heading', () => {
    expect(renderToStaticMarkup(<ErrorPage statusCode={404} />)).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
    expect(renderToStaticMarkup(<ErrorPage />)).toMatch(/<h1[^>]*>Internal Server Error<\/h1>/);
  });
});
