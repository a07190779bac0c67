/**
 * A carrier's tracking update as one shipment's news: its status in the domain's terms, when it was last
 * scanned, delivered or held up, and what the carrier last said. Read from EasyPost's `tracker.updated`
 * event (docs.easypost.com/docs/trackers and /docs/events: an Event whose `result` is the Tracker, with the
 * scans in `tracking_details`) and from AfterShip's tracking webhook (aftership.com/docs/tracking, "Webhook
 * Specifications" and the "Delivery Statuses" and "Delivery Sub-statuses" enums: the tracking in `msg`,
 * its scans in `checkpoints`). Pure: verifying the webhook and finding the shipment by its tracking number
 * are the caller's.
 *
 * Times are instants in UTC. Where a carrier gives a local time without its zone (AfterShip allows
 * "2024-05-02T10:15:00" and a bare date), it is read as UTC: the zone is not in the payload, and the error
 * is at most a day's part, which the claim windows, counted in days, absorb.
 */
import type { ShipmentStatus } from '@orderprotection/domain';
import { z } from 'zod';

export type ShipmentScan = {
  carrier: string | null;
  trackingNumber: string;
  status: ShipmentStatus;
  /** The latest scan's time. */
  lastScanAt: string | null;
  /** When it was delivered; only while the status is DELIVERED. */
  deliveredAt: string | null;
  /** When the carrier reported the problem the status is about; only while it reports one. */
  exceptionAt: string | null;
  /** What the carrier said last, as it worded it. */
  detail: string | null;
};

export type ScanResult = { ok: true; scan: ShipmentScan } | { ok: false; field: string; message: string };

/** ISO 8601 as the carriers write it: a date, or a date and time with or without seconds and zone. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** A carrier's time as an ISO instant in UTC; empty is no time. */
const carrierTime = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === '') return null;
    // "+0800" as "+08:00", which every date parser reads.
    const time = value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
    const zoned = /(Z|[+-]\d{2}:\d{2})$/i.test(time);
    const instant = !time.includes('T') ? `${time}T00:00:00Z` : zoned ? time : `${time}Z`;
    const ms = Date.parse(instant);
    if (!ISO_TIME.test(value) || Number.isNaN(ms)) {
      context.addIssue({ code: 'custom', message: 'expected a date and time such as 2024-05-02T10:15:00Z' });
      return z.NEVER;
    }
    return new Date(ms).toISOString();
  });

const text = z.string().nullish();
const trackingNumber = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().trim().min(1, 'required'));

interface Scan {
  at: string | null;
  status: string | null | undefined;
  message: string | null | undefined;
}

/** The latest of the scans (by time; of equal times the later listed), among those `which` accepts. */
function latest(scans: readonly Scan[], which: (scan: Scan) => boolean = () => true): Scan | null {
  let found: Scan | null = null;
  for (const scan of scans) {
    if (scan.at === null || !which(scan)) continue;
    if (found?.at == null || Date.parse(scan.at) >= Date.parse(found.at)) found = scan;
  }
  return found;
}

const clean = (value: string | null | undefined) => value?.trim() || null;

function failure(error: z.ZodError): ScanResult {
  const issue = error.issues[0];
  return {
    ok: false,
    field: issue?.path.map(String).join('.') ?? '',
    message: issue?.message ?? 'unreadable',
  };
}

// ---- EasyPost ---------------------------------------------------------------------------------------

const EasyPostEvent = z.looseObject({
  description: z.string(),
  result: z.looseObject({
    tracking_code: trackingNumber,
    carrier: text,
    status: z.string(),
    status_detail: text,
    tracking_details: z
      .array(z.looseObject({ datetime: carrierTime.nullish(), status: text, message: text }))
      .nullish()
      .transform((details) => details ?? []),
  }),
});

/**
 * EasyPost's Tracker statuses. `error` is not here: it says EasyPost could not read the carrier's
 * tracking, nothing about the parcel, so the update is refused and the status stored stays.
 */
const EASYPOST_STATUSES: Readonly<Record<string, ShipmentStatus>> = {
  // A tracker with nothing from the carrier yet: the number exists, so a label was bought, no more.
  unknown: 'LABEL_PURCHASED',
  // The carrier has the shipment's details (the label) but not the parcel: CONFIRMED, as the domain calls
  // a parcel the carrier knows of and has not picked up.
  pre_transit: 'CONFIRMED',
  in_transit: 'IN_TRANSIT',
  out_for_delivery: 'OUT_FOR_DELIVERY',
  delivered: 'DELIVERED',
  available_for_pickup: 'READY_FOR_PICKUP',
  // On its way back: it will not reach the shopper.
  return_to_sender: 'NOT_DELIVERED',
  // The carrier gave up on delivering it (lost, damaged, refused, undeliverable).
  failure: 'NOT_DELIVERED',
  // The label was voided before the parcel shipped: its units are unshipped again.
  cancelled: 'UNFULFILLED',
};

const EASYPOST_PROBLEMS = new Set(['return_to_sender', 'failure']);

