export type { DraftAction, DraftReducer, DraftReducerOptions, UnitIssueInput } from './draft-reducer';
export { createDraftReducer, emptyDraft } from './draft-reducer';
export type { DraftProblem, SubmissionOptions, SubmissionResult } from './draft-selectors';
export { isDraftComplete, toClaimSubmission, unfinishedFulfillmentIds } from './draft-selectors';
export { restoreDraft } from './restore-draft';
export { shouldSaveSession } from './session-policy';
export { sessionStatusChange, sessionStatusForPath, sessionStatusStepPath } from './session-status';
