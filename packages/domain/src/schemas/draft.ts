import { z } from 'zod';
import { ClaimSessionStatus, ItemIssueType, ResolutionChoice, ShipmentIssueType } from '../enums';
import { AddressInput } from './address';
import { LIMITS } from './limits';
import { MediaInput } from './media';
import { inputEmail, inputQuantity, inputString, inputText } from './primitives';

/** Any issue a shopper can report: an item issue or a shipment issue. */
export const IssueType = z.union([ItemIssueType, ShipmentIssueType]);
export type IssueType = z.infer<typeof IssueType>;

const shortIdPattern = /^[1-9A-HJ-NP-Za-km-z]{1,30}$/;
const sourceId = inputString().trim().min(1).max(100);

/**
 * One reported problem with some units of one order line. `id` is a base58 short id made on the client
 * (`newId`), so a retried save never duplicates an issue. `sameIssueForAllUnits` is the form's
 * granularity choice: one description for every affected unit, or one per unit.
 */
export const Issue = z.strictObject({
  id: inputString().regex(shortIdPattern, 'Invalid issue id'),
  sourceItemId: sourceId,
  quantity: inputQuantity,
  type: IssueType,
  details: inputText(LIMITS.details).default(''),
  media: z.array(MediaInput).max(LIMITS.mediaPerIssue).default([]),
  sameIssueForAllUnits: z.boolean().default(true),
});
export type Issue = z.infer<typeof Issue>;
export type IssueInput = z.input<typeof Issue>;

export const DraftFulfillment = z.strictObject({
  id: sourceId,
  issues: z.array(Issue).max(LIMITS.issuesPerClaim),
  shipmentIssue: ShipmentIssueType.nullish(),
  details: inputText(LIMITS.details).nullish(),
});
export type DraftFulfillment = z.infer<typeof DraftFulfillment>;

export const DraftCustomer = z.strictObject({ email: inputEmail, sourceOrderId: sourceId });
export type DraftCustomer = z.infer<typeof DraftCustomer>;

export const DraftResolution = z.strictObject({
  desiredMethod: ResolutionChoice.nullish(),
  updatedShippingAddress: AddressInput.nullish(),
});
export type DraftResolution = z.infer<typeof DraftResolution>;

/** A drawn signature: a PNG or SVG data URL, bounded in size. */
export const SignatureDataUrl = inputString()
  .max(LIMITS.signatureBytes, 'The signature image is too large')
  .regex(/^data:image\/(png|svg\+xml);base64,[A-Za-z0-9+/]+=*$/, 'The signature must be a PNG or SVG image');

/**
 * The claim being built in the portal (spec section 3, "Claim draft"). It is the claim template stored in
 * the session's metadata, so it is parsed strictly: the server stores it as sent.
 */
export const ClaimDraft = z.strictObject({
  id: inputString().max(100).nullish(),
  store: inputString().max(100).nullish(),
  customer: DraftCustomer.partial().default({}),
  fulfillments: z.record(sourceId, DraftFulfillment).default({}),
  resolution: DraftResolution.default({}),
  signature: SignatureDataUrl.nullish(),
  messages: z.array(inputString().max(LIMITS.message)).max(20).default([]),
});
export type ClaimDraft = z.infer<typeof ClaimDraft>;

/** The session's metadata: the claim template plus the shipment being worked on. */
export const SessionMetadata = ClaimDraft.extend({ currentShipmentId: sourceId.nullish() });
export type SessionMetadata = z.infer<typeof SessionMetadata>;

export const ClaimSession = z.looseObject({
  id: z.string(),
  status: z.union([ClaimSessionStatus, z.string()]),
  email: z.string(),
  orderId: z.string(),
  metadata: SessionMetadata.catch(SessionMetadata.parse({})),
  updatedAt: z.string().nullish(),
});
export type ClaimSession = z.infer<typeof ClaimSession>;

/** Body of PUT sessions: email and orderId with either a status or metadata (spec section 7). */
export const ClaimSessionInput = z
  .strictObject({
    id: inputString().max(100).optional(),
    email: inputEmail,
    orderId: sourceId,
    status: ClaimSessionStatus.optional(),
    metadata: SessionMetadata.optional(),
  })
  .refine((session) => session.status !== undefined || session.metadata !== undefined, {
    message: 'Send a status or metadata',
  });
export type ClaimSessionInput = z.infer<typeof ClaimSessionInput>;

export const FulfillmentIssuesInput = z.strictObject({
  sourceFulfillmentId: sourceId,
  shipmentIssue: ShipmentIssueType.nullish(),
  details: inputText(LIMITS.details).nullish(),
  issues: z.array(Issue).min(1, 'Each shipment needs at least one issue').max(LIMITS.issuesPerClaim),
});
export type FulfillmentIssuesInput = z.infer<typeof FulfillmentIssuesInput>;

/** Body of POST claims/{sourceOrderId} (spec section 7). */
export const ClaimSubmission = z.strictObject({
  email: inputEmail,
  fulfillmentIssues: z
    .array(FulfillmentIssuesInput)
    .min(1, 'Choose at least one shipment')
    .max(50)
    .refine((list) => new Set(list.map((entry) => entry.sourceFulfillmentId)).size === list.length, {
      message: 'A shipment appears twice',
    }),
  resolution: z.strictObject({
    customerSignature: SignatureDataUrl,
    desiredMethod: ResolutionChoice,
    updatedShippingAddress: AddressInput.nullish(),
  }),
  /** Lets a client retry a submission safely: the same key returns the first claim. */
  idempotencyKey: inputString().trim().min(8).max(100).optional(),
});
export type ClaimSubmission = z.infer<typeof ClaimSubmission>;
