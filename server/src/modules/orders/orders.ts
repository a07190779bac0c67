/**
 * Orders as order lookup answers them: the stored order with its lines, shipments, the claims already
 * filed on it and its store's settings, turned into the domain's `Order`. Eligibility is computed by the
 * domain rules (`withEligibility`) at the instant given, never stored: it changes with time.
 *
 * These functions take any `Queryable`, so the claim submission runs them inside its transaction (with
 * the order row locked); order lookup reads the order in the statement that counts it against its limits
 * (`lookup-limits.ts`).
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
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { type JsonRow, rowFromJson } from '../../db/json-rows';
import { preparedOnce } from '../../db/prepared';
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
type OrderParts = [(typeof orderItems.$inferSelect)[], (typeof fulfillments.$inferSelect)[], ExistingClaim[]];

/**
 * Loads an order with everything the claim rules need, in one query. `lock` takes the order row FOR
 * UPDATE first: inside a transaction, every other submission for the same order then waits until this one
 * commits, and the query after the lock (a statement of its own, so it sees what that one committed) reads
 * the claims it filed.
 */
export async function loadOrder(
  db: Queryable,
  orderId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<LoadedOrder | null> {
  if (lock) {
    const [locked] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (locked === undefined) return null;
  }
  return findOrder(db, orderId);
}

/** The order by its id (built once: a tenth of a staff claim detail's CPU when built on every call). */
function orderById(db: Queryable) {
  return orderQuery(db, eq(orders.id, sql.placeholder('orderId'))).prepare('order_by_id');
}

async function findOrder(db: Queryable, orderId: string): Promise<LoadedOrder | null> {
  const [row] = await preparedOnce(orderById, db).execute({ orderId });
  return row === undefined ? null : decodeOrder(row);
}

/**
 * The order, its store, lines, shipments and the claims filed on it (with their items), assembled by the
 * database: each part comes as JSON rows (the order and its store as one each), decoded by their tables'
 * own columns (`decodeOrder`), as drizzle decodes a row it reads. Every field is named, so the query can
 * also be a CTE (order lookup's, `lookup-limits.ts`) or a lateral subquery (the staff claim detail's). Two
 * stores may both have an order #1001 for the same shopper; the most recent one is found (the one the
 * shopper most likely means).
 */
export function orderQuery(db: Queryable, condition: SQL | undefined) {
  return db
    .select({
      order: sql<JsonRow>`row_to_json(${orders})`.as('order'),
      store: sql<JsonRow>`row_to_json(${stores})`.as('store'),
      items: sql<
        JsonRow[]
      >`coalesce((select json_agg(line order by line.position) from ${orderItems} line where line.order_id = ${orders.id}), '[]')`.as(
        'items',
      ),
      fulfillments: sql<
        JsonRow[]
      >`coalesce((select json_agg(shipment order by shipment.position) from ${fulfillments} shipment where shipment.order_id = ${orders.id}), '[]')`.as(
        'fulfillments',
      ),
      claims: sql<ExistingClaimJson[]>`coalesce((
        select json_agg(json_build_object(
          'id', filed.id, 'claimNumber', filed.claim_number, 'claimState', filed.claim_state, 'createdAt', filed.created_at,
          'items', coalesce((
            select json_agg(json_build_object('sourceItemId', item.source_item_id, 'quantity', item.quantity, 'sourceFulfillmentId', item.source_fulfillment_id) order by item.position)
            from ${claimItems} item where item.claim_id = filed.id), '[]')
        ) order by filed.created_at, filed.claim_number)
        from ${claims} filed where filed.order_id = ${orders.id}), '[]')`.as('claims'),
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(condition)
    .orderBy(sql`${orders.placedAt} DESC NULLS LAST`, desc(orders.createdAt))
    .limit(1);
}

/** An order as `orderQuery` reads it, the JSON of each part as the database wrote it. */
export type OrderJson = Awaited<ReturnType<typeof orderQuery>>[number];

export function decodeOrder(row: OrderJson): LoadedOrder {
  return toLoadedOrder({ order: rowFromJson(orders, row.order), store: rowFromJson(stores, row.store) }, [
    row.items.map((item) => rowFromJson(orderItems, item)),
    row.fulfillments.map((shipment) => rowFromJson(fulfillments, shipment)),
    row.claims.map((claim) => ({
      ...claim,
      claimNumber: String(claim.claimNumber),
      createdAt: new Date(claim.createdAt).toISOString(),
    })),
  ]);
}

/** A claim filed on the order as the database writes it in JSON: a number, and a time with an offset. */
interface ExistingClaimJson {
  id: string;
  claimNumber: number;
  claimState: ExistingClaim['claimState'];
  createdAt: string;
  items: ExistingClaim['items'];
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
    cancelledAt: o.cancelledAt?.toISOString() ?? null,
    changedAt: o.sourceUpdatedAt?.toISOString() ?? null,
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
    lastScanAt: row.lastScanAt?.toISOString() ?? null,
    exceptionAt: row.exceptionAt?.toISOString() ?? null,
    carrierDetail: row.carrierDetail,
    items: row.lines,
  };
}
