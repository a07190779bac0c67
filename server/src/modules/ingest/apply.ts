/**
 * What a stored delivery does, by platform and topic. It is read first, outside any transaction, since
 * reading may ask the platform for more (a WooCommerce order's refunds); then written in the worker's
 * transaction. An order's create, update or cancellation is written as the platform has it now
 * (orders/write.ts, which ignores one older than the stored order); a carrier's scan updates the
 * shipments with its tracking number (carriers/shipments.ts); an uninstalled app disconnects the store;
 * anything else is kept and ignored with its reason. A payload that does not map fails naming its field,
 * which the connection's health shows.
 */
import type { OrderInput } from '@orderprotection/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { orders } from '../../db/schema';
import type { SecretBox } from '../../security/secrets';
import { writeOrder } from '../orders/write';
import { afterShipScan, easyPostScan, type ScanResult, type ShipmentScan } from './carriers/scan';
import { applyScan, applyShipmentEvent } from './carriers/shipments';
import { type ConnectionRow, disconnect, protectionOf, requireSecretBox } from './connections';
import { type InboxRow, type Settled, TEST_TOPIC } from './inbox';
import { type ShipmentEvent, shopifyShipmentEvent } from './shopify/fulfillments';
import { shopifyOrder } from './shopify/order';
import { wooCommerceDeletedOrder, wooCommerceOrder } from './woocommerce/order';
import { orderRefunds, WooCommerceApiError } from './woocommerce/rest';

/** What a delivery says, read and mapped; written by `writeReading`. */
export type Reading =
  | { kind: 'order'; sourceOrderId: string; order: OrderInput }
  | { kind: 'deleted'; sourceOrderId: string; at: Date }
  | { kind: 'scan'; scan: ShipmentScan }
  | { kind: 'shipment'; event: ShipmentEvent }
  | { kind: 'disconnect' }
  | { kind: 'settled'; settled: Settled };

const SHOPIFY_ORDER_TOPICS = new Set([
  'orders/create',
  'orders/updated',
  'orders/cancelled',
  'orders/paid',
  'orders/fulfilled',
  'orders/partially_fulfilled',
]);
const SHOPIFY_FULFILLMENT_TOPICS = new Set(['fulfillments/create', 'fulfillments/update']);
const WOOCOMMERCE_ORDER_TOPICS = new Set(['order.created', 'order.updated', 'order.restored']);

const ignored = (outcome: string): Reading => ({ kind: 'settled', settled: { status: 'ignored', outcome } });
const failed = (outcome: string): Reading => ({ kind: 'settled', settled: { status: 'failed', outcome } });

export async function readDelivery(
  connection: ConnectionRow,
  row: InboxRow,
  secrets: SecretBox | undefined,
): Promise<Reading> {
  if (row.topic === TEST_TOPIC) {
    return { kind: 'settled', settled: { status: 'applied', outcome: 'test event received' } };
  }
  if (connection.platform === 'shopify' && row.topic === 'app/uninstalled') return { kind: 'disconnect' };
  let payload: unknown;
  try {
    payload = JSON.parse(row.body);
  } catch {
    return failed('The body is not JSON');
  }
  switch (connection.platform) {
    case 'shopify': {
      if (SHOPIFY_FULFILLMENT_TOPICS.has(row.topic)) {
        const event = shopifyShipmentEvent(payload);
        if (!event.ok) return failed(`${event.field}: ${event.message}`);
        return event.status === null
          ? ignored(
              'the fulfillment has no tracking event yet: the orders/updated that follows it is applied',
            )
          : { kind: 'shipment', event };
      }
      if (!SHOPIFY_ORDER_TOPICS.has(row.topic)) {
        // Refunds and edits are followed by an orders/updated carrying the whole order.
        return ignored(`${row.topic} is not applied: the orders/updated that follows it is`);
      }
      const mapped = shopifyOrder(payload, { protection: protectionOf(connection) });
      if (!mapped.ok) return failed(`${mapped.field}: ${mapped.message}`);
      return orderReading(mapped);
    }
    case 'woocommerce': {
      if (row.topic === 'order.deleted') {
        const deleted = wooCommerceDeletedOrder(payload);
        return deleted.ok
          ? { kind: 'deleted', sourceOrderId: deleted.sourceOrderId, at: row.triggeredAt ?? row.receivedAt }
          : failed(`${deleted.field}: ${deleted.message}`);
      }
      if (!WOOCOMMERCE_ORDER_TOPICS.has(row.topic)) return ignored(`${row.topic} is not an order’s change`);
      const refunds = await wooRefunds(connection, payload, secrets);
      const mapped = wooCommerceOrder(payload, { protection: protectionOf(connection), refunds });
      if (!mapped.ok) return failed(`${mapped.field}: ${mapped.message}`);
      return orderReading(mapped);
    }
    case 'easypost':
      return row.topic === 'tracker.updated' || row.topic === 'tracker.created'
        ? scanReading(easyPostScan(payload))
        : ignored(`${row.topic} is not a tracker’s update`);
    case 'aftership':
      return row.topic === 'tracking_update'
        ? scanReading(afterShipScan(payload))
        : ignored(`${row.topic} is not a tracking update`);
  }
}

