/**
 * "Find my claim": a shopper whose order lookup shows claims can have their links sent again, to the
 * order's own email address only, so the answer tells nothing the lookup did not (the lookup already
 * lists the claims). Limited per order in the database's attempt counters, so a proven order cannot be
 * used to flood its shopper's inbox.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { claims, orders } from '../../db/schema';
import { AppError } from '../app-error';
import { attemptWindow, countAttempt, dropOldAttemptWindows } from '../attempt-counters';
import { enqueueEvent } from '../outbox/outbox';

/** Sends an hour, per order. */
export const CLAIM_LINKS_PER_ORDER = 3;
const WINDOW_SECONDS = 60 * 60;

export const CLAIM_LINKS_LIMITED_MESSAGE =
  "We've sent these links a few times already. Please check your inbox and spam folder, or try again later.";

export async function requestClaimLinks(db: Db, orderId: string, now: Date): Promise<void> {
  const [order] = await db.select({ storeId: orders.storeId }).from(orders).where(eq(orders.id, orderId));
  if (order === undefined) throw new AppError('not_found', 'This order no longer exists.');
  const [claim] = await db.select({ id: claims.id }).from(claims).where(eq(claims.orderId, orderId)).limit(1);
  if (claim === undefined) throw new AppError('unprocessable', 'This order has no claims yet.');
  const window = attemptWindow(WINDOW_SECONDS, now);
  const admission = await countAttempt(
    db,
    [{ scope: 'claim-links', subject: orderId, limit: CLAIM_LINKS_PER_ORDER }],
    window,
  );
  if (!admission.admitted) {
    throw new AppError('rate_limited', CLAIM_LINKS_LIMITED_MESSAGE, {
      retryAfterSeconds: window.retryAfterSeconds,
    });
  }
  await enqueueEvent(db, { type: 'order.claimLinks', orderId }, { storeId: order.storeId, at: now });
  await dropOldAttemptWindows(db, window);
}
