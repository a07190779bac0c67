/**
 * A claim's private link, the customer's only proof of it. Its token is derived from the claim's id
 * (`claimLinkToken`) and the database keeps only the token's SHA-256, so a copy of the database opens no
 * claim. Everything a customer call answers names the claim by its token, never by its id: the id is what
 * staff URLs, foreign keys and events use.
 */
import type { Claim, Message, Order, Review } from '@orderprotection/domain';
import { eq, or, type Placeholder, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { claims } from '../../db/schema';
import { claimLinkToken, linkTokenHash, type Signer } from '../../security/tokens';
import type { ClaimRow } from './claims';

/** The claim a link token opens: its current link, or for a claim from before 0002 its old one too. */
export async function findClaimRowByLinkToken(db: Queryable, token: string): Promise<ClaimRow | null> {
  const [row] = await db.select().from(claims).where(isOpenedBy(token));
  return row ?? null;
}

/** The condition on `claims` of the claim a link token opens. */
export function isOpenedBy(token: string): SQL | undefined {
  return isOpenedByHash(linkTokenHash(token));
}

/** The same by the token's hash, which a prepared statement takes as a placeholder. */
export function isOpenedByHash(hash: string | Placeholder): SQL | undefined {
  return or(eq(claims.linkTokenHash, hash), eq(claims.legacyLinkTokenHash, hash));
}

/** The hash to store with a new claim. */
export function linkTokenHashOf(signer: Signer, claimId: string): string {
  return linkTokenHash(claimLinkToken(signer, claimId));
}

/** How a customer sees claims: named by the token of their link. */
export interface CustomerView {
  tokenOf(claimId: string): string;
}

export function customerView(signer: Signer): CustomerView {
  return { tokenOf: (claimId) => claimLinkToken(signer, claimId) };
}

export function claimForCustomer(view: CustomerView, claim: Claim): Claim {
  const token = view.tokenOf(claim.id);
  return {
    ...claim,
    id: token,
    claimMessages: claim.claimMessages.map((message) => ({ ...message, claimId: token })),
  };
}

export function messageForCustomer(view: CustomerView, message: Message): Message {
  return { ...message, claimId: view.tokenOf(message.claimId) };
}

export function reviewForCustomer(view: CustomerView, review: Review): Review {
  return { ...review, claimId: view.tokenOf(review.claimId) };
}

/** The order as its lookup answers it: the claims already filed for it link to their view pages. */
export function orderForCustomer(view: CustomerView, order: Order): Order {
  return {
    ...order,
    existingClaims: order.existingClaims.map((claim) => ({ ...claim, id: view.tokenOf(claim.id) })),
  };
}
