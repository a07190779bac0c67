export {
  type Actor,
  allowedMoves,
  applyMove,
  canTransition,
  type MoveAuthority,
  type MoveError,
  type MoveErrorCode,
  type MoveInput,
  type MoveRecord,
  type MoveResult,
} from './apply';
export {
  type ActorKind,
  claimMoves,
  type MoveActors,
  type MoveName,
  type MoveRule,
  moveLabel,
  moveNames,
  type TargetByDecision,
} from './moves';
export {
  QUEUE_COUNT_CAP,
  QUEUE_TABS,
  queueCountText,
  queueTabLabel,
  queueTabStatuses,
  statusesOfTab,
} from './queue';
export { QueueTab } from './queueTab';
export {
  type ClaimLifecycleState,
  ClaimLifecycleStateSchema,
  initialClaimLifecycleState,
  lifecycleStateOfStatus,
  lifecycleStateProblems,
  WaitingOn,
  waitingOnFor,
} from './state';
