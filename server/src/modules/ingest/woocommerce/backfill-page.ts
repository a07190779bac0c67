/**
 * A WooCommerce backfill's calls (backfill-page.ts): the orders created after the window's start, oldest
 * first, 100 a page (the most the REST API gives), by page number; the first page says how many there are
 * (`X-WP-Total`) and every page how many pages (`X-WP-TotalPages`). Oldest first, so an order placed
 * during the backfill joins the end of the list rather than moving the pages not read yet. Each order that
 * lists refunds has its refund objects read before it is mapped, as a webhook's order has.
 */
import type { ProtectionMarker } from '@orderprotection/domain';
import { orderOf } from '../apply';
import { type BackfillPages, type PageOrder, payloadId } from '../backfill-page';
import { wooCommerceOrder } from './order';
import { orderRefunds, type WooCommerceSite, wooCall } from './rest';

/** The REST API's largest `per_page`. */
export const WOOCOMMERCE_PAGE_SIZE = 100;

/** `after` is exclusive and, with `dates_are_gmt`, compared with the orders' GMT creation dates. */
export function wooOrdersPath(since: Date, page: number): string {
  const query = new URLSearchParams({
    after: since.toISOString(),
    dates_are_gmt: 'true',
    status: 'any',
    orderby: 'date',
    order: 'asc',
    per_page: String(WOOCOMMERCE_PAGE_SIZE),
    page: String(page),
  });
  return `/orders?${query}`;
}

export function wooCommerceBackfillPages(site: WooCommerceSite, protection: ProtectionMarker): BackfillPages {
  return {
    async next(backfill) {
      const page = backfill.cursor === null ? 1 : Number(backfill.cursor);
      const answer = await wooCall(site, wooOrdersPath(backfill.since, page));
      if (!answer.ok) return answer;
      const payloads = Array.isArray(answer.body) ? answer.body : [];
      const orders: PageOrder[] = [];
      for (const payload of payloads) {
        const refunds = await orderRefunds(site, payload);
        // An order deleted since the page was read has no refunds to read: it alone is not written.
        if (!refunds.ok && refunds.status !== 404) return refunds;
        const mapped = refunds.ok
          ? wooCommerceOrder(payload, { protection, refunds: refunds.body })
          : { ok: false as const, field: 'refunds', message: refunds.reason };
        orders.push(
          mapped.ok
            ? { ok: true, sourceOrderId: mapped.sourceOrderId, order: orderOf(mapped) }
            : { ok: false, orderId: payloadId(payload), problem: `${mapped.field}: ${mapped.message}` },
        );
      }
      const pages = countHeader(answer.headers, 'x-wp-totalpages');
      // Without the header, a full page may have another after it, which answers empty if not.
      const more = pages === null ? payloads.length === WOOCOMMERCE_PAGE_SIZE : page < pages;
      return {
        ok: true,
        kind: 'page',
        orders,
        next: more ? String(page + 1) : null,
        total: countHeader(answer.headers, 'x-wp-total'),
        waitMs: 0,
      };
    },
  };
}

function countHeader(headers: Headers, name: string): number | null {
  const value = Number(headers.get(name) ?? Number.NaN);
  return Number.isInteger(value) && value >= 0 ? value : null;
}
