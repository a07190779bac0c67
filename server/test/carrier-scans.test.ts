/**
 * Carrier tracking updates as shipment scans: EasyPost's tracker events and AfterShip's tracking webhooks,
 * written from their documentation (fixtures/carriers/README.md), mapped to the domain's statuses with the
 * times of the last scan, the delivery and the problem, and payloads that do not map refused by field.
 */
import type { ShipmentStatus } from '@orderprotection/domain';
import { describe, expect, it } from 'vitest';
import { afterShipScan, easyPostScan } from '../src/modules/ingest/carriers/scan';
import { fixture as jsonFixture, listAt, withValue } from './support/json-fixtures';

const fixture = (name: string) => jsonFixture(`carriers/${name}`);

const easyPostDelivered = fixture('easypost-delivered');
const easyPostInTransit = fixture('easypost-in-transit');
const easyPostReturned = fixture('easypost-return-to-sender');
const easyPostFailure = fixture('easypost-failure');
const afterShipDelivered = fixture('aftership-delivered');
const afterShipInTransit = fixture('aftership-in-transit');
const afterShipException = fixture('aftership-exception');
const afterShipAttemptFail = fixture('aftership-attempt-fail');

type Scanner = typeof easyPostScan;

function scanned(scan: Scanner, payload: unknown) {
  const result = scan(payload);
  if (!result.ok) throw new Error(`expected a scan, got ${result.field}: ${result.message}`);
  return result.scan;
}

function refused(scan: Scanner, payload: unknown) {
  const result = scan(payload);
  if (result.ok) throw new Error(`expected the payload to be refused, got ${result.scan.status}`);
  return { field: result.field, message: result.message };
}

describe('EasyPost tracker events', () => {
  it('delivered: the delivery scan dates it', () => {
    expect(scanned(easyPostScan, easyPostDelivered)).toEqual({
      carrier: 'UPS',
      trackingNumber: 'EZ4000000004',
      status: 'DELIVERED',
      lastScanAt: '2014-08-24T15:33:00.000Z',
      deliveredAt: '2014-08-24T15:33:00.000Z',
      exceptionAt: null,
      detail: 'DELIVERED',
    });
  });

  it('in transit: the latest scan by time, its local time read with its zone', () => {
    const expected = {
      carrier: 'USPS',
      trackingNumber: 'EZ2000000002',
      status: 'IN_TRANSIT',
      lastScanAt: '2024-05-02T14:15:00.000Z',
      deliveredAt: null,
      exceptionAt: null,
      detail: 'Arrived at USPS Regional Facility',
    };
    expect(scanned(easyPostScan, easyPostInTransit)).toEqual(expected);
    const details = listAt(easyPostInTransit, ['result', 'tracking_details']);
    const shuffled = withValue(easyPostInTransit, ['result', 'tracking_details'], details.toReversed());
    expect(scanned(easyPostScan, shuffled)).toEqual(expected);
  });

  it('return to sender and failure: not delivered, dated by the carrier’s report', () => {
    expect(scanned(easyPostScan, easyPostReturned)).toEqual({
      carrier: 'USPS',
      trackingNumber: 'EZ5000000005',
      status: 'NOT_DELIVERED',
      lastScanAt: '2024-05-20T16:58:00.000Z',
      deliveredAt: null,
      exceptionAt: '2024-05-20T16:58:00.000Z',
      detail: 'Return to Sender Processed',
    });
    expect(scanned(easyPostScan, easyPostFailure)).toEqual({
      carrier: 'FedEx',
      trackingNumber: 'EZ6000000006',
      status: 'NOT_DELIVERED',
      lastScanAt: '2024-06-11T08:55:00.000Z',
      deliveredAt: null,
      exceptionAt: '2024-06-11T08:55:00.000Z',
      detail: 'Package not due for delivery; unable to locate',
    });
  });

  it.each<[string, ShipmentStatus]>([
    ['unknown', 'LABEL_PURCHASED'],
    ['pre_transit', 'CONFIRMED'],
    ['in_transit', 'IN_TRANSIT'],
    ['out_for_delivery', 'OUT_FOR_DELIVERY'],
    ['delivered', 'DELIVERED'],
    ['available_for_pickup', 'READY_FOR_PICKUP'],
    ['return_to_sender', 'NOT_DELIVERED'],
    ['failure', 'NOT_DELIVERED'],
    ['cancelled', 'UNFULFILLED'],
  ])('status %s is %s', (status, expected) => {
    const scan = scanned(easyPostScan, withValue(easyPostInTransit, ['result', 'status'], status));
    expect(scan.status).toBe(expected);
    // Without a scan of its own, a delivery or a problem is dated by the latest scan.
    expect(scan.deliveredAt).toBe(expected === 'DELIVERED' ? '2024-05-02T14:15:00.000Z' : null);
    expect(scan.exceptionAt).toBe(expected === 'NOT_DELIVERED' ? '2024-05-02T14:15:00.000Z' : null);
  });

  it('refuses what says nothing of a parcel, naming the field', () => {
    expect(refused(easyPostScan, withValue(easyPostInTransit, ['result', 'status'], 'error'))).toEqual({
      field: 'result.status',
      message: 'EasyPost could not read the carrier’s tracking: the update says nothing about the parcel',
    });
    expect(refused(easyPostScan, withValue(easyPostInTransit, ['result', 'status'], 'teleported'))).toEqual({
      field: 'result.status',
      message: 'unknown EasyPost status "teleported"',
    });
    expect(refused(easyPostScan, withValue(easyPostInTransit, ['description'], 'batch.updated'))).toEqual({
      field: 'description',
      message: 'expected a tracker event, got "batch.updated"',
    });
    const untracked = withValue(easyPostInTransit, ['result', 'tracking_code'], ' ');
    expect(refused(easyPostScan, untracked)).toEqual({ field: 'result.tracking_code', message: 'required' });
    const undated = withValue(easyPostInTransit, ['result', 'tracking_details', 0, 'datetime'], 'yesterday');
    expect(refused(easyPostScan, undated)).toEqual({
      field: 'result.tracking_details.0.datetime',
      message: 'expected a date and time such as 2024-05-02T10:15:00Z',
    });
    expect(refused(easyPostScan, { description: 'tracker.updated' }).field).toBe('result');
  });
});

