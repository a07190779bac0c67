/**
 * The order's shipments. WooCommerce itself records none; the Shipment Tracking extension (and Advanced
 * Shipment Tracking, which writes the same meta) keeps the parcels the merchant entered in the order meta
 * `_wc_shipment_tracking_items`: a carrier, a tracking number and a ship date each, but not which units went
 * in which parcel. So each tracking item is one shipment, marked FULFILLED (it has left; the carrier's scans
 * say more later), and the first one lists every unit of the order's items: the domain counts each unit
 * shipped once, so the later parcels of the order list none and carry their tracking only.
 */
import type { OrderInput } from '@orderprotection/domain';
import type { z } from 'zod';
import { type WooAddress, type WooOrderPayload, type WooTrackingItem, WooTrackingItems } from './payload';
import { plainText } from './text';

export const TRACKING_META_KEY = '_wc_shipment_tracking_items';

type ShipmentDraft = NonNullable<z.input<typeof OrderInput>['fulfillments']>[number];

export type TrackingResult =
  | { ok: true; shipments: ShipmentDraft[]; metaIndex: number | null }
  | { ok: false; field: string; message: string };

/** `date_shipped`: a Unix timestamp (as the extension stores it) or a date such as 2024-05-02. */
function shippedAt(value: string | number | null | undefined): string | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || /^\d+$/.test(value.trim())) {
    const seconds = Number(value);
    return seconds > 0 ? new Date(seconds * 1000).toISOString() : null;
  }
  const date = value.trim();
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date;
  return Number.isNaN(Date.parse(instant)) ? undefined : new Date(instant).toISOString();
}

/**
 * The parcel's tracking page: the merchant's own link for a custom provider, or the one Advanced Shipment
 * Tracking formats. A link of the extension may hold placeholders, `%1$s` for the tracking number and
 * `%2$s`, `%3$s` for the destination's postcode and country. The links of the extension's own provider
 * list are not in the meta; the store's tracking page covers those.
 */
function trackingUrl(item: WooTrackingItem, address: WooAddress | null | undefined): string[] {
  const link = (item.custom_tracking_link || item.formatted_tracking_link || '').trim();
  if (link === '') return [];
  const filled = link
    .replaceAll('%1$s', encodeURIComponent(item.tracking_number))
    .replaceAll('%2$s', encodeURIComponent(address?.postcode?.replace(/\s+/g, '') ?? ''))
    .replaceAll('%3$s', encodeURIComponent(address?.country ?? ''));
  return URL.canParse(filled) && /^https?:$/.test(new URL(filled).protocol) ? [filled] : [];
}

/**
 * The shipments of the tracking items, each covering `lines` (the order's items and their units) only if
 * it is the first; `metaIndex` is where the items are in the order's meta, for naming a field that fails.
 */
export function shipmentsOf(
  order: WooOrderPayload,
  lines: readonly { item: string; quantity: number }[],
): TrackingResult {
  const metaIndex = order.meta_data.findIndex((entry) => entry.key === TRACKING_META_KEY);
  const meta = order.meta_data[metaIndex];
  // The extension deletes the key with the last tracking item, but some versions leave an empty value.
  if (meta === undefined || meta.value === '' || meta.value === null) {
    return { ok: true, shipments: [], metaIndex: null };
  }
  const at = `meta_data.${metaIndex}.value`;
  const parsed = WooTrackingItems.safeParse(meta.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.length ? `.${issue.path.join('.')}` : '';
    return { ok: false, field: `${at}${path}`, message: issue?.message ?? 'unreadable tracking items' };
  }
  const shipments: ShipmentDraft[] = [];
  for (const [index, item] of parsed.data.entries()) {
    const shipped = shippedAt(item.date_shipped);
    if (shipped === undefined) {
      return {
        ok: false,
        field: `${at}.${index}.date_shipped`,
        message: 'expected a Unix timestamp or a date',
      };
    }
    shipments.push({
      // The extension's id for the item; items saved before it had ids are known by their number.
      sourceFulfillmentId: item.tracking_id?.trim() || item.tracking_number,
      fulfillmentStatus: 'FULFILLED',
      trackingCompany:
        plainText(item.custom_tracking_provider) ??
        plainText(item.formatted_tracking_provider) ??
        plainText(item.tracking_provider),
      trackingNumber: item.tracking_number === '' ? [] : [item.tracking_number],
      trackingUrl: trackingUrl(item, order.shipping),
      shippedAt: shipped,
      deliveredAt: null,
      items: index === 0 ? lines.map((line) => ({ ...line })) : [],
    });
  }
  return { ok: true, shipments, metaIndex };
}