/** EasyPost's `tracker.updated` (or `tracker.created`) webhook event as a scan. */
export function easyPostScan(payload: unknown): ScanResult {
  const parsed = EasyPostEvent.safeParse(payload);
  if (!parsed.success) return failure(parsed.error);
  const { description, result: tracker } = parsed.data;
  if (!description.startsWith('tracker.')) {
    return { ok: false, field: 'description', message: `expected a tracker event, got "${description}"` };
  }
  const status = EASYPOST_STATUSES[tracker.status];
  if (status === undefined) {
    const message =
      tracker.status === 'error'
        ? 'EasyPost could not read the carrier’s tracking: the update says nothing about the parcel'
        : `unknown EasyPost status "${tracker.status}"`;
    return { ok: false, field: 'result.status', message };
  }
  const scans: Scan[] = tracker.tracking_details.map((detail) => ({
    at: detail.datetime ?? null,
    status: detail.status,
    message: detail.message,
  }));
  const last = latest(scans);
  const lastScanAt = last?.at ?? null;
  return {
    ok: true,
    scan: {
      carrier: clean(tracker.carrier),
      trackingNumber: tracker.tracking_code,
      status,
      lastScanAt,
      deliveredAt:
        status === 'DELIVERED'
          ? (latest(scans, (scan) => scan.status === 'delivered')?.at ?? lastScanAt)
          : null,
      exceptionAt: EASYPOST_PROBLEMS.has(tracker.status)
        ? (latest(scans, (scan) => EASYPOST_PROBLEMS.has(scan.status ?? ''))?.at ?? lastScanAt)
        : null,
      detail: clean(last?.message) ?? clean(tracker.status_detail),
    },
  };
}

// ---- AfterShip --------------------------------------------------------------------------------------

const AfterShipWebhook = z.looseObject({
  msg: z.looseObject({
    tracking_number: trackingNumber,
    slug: text,
    tag: z.string(),
    subtag: text,
    subtag_message: text,
    return_to_sender: z.boolean().nullish(),
    shipment_delivery_date: carrierTime.nullish(),
    checkpoints: z
      .array(z.looseObject({ checkpoint_time: carrierTime.nullish(), tag: text, message: text }))
      .nullish()
      .transform((checkpoints) => checkpoints ?? []),
  }),
});

/** AfterShip's delivery statuses (`tag`); Exception and Expired depend on more than the tag (below). */
const AFTERSHIP_TAGS: Readonly<Record<string, ShipmentStatus>> = {
  // Added to AfterShip, nothing from the carrier yet: as EasyPost's "unknown".
  Pending: 'LABEL_PURCHASED',
  // "Carrier has received request from shipper and is about to pick up the shipment."
  InfoReceived: 'CONFIRMED',
  InTransit: 'IN_TRANSIT',
  OutForDelivery: 'OUT_FOR_DELIVERY',
  AttemptFail: 'ATTEMPTED_DELIVERY',
  Delivered: 'DELIVERED',
  AvailableForPickup: 'READY_FOR_PICKUP',
};

/**
 * Exception sub-statuses that only delay a parcel still with the carrier: customs, external factors, held
 * for payment, and the newer processing, weather and paperwork delays. Every other exception (refused,
 * moved, wrong address, pickup missed, rejected, returning or returned, damaged, lost, and the plain
 * Exception_001, "delivery of the package failed") means it will not reach the shopper.
 */
const AFTERSHIP_DELAYS = new Set([
  'Exception_004',
  'Exception_005',
  'Exception_006',
  'Exception_016',
  'Exception_017',
  'Exception_018',
]);

const AFTERSHIP_PROBLEMS = new Set(['Exception', 'AttemptFail']);

type AfterShipTracking = z.infer<typeof AfterShipWebhook>['msg'];

function afterShipStatus(msg: AfterShipTracking): ShipmentStatus | undefined {
  if (msg.tag === 'Exception') {
    const delayed = !msg.return_to_sender && AFTERSHIP_DELAYS.has(msg.subtag ?? '');
    return delayed ? 'IN_TRANSIT' : 'NOT_DELIVERED';
  }
  // AfterShip stops tracking a shipment silent for 30 days. One never scanned is still only a number; one
  // that moved and then went silent has not arrived, as far as anyone can tell.
  if (msg.tag === 'Expired') {
    const moved = msg.checkpoints.some(
      (checkpoint) => !['Pending', 'InfoReceived'].includes(checkpoint.tag ?? ''),
    );
    return moved ? 'NOT_DELIVERED' : 'LABEL_PURCHASED';
  }
  return AFTERSHIP_TAGS[msg.tag];
}

/** AfterShip's tracking webhook (`tracking_update`, and the others that carry the tracking in `msg`). */
export function afterShipScan(payload: unknown): ScanResult {
  const parsed = AfterShipWebhook.safeParse(payload);
  if (!parsed.success) return failure(parsed.error);
  const { msg } = parsed.data;
  const status = afterShipStatus(msg);
  if (status === undefined)
    return { ok: false, field: 'msg.tag', message: `unknown AfterShip tag "${msg.tag}"` };
  const scans: Scan[] = msg.checkpoints.map((checkpoint) => ({
    at: checkpoint.checkpoint_time ?? null,
    status: checkpoint.tag,
    message: checkpoint.message,
  }));
  const last = latest(scans);
  const lastScanAt = last?.at ?? null;
  const delivered = () => latest(scans, (scan) => scan.status === 'Delivered')?.at ?? lastScanAt;
  return {
    ok: true,
    scan: {
      carrier: clean(msg.slug),
      trackingNumber: msg.tracking_number,
      status,
      lastScanAt,
      deliveredAt: status === 'DELIVERED' ? (msg.shipment_delivery_date ?? delivered()) : null,
      exceptionAt: AFTERSHIP_PROBLEMS.has(msg.tag)
        ? (latest(scans, (scan) => AFTERSHIP_PROBLEMS.has(scan.status ?? ''))?.at ?? lastScanAt)
        : null,
      detail: clean(last?.message) ?? clean(msg.subtag_message),
    },
  };
}
