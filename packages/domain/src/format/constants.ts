/**
 * Fixed values of spec section 9 that are not money, dates or the lightbox. The customer copy of that
 * section ("Up to 5 business days") is deliberately absent: copy lives with the page that shows it.
 */
import type { ButtonStyle } from '../enums';

/** Corner radius of buttons for each merchant button style (branding setting `buttonStyle`). */
export const buttonRadius: Readonly<Record<ButtonStyle, string>> = Object.freeze({
  ROUNDED: '6px',
  ROUNDED_FULL: '9999px',
  SQUARE: '0px',
});

/** The type scale in px, smallest first; components pick steps from it instead of inventing sizes. */
export const fontSizeScale = Object.freeze([11, 13, 14, 16, 18, 20, 24, 30] as const);

/** The locale cookie lasts 365 days; cookies take `Max-Age` in seconds. */
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * Statuses worth a retry: timeouts, conflicts, rate limits and passing server trouble. Other 4xx answers
 * would fail the same way again.
 */
export const retryStatuses = Object.freeze([408, 409, 425, 429, 500, 502, 503, 504] as const);

/** Statuses whose answer has no body to parse (spec section 7). */
export const noBodyStatuses = Object.freeze([101, 204, 205, 304] as const);

// A request that sends a body may have changed something on the server before failing, so repeating it
// could file a claim twice; only safe methods are retried unless the caller opts in.
const bodyMethods: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How many times a failed request is retried by default: 1 for safe methods, 0 for body-sending ones. */
export function defaultRetries(method = 'GET'): 0 | 1 {
  return bodyMethods.has(method.toUpperCase()) ? 0 : 1;
}
