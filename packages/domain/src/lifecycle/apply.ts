/** Making a move on a claim: checks, the new state and the record of who did what, when and why. */
import { z } from 'zod';
import { type ClaimStatus, claimStatusLabel, ReasonCode } from '../enums';
import { can, type GrantLike, isStaffRole, type PermissionContext, roleOf } from '../permissions';
import { type ActorKind, claimMoves, type MoveName, type MoveRule, moveNames } from './moves';
import { type ClaimLifecycleState, ClaimLifecycleStateSchema, waitingOnFor } from './state';

export interface Actor {
  readonly id: string;
  readonly kind: ActorKind;
}

/** Who is asking: the actor, and for brand and OP actors their role grants and the claim's store. */
export interface MoveAuthority {
  readonly actor: Actor;
  readonly roles?: readonly GrantLike[];
  /** The claim's store (and its account), so a store role counts only on its own store. */
  readonly scope?: PermissionContext;
}

export interface MoveInput extends MoveAuthority {
  readonly at: Date | string;
  readonly reason?: ReasonCode;
  readonly note?: string;
}

export interface MoveRecord {
  readonly move: MoveName;
  readonly from: ClaimStatus;
  readonly to: ClaimStatus;
  readonly actor: Actor;
  /** ISO 8601, UTC. */
  readonly at: string;
  readonly reason?: ReasonCode;
  readonly note?: string;
}

export type MoveErrorCode =
  | 'unknown-move'
  | 'invalid-state'
  | 'wrong-status'
  | 'wrong-decision'
  | 'actor-not-allowed'
  | 'permission-denied'
  | 'invalid-actor'
  | 'invalid-time'
  | 'reason-required'
  | 'invalid-reason';

export interface MoveError {
  readonly code: MoveErrorCode;
  readonly message: string;
}

export type MoveResult =
  | { readonly ok: true; readonly state: ClaimLifecycleState; readonly record: MoveRecord }
  | { readonly ok: false; readonly error: MoveError };

const actorNames: Readonly<Record<ActorKind, string>> = {
  customer: 'the customer',
  brand: 'the brand',
  op: 'OP staff',
  system: 'the system',
};

function listOf(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

function decisionName(decision: string | null): string {
  return decision === null ? 'undecided' : decision.toLowerCase();
}

function failure(code: MoveErrorCode, message: string): { readonly ok: false; readonly error: MoveError } {
  return { ok: false, error: { code, message } };
}

// The roles that count for an actor: a brand user's staff role (or OP staff's store role) is not theirs to use here.
function grantsFor(kind: ActorKind, roles: readonly GrantLike[]): GrantLike[] {
  return roles.filter((grant) => isStaffRole(roleOf(grant)) === (kind === 'op'));
}

/** Every check that does not depend on the move's details (time, reason, note). */
function checkAuthority(state: ClaimLifecycleState, name: string, who: MoveAuthority): MoveError | null {
  if (!Object.hasOwn(claimMoves, name)) {
    return {
      code: 'unknown-move',
      message: `"${name}" is not a claim move; the moves are ${listOf(moveNames)}.`,
    };
  }
  const rule: MoveRule = claimMoves[name as MoveName];
  const parsed = ClaimLifecycleStateSchema.safeParse(state);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) =>
      issue.path.length === 0 ? issue.message : `${issue.path.join('.')}: ${issue.message}.`,
    );
    return { code: 'invalid-state', message: `The claim's state is not valid: ${problems.join(' ')}` };
  }
  if (!rule.from.includes(state.status)) {
    return {
      code: 'wrong-status',
      message: `Cannot ${name} a claim that is ${claimStatusLabel[state.status]}; ${name} applies to ${listOf(rule.from.map((status) => claimStatusLabel[status]))} claims.`,
    };
  }
  if (rule.whenDecision !== undefined && !rule.whenDecision.includes(state.decision)) {
    return {
      code: 'wrong-decision',
      message: `Cannot ${name} a claim that is ${decisionName(state.decision)}; ${name} needs one that is ${listOf(rule.whenDecision.map(decisionName))}.`,
    };
  }
  const { kind } = who.actor;
  const needs = Object.hasOwn(rule.by, kind) ? rule.by[kind] : undefined;
  if (needs === undefined) {
    const allowed = (Object.keys(rule.by) as ActorKind[]).map((actor) => actorNames[actor]);
    return {
      code: 'actor-not-allowed',
      message: `${name} is made by ${listOf(allowed)}, not by ${actorNames[kind] ?? `an actor of kind "${kind}"`}.`,
    };
  }
  if (needs !== true && !can(grantsFor(kind, who.roles ?? []), needs, who.scope)) {
    return {
      code: 'permission-denied',
      message: `${name} needs the ${needs} permission, which ${actorNames[kind]} ${who.actor.id} does not hold${who.scope?.storeId === undefined ? '' : ` on store ${who.scope.storeId}`}.`,
    };
  }
  return null;
}

