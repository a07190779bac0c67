/**
 * Orders as order lookup answers them: the stored order with its lines, shipments, the claims already
 * filed on it and its store's settings, turned into the domain's `Order`. Eligibility is computed by the
 * domain rules (`withEligibility`) at the instant given, never stored: it changes with time.
 *
 * These functions take any `Queryable`, so the claim submission runs them inside its transaction (with
 * the order row locked) and a bare benchmark server can run the very same queries.
 */
import {
  type ClaimPolicy,
  type ExistingClaim,
  type Fulfillment,
  type Order,
  type OrderItem,
  type ProtectionPolicy,
  type UploadLimits,
  withEligibility,
} from '@orderprotection/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { claimItems, claims, fulfillments, orderItems, orders, stores } from '../../db/schema';
import type { StoreRow } from '../stores/stores';

/** What a shopper types for an order number: "#1001 ", "1001" and "#1001" are the same order. */
export function orderNumberKey(orderNumber: string): string {
  return orderNumber.trim().replace(/^#+/, '').trim().toLowerCase();
}

export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export interface LoadedOrder {
  /** The order without eligibility, and with its store's own file limit (see `orderAt`). */
  order: Order;
  policy: ClaimPolicy;
  protectionPolicy: ProtectionPolicy | null;
  store: StoreRow;
}

type OrderRow = { order: typeof orders.$inferSelect; store: StoreRow };
type OrderParts = [
  (typeof orderItems.$inferSelect)[],
  (typeof fulfillments.$inferSelect)[],
  ExistingClaim[],
];

/**
 * Loads an order with everything the claim rules need. `lock` takes the order row FOR UPDATE: inside a
 * transaction, every other submission for the same order then waits until this one commits, and reads
 * the claims it filed. Without a lock the order and its parts are read at once, in one round trip.
 */
export async function loadOrder(
  db: Queryable,
  orderId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<LoadedOrder | null> {
  const byId = eq(orders.id, orderId);
  if (lock) {
    const row = await findOrderRow(db, byId, { lock });
    return row === undefined ? null : toLoadedOrder(row, await loadOrderParts(db, orderId));
  }
  const [row, parts] = await Promise.all([findOrderRow(db, byId), loadOrderParts(db, orderId)]);
  return row === undefined ? null : toLoadedOrder(row, parts);
}

/**
 * The order matching an order number and email address, loaded as `loadOrder` does, or null: two round
 * trips. Two stores may both have an order #1001 for the same shopper; the most recent one is found (the
 * one the shopper most likely means).
 */
export async function loadOrderByLookup(
  db: Queryable,
  lookup: { orderNumber: string; email: string },
): Promise<LoadedOrder | null> {
  const row = await findOrderRow(
    db,
    and(
      eq(orders.orderNumberKey, orderNumberKey(lookup.orderNumber)),
      eq(orders.emailKey, emailKey(lookup.email)),
    ),
  );
  return row === undefined ? null : toLoadedOrder(row, await loadOrderParts(db, row.order.id));
}

async function findOrderRow(
  db: Queryable,
  condition: SQL | undefined,
  { lock = false }: { lock?: boolean } = {},
): Promise<OrderRow | undefined> {
  const query = db
    .select({ order: orders, store: stores })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(condition)
    .orderBy(sql`${orders.placedAt} DESC NULLS LAST`, desc(orders.createdAt))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  return row;
}

function loadOrderParts(db: Queryable, orderId: string): Promise<OrderParts> {
  return Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position)),
    db
      .select()
      .from(fulfillments)
      .where(eq(fulfillments.orderId, orderId))
      .orderBy(asc(fulfillments.position)),
    loadExistingClaims(db, orderId),
  ]);
}

