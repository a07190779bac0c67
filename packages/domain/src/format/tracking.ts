/**
 * Links to a public package-tracking page (spec section 1) and the external-link check of section 8.
 */

/**
 * Base address of the public tracking page used when a store gives no tracking URL of its own; the
 * tracking number is appended to it. A neutral multi-carrier page, so one default works for every carrier;
 * a store or deployment that prefers another provider passes its own `baseUrl`.
 */
export const DEFAULT_TRACKING_BASE_URL = 'https://parcelsapp.com/en/tracking/';

/**
 * Whether a link may be opened from the portal: an absolute http or https address. Everything else is
 * refused (spec section 8, "blocked protocol"), above all `javascript:` and `data:`, which would run code
 * or show forged content under the store's name.
 */
export function isSafeExternalUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export interface TrackingLinkInput {
  trackingNumber?: string | null;
  /** The store's own tracking page for this shipment; used when it is a safe http(s) address. */
  trackingUrl?: string | null;
  /** Address the tracking number is appended to; defaults to {@link DEFAULT_TRACKING_BASE_URL}. */
  baseUrl?: string;
}

/**
 * The tracking link of a shipment: the store's tracking URL when it has a safe one, otherwise the base
 * address followed by the URL-encoded tracking number. The number is appended as is, so the base must end
 * where the number goes (usually with "/" or "="); there is no placeholder syntax.
 *
 * Returns `undefined` when there is nothing to link to: no safe tracking URL and no tracking number.
 */
export function trackingLink({
  trackingNumber,
  trackingUrl,
  baseUrl = DEFAULT_TRACKING_BASE_URL,
}: TrackingLinkInput): string | undefined {
  const storeUrl = trackingUrl?.trim();
  if (isSafeExternalUrl(storeUrl)) return storeUrl;
  const number = trackingNumber?.trim();
  if (!number) return undefined;
  // The base comes from configuration, not from an order, so a wrong one is a setup error to surface.
  if (!isSafeExternalUrl(baseUrl)) {
    throw new RangeError(`trackingLink: baseUrl must be an http or https address, got "${baseUrl}"`);
  }
  return baseUrl + encodeURIComponent(number);
}
