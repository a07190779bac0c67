import { describe, expect, it } from 'vitest';
import { ClaimStatus } from '../enums';
import {
  type ClaimLifecycleState,
  ClaimLifecycleStateSchema,
  initialClaimLifecycleState,
  lifecycleStateOfStatus,
  lifecycleStateProblems,
  waitingOnFor,
} from './state';

function problems(facets: Partial<ClaimLifecycleState> & Pick<ClaimLifecycleState, 'status'>): string[] {
  return lifecycleStateProblems({ decision: null, resolutionCarriedOut: false, waitingOn: null, ...facets });
}

describe('lifecycle state', () => {
  it('starts as a new claim with no decision, nothing carried out and nobody waited on', () => {
    expect(initialClaimLifecycleState).toEqual({
      status: 'NEW',
      decision: null,
      resolutionCarriedOut: false,
      waitingOn: null,
    });
    expect(lifecycleStateProblems(initialClaimLifecycleState)).toEqual([]);
  });

  it('reads whose turn it is from the WAITING_FOR statuses only', () => {
    expect(waitingOnFor('WAITING_FOR_CUSTOMER')).toBe('customer');
    expect(waitingOnFor('WAITING_FOR_BRAND')).toBe('brand');
    expect(waitingOnFor('WAITING_FOR_OP')).toBe('op');
    expect(waitingOnFor('COMMUNICATING')).toBeNull();
  });

  it('names each contradiction', () => {
    expect(problems({ status: 'WAITING_FOR_OP' })).toEqual([
      'waitingOn must be op when the status is WAITING_FOR_OP.',
    ]);
    expect(problems({ status: 'OPEN', waitingOn: 'op' })).toEqual([
      'waitingOn must be null when the status is OPEN.',
    ]);
    expect(problems({ status: 'DISMISSED', decision: 'APPROVED' })).toEqual([
      'A claim that is DISMISSED has no decision.',
    ]);
    expect(problems({ status: 'APPROVED' })).toEqual(['A claim that is APPROVED is approved.']);
    expect(problems({ status: 'DENIED' })).toEqual(['A claim that is DENIED is denied.']);
    expect(problems({ status: 'WAITING_FOR_BRAND', waitingOn: 'brand', decision: 'DENIED' })).toEqual([
      'A denied claim is DENIED, CLOSED or ARCHIVED, not WAITING_FOR_BRAND.',
    ]);
    expect(problems({ status: 'RESOLVED', decision: 'APPROVED' })).toEqual([
      'An approved claim that is RESOLVED has had its resolution carried out.',
    ]);
    expect(problems({ status: 'CLOSED', decision: 'DENIED', resolutionCarriedOut: true })).toEqual([
      'Only an approved claim that is RESOLVED, RESOLVED_BY_BRAND, CLOSED or ARCHIVED has had its resolution carried out; this one is DENIED and CLOSED.',
    ]);
    expect(problems({ status: 'OPEN', resolutionCarriedOut: true })[0]).toMatch(
      /this one is undecided and OPEN\.$/,
    );
  });

  it('accepts every kind of ending: carried out, denied, dismissed', () => {
    expect(problems({ status: 'ARCHIVED', decision: 'APPROVED', resolutionCarriedOut: true })).toEqual([]);
    expect(problems({ status: 'ARCHIVED', decision: 'DENIED' })).toEqual([]);
    expect(problems({ status: 'CLOSED' })).toEqual([]);
  });

  it('parses a stored state and refuses a contradictory or malformed one', () => {
    const stored = {
      status: 'WAITING_FOR_CUSTOMER',
      decision: 'APPROVED',
      resolutionCarriedOut: false,
      waitingOn: 'customer',
    };
    expect(ClaimLifecycleStateSchema.parse(stored)).toEqual(stored);
    const contradictory = ClaimLifecycleStateSchema.safeParse({ ...stored, waitingOn: null });
    expect(contradictory.error?.issues.map((issue) => issue.message)).toEqual([
      'waitingOn must be customer when the status is WAITING_FOR_CUSTOMER.',
    ]);
    expect(ClaimLifecycleStateSchema.safeParse({ ...stored, status: 'PENDING' }).success).toBe(false);
  });
});

describe('lifecycleStateOfStatus', () => {
  it('gives every status a state that does not contradict itself', () => {
    for (const status of ClaimStatus.options) {
      expect(lifecycleStateProblems(lifecycleStateOfStatus(status)), status).toEqual([]);
    }
  });

  it('reads the decision and the carried-out resolution off the status where it tells them', () => {
    expect(lifecycleStateOfStatus('RESOLVED')).toEqual({
      status: 'RESOLVED',
      decision: 'APPROVED',
      resolutionCarriedOut: true,
      waitingOn: null,
    });
    expect(lifecycleStateOfStatus('DENIED').decision).toBe('DENIED');
    expect(lifecycleStateOfStatus('WAITING_FOR_CUSTOMER')).toMatchObject({
      decision: null,
      waitingOn: 'customer',
    });
    expect(lifecycleStateOfStatus('CLOSED')).toMatchObject({ decision: null, resolutionCarriedOut: false });
  });
});