function toLoadedOrder(row: OrderRow, [itemRows, fulfillmentRows, existingClaims]: OrderParts): LoadedOrder {
  const { order: o, store } = row;
  const order: Order = {
    systemOrderId: o.id,
    orderId: o.sourceOrderId,
    orderNumber: o.orderNumber,
    customerEmail: o.customerEmail,
    customerName: o.customerName,
    currency: o.currency,
    exchangeRate: o.exchangeRate,
    subtotal: o.subtotal,
    shipping: o.shipping,
    shippingTax: o.shippingTax,
    shippingCost: o.shippingCost,
    shippingCostTax: o.shippingCostTax,
    tax: o.tax,
    total: o.total,
    discountTotal: o.discountTotal,
    protected: o.protected,
    isOneTimeAppeasement: o.isOneTimeAppeasement,
    createdAt: o.placedAt?.toISOString() ?? null,
    shippingAddress: o.shippingAddress,
    billingAddress: o.billingAddress,
    existingClaims,
    returns: [],
    eligibility: {},
    store: { id: store.id, name: store.name, trackingUrl: store.trackingUrl },
    storeId: store.id,
    fulfillments: fulfillmentRows.map(toFulfillment),
    orderItems: itemRows.map(toOrderItem),
    settings: store.settings,
    maxFilesPerClaim: store.policy.maxFilesPerClaim,
  };
  return { order, policy: store.policy, protectionPolicy: o.protectionPolicy, store };
}

/**
 * The order as order lookup answers it at `now`: every shipment's eligibility computed by the domain, and
 * the store's file limit per claim lowered to the server's `uploads` ceiling, so the portal enforces the
 * very limit the claim submission checks.
 */
export function orderAt(
  { order, policy }: LoadedOrder,
  now: Date,
  uploads: Pick<UploadLimits, 'maxFilesPerClaim'>,
): Order {
  return {
    ...withEligibility(order, { policy, now }),
    maxFilesPerClaim: Math.min(order.maxFilesPerClaim, uploads.maxFilesPerClaim),
  };
}

function toOrderItem(row: typeof orderItems.$inferSelect): OrderItem {
  return {
    id: row.id,
    productName: row.productName,
    productImage: row.productImage,
    productUrl: row.productUrl,
    itemDescription: row.itemDescription,
    price: row.price,
    discount: row.discount,
    tax: row.tax,
    quantity: row.quantity,
    refundedQuantity: row.refundedQuantity,
    sku: row.sku,
    sourceItemId: row.sourceItemId,
    sourceProductId: row.sourceProductId,
    sourceVariantId: row.sourceVariantId,
    ...row.display,
  };
}

function toFulfillment(row: typeof fulfillments.$inferSelect): Fulfillment {
  return {
    id: row.id,
    sourceFulfillmentId: row.sourceFulfillmentId,
    fulfillmentStatus: row.status,
    eligible: false,
    eligibleAt: null,
    eligibilityCode: null,
    trackingCompany: row.trackingCompany,
    trackingNumber: row.trackingNumbers,
    trackingUrl: row.trackingUrls,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    items: row.lines,
  };
}

/**
 * The claims filed on the order, oldest first, each with its items: one query. The subquery names the
 * outer claim with its table, as drizzle writes the columns of a one-table select without it.
 */
async function loadExistingClaims(db: Queryable, orderId: string): Promise<ExistingClaim[]> {
  const claimRows = await db
    .select({
      id: claims.id,
      claimNumber: claims.claimNumber,
      claimState: claims.claimState,
      createdAt: claims.createdAt,
      items: sql<ExistingClaim['items']>`coalesce((select json_agg(json_build_object('sourceItemId', ${claimItems.sourceItemId}, 'quantity', ${claimItems.quantity}, 'sourceFulfillmentId', ${claimItems.sourceFulfillmentId}) order by ${claimItems.position}) from ${claimItems} where ${claimItems.claimId} = ${claims}.${sql.identifier(claims.id.name)}), '[]')`,
    })
    .from(claims)
    .where(eq(claims.orderId, orderId))
    .orderBy(asc(claims.createdAt), asc(claims.claimNumber));
  return claimRows.map((claim) => ({
    id: claim.id,
    claimNumber: String(claim.claimNumber),
    claimState: claim.claimState,
    createdAt: claim.createdAt.toISOString(),
    items: claim.items,
  }));
}
