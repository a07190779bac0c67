/**
 * The data import format: `{ "stores": [...], "orders": [...], "claims": [...] }`, loaded by the server's
 * `npm run data:import -- FILE` into whichever database it is configured with. Importing is idempotent:
 * stores are matched by `id`, orders by `storeId` + `orderId`, claims by `storeId` + `claimNumber`, and a
 * second import of the same file changes nothing; an import with new tracking or shipments updates them.
 *
 * Unlike the tolerant `read*` schemas, the format is strict: an operator who misspells a field learns it
 * from the import instead of finding an order silently unprotected. Orders use the field names of the
 * spec's Order (section 3) without the fields the server computes at lookup (eligibility, existing claims,
 * settings, store). Checks that need the database (an order's store imported earlier) are the server's.
 */
import { getCurrency } from '@orderprotection/countries/currencies';
import { z } from 'zod';
import {
  ClaimStatus,
  ClaimType,
  Decision,
  ReasonCode,
  ResolutionChoice,
  ResolutionKind,
  ShipmentStatus,
} from '../enums';
import { decodeLogoDataUrl, LOGO_MAX_BYTES } from '../rules/logo';
import { Address } from './address';
import { BrandingInput, inputBrandingUrl } from './branding';
import { Reshipment } from './claim';
import { DEFAULT_CLAIM_POLICY, LIMITS } from './limits';
import { SenderType } from './message';
import { inputString, isoDateTime } from './primitives';
import { ClaimPolicyInput, OrderSettingsInput } from './store';

/** Ids from the commerce platform: numbers are accepted and stored as strings. */
const importId = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform(String)
  .pipe(inputString().trim().min(1, 'Required').max(100));

const text = (max: number = LIMITS.shortText) => inputString().trim().max(max).nullish();
const amount = z.number().finite().nonnegative();
const count = z.number().int().nonnegative().max(LIMITS.quantity);

const currency = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => getCurrency(code) !== undefined, { message: 'Unknown ISO 4217 currency code' });

/** A host name as browsers send it, e.g. "claims.example.com" (no scheme, path or port). */
const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, {
    message: 'Expected a host name such as claims.example.com',
  });

const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * A file beside the import file (an attachment, a logo): a path relative to it, without "..", so an import
 * never reads outside its own folder. The server checks the file's bytes with the same rules as an upload.
 */
const importFilePath = inputString()
  .trim()
  .min(1)
  .max(500)
  .refine((path) => !path.startsWith('/') && !path.split(/[\\/]/).includes('..'), {
    message: 'Use a path relative to the import file, without ".."',
  });

/**
 * An import's logo link: an https:// URL or a path as in `BrandingInput`, or the image itself as a data:
 * URL (SVG, PNG, JPEG or WebP), which the server stores as a file like `logoFile` and links instead.
 */
const importLogoUrl = inputString()
  .trim()
  .max(4 * LOGO_MAX_BYTES)
  .superRefine((url, context) => {
    if (/^data:/i.test(url)) {
      const decoded = decodeLogoDataUrl(url);
      if (!decoded.ok) context.addIssue({ code: 'custom', message: decoded.message });
      return;
    }
    const link = inputBrandingUrl().safeParse(url);
    for (const issue of link.error?.issues ?? [])
      context.addIssue({ code: 'custom', message: issue.message });
  });

/**
 * A store's branding: strict (`BrandingInput`), and the logo may be an image beside the import file
 * (`logoFile`) or a data: URL, which the server stores as media and links as `logoUrl`.
 */
export const ImportBranding = BrandingInput.extend({
  logoUrl: importLogoUrl.optional(),
  logoFile: importFilePath.optional(),
}).refine((branding) => branding.logoUrl === undefined || branding.logoFile === undefined, {
  message: 'Give logoUrl or logoFile, not both',
  path: ['logoFile'],
});
export type ImportBranding = z.infer<typeof ImportBranding>;

/** The merchant's account that owns the store: its team's account roles apply to all of its stores. */
export const ImportAccount = z.strictObject({
  id: importId,
  name: inputString().trim().min(1).max(LIMITS.shortText),
});

