export * from './address';
export * from './api';
export * from './branding';
export * from './claim';
export * from './draft';
export * from './error';
export * from './import';
export * from './media';
export * from './message';
export * from './order';
export {
  inputEmail,
  inputString,
  isoDateTime,
  isStorableText,
  LIMITS,
  readEnum,
  UNSTORABLE_TEXT_MESSAGE,
} from './primitives';
export * from './staff';
export * from './store';
export * from './webhooks';
