/**
 * The moves a claim can make on the staff side, as one table: where each may start, where it leads, who
 * may make it and with which permission, what it must be given and what it changes. Everything else
 * (applyMove, allowedMoves, canTransition, LIFECYCLE.md) reads this table.
 */
import type { ClaimStatus, Decision } from '../enums';
import type { Permission } from '../permissions';

export type ActorKind = 'customer' | 'brand' | 'op' | 'system';

/**
 * Who may make a move. Brand (account and store roles) and OP staff (staff roles) need the permission
 * given; the customer and the system act without roles: the customer proves the claim with its token, the
 * system is our own automation.
 */
export interface MoveActors {
  readonly op?: Permission;
  readonly brand?: Permission;
  readonly customer?: true;
  readonly system?: true;
}

/** A target that depends on the decision: a returning turn lands on APPROVED once the claim is approved. */
export interface TargetByDecision {
  readonly undecided: ClaimStatus;
  readonly approved: ClaimStatus;
}

export interface MoveRule {
  readonly from: readonly ClaimStatus[];
  readonly to: ClaimStatus | TargetByDecision;
  readonly by: MoveActors;
  /** The decisions the claim may have for the move to apply; any when absent. */
  readonly whenDecision?: readonly (Decision | null)[];
  readonly reasonRequired: boolean;
  /** The decision after the move; unchanged when absent. */
  readonly setsDecision?: Decision | null;
  /** Marks the approved resolution as carried out. */
  readonly carriesOut?: true;
  readonly summary: string;
}

const waiting: readonly ClaimStatus[] = ['WAITING_FOR_CUSTOMER', 'WAITING_FOR_BRAND', 'WAITING_FOR_OP'];
/** Statuses in which a claim is still being worked on, decided (approved, not yet carried out) or not. */
const inProgress: readonly ClaimStatus[] = ['NEW', 'OPEN', 'COMMUNICATING', 'APPROVED', ...waiting];
/** Statuses in which a claim can still be decided (with an undecided claim). */
const decidable: readonly ClaimStatus[] = ['NEW', 'OPEN', 'COMMUNICATING', ...waiting];

function except(statuses: readonly ClaimStatus[], excluded: ClaimStatus): ClaimStatus[] {
  return statuses.filter((status) => status !== excluded);
}

const update = 'claim:update' satisfies Permission;
const resolve = 'claim:resolve' satisfies Permission;
const staffWith = (permission: Permission): MoveActors => ({ op: permission, brand: permission });

