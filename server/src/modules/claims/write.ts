/**
 * The one writer of a new claim, shared by submission and import: the claim's row under a new id with the
 * hash of its link, its items with the order lines as they were, and the event of its arrival, all in the
 * caller's transaction. Callers decide what is filed; this decides how it is stored.
 */
import {
  type ActorKind,
  type ClaimLifecycleState,
  claimedValue,
  defaultCreditStore,
  type ResolutionChoice,
} from '@orderprotection/domain';
import type { Tx } from '../../db/database';
import { claimItems, claims } from '../../db/schema';
import { newRowId, type Signer } from '../../security/tokens';
import { lifecycleColumns, recordClaimEvent } from './events';
import { linkTokenHashOf } from './links';

/** What a claim item keeps of its order line: how it looked and what it cost when the claim was filed. */
export interface OrderLineFacts {
  productName: string;
  sku: string | null;
  productImage: string | null;
  sourceProductId: string | null;
  sourceVariantId: string | null;
  price: number;
  discount: number;
  tax: number;
  quantity: number;
  refundedQuantity: number;
}

export interface NewClaimItem {
  /** Chosen by the caller, which attaches files to the item. */
  id: string;
  line: OrderLineFacts;
  sourceItemId: string;
  sourceFulfillmentId: string | null;
  quantity: number;
  details: string | null;
  claimType: string;
  resolutionRequested: ResolutionChoice | null;
  /** When the source says; otherwise the domain's `defaultCreditStore`. */
  creditStore?: boolean;
}

type ClaimColumns = Omit<
  typeof claims.$inferInsert,
  | 'id'
  | 'linkTokenHash'
  | 'legacyLinkTokenHash'
  | 'claimState'
  | 'decision'
  | 'resolutionCarriedOut'
  | 'waitingOn'
  | 'version'
  | 'itemCount'
  | 'claimedValue'
  | 'createdAt'
  | 'updatedAt'
>;

export interface NewClaim {
  claim: ClaimColumns;
  state: ClaimLifecycleState;
  items: readonly NewClaimItem[];
  /** How it arrived, by whom and when: the claim's first event and its creation time. */
  arrival: { move: 'file' | 'import'; actor: { kind: ActorKind; id: string | null }; at: Date };
}

/** Writes the claim and answers its id. */
export async function writeClaim(
  tx: Tx,
  signer: Signer,
  { claim, state, items, arrival }: NewClaim,
): Promise<string> {
  const id = newRowId();
  await tx.insert(claims).values({
    ...claim,
    id,
    linkTokenHash: linkTokenHashOf(signer, id),
    ...lifecycleColumns(state),
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    claimedValue: claimedValue(
      items.map((item) => ({ quantity: item.quantity, orderItem: item.line })),
      claim.currency,
    ),
    createdAt: arrival.at,
    updatedAt: arrival.at,
  });
  await recordClaimEvent(tx, {
    claimId: id,
    move: arrival.move,
    from: null,
    to: state.status,
    actor: arrival.actor,
    at: arrival.at,
  });
  if (items.length === 0) return id;
  await tx.insert(claimItems).values(
    items.map(({ line, ...item }, position) => ({
      id: item.id,
      claimId: id,
      position,
      name: line.productName,
      sku: line.sku,
      imageUrl: line.productImage,
      quantity: item.quantity,
      details: item.details,
      claimType: item.claimType,
      sourceItemId: item.sourceItemId,
      sourceProductId: line.sourceProductId,
      sourceVariantId: line.sourceVariantId,
      sourceFulfillmentId: item.sourceFulfillmentId,
      resolutionRequested: item.resolutionRequested,
      creditStore:
        item.creditStore ??
        defaultCreditStore(item.claimType, { isOta: claim.isOta, requested: item.resolutionRequested }),
      orderItem: {
        price: line.price,
        discount: line.discount,
        tax: line.tax,
        quantity: line.quantity,
        refundedQuantity: line.refundedQuantity,
      },
    })),
  );
  return id;
}
