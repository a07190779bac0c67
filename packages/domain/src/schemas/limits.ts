/**
 * The numbers the input schemas and a store's policy are built from, without zod: a page that only shows
 * a limit (a field's maxLength, the files a message may carry) loads them without the schemas.
 */
import { EMAIL_MAX_LENGTH } from './textChecks';

export const LIMITS = {
  shortText: 200,
  details: 2000,
  message: 5000,
  email: EMAIL_MAX_LENGTH,
  issuesPerClaim: 200,
  mediaPerIssue: 10,
  mediaPerMessage: 10,
  /** No order line holds more units than this; anything above is a typo or an attack. */
  quantity: 10_000,
  /** Orders in one call of the orders API's batch. */
  orderBatch: 500,
  /** A drawn signature as a PNG data URL; 512 kB is several times a real one. */
  signatureBytes: 512 * 1024,
} as const;

/**
 * The numbers the spec leaves open, as a store's policy (`ClaimPolicy`, whose defaults these are): a 30-day
 * window (the reason code EXPIRED30 suggests it) and 3 days of waiting after delivery before a "not
 * received" claim, because carriers sometimes mark a parcel delivered before it arrives (the too-soon
 * page's fine print).
 */
export const DEFAULT_CLAIM_POLICY: Readonly<{
  claimWindowDays: number;
  waitingDaysAfterDelivery: number;
  maxFilesPerClaim: number;
}> = {
  claimWindowDays: 30,
  waitingDaysAfterDelivery: 3,
  maxFilesPerClaim: 10,
};
