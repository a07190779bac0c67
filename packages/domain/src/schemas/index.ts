export * from './address';
export * from './api';
export * from './branding';
export * from './claim';
export * from './connections';
export * from './draft';
export * from './error';
export * from './errorStatus';
export * from './import';
export * from './issuesForm';
export { DEFAULT_CLAIM_POLICY, LIMITS } from './limits';
export * from './media';
export * from './message';
export * from './messageForm';
export * from './order';
export * from './picksForm';
export {
  inputEmail,
  inputString,
  isoDateTime,
  readEnum,
} from './primitives';
export * from './protectionMarker';
export * from './reviewForm';
export * from './staff';
export * from './startForm';
export * from './store';
export { isEmailAddress, isStorableText, UNSTORABLE_TEXT_MESSAGE } from './textChecks';
export * from './webhooks';
export * from './whitelabel';
