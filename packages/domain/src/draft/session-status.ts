import type { ClaimSessionStatus } from '../enums';

/**
 * The step path of each claim session status, from the route table of spec section 2: one status per
 * step of the customer flow. A `Record` so that a status added to the enum without a step fails to compile.
 */
export const sessionStatusStepPath: Readonly<Record<ClaimSessionStatus, string>> = {
  STARTED: '/start',
  ISSUE_TYPE: '/issues',
  SHIPMENT_SELECTION: '/issues/shipment',
  SHIPMENT_DETAILS: '/issues/shipment/details',
  ITEM_SELECTION: '/issues/items',
  RESOLUTION: '/resolution',
  REVIEW: '/resolution/review',
  SUBMITTED: '/claim-received',
};

/**
 * Longest first, so the most specific step wins should one step path ever end with another (as a
 * '/review' step would end '/resolution/review').
 */
const stepsLongestFirst = (Object.entries(sessionStatusStepPath) as [ClaimSessionStatus, string][]).sort(
  ([, left], [, right]) => right.length - left.length,
);

/**
 * The status a path stands for: the step path it ends with, or null. Query, hash and trailing slashes are
 * ignored, and so is case, as the router ignores it. A step matches whole path segments only ('/restart' is
 * not '/start'), and a prefix before it is allowed so the portal may be served under a base path.
 */
export function sessionStatusForPath(pathname: string): ClaimSessionStatus | null {
  const path = pathname
    .replace(/[?#].*$/s, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  const step = stepsLongestFirst.find(([, stepPath]) => path.endsWith(stepPath));
  return step === undefined ? null : step[0];
}

/**
 * The status to store after navigating to `pathname`, or null when nothing changes: the path is no step,
 * or the session is already at that step's status.
 */
export function sessionStatusChange(
  pathname: string,
  currentStatus: string | null | undefined,
): ClaimSessionStatus | null {
  const status = sessionStatusForPath(pathname);
  return status === currentStatus ? null : status;
}