export async function writeReading(
  tx: Tx,
  connection: ConnectionRow,
  reading: Reading,
  now: Date,
): Promise<Settled> {
  switch (reading.kind) {
    case 'settled':
      return reading.settled;
    case 'disconnect':
      await disconnect(tx, connection.id, now);
      return { status: 'applied', outcome: 'disconnected' };
    case 'order': {
      const written = await writeOrder(tx, connection.storeId, reading.sourceOrderId, reading.order, now);
      return { status: 'applied', outcome: written };
    }
    case 'deleted': {
      // A deleted order keeps its claims: it is kept, cancelled when the platform said it was deleted.
      const cancelled = await tx
        .update(orders)
        .set({ cancelledAt: reading.at, updatedAt: now })
        .where(
          and(
            eq(orders.storeId, connection.storeId),
            eq(orders.sourceOrderId, reading.sourceOrderId),
            isNull(orders.cancelledAt),
          ),
        )
        .returning({ id: orders.id });
      return cancelled.length > 0
        ? { status: 'applied', outcome: 'cancelled' }
        : {
            status: 'ignored',
            outcome: `order ${reading.sourceOrderId} is not stored, or already cancelled`,
          };
    }
    case 'scan':
      return applyScan(tx, connection.storeId, reading.scan);
    case 'shipment':
      return applyShipmentEvent(tx, connection.storeId, reading.event);
  }
}

/** A mapped order as it is written: the mappings give when it was cancelled beside the order. */
export function orderOf(mapped: { order: OrderInput; cancelledAt: string | null }): OrderInput {
  return { ...mapped.order, cancelledAt: mapped.cancelledAt };
}

function orderReading(mapped: {
  sourceOrderId: string;
  order: OrderInput;
  cancelledAt: string | null;
}): Reading {
  return { kind: 'order', sourceOrderId: mapped.sourceOrderId, order: orderOf(mapped) };
}

function scanReading(result: ScanResult): Reading {
  return result.ok ? { kind: 'scan', scan: result.scan } : failed(`${result.field}: ${result.message}`);
}

/** A WooCommerce order's webhook lists its refunds by id only; their lines come from the site's REST API. */
async function wooRefunds(
  connection: ConnectionRow,
  payload: unknown,
  secrets: SecretBox | undefined,
): Promise<unknown> {
  if (connection.accessToken === null) return [];
  const credentials = requireSecretBox(secrets).open(connection.accessToken);
  const answer = await orderRefunds({ url: connection.account, credentials }, payload);
  if (!answer.ok) throw new WooCommerceApiError(answer.status, answer.reason);
  return answer.body;
}
