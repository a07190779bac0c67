import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('lifecycle entry point', () => {
  it('exports the moves, the checks and the state', () => {
    const result = api.applyMove(api.initialClaimLifecycleState, 'open', {
      actor: { id: 'op-1', kind: 'op' },
      roles: ['orderprotection_support'],
      at: '2025-01-01T00:00:00Z',
    });
    expect(result.ok && result.state.status).toBe('OPEN');
    expect(api.moveNames).toEqual(Object.keys(api.claimMoves));
    expect(api.canTransition('CLOSED', 'ARCHIVED')).toBe(true);
    expect(api.WaitingOn.options).toEqual(['customer', 'brand', 'op']);
  });
});