export const ImportStore = z.strictObject({
  id: importId,
  name: inputString().trim().min(1).max(LIMITS.shortText),
  /** Without one the store belongs to no account: only its own team and our staff reach it. */
  account: ImportAccount.optional(),
  /** Host names that select this store's branding (GET whitelabel/settings?domain=). */
  domains: z.array(hostName).max(50).default([]),
  currency: currency.optional(),
  /** The store's own tracking page; otherwise a link is the base tracking address plus the number. */
  trackingUrl: httpUrl.nullish(),
  branding: ImportBranding.default({}),
  settings: OrderSettingsInput.default(OrderSettingsInput.parse({})),
  policy: ClaimPolicyInput.default(DEFAULT_CLAIM_POLICY),
});
export type ImportStore = z.infer<typeof ImportStore>;

export const ImportOrderItem = z.strictObject({
  sourceItemId: importId,
  sourceProductId: importId.nullish(),
  sourceVariantId: importId.nullish(),
  productName: inputString().trim().min(1).max(LIMITS.shortText),
  productImage: httpUrl.nullish(),
  productUrl: httpUrl.nullish(),
  itemDescription: text(LIMITS.details),
  sku: text(),
  price: amount.default(0),
  discount: amount.default(0),
  tax: amount.default(0),
  quantity: count,
  refundedQuantity: count.default(0),
  color: text(),
  size: text(),
  sizeRegion: text(),
  flavor: text(),
});
export type ImportOrderItem = z.infer<typeof ImportOrderItem>;

export const ImportFulfillmentLine = z.strictObject({
  /** The `sourceItemId` of one of the order's items. */
  item: importId,
  quantity: count,
});

export const ImportFulfillment = z.strictObject({
  sourceFulfillmentId: importId,
  fulfillmentStatus: ShipmentStatus.nullish(),
  trackingCompany: text(),
  trackingNumber: z.array(inputString().trim().min(1).max(100)).max(20).default([]),
  trackingUrl: z.array(httpUrl).max(20).default([]),
  shippedAt: isoDateTime.nullish(),
  deliveredAt: isoDateTime.nullish(),
  items: z.array(ImportFulfillmentLine).max(500).default([]),
});
export type ImportFulfillment = z.infer<typeof ImportFulfillment>;

/** The protection bought with the order; `removedAt` set means it was cancelled. */
export const ImportProtectionPolicy = z.strictObject({
  insuredAmount: amount.default(0),
  premiumPaid: amount.default(0),
  premiumCurrency: currency.default('USD'),
  removedAt: isoDateTime.nullish(),
});

/** The fields of an order, without its store and platform id (the import names them in the order). */
const orderFields = {
  orderNumber: importId,
  customerEmail: inputString().trim().max(LIMITS.email).pipe(z.email()),
  customerName: text(),
  currency: currency.default('USD'),
  exchangeRate: z.number().finite().positive().default(1),
  subtotal: amount.default(0),
  shipping: amount.default(0),
  shippingTax: amount.default(0),
  shippingCost: amount.nullish(),
  shippingCostTax: amount.nullish(),
  tax: amount.default(0),
  total: amount.default(0),
  discountTotal: amount.default(0),
  protected: z.boolean().default(false),
  isOneTimeAppeasement: z.boolean().default(false),
  createdAt: isoDateTime.nullish(),
  /** When the order was cancelled (or deleted) on its platform; its claims show it. */
  cancelledAt: isoDateTime.nullish(),
  shippingAddress: Address.nullish(),
  billingAddress: Address.nullish(),
  policy: ImportProtectionPolicy.nullish(),
  orderItems: z.array(ImportOrderItem).min(1).max(500),
  fulfillments: z.array(ImportFulfillment).max(100).default([]),
  /**
   * When the platform last changed the order. Given, an older write than the one stored is ignored, so a
   * late delivery never overwrites a newer one; without it the last write wins.
   */
  sourceUpdatedAt: isoDateTime.nullish(),
};

type OrderLines = { orderItems: ImportOrderItem[]; fulfillments: ImportFulfillment[] };