describe('AfterShip tracking webhooks', () => {
  it('Delivered: dated by the shipment’s delivery date, else by the delivery checkpoint', () => {
    expect(scanned(afterShipScan, afterShipDelivered)).toEqual({
      carrier: 'usps',
      trackingNumber: '9361289676091361892011',
      status: 'DELIVERED',
      lastScanAt: '2021-01-05T17:49:00.000Z',
      deliveredAt: '2021-01-05T17:49:00.000Z',
      exceptionAt: null,
      detail: 'Delivered, Front Door/Porch',
    });
    const laterDate = withValue(
      afterShipDelivered,
      ['msg', 'shipment_delivery_date'],
      '2021-01-05T13:00:00-05:00',
    );
    expect(scanned(afterShipScan, laterDate).deliveredAt).toBe('2021-01-05T18:00:00.000Z');
    const undated = withValue(afterShipDelivered, ['msg', 'shipment_delivery_date'], null);
    expect(scanned(afterShipScan, undated).deliveredAt).toBe('2021-01-05T17:49:00.000Z');
  });

  it('InTransit: a checkpoint time without its zone is read as UTC', () => {
    expect(scanned(afterShipScan, afterShipInTransit)).toEqual({
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
      status: 'IN_TRANSIT',
      lastScanAt: '2024-05-02T14:25:00.000Z',
      deliveredAt: null,
      exceptionAt: null,
      detail: 'Departed from Facility',
    });
  });

  it('Exception returning to sender: not delivered, dated by the exception', () => {
    expect(scanned(afterShipScan, afterShipException)).toEqual({
      carrier: 'usps',
      trackingNumber: '9405511899223197428490',
      status: 'NOT_DELIVERED',
      lastScanAt: '2024-05-20T16:58:00.000Z',
      deliveredAt: null,
      exceptionAt: '2024-05-20T16:58:00.000Z',
      detail: 'Return to Sender Processed',
    });
  });

  it('an Exception that only delays the parcel leaves it in transit, unless it is going back', () => {
    const customs = withValue(afterShipException, ['msg', 'subtag'], 'Exception_004');
    const delayed = withValue(customs, ['msg', 'return_to_sender'], false);
    expect(scanned(afterShipScan, delayed)).toMatchObject({
      status: 'IN_TRANSIT',
      exceptionAt: '2024-05-20T16:58:00.000Z',
    });
    const goingBack = withValue(delayed, ['msg', 'return_to_sender'], true);
    expect(scanned(afterShipScan, goingBack).status).toBe('NOT_DELIVERED');
    const lost = withValue(delayed, ['msg', 'subtag'], 'Exception_013');
    expect(scanned(afterShipScan, lost).status).toBe('NOT_DELIVERED');
  });

  it('AttemptFail: an attempted delivery, dated by the attempt', () => {
    expect(scanned(afterShipScan, afterShipAttemptFail)).toEqual({
      carrier: 'fedex',
      trackingNumber: '776812345678',
      status: 'ATTEMPTED_DELIVERY',
      lastScanAt: '2024-05-31T18:27:00.000Z',
      deliveredAt: null,
      exceptionAt: '2024-05-31T18:27:00.000Z',
      detail: 'Customer not available or business closed',
    });
  });

  it.each<[string, ShipmentStatus]>([
    ['Pending', 'LABEL_PURCHASED'],
    ['InfoReceived', 'CONFIRMED'],
    ['InTransit', 'IN_TRANSIT'],
    ['OutForDelivery', 'OUT_FOR_DELIVERY'],
    ['AttemptFail', 'ATTEMPTED_DELIVERY'],
    ['Delivered', 'DELIVERED'],
    ['AvailableForPickup', 'READY_FOR_PICKUP'],
    ['Exception', 'NOT_DELIVERED'],
    ['Expired', 'NOT_DELIVERED'],
  ])('tag %s is %s', (tag, expected) => {
    const tagged = withValue(afterShipInTransit, ['msg', 'tag'], tag);
    expect(scanned(afterShipScan, withValue(tagged, ['msg', 'subtag'], `${tag}_001`)).status).toBe(expected);
  });

  it('Expired without a scan past the label is still only a label', () => {
    const expired = withValue(afterShipInTransit, ['msg', 'tag'], 'Expired');
    const checkpoints = listAt(expired, ['msg', 'checkpoints']);
    const labelOnly = withValue(expired, ['msg', 'checkpoints'], checkpoints.slice(0, 1));
    expect(scanned(afterShipScan, labelOnly).status).toBe('LABEL_PURCHASED');
    expect(scanned(afterShipScan, withValue(expired, ['msg', 'checkpoints'], []))).toMatchObject({
      status: 'LABEL_PURCHASED',
      lastScanAt: null,
      detail: 'Departure Scan',
    });
  });

  it('refuses what does not map, naming the field', () => {
    expect(refused(afterShipScan, withValue(afterShipInTransit, ['msg', 'tag'], 'Teleported'))).toEqual({
      field: 'msg.tag',
      message: 'unknown AfterShip tag "Teleported"',
    });
    expect(
      refused(
        afterShipScan,
        withValue(afterShipInTransit, ['msg', 'checkpoints', 0, 'checkpoint_time'], 'soon'),
      ),
    ).toEqual({
      field: 'msg.checkpoints.0.checkpoint_time',
      message: 'expected a date and time such as 2024-05-02T10:15:00Z',
    });
    const untracked = withValue(afterShipInTransit, ['msg', 'tracking_number'], '');
    expect(refused(afterShipScan, untracked)).toEqual({ field: 'msg.tracking_number', message: 'required' });
    expect(refused(afterShipScan, { event: 'tracking_update' }).field).toBe('msg');
  });

  it('takes an empty checkpoint time for no time', () => {
    const untimed = withValue(afterShipInTransit, ['msg', 'checkpoints', 2, 'checkpoint_time'], '');
    expect(scanned(afterShipScan, untimed)).toMatchObject({
      lastScanAt: '2024-05-01T19:40:00.000Z',
      detail: 'Origin Scan',
    });
  });
});
