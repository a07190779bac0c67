import { z } from 'zod';
import { ClaimStatus, ShipmentStatus } from '../enums';
import { Address } from './address';
import { isoDateTime, readCount, readEnum, readId, readNumber, readText } from './primitives';
import { ClaimPolicy, OrderSettings } from './store';

/** A line of an order. Display hints (colour, size with its region, flavour) are optional. */
export const OrderItem = z.looseObject({
  id: readId,
  productName: z.string(),
  productImage: readText,
  productUrl: readText,
  itemDescription: readText,
  price: readNumber.default(0),
  discount: readNumber.default(0),
  tax: readNumber.default(0),
  quantity: readCount,
  refundedQuantity: readCount.default(0),
  sku: readText,
  sourceItemId: readId,
  sourceProductId: readId.nullish(),
  sourceVariantId: readId.nullish(),
  color: readText,
  size: readText,
  sizeRegion: readText,
  flavor: readText,
});
export type OrderItem = z.infer<typeof OrderItem>;

/** Why a fulfillment can or cannot be claimed; 'expired' is the code the spec shows. */
export const EligibilityCode = z.enum(['eligible', 'expired', 'too_soon', 'not_shipped', 'already_claimed']);
export type EligibilityCode = z.infer<typeof EligibilityCode>;

export const FulfillmentLine = z.looseObject({
  item: readId,
  quantity: readCount,
  orderItemId: readId.nullish(),
});
export type FulfillmentLine = z.infer<typeof FulfillmentLine>;

/** A shipment. `eligible*` are computed by `fulfillmentEligibility` from the store's claim policy. */
export const Fulfillment = z.looseObject({
  id: readId,
  sourceFulfillmentId: readId,
  fulfillmentStatus: readEnum(ShipmentStatus).nullish(),
  eligible: z.boolean().default(false),
  eligibleAt: isoDateTime.nullish(),
  eligibilityCode: readEnum(EligibilityCode).nullish(),
  trackingCompany: readText,
  trackingNumber: z.array(z.string()).default([]),
  trackingUrl: z.array(z.string()).default([]),
  shippedAt: isoDateTime.nullish(),
  deliveredAt: isoDateTime.nullish(),
  /** What the carrier's tracking service last said: its last scan, since when it reports a problem, its words. */
  lastScanAt: isoDateTime.nullish(),
  exceptionAt: isoDateTime.nullish(),
  carrierDetail: readText,
  items: z.array(FulfillmentLine).default([]),
});
export type Fulfillment = z.infer<typeof Fulfillment>;

/** What the lookup tells about claims already filed on the order: enough to cap new claims. */
export const ExistingClaim = z.looseObject({
  id: z.string(),
  claimNumber: readId.nullish(),
  claimState: readEnum(ClaimStatus).nullish(),
  createdAt: isoDateTime.nullish(),
  items: z
    .array(
      z.looseObject({ sourceItemId: readId, quantity: readCount, sourceFulfillmentId: readId.nullish() }),
    )
    .default([]),
});
export type ExistingClaim = z.infer<typeof ExistingClaim>;

export const StoreSummary = z.looseObject({ id: readId, name: z.string(), trackingUrl: readText });
export type StoreSummary = z.infer<typeof StoreSummary>;

/** An order as order lookup returns it (spec section 3). Money is in major units of `currency`. */
export const Order = z.looseObject({
  systemOrderId: readId,
  orderId: readId,
  orderNumber: readId,
  customerEmail: z.string(),
  customerName: readText,
  currency: z.string().default('USD'),
  exchangeRate: readNumber.default(1),
  subtotal: readNumber.default(0),
  shipping: readNumber.default(0),
  shippingTax: readNumber.default(0),
  shippingCost: readNumber.nullish(),
  shippingCostTax: readNumber.nullish(),
  tax: readNumber.default(0),
  total: readNumber.default(0),
  discountTotal: readNumber.default(0),
  protected: z.boolean().default(false),
  isOneTimeAppeasement: z.boolean().default(false),
  createdAt: isoDateTime.nullish(),
  /** When the platform cancelled (or deleted) the order. */
  cancelledAt: isoDateTime.nullish(),
  /** When the platform last changed the order, as it said. */
  changedAt: isoDateTime.nullish(),
  shippingAddress: Address.nullish(),
  billingAddress: Address.nullish(),
  existingClaims: z.array(ExistingClaim).default([]),
  returns: z.array(z.unknown()).default([]),
  /** Units still claimable per order item id, as computed by the server. */
  eligibility: z.record(z.string(), z.number()).default({}),
  store: StoreSummary.nullish(),
  storeId: readId,
  fulfillments: z.array(Fulfillment).default([]),
  orderItems: z.array(OrderItem).default([]),
  settings: OrderSettings.default(OrderSettings.parse({})),
  /**
   * Files one claim on this order may attach in all: the store's `ClaimPolicy.maxFilesPerClaim`, lowered
   * to the server's own ceiling when that is lower. The portal shows and enforces it before uploading; the
   * server checks it again when the claim is filed.
   */
  maxFilesPerClaim: ClaimPolicy.shape.maxFilesPerClaim,
});
export type Order = z.infer<typeof Order>;
