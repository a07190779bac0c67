/**
 * Limits on a shopper's writes to a claim (messages and reviews, server/README.md "Limits on messages and
 * reviews"): counted per claim, from anywhere, and per client, on any claims, in fixed windows kept in the
 * database (`countAttempt`), so that a leaked or scripted claim link cannot flood a claim, its store's
 * inbox or the claim's answer. A write is counted before it is made, in the same statement as the check,
 * so parallel posts never pass the limit; a write that fails gives its count back.
 */
import type { ClaimWriteLimits } from '../../config';
import type { Db } from '../../db/database';
import { clientNetwork } from '../../security/client-network';
import { AppError } from '../app-error';
import { attemptWindow, countAttempt, dropOldAttemptWindows, giveBackAttempt } from '../attempt-counters';

export const CLAIM_WRITES_LIMITED_MESSAGE =
  'Too many messages or reviews on this claim for now. Please wait a while and try again.';

/**
 * Runs `write` if the claim and the client are both under their limits, else throws `rate_limited` with
 * the seconds until the window ends (the error answer's Retry-After) and writes nothing.
 */
export async function withinClaimWriteLimits<T>(
  db: Db,
  subjects: { claimId: string; client: string },
  limits: ClaimWriteLimits,
  now: Date,
  write: () => Promise<T>,
): Promise<T> {
  const window = attemptWindow(limits.windowSeconds, now);
  // The client's counter first, always: rows are locked in this order, so parallel writes cannot deadlock.
  const admission = await countAttempt(
    db,
    [
      { scope: 'client-writes', subject: clientNetwork(subjects.client), limit: limits.perClient },
      { scope: 'claim-writes', subject: subjects.claimId, limit: limits.perClaim },
    ],
    window,
  );
  if (!admission.admitted) {
    throw new AppError('rate_limited', CLAIM_WRITES_LIMITED_MESSAGE, {
      retryAfterSeconds: window.retryAfterSeconds,
    });
  }
  let written: T;
  try {
    written = await write();
  } catch (error) {
    // A refused write (no text, a file not uploaded) stored nothing, so it does not use up the limit.
    await giveBackAttempt(db, admission);
    throw error;
  }
  await dropOldAttemptWindows(db, window);
  return written;
}