const isoTime = z.iso.datetime({ offset: true });

function timeOf(at: Date | string): string | null {
  if (at instanceof Date) return Number.isNaN(at.getTime()) ? null : at.toISOString();
  return isoTime.safeParse(at).success ? new Date(at).toISOString() : null;
}

function targetOf(rule: MoveRule, state: ClaimLifecycleState): ClaimStatus {
  if (typeof rule.to === 'string') return rule.to;
  return state.decision === 'APPROVED' ? rule.to.approved : rule.to.undecided;
}

/**
 * Makes a move, or explains why it cannot be made: a forbidden move, a stored state that is not valid, a
 * missing reason or a bad time is an error result, never an exception. Pure: the caller stores the new
 * state and the record together.
 */
export function applyMove(state: ClaimLifecycleState, move: MoveName, input: MoveInput): MoveResult {
  const refused = checkAuthority(state, move, input);
  if (refused) return { ok: false, error: refused };
  const rule: MoveRule = claimMoves[move];
  if (typeof input.actor.id !== 'string' || input.actor.id.trim() === '') {
    return failure('invalid-actor', 'The actor needs an id, so the record says who made the move.');
  }
  const at = timeOf(input.at);
  if (at === null) {
    return failure(
      'invalid-time',
      `"${String(input.at)}" is not a time; give a Date or an ISO 8601 date-time.`,
    );
  }
  if (input.reason !== undefined && !ReasonCode.safeParse(input.reason).success) {
    return failure('invalid-reason', `"${String(input.reason)}" is not a reason code.`);
  }
  if (rule.reasonRequired && input.reason === undefined) {
    return failure('reason-required', `${move} needs a reason code.`);
  }

  const to = targetOf(rule, state);
  const next: ClaimLifecycleState = {
    status: to,
    decision: rule.setsDecision === undefined ? state.decision : rule.setsDecision,
    resolutionCarriedOut: state.resolutionCarriedOut || rule.carriesOut === true,
    waitingOn: waitingOnFor(to),
  };
  const record: MoveRecord = {
    move,
    from: state.status,
    to,
    actor: { id: input.actor.id, kind: input.actor.kind },
    at,
    ...(input.reason === undefined ? {} : { reason: input.reason }),
    ...(input.note === undefined ? {} : { note: input.note }),
  };
  return { ok: true, state: next, record };
}

/** The moves this actor may make on the claim now, in table order; what a console offers as buttons. */
export function allowedMoves(state: ClaimLifecycleState, who: MoveAuthority): MoveName[] {
  return moveNames.filter((name) => checkAuthority(state, name, who) === null);
}

/** Whether some move leads from one status to the other; decision, roles and reasons are not considered. */
export function canTransition(from: ClaimStatus, to: ClaimStatus): boolean {
  return moveNames.some((name) => {
    const rule: MoveRule = claimMoves[name];
    const targets = typeof rule.to === 'string' ? [rule.to] : [rule.to.undecided, rule.to.approved];
    return rule.from.includes(from) && targets.includes(to);
  });
}
