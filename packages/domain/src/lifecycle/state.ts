/**
 * A claim's lifecycle state on the staff side: the status people see, plus three facts the status alone
 * would blur: the decision taken, whether the resolution was carried out, and whose turn it is.
 */
import { z } from 'zod';
import { ClaimStatus, Decision } from '../enums';

/** Whose turn it is while the claim waits on someone. */
export const WaitingOn = z.enum(['customer', 'brand', 'op']);
export type WaitingOn = z.infer<typeof WaitingOn>;

export interface ClaimLifecycleState {
  readonly status: ClaimStatus;
  readonly decision: Decision | null;
  /** The approved resolution was done: reship sent, refund paid, credit issued. */
  readonly resolutionCarriedOut: boolean;
  readonly waitingOn: WaitingOn | null;
}

/** A claim as submitted by the customer. */
export const initialClaimLifecycleState: ClaimLifecycleState = {
  status: 'NEW',
  decision: null,
  resolutionCarriedOut: false,
  waitingOn: null,
};

const waitingStatuses: Readonly<Partial<Record<ClaimStatus, WaitingOn>>> = {
  WAITING_FOR_CUSTOMER: 'customer',
  WAITING_FOR_BRAND: 'brand',
  WAITING_FOR_OP: 'op',
};

/** Whose turn a status says it is: the status is the single source of `waitingOn`. */
export function waitingOnFor(status: ClaimStatus): WaitingOn | null {
  return waitingStatuses[status] ?? null;
}

const undecidedStatuses: ReadonlySet<ClaimStatus> = new Set<ClaimStatus>([
  'NEW',
  'OPEN',
  'COMMUNICATING',
  'TEMPORARILY_DISMISSED',
  'DISMISSED',
]);
const approvedStatuses: ReadonlySet<ClaimStatus> = new Set<ClaimStatus>([
  'APPROVED',
  'RESOLVED',
  'RESOLVED_BY_BRAND',
]);
const carriedOutStatuses: ReadonlySet<ClaimStatus> = new Set<ClaimStatus>([
  'RESOLVED',
  'RESOLVED_BY_BRAND',
  'CLOSED',
  'ARCHIVED',
]);
const deniedStatuses: ReadonlySet<ClaimStatus> = new Set<ClaimStatus>(['DENIED', 'CLOSED', 'ARCHIVED']);

/**
 * The ways a state can contradict itself; none for every state the moves can reach. Used to refuse stored
 * states that were edited by hand or written by an older rule.
 */
export function lifecycleStateProblems(state: ClaimLifecycleState): string[] {
  const { status, decision, resolutionCarriedOut, waitingOn } = state;
  const problems: string[] = [];
  if (waitingOn !== waitingOnFor(status)) {
    problems.push(`waitingOn must be ${waitingOnFor(status) ?? 'null'} when the status is ${status}.`);
  }
  if (undecidedStatuses.has(status) && decision !== null) {
    problems.push(`A claim that is ${status} has no decision.`);
  }
  if (approvedStatuses.has(status) && decision !== 'APPROVED') {
    problems.push(`A claim that is ${status} is approved.`);
  }
  if (decision === 'DENIED' && !deniedStatuses.has(status)) {
    problems.push(`A denied claim is DENIED, CLOSED or ARCHIVED, not ${status}.`);
  }
  if (status === 'DENIED' && decision !== 'DENIED') {
    problems.push('A claim that is DENIED is denied.');
  }
  const carriedOut = decision === 'APPROVED' && carriedOutStatuses.has(status);
  if (resolutionCarriedOut !== carriedOut) {
    problems.push(
      carriedOut
        ? `An approved claim that is ${status} has had its resolution carried out.`
        : `Only an approved claim that is RESOLVED, RESOLVED_BY_BRAND, CLOSED or ARCHIVED has had its resolution carried out; this one is ${decision ?? 'undecided'} and ${status}.`,
    );
  }
  return problems;
}

/**
 * The state of a claim known only by its status (one imported from another system): approved where the
 * status says so, carried out where it says that too, denied when DENIED, and undecided otherwise (a CLOSED
 * or ARCHIVED claim may have been either; without more to go on it counts as undecided).
 */
export function lifecycleStateOfStatus(status: ClaimStatus): ClaimLifecycleState {
  const decision = approvedStatuses.has(status) ? 'APPROVED' : status === 'DENIED' ? 'DENIED' : null;
  return {
    status,
    decision,
    resolutionCarriedOut: decision === 'APPROVED' && carriedOutStatuses.has(status),
    waitingOn: waitingOnFor(status),
  };
}

/** Parses a stored lifecycle state and refuses one that contradicts itself. */
export const ClaimLifecycleStateSchema = z
  .object({
    status: ClaimStatus,
    decision: Decision.nullable(),
    resolutionCarriedOut: z.boolean(),
    waitingOn: WaitingOn.nullable(),
  })
  .superRefine((state, ctx) => {
    for (const message of lifecycleStateProblems(state)) ctx.addIssue({ code: 'custom', message });
  });