export const claimMoves = {
  open: {
    from: ['NEW'],
    to: 'OPEN',
    by: staffWith(update),
    reasonRequired: false,
    summary: 'Someone starts reviewing a new claim.',
  },
  requestInfoFromCustomer: {
    from: except(inProgress, 'WAITING_FOR_CUSTOMER'),
    to: 'WAITING_FOR_CUSTOMER',
    by: staffWith(update),
    reasonRequired: false,
    summary: 'Ask the customer something (photos, address) and wait for the answer.',
  },
  customerReplied: {
    from: ['WAITING_FOR_CUSTOMER', 'TEMPORARILY_DISMISSED'],
    to: { undecided: 'COMMUNICATING', approved: 'APPROVED' },
    by: { customer: true, system: true },
    reasonRequired: false,
    summary: 'The customer answers; a claim set aside for now comes back with the answer.',
  },
  escalateToBrand: {
    from: except(inProgress, 'WAITING_FOR_BRAND'),
    to: 'WAITING_FOR_BRAND',
    by: { op: update },
    reasonRequired: false,
    summary:
      'OP staff hand the claim to the brand (a question, or the brand is to carry out the resolution).',
  },
  escalateToOp: {
    from: except(inProgress, 'WAITING_FOR_OP'),
    to: 'WAITING_FOR_OP',
    by: { brand: update },
    reasonRequired: false,
    summary: 'The brand hands the claim to OP staff.',
  },
  resume: {
    from: ['COMMUNICATING', ...waiting],
    to: { undecided: 'OPEN', approved: 'APPROVED' },
    by: staffWith(update),
    reasonRequired: false,
    summary: 'Stop waiting (or end the conversation) and take the claim back.',
  },
  approve: {
    from: decidable,
    to: 'APPROVED',
    by: staffWith(resolve),
    whenDecision: [null],
    reasonRequired: false,
    setsDecision: 'APPROVED',
    summary: 'Decide for the customer. The resolutions are created with the decision.',
  },
  deny: {
    from: decidable,
    to: 'DENIED',
    by: staffWith(resolve),
    whenDecision: [null],
    reasonRequired: true,
    setsDecision: 'DENIED',
    summary: 'Decide against the customer, with the reason shown to them.',
  },
  revokeDecision: {
    from: ['APPROVED', 'DENIED', ...waiting],
    to: 'OPEN',
    by: staffWith(resolve),
    whenDecision: ['APPROVED', 'DENIED'],
    reasonRequired: true,
    setsDecision: null,
    summary: 'Undo a decision whose resolution was not carried out (an appeal, a mistake).',
  },
  markResolved: {
    from: ['APPROVED', ...waiting],
    to: 'RESOLVED',
    by: { op: update, system: true },
    whenDecision: ['APPROVED'],
    reasonRequired: false,
    carriesOut: true,
    summary: 'OP carried out the approved resolution (reship sent, refund paid).',
  },
  markResolvedByBrand: {
    from: ['APPROVED', ...waiting],
    to: 'RESOLVED_BY_BRAND',
    by: staffWith(update),
    whenDecision: ['APPROVED'],
    reasonRequired: false,
    carriesOut: true,
    summary: 'The brand carried out the approved resolution itself.',
  },
  dismissTemporarily: {
    from: decidable,
    to: 'TEMPORARILY_DISMISSED',
    by: staffWith(update),
    whenDecision: [null],
    reasonRequired: true,
    summary: 'Set an undecided claim aside for now (say the package may still arrive).',
  },
  dismiss: {
    from: [...decidable, 'TEMPORARILY_DISMISSED'],
    to: 'DISMISSED',
    by: { ...staffWith(update), system: true },
    whenDecision: [null],
    reasonRequired: true,
    summary: 'Set an undecided claim aside for good (duplicate, package arrived, no response).',
  },
  reopen: {
    from: ['TEMPORARILY_DISMISSED', 'DISMISSED'],
    to: 'OPEN',
    by: { ...staffWith(update), system: true },
    reasonRequired: false,
    summary: 'Bring a dismissed claim back into review (a follow-up is due, a mistake).',
  },
  close: {
    from: ['RESOLVED', 'RESOLVED_BY_BRAND', 'DENIED', 'DISMISSED'],
    to: 'CLOSED',
    by: { ...staffWith(update), system: true },
    reasonRequired: false,
    summary: 'Nothing is left to do.',
  },
  archive: {
    from: ['CLOSED'],
    to: 'ARCHIVED',
    by: { ...staffWith('claim:delete'), system: true },
    reasonRequired: false,
    summary: 'Take a closed claim out of the feeds for good. Nothing leaves ARCHIVED.',
  },
} as const satisfies Record<string, MoveRule>;

export type MoveName = keyof typeof claimMoves;
export const moveNames = Object.keys(claimMoves) as MoveName[];

/** A move as a button names it in the console: what the person does, in their words. */
export const moveLabel: Record<MoveName, string> = {
  open: 'Start review',
  requestInfoFromCustomer: 'Ask the customer',
  customerReplied: 'Customer replied',
  escalateToBrand: 'Hand to the store',
  escalateToOp: 'Hand to OrderProtection',
  resume: 'Resume review',
  approve: 'Approve',
  deny: 'Deny',
  revokeDecision: 'Revoke decision',
  markResolved: 'Mark resolved',
  markResolvedByBrand: 'Mark resolved by the store',
  dismissTemporarily: 'Set aside for now',
  dismiss: 'Dismiss',
  reopen: 'Reopen',
  close: 'Close',
  archive: 'Archive',
};

/**
 * The staff moves that need nothing chosen per claim: no reason, and not approving (which needs each
 * item's resolution). A macro or a bulk action may make these.
 */
export const movesWithoutInput: readonly MoveName[] = moveNames.filter((move) => {
  const rule: MoveRule = claimMoves[move];
  return (
    (rule.by.op !== undefined || rule.by.brand !== undefined) && !rule.reasonRequired && move !== 'approve'
  );
});
