/** Invariants of the lifecycle over random sequences of moves by random actors. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClaimStatus, Decision } from '../enums';
import { ReasonCode } from '../enums';
import type { GrantLike } from '../permissions';
import { allowedMoves, applyMove, canTransition, type MoveAuthority } from './apply';
import { type ActorKind, claimMoves, type MoveName, moveNames } from './moves';
import { type ClaimLifecycleState, initialClaimLifecycleState, lifecycleStateProblems } from './state';

const rolesByKind: Readonly<Record<ActorKind, readonly (readonly GrantLike[])[]>> = {
  op: [['orderprotection_admin'], ['orderprotection_support'], ['orderprotection_partner'], []],
  brand: [
    [{ role: 'store_owner', storeId: 's1' }],
    [{ role: 'store_support', storeId: 's1' }],
    [{ role: 'store_user', storeId: 's1' }],
    [{ role: 'account_admin', accountId: 'a1' }],
    [{ role: 'store_owner', storeId: 's2' }],
  ],
  customer: [[]],
  system: [[]],
};

const authority: fc.Arbitrary<MoveAuthority> = fc
  .constantFrom<ActorKind>('op', 'brand', 'customer', 'system')
  .chain((kind) =>
    fc.record({
      actor: fc.record({ id: fc.constantFrom('u1', 'u2'), kind: fc.constant(kind) }),
      roles: fc.constantFrom(...rolesByKind[kind]),
      scope: fc.constant({ storeId: 's1', accountId: 'a1' }),
    }),
  );

const step = fc.record({
  who: authority,
  // Half the steps pick among the allowed moves, so that sequences get deep into the lifecycle.
  pickAllowed: fc.boolean(),
  pick: fc.nat(),
  move: fc.constantFrom(...moveNames),
  reason: fc.option(fc.constantFrom(...ReasonCode.options), { nil: undefined }),
  at: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
});

const waitingStatuses: readonly ClaimStatus[] = [
  'WAITING_FOR_CUSTOMER',
  'WAITING_FOR_BRAND',
  'WAITING_FOR_OP',
];

describe('lifecycle properties', () => {
  it('holds its invariants over any sequence of moves', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let state: ClaimLifecycleState = initialClaimLifecycleState;
        let lastDecision: Decision | null = null;
        for (const { who, pickAllowed, pick, move: randomMove, reason, at } of steps) {
          const allowed = allowedMoves(state, who);
          const move: MoveName =
            pickAllowed && allowed.length > 0 ? (allowed[pick % allowed.length] ?? randomMove) : randomMove;
          const result = applyMove(state, move, { ...who, at, ...(reason ? { reason } : {}) });

          const needsReason: boolean = claimMoves[move].reasonRequired;
          expect(result.ok).toBe(allowed.includes(move) && (reason !== undefined || !needsReason));
          if (!result.ok) {
            expect(result.error.message.length).toBeGreaterThan(0);
            continue;
          }

          const next = result.state;
          expect(result.record).toMatchObject({
            move,
            from: state.status,
            to: next.status,
            at: at.toISOString(),
          });
          expect(result.record.actor).toEqual(who.actor);
          expect(canTransition(state.status, next.status)).toBe(true);
          expect(lifecycleStateProblems(next)).toEqual([]);
          if (who.actor.kind === 'customer') expect(move).toBe('customerReplied');
          expect(state.status).not.toBe('ARCHIVED');

          if (move === 'approve') lastDecision = 'APPROVED';
          if (move === 'deny') lastDecision = 'DENIED';
          if (move === 'revokeDecision') lastDecision = null;
          expect(next.decision).toBe(lastDecision);
          if (next.decision === 'DENIED') expect(next.resolutionCarriedOut).toBe(false);
          expect(next.waitingOn !== null).toBe(waitingStatuses.includes(next.status));
          state = next;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reaches every status and uses every move, starting from NEW', () => {
    const everyone: readonly MoveAuthority[] = [
      { actor: { id: 'op', kind: 'op' }, roles: ['orderprotection_admin'] },
      { actor: { id: 'brand', kind: 'brand' }, roles: ['store_owner'] },
      { actor: { id: 'customer', kind: 'customer' } },
      { actor: { id: 'system', kind: 'system' } },
    ];
    const seen = new Map<string, ClaimLifecycleState>([
      [JSON.stringify(initialClaimLifecycleState), initialClaimLifecycleState],
    ]);
    const used = new Set<MoveName>();
    const queue = [initialClaimLifecycleState];
    for (let state = queue.shift(); state; state = queue.shift()) {
      for (const who of everyone) {
        for (const move of allowedMoves(state, who)) {
          const result = applyMove(state, move, {
            ...who,
            at: new Date(0),
            reason: 'OTHER' satisfies ReasonCode,
          });
          if (!result.ok) throw new Error(result.error.message);
          used.add(move);
          const key = JSON.stringify(result.state);
          if (!seen.has(key)) {
            seen.set(key, result.state);
            queue.push(result.state);
          }
        }
      }
    }
    const statuses = new Set([...seen.values()].map((state) => state.status));
    expect([...statuses].sort()).toEqual([
      'APPROVED',
      'ARCHIVED',
      'CLOSED',
      'COMMUNICATING',
      'DENIED',
      'DISMISSED',
      'NEW',
      'OPEN',
      'RESOLVED',
      'RESOLVED_BY_BRAND',
      'TEMPORARILY_DISMISSED',
      'WAITING_FOR_BRAND',
      'WAITING_FOR_CUSTOMER',
      'WAITING_FOR_OP',
    ]);
    expect([...used].sort()).toEqual([...moveNames].sort());
    // NEW, OPEN, COMMUNICATING, the two dismissals; the three waits undecided and approved; APPROVED, DENIED,
    // RESOLVED, RESOLVED_BY_BRAND; CLOSED and ARCHIVED after a dismissal, a denial or a carried-out approval.
    expect(seen.size).toBe(21);
  });
});
