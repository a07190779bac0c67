/**
 * A claim's lifecycle in its row, and the record of each change in `claim_events`. Whoever changes the
 * lifecycle writes both in the same transaction, through these two functions.
 */
import {
  type ActorKind,
  applyMove,
  type ClaimLifecycleState,
  ClaimLifecycleStateSchema,
  type ClaimStatus,
  type MoveInput,
  type MoveName,
  type MoveResult,
  type ReasonCode,
} from '@orderprotection/domain';
import { eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/database';
import { type ClaimEventMove, claimEvents, claims } from '../../db/schema';
import { newRowId } from '../../security/tokens';
import { AppError } from '../app-error';
import { enqueueEvent } from '../outbox/outbox';

/** The columns of a claim row that hold `state`. */
export function lifecycleColumns(state: ClaimLifecycleState) {
  return {
    claimState: state.status,
    decision: state.decision,
    resolutionCarriedOut: state.resolutionCarriedOut,
    waitingOn: state.waitingOn,
  };
}

export interface ClaimEvent {
  claimId: string;
  move: ClaimEventMove;
  /** Null when the claim arrives (filed or imported). */
  from: ClaimStatus | null;
  to: ClaimStatus;
  actor: { kind: ActorKind; id: string | null };
  at: Date;
  reason?: ReasonCode;
  note?: string;
}

/** Records the event and answers its id. */
export async function recordClaimEvent(db: Queryable, event: ClaimEvent): Promise<string> {
  const id = newRowId();
  await db.insert(claimEvents).values({
    id,
    claimId: event.claimId,
    move: event.move,
    fromStatus: event.from,
    toStatus: event.to,
    actorKind: event.actor.kind,
    actorId: event.actor.id,
    at: event.at,
    reason: event.reason ?? null,
    note: event.note ?? null,
  });
  return id;
}

/**
 * Makes `move` on the claim inside `tx`: reads its state under a row lock, lets the domain's `applyMove`
 * decide, then writes the new state with the next version and the event. A refused move writes nothing
 * and is answered as the domain's result, for the caller to turn into an error or to ignore. Given the
 * version the actor saw, a claim changed since answers 409 (someone else acted first).
 */
export async function makeClaimMove(
  tx: Tx,
  claimId: string,
  move: MoveName,
  input: MoveInput & { at: Date; expectedVersion?: number },
): Promise<MoveResult> {
  const [row] = await tx
    .select({
      status: claims.claimState,
      decision: claims.decision,
      resolutionCarriedOut: claims.resolutionCarriedOut,
      waitingOn: claims.waitingOn,
      version: claims.version,
      storeId: claims.storeId,
    })
    .from(claims)
    .where(eq(claims.id, claimId))
    .for('update');
  if (row === undefined) throw new Error(`Claim ${claimId} vanished before its move`);
  if (input.expectedVersion !== undefined && input.expectedVersion !== row.version) {
    throw new AppError('conflict', 'Someone else changed this claim first. Reload it to see what they did.', {
      version: row.version,
    });
  }
  const { version: _version, storeId, ...state } = row;
  const result = applyMove(ClaimLifecycleStateSchema.parse(state), move, input);
  if (!result.ok) return result;
  await tx
    .update(claims)
    .set({ ...lifecycleColumns(result.state), version: sql`${claims.version} + 1`, updatedAt: input.at })
    .where(eq(claims.id, claimId));
  const { record } = result;
  const eventId = await recordClaimEvent(tx, {
    claimId,
    move: record.move,
    from: record.from,
    to: record.to,
    actor: record.actor,
    at: input.at,
    ...(record.reason === undefined ? {} : { reason: record.reason }),
    ...(record.note === undefined ? {} : { note: record.note }),
  });
  // Every move is an update a store's webhooks may hear of; which moves the shopper hears of by email
  // is for the worker to decide (modules/notifications).
  await enqueueEvent(tx, { type: 'claim.moved', claimId, eventId }, { storeId, at: input.at });
  return result;
}
