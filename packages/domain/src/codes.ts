/**
 * The enumerations of spec section 3 and the display states of section 4, without zod: each as its list of
 * codes, its TypeScript union, and its labels exactly as the spec gives them. Where the spec names a code
 * but no label, the label is the code in title case; each such place is marked below. The zod enums that
 * parse them are built from these lists (./enums); a page that only shows codes needs none of zod.
 */

/** Whether `value` is one of `codes`: a code tested at run time without the zod enum. */
export function isCodeOf<Code extends string>(codes: readonly Code[], value: unknown): value is Code {
  return typeof value === 'string' && (codes as readonly string[]).includes(value);
}

/** "ORDER_DELIVERED_NOT_RECEIVED" -> "Order Delivered Not Received" */
export function titleCase(code: string): string {
  return code
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

// ---- Claim and issue status -------------------------------------------------------------------------

export const CLAIM_STATUSES = [
  'APPROVED',
  'ARCHIVED',
  'CLOSED',
  'COMMUNICATING',
  'DENIED',
  'DISMISSED',
  'NEW',
  'OPEN',
  'RESOLVED',
  'RESOLVED_BY_BRAND',
  'TEMPORARILY_DISMISSED',
  'WAITING_FOR_BRAND',
  'WAITING_FOR_CUSTOMER',
  'WAITING_FOR_OP',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const claimStatusLabel: Record<ClaimStatus, string> = {
  APPROVED: 'Approved',
  ARCHIVED: 'Archived',
  CLOSED: 'Closed',
  COMMUNICATING: 'Communicating',
  DENIED: 'Denied',
  DISMISSED: 'Dismissed',
  NEW: 'New',
  OPEN: 'Open',
  RESOLVED: 'Resolved',
  RESOLVED_BY_BRAND: 'Resolved by Brand',
  TEMPORARILY_DISMISSED: 'Temporarily Dismissed',
  WAITING_FOR_BRAND: 'Waiting for Brand',
  WAITING_FOR_CUSTOMER: 'Waiting for Customer',
  WAITING_FOR_OP: 'Waiting for OP',
};

// ---- Claim types ------------------------------------------------------------------------------------

export const CLAIM_TYPES = [
  'CARRIER_DID_NOT_RECEIVE',
  'DAMAGED',
  'DEFECTIVE_ITEM',
  'LATE_SHIPPING',
  'LOST',
  'MISSING_ITEM',
  'ORDER_DELIVERED_NOT_RECEIVED',
  'TRACKING_NOT_MOVING',
  'PRODUCT_NOT_AS_DESCRIBED',
  'RETURNED_TO_SENDER',
  'STOLEN',
  'WRONG_ADDRESS_CARRIER',
  'WRONG_ADDRESS_CUSTOMER',
  'WRONG_ITEM',
  'WRONG_ADDRESS',
] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

/** A claim's type: one of the item types, or MULTIPLE when its items' types differ. */
export const CLAIM_TYPES_OR_MULTIPLE = [...CLAIM_TYPES, 'MULTIPLE'] as const;
export type ClaimTypeOrMultiple = (typeof CLAIM_TYPES_OR_MULTIPLE)[number];

/**
 * The boolean flag the spec gives each claim type. The spec does not say what it means; section 5 says
 * "store credit is defaulted from the claim type", and this is the only per-type boolean, so we read it as
 * the default of a claim item's `creditStore` (see `defaultCreditStore`).
 */
export const claimTypeCreditStoreDefault: Record<ClaimType, boolean> = {
  CARRIER_DID_NOT_RECEIVE: false,
  DAMAGED: true,
  DEFECTIVE_ITEM: false,
  LATE_SHIPPING: false,
  LOST: true,
  MISSING_ITEM: false,
  ORDER_DELIVERED_NOT_RECEIVED: true,
  TRACKING_NOT_MOVING: true,
  PRODUCT_NOT_AS_DESCRIBED: false,
  RETURNED_TO_SENDER: false,
  STOLEN: true,
  WRONG_ADDRESS_CARRIER: true,
  WRONG_ADDRESS_CUSTOMER: false,
  WRONG_ITEM: true,
  WRONG_ADDRESS: false,
};

/** Labels of claim types: the spec gives none but MULTIPLE, so the issue-type wording is used where one exists. */
export const claimTypeLabel: Record<ClaimTypeOrMultiple, string> = {
  CARRIER_DID_NOT_RECEIVE: 'Carrier did not receive',
  DAMAGED: 'Damaged',
  DEFECTIVE_ITEM: 'Defective',
  LATE_SHIPPING: 'Late shipping',
  LOST: 'Lost',
  MISSING_ITEM: 'Missing',
  ORDER_DELIVERED_NOT_RECEIVED: 'Delivered not received',
  TRACKING_NOT_MOVING: 'Tracking not moving',
  PRODUCT_NOT_AS_DESCRIBED: 'Product not as described',
  RETURNED_TO_SENDER: 'Returned to sender',
  STOLEN: 'Stolen',
  WRONG_ADDRESS_CARRIER: 'Wrong address (carrier)',
  WRONG_ADDRESS_CUSTOMER: 'Wrong address (customer)',
  WRONG_ITEM: 'Wrong item',
  WRONG_ADDRESS: 'Wrong address',
  MULTIPLE: 'Multiple',
};

// ---- Issue types offered to the shopper -------------------------------------------------------------

/** Item issue types offered, in the spec's order: Damaged, Defective, Missing, Wrong item. */
export const ITEM_ISSUE_TYPES = ['DAMAGED', 'DEFECTIVE_ITEM', 'MISSING_ITEM', 'WRONG_ITEM'] as const;
export type ItemIssueType = (typeof ITEM_ISSUE_TYPES)[number];

/** Shipment issue types offered, in the spec's order. */
export const SHIPMENT_ISSUE_TYPES = [
  'ORDER_DELIVERED_NOT_RECEIVED',
  'RETURNED_TO_SENDER',
  'STOLEN',
  'TRACKING_NOT_MOVING',
  'WRONG_ADDRESS',
] as const;
export type ShipmentIssueType = (typeof SHIPMENT_ISSUE_TYPES)[number];

export const ISSUE_GROUPS = ['notReceived', 'issuesWithItems'] as const;
export type IssueGroup = (typeof ISSUE_GROUPS)[number];

// ---- Shipments --------------------------------------------------------------------------------------

export const SHIPMENT_STATUSES = [
  'AWAITING_SHIPMENT',
  'DELIVERED',
  'IN_TRANSIT',
  'FULFILLED',
  'ON_HOLD',
  'PARTIALLY_FULFILLED',
  'OUT_FOR_DELIVERY',
  'ATTEMPTED_DELIVERY',
  'NOT_DELIVERED',
  'LABEL_PURCHASED',
  'LABEL_PRINTED',
  'READY_FOR_PICKUP',
  'CONFIRMED',
  'SCHEDULED',
  'UNFULFILLED',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** "Labels are title case of the codes" (spec section 3). */
export const shipmentStatusLabel = Object.fromEntries(
  SHIPMENT_STATUSES.map((status) => [status, titleCase(status)]),
) as Record<ShipmentStatus, string>;

// ---- Resolutions and decisions ----------------------------------------------------------------------

export const REASON_CODES = [
  'ADDRESS_TYPO',
  'CUSTOM',
  'CUSTOMER_RESPONDED',
  'EXPIRED30',
  'FOLLOW_UP',
  'INSUFFICIENT_SHIPPER',
  'NOT_COVERED',
  'NO_RESPONSE',
  'OTHER',
  'PACKAGE_ARRIVED',
  'PHOTO_VERIFIED',
  'REFUND',
  'RESHIP',
  'STORE_CREDIT',
  'RETURN_TO_SENDER',
  'THRESHOLD_REACHED',
  'ALREADY_REFUNDED',
  'ALREADY_REPLACED',
  'POTENTIAL_FRAUD',
  'FLAT_RATE',
  'FLAT_RATE_STORE_CREDIT',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/** The spec's labels; codes it gives without a label read as their title case. */
export const reasonCodeLabel: Record<ReasonCode, string> = {
  ...(Object.fromEntries(REASON_CODES.map((code) => [code, titleCase(code)])) as Record<ReasonCode, string>),
  ADDRESS_TYPO: 'Customer Shipping Address Typo',
  EXPIRED30: 'Claim Timeframe Expired',
  INSUFFICIENT_SHIPPER: 'Insufficient Shipper Packaging',
  NOT_COVERED: 'Claim Type Not Covered',
  PHOTO_VERIFIED: 'Delivery Photo Verified',
  THRESHOLD_REACHED: 'Excessive Claim Threshold Reached',
  // Never tell a shopper they are suspected of fraud.
  POTENTIAL_FRAUD: 'Not Covered',
};

/** The reasons as the console shows them to staff, who must tell a suspected fraud from a claim not covered. */
export const reasonCodeStaffLabel: Record<ReasonCode, string> = {
  ...reasonCodeLabel,
  POTENTIAL_FRAUD: 'Potential Fraud',
};

export const RESOLUTION_KINDS = ['RESHIP', 'REFUND', 'CUSTOM', 'STORE_CREDIT', 'FLAT_RATE'] as const;
export type ResolutionKind = (typeof RESOLUTION_KINDS)[number];

export const resolutionKindLabel: Record<ResolutionKind, string> = {
  RESHIP: 'Reshipment',
  REFUND: 'Refund',
  CUSTOM: 'Custom',
  STORE_CREDIT: 'Store Credit',
  FLAT_RATE: 'Flat Rate',
};

/** Resolutions a shopper may ask for. */
export const RESOLUTION_CHOICES = ['REFUND', 'RESHIP', 'STORE_CREDIT'] as const;
export type ResolutionChoice = (typeof RESOLUTION_CHOICES)[number];

export const resolutionChoiceLabel: Record<ResolutionChoice, string> = {
  REFUND: 'Refund',
  RESHIP: 'Reshipment',
  STORE_CREDIT: 'Store Credit',
};

export const DISCOUNT_TYPES = ['fixed', 'percentage'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const DECISIONS = ['APPROVED', 'DENIED'] as const;
export type Decision = (typeof DECISIONS)[number];

// ---- Display states and badges (section 4) ----------------------------------------------------------

export const BADGE_TONES = ['info', 'warning', 'success', 'danger', 'neutral'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

/** The lowercase claim states shown to people. */
export const DISPLAY_CLAIM_STATES = ['new', 'pending', 'approved', 'denied', 'dismissed', 'closed'] as const;
export type DisplayClaimState = (typeof DISPLAY_CLAIM_STATES)[number];

export const displayClaimStateTone: Record<DisplayClaimState, BadgeTone> = {
  new: 'info',
  pending: 'warning',
  approved: 'success',
  denied: 'danger',
  dismissed: 'neutral',
  closed: 'neutral',
};

/**
 * Which display state each lifecycle status shows as. The spec lists both sets but not the mapping: every
 * status where someone still has to act is "pending"; the decided and finished ones show their outcome.
 */
export const claimStatusDisplayState: Record<ClaimStatus, DisplayClaimState> = {
  NEW: 'new',
  OPEN: 'pending',
  COMMUNICATING: 'pending',
  WAITING_FOR_BRAND: 'pending',
  WAITING_FOR_CUSTOMER: 'pending',
  WAITING_FOR_OP: 'pending',
  APPROVED: 'approved',
  RESOLVED: 'approved',
  RESOLVED_BY_BRAND: 'approved',
  DENIED: 'denied',
  DISMISSED: 'dismissed',
  TEMPORARILY_DISMISSED: 'dismissed',
  CLOSED: 'closed',
  ARCHIVED: 'closed',
};

/**
 * The second badge mapping of section 4 (order and payment states). The spec names the states, not their
 * tones: done is success, waiting on someone is warning, plain information is info.
 */
export const ORDER_BADGE_STATES = ['fulfilled', 'open', 'payment', 'unfulfilled'] as const;
export type OrderBadgeState = (typeof ORDER_BADGE_STATES)[number];

export const orderBadgeStateTone: Record<OrderBadgeState, BadgeTone> = {
  fulfilled: 'success',
  open: 'info',
  payment: 'warning',
  unfulfilled: 'neutral',
};

/** Protection status of an order or claim (section 4). */
export const PROTECTION_STATUSES = ['ota', 'removed', 'protected', 'unprotected'] as const;
export type ProtectionStatus = (typeof PROTECTION_STATUSES)[number];

/** Claim session statuses: one per step of the claim flow (see `sessionStatusForPath`). */
export const CLAIM_SESSION_STATUSES = [
  'STARTED',
  'ISSUE_TYPE',
  'SHIPMENT_SELECTION',
  'SHIPMENT_DETAILS',
  'ITEM_SELECTION',
  'RESOLUTION',
  'REVIEW',
  'SUBMITTED',
] as const;
export type ClaimSessionStatus = (typeof CLAIM_SESSION_STATUSES)[number];

/** The merchant's button shape (branding settings); radii in `buttonRadius`. */
export const BUTTON_STYLES = ['ROUNDED', 'ROUNDED_FULL', 'SQUARE'] as const;
export type ButtonStyle = (typeof BUTTON_STYLES)[number];
