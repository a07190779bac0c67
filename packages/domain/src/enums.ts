/**
 * The enumerations of ./codes as zod enums, to parse input; their codes, unions and labels are exported
 * with them. Built from the lists of ./codes, never the other way round, so a page that only shows codes
 * (a label, a badge) loads them without zod.
 */
import { z } from 'zod';
import {
  BADGE_TONES,
  BUTTON_STYLES,
  CLAIM_SESSION_STATUSES,
  CLAIM_STATUSES,
  CLAIM_TYPES,
  CLAIM_TYPES_OR_MULTIPLE,
  DECISIONS,
  DISCOUNT_TYPES,
  DISPLAY_CLAIM_STATES,
  ISSUE_GROUPS,
  ITEM_ISSUE_TYPES,
  ORDER_BADGE_STATES,
  PROTECTION_STATUSES,
  REASON_CODES,
  RESOLUTION_CHOICES,
  RESOLUTION_KINDS,
  SHIPMENT_ISSUE_TYPES,
  SHIPMENT_STATUSES,
} from './codes';

export * from './codes';

export const ClaimStatus = z.enum(CLAIM_STATUSES);
export type ClaimStatus = z.infer<typeof ClaimStatus>;

export const ClaimType = z.enum(CLAIM_TYPES);
export type ClaimType = z.infer<typeof ClaimType>;

export const ClaimTypeOrMultiple = z.enum(CLAIM_TYPES_OR_MULTIPLE);
export type ClaimTypeOrMultiple = z.infer<typeof ClaimTypeOrMultiple>;

export const ItemIssueType = z.enum(ITEM_ISSUE_TYPES);
export type ItemIssueType = z.infer<typeof ItemIssueType>;

export const ShipmentIssueType = z.enum(SHIPMENT_ISSUE_TYPES);
export type ShipmentIssueType = z.infer<typeof ShipmentIssueType>;

export const IssueGroup = z.enum(ISSUE_GROUPS);
export type IssueGroup = z.infer<typeof IssueGroup>;

export const ShipmentStatus = z.enum(SHIPMENT_STATUSES);
export type ShipmentStatus = z.infer<typeof ShipmentStatus>;

export const ReasonCode = z.enum(REASON_CODES);
export type ReasonCode = z.infer<typeof ReasonCode>;

export const ResolutionKind = z.enum(RESOLUTION_KINDS);
export type ResolutionKind = z.infer<typeof ResolutionKind>;

export const ResolutionChoice = z.enum(RESOLUTION_CHOICES);
export type ResolutionChoice = z.infer<typeof ResolutionChoice>;

export const DiscountType = z.enum(DISCOUNT_TYPES);
export type DiscountType = z.infer<typeof DiscountType>;

export const Decision = z.enum(DECISIONS);
export type Decision = z.infer<typeof Decision>;

export const BadgeTone = z.enum(BADGE_TONES);
export type BadgeTone = z.infer<typeof BadgeTone>;

export const DisplayClaimState = z.enum(DISPLAY_CLAIM_STATES);
export type DisplayClaimState = z.infer<typeof DisplayClaimState>;

export const OrderBadgeState = z.enum(ORDER_BADGE_STATES);
export type OrderBadgeState = z.infer<typeof OrderBadgeState>;

export const ProtectionStatus = z.enum(PROTECTION_STATUSES);
export type ProtectionStatus = z.infer<typeof ProtectionStatus>;

export const ClaimSessionStatus = z.enum(CLAIM_SESSION_STATUSES);
export type ClaimSessionStatus = z.infer<typeof ClaimSessionStatus>;

export const ButtonStyle = z.enum(BUTTON_STYLES);
export type ButtonStyle = z.infer<typeof ButtonStyle>;
