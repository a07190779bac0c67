import { describe, expect, it } from 'vitest';
import type { ReasonCode } from '../enums';
import type { GrantLike } from '../permissions';
import { type Actor, allowedMoves, applyMove, canTransition, type MoveInput, type MoveResult } from './apply';
import type { MoveName } from './moves';
import { type ClaimLifecycleState, initialClaimLifecycleState } from './state';

const at = '2025-03-01T10:00:00.000Z';
const op: Actor = { id: 'op-1', kind: 'op' };
const brand: Actor = { id: 'brand-1', kind: 'brand' };
const customer: Actor = { id: 'customer-1', kind: 'customer' };
const system: Actor = { id: 'scheduler', kind: 'system' };
const opAdmin = { actor: op, roles: ['orderprotection_admin'], at };
const brandOwner = {
  actor: brand,
  roles: [{ role: 'store_owner', storeId: 's1' }],
  scope: { storeId: 's1' },
  at,
};
const asCustomer = { actor: customer, at };
const asSystem = { actor: system, at };

function state(
  status: ClaimLifecycleState['status'],
  facets: Partial<Omit<ClaimLifecycleState, 'status'>> = {},
): ClaimLifecycleState {
  const waitingOn = (
    { WAITING_FOR_CUSTOMER: 'customer', WAITING_FOR_BRAND: 'brand', WAITING_FOR_OP: 'op' } as const
  )[status as 'WAITING_FOR_CUSTOMER'];
  return { status, decision: null, resolutionCarriedOut: false, waitingOn: waitingOn ?? null, ...facets };
}

function run(
  start: ClaimLifecycleState,
  steps: readonly [MoveName, MoveInput][],
): { state: ClaimLifecycleState; results: MoveResult[] } {
  let current = start;
  const results: MoveResult[] = [];
  for (const [move, input] of steps) {
    const result = applyMove(current, move, input);
    results.push(result);
    if (!result.ok) throw new Error(`${move}: ${result.error.message}`);
    current = result.state;
  }
  return { state: current, results };
}

function refusal(result: MoveResult): { code: string; message: string } {
  if (result.ok) throw new Error('the move was expected to be refused');
  return result.error;
}

const reason = (code: ReasonCode) => ({ reason: code });

