/**
 * What migrations cannot do in SQL for claims filed before them, done on every start (it finds nothing
 * once done): the hash of a claim's derived link needs the signing secret (migration 0002), and its
 * claimed value is the domain's `claimedValue`, which rounds by the currency (migration 0003).
 */
import { claimedValue } from '@orderprotection/domain';
import { eq, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { claimItems, claims } from '../../db/schema';
import type { Signer } from '../../security/tokens';
import { linkTokenHashOf } from './links';

/** Answers how many claims it completed. */
export async function carryOverClaims(db: Queryable, signer: Signer): Promise<number> {
  const pending = await db
    .select({
      id: claims.id,
      currency: claims.currency,
      linkTokenHash: claims.linkTokenHash,
      claimedValue: claims.claimedValue,
    })
    .from(claims)
    .where(or(isNull(claims.linkTokenHash), isNull(claims.claimedValue)));
  for (const claim of pending) {
    const lines = await db
      .select({ quantity: claimItems.quantity, orderItem: claimItems.orderItem })
      .from(claimItems)
      .where(eq(claimItems.claimId, claim.id));
    await db
      .update(claims)
      .set({
        linkTokenHash: claim.linkTokenHash ?? linkTokenHashOf(signer, claim.id),
        claimedValue: claim.claimedValue ?? claimedValue(lines, claim.currency),
      })
      .where(eq(claims.id, claim.id));
  }
  return pending.length;
}
