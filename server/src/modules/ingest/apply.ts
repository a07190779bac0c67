/**
 * What a stored delivery does, by platform and topic: an order's create, update or cancellation is written
 * as the platform has it now (orders/write.ts, which ignores one older than the stored order), an
 * uninstalled app disconnects the store, and anything else is kept and ignored with its reason. A payload
 * that does not map fails naming its field, which the connection's health shows.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { connections } from '../../db/schema';
import { writeOrder } from '../orders/write';
import { type ConnectionRow, protectionOf } from './connections';
import type { InboxRow, Settled } from './inbox';
import { shopifyOrder } from './shopify/order';

const SHOPIFY_ORDER_TOPICS = new Set([
  'orders/create',
  'orders/updated',
  'orders/cancelled',
  'orders/paid',
  'orders/fulfilled',
  'orders/partially_fulfilled',
]);

export async function applyDelivery(
  tx: Tx,
  connection: ConnectionRow,
  row: InboxRow,
  now: Date,
): Promise<Settled> {
  if (row.topic === 'app/uninstalled') {
    await tx.update(connections).set({ disconnectedAt: now }).where(eq(connections.id, connection.id));
    return { status: 'applied', outcome: 'disconnected' };
  }
  if (!SHOPIFY_ORDER_TOPICS.has(row.topic)) {
    // Fulfilments, refunds and edits are followed by an orders/updated carrying the whole order.
    return {
      status: 'ignored',
      outcome: `${row.topic} is not applied: the orders/updated that follows it is`,
    };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(row.body);
  } catch {
    return { status: 'failed', outcome: 'The body is not JSON' };
  }
  const mapped = shopifyOrder(payload, { protection: protectionOf(connection) });
  if (!mapped.ok) return { status: 'failed', outcome: `${mapped.field}: ${mapped.message}` };
  const written = await writeOrder(tx, connection.storeId, mapped.sourceOrderId, mapped.order, now);
  return { status: 'applied', outcome: written };
}