describe('applyMove: the paths through the lifecycle', () => {
  it('takes a claim from NEW through approval and the resolution to the archive, recording each step', () => {
    const { state: end, results } = run(initialClaimLifecycleState, [
      ['open', opAdmin],
      ['approve', { ...opAdmin, ...reason('RESHIP') }],
      ['markResolved', asSystem],
      ['close', asSystem],
      ['archive', opAdmin],
    ]);
    expect(end).toEqual({
      status: 'ARCHIVED',
      decision: 'APPROVED',
      resolutionCarriedOut: true,
      waitingOn: null,
    });
    expect(results.map((result) => (result.ok ? `${result.record.from}>${result.record.to}` : ''))).toEqual([
      'NEW>OPEN',
      'OPEN>APPROVED',
      'APPROVED>RESOLVED',
      'RESOLVED>CLOSED',
      'CLOSED>ARCHIVED',
    ]);
  });

  it('keeps the decision while the claim waits on the brand, who then carries the resolution out', () => {
    const { state: waiting } = run(initialClaimLifecycleState, [
      ['approve', opAdmin],
      ['escalateToBrand', opAdmin],
    ]);
    expect(waiting).toEqual(state('WAITING_FOR_BRAND', { decision: 'APPROVED' }));
    const { state: done } = run(waiting, [['markResolvedByBrand', brandOwner]]);
    expect(done).toEqual({
      status: 'RESOLVED_BY_BRAND',
      decision: 'APPROVED',
      resolutionCarriedOut: true,
      waitingOn: null,
    });
  });

  it('returns a turn to COMMUNICATING or OPEN while undecided, and to APPROVED once approved', () => {
    expect(run(state('WAITING_FOR_CUSTOMER'), [['customerReplied', asCustomer]]).state.status).toBe(
      'COMMUNICATING',
    );
    expect(run(state('COMMUNICATING'), [['resume', opAdmin]]).state.status).toBe('OPEN');
    const approvedWaiting = state('WAITING_FOR_CUSTOMER', { decision: 'APPROVED' });
    expect(run(approvedWaiting, [['customerReplied', asCustomer]]).state).toEqual(
      state('APPROVED', { decision: 'APPROVED' }),
    );
    expect(run(state('WAITING_FOR_OP', { decision: 'APPROVED' }), [['resume', opAdmin]]).state.status).toBe(
      'APPROVED',
    );
  });

  it('passes the turn between customer, brand and OP, and sets whose turn it is', () => {
    const { results } = run(initialClaimLifecycleState, [
      ['requestInfoFromCustomer', brandOwner],
      ['escalateToOp', brandOwner],
      ['escalateToBrand', opAdmin],
      ['resume', brandOwner],
    ]);
    expect(results.map((result) => (result.ok ? result.state.waitingOn : 'refused'))).toEqual([
      'customer',
      'op',
      'brand',
      null,
    ]);
  });

  it('denies with a reason, and a revoked decision can be taken again', () => {
    const { state: denied } = run(state('OPEN'), [['deny', { ...opAdmin, ...reason('EXPIRED30') }]]);
    expect(denied).toEqual(state('DENIED', { decision: 'DENIED' }));
    const { state: reopened } = run(denied, [
      ['revokeDecision', { ...brandOwner, ...reason('CUSTOMER_RESPONDED') }],
    ]);
    expect(reopened).toEqual(state('OPEN'));
    expect(run(reopened, [['approve', brandOwner]]).state.decision).toBe('APPROVED');
    expect(run(denied, [['close', brandOwner]]).state).toEqual(state('CLOSED', { decision: 'DENIED' }));
  });

  it('sets a claim aside for now or for good, and brings it back', () => {
    const { state: parked } = run(state('OPEN'), [
      ['dismissTemporarily', { ...opAdmin, ...reason('FOLLOW_UP') }],
    ]);
    expect(parked).toEqual(state('TEMPORARILY_DISMISSED'));
    expect(run(parked, [['customerReplied', asSystem]]).state.status).toBe('COMMUNICATING');
    expect(run(parked, [['reopen', { ...asSystem, ...reason('FOLLOW_UP') }]]).state.status).toBe('OPEN');
    const { state: dismissed } = run(parked, [['dismiss', { ...asSystem, ...reason('NO_RESPONSE') }]]);
    expect(dismissed).toEqual(state('DISMISSED'));
    expect(run(dismissed, [['reopen', brandOwner]]).state.status).toBe('OPEN');
    expect(
      run(dismissed, [
        ['close', opAdmin],
        ['archive', asSystem],
      ]).state,
    ).toEqual(state('ARCHIVED'));
  });
});

describe('applyMove: the record', () => {
  it('records the move, the statuses, the actor, the time, and the reason and note when given', () => {
    const result = applyMove(state('OPEN'), 'deny', {
      ...opAdmin,
      at: new Date(Date.UTC(2025, 2, 1, 12, 30)),
      reason: 'POTENTIAL_FRAUD',
      note: 'Third claim this month',
    });
    expect(result.ok && result.record).toEqual({
      move: 'deny',
      from: 'OPEN',
      to: 'DENIED',
      actor: { id: 'op-1', kind: 'op' },
      at: '2025-03-01T12:30:00.000Z',
      reason: 'POTENTIAL_FRAUD',
      note: 'Third claim this month',
    });
  });

  it('leaves out reason and note when not given, and writes the time in UTC', () => {
    const result = applyMove(state('NEW'), 'open', { ...opAdmin, at: '2025-03-01T12:30:00+02:00' });
    expect(result.ok && result.record).toEqual({
      move: 'open',
      from: 'NEW',
      to: 'OPEN',
      actor: op,
      at: '2025-03-01T10:30:00.000Z',
    });
  });

  it('does not change the state it was given', () => {
    const before = state('OPEN');
    const copy = { ...before };
    applyMove(before, 'approve', opAdmin);
    expect(before).toEqual(copy);
  });
});

