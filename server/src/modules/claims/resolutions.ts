/**
 * A claim's resolutions: what the shopper's page shows under "Resolution details". They are written with
 * the decision, in its transaction: per item when staff approve with resolutions, one for the whole claim
 * when they deny (its reason is what the shopper reads), and removed when the decision is revoked, since a
 * claim can be resolved only while it has none.
 */
import {
  CreditSettings,
  type PlannedResolution,
  planResolutions,
  type ReasonCode,
  type ResolutionPlan,
  type ResolutionRequestFacts,
  resolutionTermsOf,
} from '@orderprotection/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { claimItems, claimResolutions, type claims, orderItems, orders, stores } from '../../db/schema';
import { newRowId } from '../../security/tokens';

type ClaimRow = typeof claims.$inferSelect;

/** Who recorded a resolution, as the shopper reads it ("Actioned by"). */
export interface ResolvedBy {
  name: string;
}

export async function hasResolutions(db: Queryable, claimId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: claimResolutions.id })
    .from(claimResolutions)
    .where(eq(claimResolutions.claimId, claimId))
    .limit(1);
  return row !== undefined;
}

/**
 * The domain's plan for the claim's items, from the facts as they are now: the lines as filed, the units
 * the store has refunded since, the shipping paid on the order and the store's credit program.
 */
export async function planClaimResolutions(
  db: Queryable,
  claim: ClaimRow,
  request: ResolutionRequestFacts,
): Promise<ResolutionPlan> {
  // One after the other: this runs in the resolving transaction, whose one connection answers one query
  // at a time anyway (and pg warns of queries queued on a client).
  const items = await db.select().from(claimItems).where(eq(claimItems.claimId, claim.id));
  const lines = await db
    .select({ sourceItemId: orderItems.sourceItemId, refundedQuantity: orderItems.refundedQuantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, claim.orderId));
  const [order] = await db
    .select({ shipping: orders.shipping, exchangeRate: orders.exchangeRate })
    .from(orders)
    .where(eq(orders.id, claim.orderId));
  const [store] = await db
    .select({ settings: stores.settings })
    .from(stores)
    .where(eq(stores.id, claim.storeId));
  const refundedNow = new Map(lines.map((line) => [line.sourceItemId, line.refundedQuantity]));
  return planResolutions(
    items.map((item) => ({
      id: item.id,
      name: item.name,
      quantity: item.quantity,
      orderItem:
        item.orderItem === null
          ? null
          : {
              ...item.orderItem,
              refundedQuantity: refundedNow.get(item.sourceItemId) ?? item.orderItem.refundedQuantity,
            },
    })),
    request,
    resolutionTermsOf({
      currency: claim.currency,
      shipping: order?.shipping ?? 0,
      exchangeRate: order?.exchangeRate ?? 1,
      settings: { credit: CreditSettings.parse(store?.settings.credit ?? {}) },
    }),
  );
}

export async function writeResolutions(
  db: Queryable,
  claim: ClaimRow,
  planned: readonly PlannedResolution[],
  by: ResolvedBy,
  at: Date,
): Promise<void> {
  await db.insert(claimResolutions).values(
    planned.map(({ claimItemId, resolutionType, ...amounts }) => ({
      id: newRowId(),
      claimId: claim.id,
      relatedClaimItemId: claimItemId,
      resolutionType,
      decision: 'APPROVED',
      details: {
        ...amounts,
        paidOriginalValue: amounts.paidValue,
        paidOriginalCurrency: amounts.paidValue === null ? null : claim.currency,
        resolvedBy: by.name,
      },
      createdAt: at,
    })),
  );
}

/** A denial, for the whole claim, with the reason the shopper reads. */
export async function recordDenial(
  db: Queryable,
  claimId: string,
  reason: ReasonCode | undefined,
  by: ResolvedBy,
  at: Date,
): Promise<void> {
  await db.insert(claimResolutions).values({
    id: newRowId(),
    claimId,
    relatedClaimItemId: null,
    resolutionType: 'CUSTOM',
    decision: 'DENIED',
    reason: reason ?? null,
    details: { resolvedBy: by.name },
    createdAt: at,
  });
}

export async function clearResolutions(db: Queryable, claimId: string): Promise<void> {
  await db.delete(claimResolutions).where(eq(claimResolutions.claimId, claimId));
}