/** An order's items and shipments agree: each item once, no more refunded or shipped than ordered. */
function checkOrderLines(order: OrderLines, context: z.RefinementCtx): void {
  const items = new Map<string, ImportOrderItem>();
  order.orderItems.forEach((item, index) => {
    if (items.has(item.sourceItemId)) {
      context.addIssue({
        code: 'custom',
        path: ['orderItems', index, 'sourceItemId'],
        message: `Item ${item.sourceItemId} appears twice`,
      });
    }
    items.set(item.sourceItemId, item);
    if (item.refundedQuantity > item.quantity) {
      context.addIssue({
        code: 'custom',
        path: ['orderItems', index, 'refundedQuantity'],
        message: 'More units refunded than ordered',
      });
    }
  });
  const shipped = new Map<string, number>();
  const fulfillmentIds = new Set<string>();
  order.fulfillments.forEach((fulfillment, index) => {
    if (fulfillmentIds.has(fulfillment.sourceFulfillmentId)) {
      context.addIssue({
        code: 'custom',
        path: ['fulfillments', index, 'sourceFulfillmentId'],
        message: `Shipment ${fulfillment.sourceFulfillmentId} appears twice`,
      });
    }
    fulfillmentIds.add(fulfillment.sourceFulfillmentId);
    fulfillment.items.forEach((line, lineIndex) => {
      const item = items.get(line.item);
      if (item === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['fulfillments', index, 'items', lineIndex, 'item'],
          message: `Item ${line.item} is not one of the order's items`,
        });
        return;
      }
      const total = (shipped.get(line.item) ?? 0) + line.quantity;
      shipped.set(line.item, total);
      if (total > item.quantity) {
        context.addIssue({
          code: 'custom',
          path: ['fulfillments', index, 'items', lineIndex, 'quantity'],
          message: `More units of ${line.item} shipped than ordered`,
        });
      }
    });
  });
}

/** The commerce platform's order id: the `orderId` of the Order and `sourceOrderId` of its claims. */
const platformOrderId = importId;

export const ImportOrder = z
  .strictObject({ storeId: importId, orderId: platformOrderId, ...orderFields })
  .superRefine(checkOrderLines);
export type ImportOrder = z.infer<typeof ImportOrder>;

/**
 * An order as the orders API takes it (`PUT /api/staff/stores/{storeId}/orders/{externalId}`): the import's
 * order without the store and platform id, which the path names.
 */
export const OrderInput = z.strictObject(orderFields).superRefine(checkOrderLines);
export type OrderInput = z.infer<typeof OrderInput>;

/** `POST .../orders:batch`: up to 500 orders, each with its platform id, written all or none. */
export const OrderBatchInput = z.strictObject({
  orders: z
    .array(z.strictObject({ orderId: platformOrderId, ...orderFields }).superRefine(checkOrderLines))
    .min(1)
    .max(LIMITS.orderBatch)
    .superRefine((orders, context) => {
      const seen = new Set<string>();
      orders.forEach(({ orderId }, index) => {
        if (seen.has(orderId))
          context.addIssue({
            code: 'custom',
            path: [index, 'orderId'],
            message: `Order ${orderId} appears twice`,
          });
        seen.add(orderId);
      });
    }),
});
export type OrderBatchInput = z.infer<typeof OrderBatchInput>;

/** A file attached to an imported claim or message (see `importFilePath`). */
export const ImportAttachment = z.strictObject({
  path: importFilePath,
  filename: inputString().trim().min(1).max(255).optional(),
});
export type ImportAttachment = z.infer<typeof ImportAttachment>;

export const ImportClaimItem = z.strictObject({
  sourceItemId: importId,
  sourceFulfillmentId: importId.nullish(),
  quantity: count.min(1),
  claimType: ClaimType,
  details: text(LIMITS.details),
  resolutionRequested: ResolutionChoice.nullish(),
  /** Absent: the domain's `defaultCreditStore` decides. */
  creditStore: z.boolean().optional(),
  attachments: z.array(ImportAttachment).max(LIMITS.mediaPerIssue).default([]),
});

