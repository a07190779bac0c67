/**
 * A claim's lifecycle in its row, and the record of each change in `claim_events`. Whoever changes the
 * lifecycle writes both in the same transaction, through these two functions.
 */
import type { ActorKind, ClaimLifecycleState, ClaimStatus, ReasonCode } from '@orderprotection/domain';
import type { Queryable } from '../../db/database';
import { type ClaimEventMove, claimEvents } from '../../db/schema';
import { newRowId } from '../../security/tokens';

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

export async function recordClaimEvent(db: Queryable, event: ClaimEvent): Promise<void> {
  await db.insert(claimEvents).values({
    id: newRowId(),
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
}
