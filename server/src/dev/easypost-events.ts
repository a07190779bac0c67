/**
 * EasyPost's `tracker.updated` events as its webhooks send them (docs.easypost.com/docs/events and
 * /docs/trackers: an Event whose `result` is the Tracker, its scans in `tracking_details`, as in
 * test/fixtures/carriers/easypost-*.json), made up for the demo: one parcel's scans so far, the last one
 * giving the tracker's status.
 */
import { randomBytes } from 'node:crypto';

export interface EasyPostScanSpec {
  /** EasyPost's tracker status the scan reports: `pre_transit`, `in_transit`, `out_for_delivery`, `delivered`… */
  status: string;
  statusDetail: string;
  message: string;
  at: Date;
  city: string;
  state: string;
  zip: string;
}

export interface EasyPostTracker {
  /** The tracker's id, the same on every event about the parcel. */
  id: string;
  carrier: string;
  trackingCode: string;
  createdAt: Date;
}

/** An event about `tracker` after `scans` (oldest first, at least one), sent at the last scan's time. */
export function easyPostTrackerUpdated(
  tracker: EasyPostTracker,
  scans: readonly EasyPostScanSpec[],
): Record<string, unknown> {
  const last = scans.at(-1);
  if (last === undefined) throw new Error('A tracker event reports at least one scan');
  const previous = scans.at(-2);
  const sentAt = easyPostTime(last.at);
  return {
    id: `evt_${randomBytes(16).toString('hex')}`,
    object: 'Event',
    created_at: sentAt,
    updated_at: sentAt,
    description: 'tracker.updated',
    mode: 'test',
    previous_attributes: previous === undefined ? {} : { status: previous.status },
    pending_urls: [],
    completed_urls: [],
    result: {
      id: tracker.id,
      object: 'Tracker',
      mode: 'test',
      tracking_code: tracker.trackingCode,
      status: last.status,
      status_detail: last.statusDetail,
      created_at: easyPostTime(tracker.createdAt),
      updated_at: sentAt,
      signed_by: last.status === 'delivered' ? 'Signature on file' : null,
      weight: null,
      est_delivery_date: null,
      shipment_id: null,
      carrier: tracker.carrier,
      tracking_details: scans.map((scan) => ({
        object: 'TrackingDetail',
        message: scan.message,
        description: null,
        status: scan.status,
        status_detail: scan.statusDetail,
        datetime: easyPostTime(scan.at),
        source: tracker.carrier,
        carrier_code: null,
        tracking_location: {
          object: 'TrackingLocation',
          city: scan.city,
          state: scan.state,
          country: null,
          zip: scan.zip,
        },
      })),
      fees: [],
      carrier_detail: null,
      public_url: `https://track.easypost.com/${tracker.id}`,
    },
  };
}

/** EasyPost writes instants in UTC to the second: 2024-05-02T15:20:11Z. */
function easyPostTime(at: Date): string {
  return `${at.toISOString().slice(0, 19)}Z`;
}
