/** Formatting and constants of `@orderprotection/domain`: money, dates, text, labels, links, ids, UI constants. */
export {
  buttonRadius,
  defaultRetries,
  fontSizeScale,
  localeCookieMaxAgeSeconds,
  noBodyStatuses,
  retryStatuses,
} from './constants';
export { type CreditBonus, formatCreditBonus } from './creditBonus';
export {
  type DateInput,
  formatCalendarDate,
  formatDate,
  formatZonedDate,
  isoCalendarDate,
  mediaCaption,
  parseDateInput,
} from './dates';
export { isShortId, newId, SHORT_ID_LENGTH } from './ids';
export { type ClaimStatusAppearance, claimStatusAppearance, labelOf } from './labels';
export {
  acceptsPinchScale,
  clampZoom,
  isSwipe,
  lightbox,
  normalizeRotation,
  pinchScale,
  snapZoom,
  stepZoom,
  swipeStep,
} from './lightbox';
export {
  currencyCode,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  type FormatMoneyOptions,
  formatMoney,
  fromMinorUnits,
  type MoneyKind,
  toMinorUnits,
} from './money';
export { countLabel, stripMarkup } from './text';
export {
  DEFAULT_TRACKING_BASE_URL,
  isSafeExternalUrl,
  type TrackingLinkInput,
  trackingLink,
} from './tracking';
