import { z } from 'zod';
import {
  ClaimStatus,
  ClaimTypeOrMultiple,
  Decision,
  ReasonCode,
  ResolutionChoice,
  ResolutionKind,
} from '../enums';
import { Address } from './address';
import { Media } from './media';
import { Message } from './message';
import { isoDateTime, readCount, readEnum, readId, readNumber, readText } from './primitives';

export const QuantityType = z.enum(['ALL', 'PARTIAL']);
export type QuantityType = z.infer<typeof QuantityType>;

/** A claimed order line. The resolution* fields are the staff side's decision for that line. */
export const ClaimItem = z.looseObject({
  id: readId,
  name: z.string(),
  sku: readText,
  imageUrl: readText,
  images: z.array(z.looseObject({ url: z.string() })).default([]),
  media: z.array(Media).default([]),
  quantity: readCount,
  details: readText,
  claimType: readEnum(ClaimTypeOrMultiple),
  orderId: readId.nullish(),
  sourceItemId: readId,
  sourceVariantId: readId.nullish(),
  sourceProductId: readId.nullish(),
  sourceOrderId: readId.nullish(),
  sourceFulfillmentId: readId.nullish(),
  resolutionId: readId.nullish(),
  resolutionRequested: readEnum(ResolutionChoice).nullish(),
  resolutionQuantity: readCount.nullish(),
  resolutionPercentage: readNumber.nullish(),
  resolutionFlatAmount: readNumber.nullish(),
  resolutionFinal: z.boolean().default(false),
  quantityType: readEnum(QuantityType).nullish(),
  reimbursementType: readText,
  creditStore: z.boolean().default(false),
  orderItem: z
    .looseObject({
      price: readNumber.default(0),
      discount: readNumber.default(0),
      tax: readNumber.default(0),
      quantity: readCount,
      refundedQuantity: readCount.default(0),
      selectedOptions: z.array(z.looseObject({ name: z.string(), value: z.string() })).default([]),
    })
    .nullish(),
});
export type ClaimItem = z.infer<typeof ClaimItem>;

export const Reshipment = z.looseObject({
  trackingCompany: readText,
  trackingNumber: readText,
  trackingUrl: readText,
  shippedAt: isoDateTime.nullish(),
});
export type Reshipment = z.infer<typeof Reshipment>;

/** What was decided and done for a claim item (spec section 3, "Resolution"). */
export const Resolution = z.looseObject({
  id: readId,
  relatedClaimItemId: readId.nullish(),
  resolutionType: readEnum(ResolutionKind),
  decision: readEnum(Decision).nullish(),
  reason: readEnum(ReasonCode).nullish(),
  resolutionDetails: readText,
  resolutionDescription: readText,
  resolutionReference: readText,
  user: readText,
  quantity: readCount.nullish(),
  refundedQuantity: readCount.nullish(),
  paidValue: readNumber.nullish(),
  subtotal: readNumber.nullish(),
  taxes: readNumber.nullish(),
  shippingAmount: readNumber.nullish(),
  creditStore: z.boolean().default(false),
  paidOriginalValue: readNumber.nullish(),
  paidOriginalCurrency: readText,
  resolvedBy: readText,
  reshipment: Reshipment.nullish(),
  createdAt: isoDateTime.nullish(),
});
export type Resolution = z.infer<typeof Resolution>;

/** The protection policy bought with the order; `removedAt` set means it was cancelled. */
export const ProtectionPolicy = z.looseObject({
  insuredAmount: readNumber.default(0),
  premiumPaid: readNumber.default(0),
  premiumCurrency: z.string().default('USD'),
  removedAt: isoDateTime.nullish(),
});
export type ProtectionPolicy = z.infer<typeof ProtectionPolicy>;

export const StoreCredit = z.looseObject({
  id: readId,
  amount: readNumber,
  currency: z.string().default('USD'),
  code: readText,
  createdAt: isoDateTime.nullish(),
});
export type StoreCredit = z.infer<typeof StoreCredit>;

/**
 * A stored claim. `id` is the unguessable token of `/view/{token}`; `claimNumber` is the human number,
 * counted per store, and never used to find a claim.
 */
export const Claim = z.looseObject({
  id: z.string(),
  claimNumber: readId,
  userId: readId.nullish(),
  sourceOrderId: readId,
  sourceOrderNumber: readId,
  orderId: readId.nullish(),
  claimDescription: readText,
  claimState: readEnum(ClaimStatus),
  claimType: readEnum(ClaimTypeOrMultiple),
  claimItems: z.array(ClaimItem).default([]),
  claimResolutions: z.array(Resolution).default([]),
  /**
   * The customer's answer carries only the latest page of messages in `claimMessages`; when older ones
   * exist, this is the `before` cursor of GET claims/{id}/messages for the next page back (null when none).
   */
  claimMessages: z.array(Message).default([]),
  olderMessagesCursor: z.string().nullish(),
  claimStoreCredits: z.array(StoreCredit).default([]),
  requestedResolution: readEnum(ResolutionChoice).nullish(),
  updatedShippingAddress: Address.nullish(),
  originalShippingAddress: Address.nullish(),
  signatureUrl: readText,
  isOta: z.boolean().default(false),
  authorName: readText,
  authorEmail: readText,
  storeId: readId,
  currency: z.string().default('USD'),
  policy: ProtectionPolicy.nullish(),
  itemCount: readCount.default(0),
  createdAt: isoDateTime,
  updatedAt: isoDateTime.nullish(),
});
export type Claim = z.infer<typeof Claim>;
