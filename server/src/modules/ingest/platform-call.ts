/**
 * One call to a platform's API (Shopify's Admin API, a WooCommerce site's REST API), which never throws:
 * a refusal comes back with the platform's own words, for the connection's health, and with when to try
 * again when it said (`Retry-After`, in seconds); a platform not reached, or not answering in time, is
 * status 0. Each platform's module says how it authenticates and where its words are in its error body.
 */

export type PlatformAnswer =
  | { ok: true; body: unknown; headers: Headers }
  | { ok: false; status: number; reason: string; retryAfterMs: number | null; headers: Headers | null };

export interface PlatformRequest {
  /** The platform's name in a refusal's reason: "Shopify answered 401: …". */
  platform: string;
  url: string;
  init: RequestInit;
  timeoutMs: number;
  /** Where the platform was to be reached, for the reason when it was not. */
  reachAt: string;
  /** What was asked, after the status in a reason (" to GET /orders"), or nothing. */
  asked?: string;
  /** The platform's own words in a refusal's body, or what to say without them. */
  detailOf: (text: string, response: Response) => string | null;
}

export async function callPlatform(request: PlatformRequest): Promise<PlatformAnswer> {
  const { platform, asked = '' } = request;
  let response: Response;
  try {
    response = await fetch(request.url, {
      ...request.init,
      redirect: 'error',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause : error) : null;
    return {
      ok: false,
      status: 0,
      reason: `${platform} could not be reached at ${request.reachAt}: ${cause?.message ?? String(error)}`,
      retryAfterMs: null,
      headers: null,
    };
  }
  const text = await response.text().catch(() => '');
  const answered = `${platform} answered ${response.status}${asked}`;
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    const detail = request.detailOf(text, response);
    return {
      ok: false,
      status: response.status,
      reason: detail ? `${answered}: ${detail}` : answered,
      retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter * 1000) : null,
      headers: response.headers,
    };
  }
  try {
    return { ok: true, body: JSON.parse(text), headers: response.headers };
  } catch {
    return {
      ok: false,
      status: response.status,
      reason: `${answered} with a body that is not JSON`,
      retryAfterMs: null,
      headers: response.headers,
    };
  }
}
