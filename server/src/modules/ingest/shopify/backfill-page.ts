/**
 * A Shopify backfill's calls (backfill-page.ts): the orders of the window counted first, then read a page of
 * 250 at a time, newest first, by the cursor of the `Link` header. Shopify's leaky bucket sets the pace:
 * when a call leaves it nearly full, the next one waits until it has leaked to half.
 */
import type { ProtectionMarker } from '@orderprotection/domain';
import { orderOf } from '../apply';
import { type BackfillPages, type PageOrder, payloadId } from '../backfill-page';
import { adminCall, type CallLimit, countPath, nextPageInfo, ordersPath, type ShopifyAdmin } from './admin';
import { shopifyOrder } from './order';

/** A bucket with no more than this much room left is let leak before the next call. */
const NEAR_FULL_ROOM = 5;
/** How fast Shopify's standard bucket leaks, calls a second; Plus shops leak faster, which only helps. */
const LEAK_PER_SECOND = 2;

export function shopifyBackfillPages(admin: ShopifyAdmin, protection: ProtectionMarker): BackfillPages {
  return {
    async next(backfill) {
      if (backfill.ordersTotal === null) {
        const counted = await adminCall<{ count: number }>(admin, 'GET', countPath(backfill.since));
        if (!counted.ok) return counted;
        return { ok: true, kind: 'count', total: counted.body.count, waitMs: waitAfter(counted.callLimit) };
      }
      const page = await adminCall<{ orders: unknown[] }>(
        admin,
        'GET',
        ordersPath(backfill.since, backfill.cursor),
      );
      if (!page.ok) return page;
      const payloads = Array.isArray(page.body.orders) ? page.body.orders : [];
      const orders = payloads.map((payload): PageOrder => {
        const mapped = shopifyOrder(payload, { protection });
        return mapped.ok
          ? { ok: true, sourceOrderId: mapped.sourceOrderId, order: orderOf(mapped) }
          : { ok: false, orderId: payloadId(payload), problem: `${mapped.field}: ${mapped.message}` };
      });
      return {
        ok: true,
        kind: 'page',
        orders,
        next: nextPageInfo(page.link),
        total: null,
        waitMs: waitAfter(page.callLimit),
      };
    },
  };
}

/** At once, unless the bucket is nearly full; then once it has leaked to half. */
function waitAfter(limit: CallLimit | null): number {
  if (limit === null || limit.size - limit.used > NEAR_FULL_ROOM) return 0;
  return Math.ceil(((limit.used - limit.size / 2) / LEAK_PER_SECOND) * 1000);
}
