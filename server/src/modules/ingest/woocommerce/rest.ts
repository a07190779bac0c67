/**
 * WooCommerce's REST API (v3) as the ingest reads it: with the store's consumer key and secret as basic
 * auth, which WooCommerce accepts over HTTPS (woocommerce.github.io/woocommerce-rest-api-docs,
 * "Authentication over HTTPS"). A failure says what the site answered, for the connection's health.
 */

export class WooCommerceApiError extends Error {
  override name = 'WooCommerceApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface WooCommerceSite {
  /** The site's origin, e.g. https://shop.example. */
  url: string;
  /** `consumer_key:consumer_secret`. */
  credentials: string;
}

/** GET `path` (after /wp-json/wc/v3) as JSON, with its response headers for paging. */
export async function wooGet(
  site: WooCommerceSite,
  path: string,
): Promise<{ body: unknown; headers: Headers }> {
  const response = await fetch(`${site.url}/wp-json/wc/v3${path}`, {
    headers: {
      authorization: `Basic ${Buffer.from(site.credentials).toString('base64')}`,
      accept: 'application/json',
    },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new WooCommerceApiError(
      response.status,
      `WooCommerce answered ${response.status} to GET ${path}${detail ? `: ${detail.slice(0, 200)}` : ''}`,
    );
  }
  return { body: await response.json(), headers: response.headers };
}
