/**
 * Messages and reviews a shopper adds on the claim's view page, with the claim token as proof. A message
 * is always stored as the customer's, under the name on the claim, whatever sender the body names: the
 * token proves who is writing. Markup is stripped from all text (`stripMarkup`).
 */
import {
  type Message,
  type MessageInput,
  type Review,
  type ReviewInput,
  stripMarkup,
} from '@orderprotection/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { claimMessages, claims, reviews } from '../../db/schema';
import { newRowId } from '../../security/tokens';
import { AppError } from '../app-error';
import { attachUploads, checkDistinctFiles, type MediaLinks } from '../media/media';
import { enqueueEvent } from '../outbox/outbox';
import type { ClaimRow } from './claims';
import { toMessage, toReview } from './claims';
import { makeClaimMove } from './events';

/** The customer as the actor of a move: the claim's link is their only identity. */
const CUSTOMER = { kind: 'customer', id: 'customer' } as const;

export async function postCustomerMessage(
  db: Db,
  claim: ClaimRow,
  input: MessageInput,
  { now, links }: { now: Date; links: MediaLinks },
): Promise<Message> {
  const content = stripMarkup(input.messageContent);
  const keys = input.medias.map((file) => file.fileKey);
  if (content === '' && keys.length === 0) {
    throw new AppError('invalid_input', 'messageContent: Write a message or attach a file');
  }
  checkDistinctFiles(input.medias);
  return db.transaction(async (tx) => {
    // The claim's row lock first, the one its move below takes: inserting the message takes a key-share
    // lock on the claim (the foreign key), and two posts each holding that while waiting for the move's
    // lock deadlocked on PostgreSQL. Taken first, parallel posts to one claim simply queue.
    await tx.select({ id: claims.id }).from(claims).where(eq(claims.id, claim.id)).for('update');
    const [row] = await tx
      .insert(claimMessages)
      .values({
        id: newRowId(),
        claimId: claim.id,
        content,
        senderType: 'customer',
        senderId: null,
        senderName: claim.authorName,
        storeId: claim.storeId,
        createdAt: now,
      })
      .returning();
    if (row === undefined) throw new Error('Inserting a message returned no row');
    const files = await attachUploads(tx, {
      claimId: claim.id,
      purpose: 'upload',
      messageId: row.id,
      files: input.medias,
    });
    // The answer the store waited for (or one to a claim set aside) moves the claim on; any other message
    // leaves its status as it is, which the domain answers as a refused move.
    await makeClaimMove(tx, claim.id, 'customerReplied', { actor: CUSTOMER, at: now });
    await enqueueEvent(
      tx,
      { type: 'message.created', claimId: claim.id, messageId: row.id },
      { storeId: claim.storeId, at: now },
    );
    return toMessage(row, files, links);
  });
}

/**
 * A claim has one review, which the shopper may change: a second review replaces the first's rating and
 * comment (its id and time stay), in one upsert on the claim's unique review, so parallel posts still
 * leave one. `created` tells a new review from an edit.
 */
export async function addReview(
  db: Db,
  claim: ClaimRow,
  input: ReviewInput,
  now: Date,
): Promise<{ review: Review; created: boolean }> {
  const comment = stripMarkup(input.comment);
  const [row] = await db
    .insert(reviews)
    .values({ id: newRowId(), claimId: claim.id, rating: input.rating, comment, createdAt: now })
    .onConflictDoUpdate({ target: reviews.claimId, set: { rating: input.rating, comment } })
    // xmax is 0 on a row this statement inserted, and set on one it updated (PostgreSQL and PGlite).
    .returning({
      id: reviews.id,
      claimId: reviews.claimId,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      created: sql<boolean>`(xmax = 0)`,
    });
  if (row === undefined) throw new Error('Upserting a review returned no row');
  const { created, ...review } = row;
  return { review: toReview(review), created };
}