describe('applyMove: refusals, each with a clear message and without throwing', () => {
  it('refuses a move that does not exist', () => {
    const error = refusal(applyMove(state('NEW'), 'teleport' as MoveName, opAdmin));
    expect(error.code).toBe('unknown-move');
    expect(error.message).toMatch(/^"teleport" is not a claim move; the moves are open, .* or archive\.$/);
  });

  it('refuses a stored state that contradicts itself or does not parse', () => {
    expect(refusal(applyMove(state('OPEN', { waitingOn: 'brand' }), 'approve', opAdmin))).toEqual({
      code: 'invalid-state',
      message: "The claim's state is not valid: waitingOn must be null when the status is OPEN.",
    });
    const garbled = { ...state('OPEN'), status: 'PENDING' } as unknown as ClaimLifecycleState;
    const error = refusal(applyMove(garbled, 'approve', opAdmin));
    expect(error.code).toBe('invalid-state');
    expect(error.message).toMatch(/^The claim's state is not valid: status: .+\.$/);
  });

  it('refuses a move from a status it does not start from', () => {
    expect(refusal(applyMove(state('CLOSED', { decision: 'DENIED' }), 'approve', opAdmin))).toEqual({
      code: 'wrong-status',
      message:
        'Cannot approve a claim that is Closed; approve applies to New, Open, Communicating, Waiting for Customer, Waiting for Brand or Waiting for OP claims.',
    });
    expect(refusal(applyMove(state('NEW'), 'archive', opAdmin)).message).toBe(
      'Cannot archive a claim that is New; archive applies to Closed claims.',
    );
  });

  it('decides a claim only while it has no decision (resolutions), and carries out only an approval', () => {
    const approvedWaiting = state('WAITING_FOR_BRAND', { decision: 'APPROVED' });
    expect(refusal(applyMove(approvedWaiting, 'deny', { ...opAdmin, ...reason('OTHER') }))).toEqual({
      code: 'wrong-decision',
      message: 'Cannot deny a claim that is approved; deny needs one that is undecided.',
    });
    expect(refusal(applyMove(state('WAITING_FOR_OP'), 'markResolved', opAdmin)).message).toBe(
      'Cannot markResolved a claim that is undecided; markResolved needs one that is approved.',
    );
    expect(refusal(applyMove(state('WAITING_FOR_OP'), 'revokeDecision', opAdmin)).message).toBe(
      'Cannot revokeDecision a claim that is undecided; revokeDecision needs one that is approved or denied.',
    );
  });

  it('lets a customer only answer', () => {
    expect(refusal(applyMove(state('OPEN'), 'approve', asCustomer))).toEqual({
      code: 'actor-not-allowed',
      message: 'approve is made by OP staff or the brand, not by the customer.',
    });
    expect(refusal(applyMove(state('NEW'), 'escalateToOp', opAdmin)).message).toBe(
      'escalateToOp is made by the brand, not by OP staff.',
    );
    const stranger = { actor: { id: 'x', kind: 'robot' } as unknown as Actor, at };
    expect(refusal(applyMove(state('NEW'), 'open', stranger)).message).toBe(
      'open is made by OP staff or the brand, not by an actor of kind "robot".',
    );
  });

  it('needs the move permission from the roles of the actor’s own kind, on the claim’s store', () => {
    const storeUser = { actor: brand, roles: ['store_user'], at };
    expect(refusal(applyMove(state('OPEN'), 'approve', storeUser))).toEqual({
      code: 'permission-denied',
      message: 'approve needs the claim:resolve permission, which the brand brand-1 does not hold.',
    });
    const otherStore = { ...brandOwner, scope: { storeId: 's2' } };
    expect(refusal(applyMove(state('OPEN'), 'approve', otherStore)).message).toBe(
      'approve needs the claim:resolve permission, which the brand brand-1 does not hold on store s2.',
    );
    const brandWithStaffRole = { actor: brand, roles: ['orderprotection_admin'], at };
    expect(refusal(applyMove(state('OPEN'), 'approve', brandWithStaffRole)).code).toBe('permission-denied');
    const opWithStoreRole: MoveInput = { actor: op, roles: ['store_owner'] satisfies GrantLike[], at };
    expect(refusal(applyMove(state('OPEN'), 'approve', opWithStoreRole)).code).toBe('permission-denied');
    expect(refusal(applyMove(state('OPEN'), 'approve', { actor: op, at })).code).toBe('permission-denied');
    expect(
      applyMove(state('OPEN'), 'approve', { ...opWithStoreRole, roles: ['orderprotection_support'] }).ok,
    ).toBe(true);
  });

  it('needs an actor id, so the record says who', () => {
    expect(refusal(applyMove(state('NEW'), 'open', { ...opAdmin, actor: { id: '  ', kind: 'op' } }))).toEqual(
      {
        code: 'invalid-actor',
        message: 'The actor needs an id, so the record says who made the move.',
      },
    );
    const noId = { ...opAdmin, actor: { kind: 'op' } as unknown as Actor };
    expect(refusal(applyMove(state('NEW'), 'open', noId)).code).toBe('invalid-actor');
  });

  it('needs a real time', () => {
    expect(refusal(applyMove(state('NEW'), 'open', { ...opAdmin, at: 'yesterday' }))).toEqual({
      code: 'invalid-time',
      message: '"yesterday" is not a time; give a Date or an ISO 8601 date-time.',
    });
    expect(refusal(applyMove(state('NEW'), 'open', { ...opAdmin, at: '2025' })).code).toBe('invalid-time');
    expect(refusal(applyMove(state('NEW'), 'open', { ...opAdmin, at: new Date(Number.NaN) })).code).toBe(
      'invalid-time',
    );
  });

  it('needs a reason code to deny, dismiss or revoke, and only a real one', () => {
    expect(refusal(applyMove(state('OPEN'), 'deny', opAdmin))).toEqual({
      code: 'reason-required',
      message: 'deny needs a reason code.',
    });
    for (const move of ['dismiss', 'dismissTemporarily'] as const) {
      expect(refusal(applyMove(state('OPEN'), move, opAdmin)).code).toBe('reason-required');
    }
    expect(refusal(applyMove(state('DENIED', { decision: 'DENIED' }), 'revokeDecision', opAdmin)).code).toBe(
      'reason-required',
    );
    const made_up = { ...opAdmin, reason: 'BECAUSE' as ReasonCode };
    expect(refusal(applyMove(state('OPEN'), 'approve', made_up))).toEqual({
      code: 'invalid-reason',
      message: '"BECAUSE" is not a reason code.',
    });
  });
});

describe('allowedMoves', () => {
  it('offers the customer only the answer, and only while the claim waits on them or is set aside for now', () => {
    expect(allowedMoves(state('WAITING_FOR_CUSTOMER'), asCustomer)).toEqual(['customerReplied']);
    expect(allowedMoves(state('TEMPORARILY_DISMISSED'), asCustomer)).toEqual(['customerReplied']);
    expect(allowedMoves(state('OPEN'), asCustomer)).toEqual([]);
  });

  it('offers each actor what its roles allow', () => {
    expect(allowedMoves(state('NEW'), opAdmin)).toEqual([
      'open',
      'requestInfoFromCustomer',
      'escalateToBrand',
      'approve',
      'deny',
      'dismissTemporarily',
      'dismiss',
    ]);
    expect(
      allowedMoves(state('NEW'), {
        actor: brand,
        roles: [{ role: 'store_user', storeId: 's1' }],
        scope: { storeId: 's1' },
      }),
    ).toEqual(['open', 'requestInfoFromCustomer', 'escalateToOp', 'dismissTemporarily', 'dismiss']);
    expect(allowedMoves(state('NEW'), { actor: op, roles: ['orderprotection_partner'] })).toEqual([]);
    expect(allowedMoves(state('CLOSED', { decision: 'DENIED' }), opAdmin)).toEqual(['archive']);
    expect(
      allowedMoves(state('CLOSED', { decision: 'DENIED' }), {
        actor: op,
        roles: ['orderprotection_support'],
      }),
    ).toEqual([]);
  });

  it('offers nothing on an archived claim, to anyone', () => {
    const archived = state('ARCHIVED', { decision: 'APPROVED', resolutionCarriedOut: true });
    for (const who of [opAdmin, brandOwner, asCustomer, asSystem])
      expect(allowedMoves(archived, who)).toEqual([]);
  });

  it('offers nothing on a state that contradicts itself', () => {
    expect(allowedMoves(state('APPROVED'), opAdmin)).toEqual([]);
  });
});

describe('canTransition', () => {
  it('follows the moves table', () => {
    expect(canTransition('NEW', 'OPEN')).toBe(true);
    expect(canTransition('WAITING_FOR_BRAND', 'APPROVED')).toBe(true);
    expect(canTransition('WAITING_FOR_BRAND', 'OPEN')).toBe(true);
    expect(canTransition('DENIED', 'OPEN')).toBe(true);
    expect(canTransition('NEW', 'RESOLVED')).toBe(false);
    expect(canTransition('CLOSED', 'OPEN')).toBe(false);
    expect(canTransition('OPEN', 'OPEN')).toBe(false);
  });

  it('leads nowhere from ARCHIVED and nowhere back to NEW', () => {
    expect(
      (['NEW', 'OPEN', 'APPROVED', 'CLOSED', 'ARCHIVED'] as const).some((to) =>
        canTransition('ARCHIVED', to),
      ),
    ).toBe(false);
    expect((['OPEN', 'DENIED', 'DISMISSED'] as const).some((from) => canTransition(from, 'NEW'))).toBe(false);
  });
});