export const ImportResolution = z.strictObject({
  /** Relates the resolution to the claim's item for this order line. */
  sourceItemId: importId.nullish(),
  resolutionType: ResolutionKind,
  decision: Decision.nullish(),
  reason: ReasonCode.nullish(),
  resolutionDetails: text(LIMITS.details),
  resolutionDescription: text(LIMITS.details),
  resolutionReference: text(),
  quantity: count.nullish(),
  paidValue: amount.nullish(),
  subtotal: amount.nullish(),
  taxes: amount.nullish(),
  shippingAmount: amount.nullish(),
  creditStore: z.boolean().default(false),
  paidOriginalValue: amount.nullish(),
  paidOriginalCurrency: currency.nullish(),
  resolvedBy: text(),
  reshipment: Reshipment.nullish(),
  createdAt: isoDateTime.nullish(),
});

export const ImportMessage = z
  .strictObject({
    senderType: SenderType,
    senderName: text(100),
    messageContent: inputString().trim().max(LIMITS.message).default(''),
    createdAt: isoDateTime,
    attachments: z.array(ImportAttachment).max(LIMITS.mediaPerMessage).default([]),
  })
  .refine((message) => message.messageContent !== '' || message.attachments.length > 0, {
    message: 'A message needs text or an attachment',
    path: ['messageContent'],
  });

/** A claim filed elsewhere (or earlier), so the portal shows it and counts its units as claimed. */
export const ImportClaim = z.strictObject({
  storeId: importId,
  orderId: importId,
  claimNumber: z.number().int().min(1).max(2_000_000_000),
  claimState: ClaimStatus.default('NEW'),
  createdAt: isoDateTime,
  claimDescription: text(LIMITS.details),
  requestedResolution: ResolutionChoice.nullish(),
  updatedShippingAddress: Address.nullish(),
  isOta: z.boolean().default(false),
  items: z.array(ImportClaimItem).min(1).max(LIMITS.issuesPerClaim),
  resolutions: z.array(ImportResolution).max(50).default([]),
  messages: z.array(ImportMessage).max(500).default([]),
});
export type ImportClaim = z.infer<typeof ImportClaim>;

export const ImportData = z
  .strictObject({
    stores: z.array(ImportStore).default([]),
    orders: z.array(ImportOrder).default([]),
    claims: z.array(ImportClaim).default([]),
  })
  .superRefine((data, context) => {
    const duplicate = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path, message });
    const storeIds = new Set<string>();
    const domains = new Set<string>();
    data.stores.forEach((store, index) => {
      if (storeIds.has(store.id)) duplicate(['stores', index, 'id'], `Store ${store.id} appears twice`);
      storeIds.add(store.id);
      store.domains.forEach((domain, domainIndex) => {
        if (domains.has(domain)) {
          duplicate(['stores', index, 'domains', domainIndex], `Domain ${domain} belongs to two stores`);
        }
        domains.add(domain);
      });
    });
    const orderKeys = new Set<string>();
    data.orders.forEach((order, index) => {
      const key = `${order.storeId}\u0000${order.orderId}`;
      if (orderKeys.has(key)) {
        duplicate(
          ['orders', index, 'orderId'],
          `Order ${order.orderId} of store ${order.storeId} appears twice`,
        );
      }
      orderKeys.add(key);
    });
    const claimKeys = new Set<string>();
    data.claims.forEach((claim, index) => {
      const key = `${claim.storeId}\u0000${claim.claimNumber}`;
      if (claimKeys.has(key)) {
        duplicate(
          ['claims', index, 'claimNumber'],
          `Claim ${claim.claimNumber} of store ${claim.storeId} appears twice`,
        );
      }
      claimKeys.add(key);
    });
  });
export type ImportData = z.infer<typeof ImportData>;
export type ImportDataInput = z.input<typeof ImportData>;

/**
 * What is wrong with an import file, one line per field: `stores.0.branding.logoURL: Unrecognized key`.
 * zod reports unknown keys on the object that holds them; naming each key points straight at the typo.
 */
export function importProblems(error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
    return keys.map((key) => {
      const path = key === undefined ? issue.path : [...issue.path, key];
      return `${path.join('.') || '(file)'}: ${key === undefined ? issue.message : 'Unrecognized key'}`;
    });
  });
}
