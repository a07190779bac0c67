/**
 * The business rules of spec sections 4 and 5, as pure functions: no I/O, no clock (time is always the
 * `now` parameter). Server, portal and UI import them from here instead of re-implementing them.
 *
 * - eligibility: can one shipment be claimed at `now` (`fulfillmentEligibility`, `withEligibility`).
 * - claimability: can the order be claimed, and where the portal goes after a lookup (`nextStepAfterLookup`).
 * - quantities: units left to claim per order line and per shipment line, and the server's re-check of a
 *   submission (`checkClaimQuantities`).
 * - claims: claim type, protection, requested resolution, approved resolutions, resolution fields.
 * - resolutions: which resolutions the store's capabilities let a shopper ask for.
 * - resolve: what staff give each item when they approve a claim, and what it is worth (`planResolutions`).
 * - shipments: what a shipment's card says of it (delivered, in transit, not shipped).
 * - order-changes: what the platform says of a claim's order that the claim did not know when filed.
 * - uploads and sniff: which photo and video files a claim accepts, by name, MIME type and bytes.
 * - logo: which files a store's logo may be (SVG, PNG, JPEG, WebP), by their bytes, and its size limit.
 * - value: what the claimed units cost the shopper (`claimedValue`).
 * - prepare-claim: what a submission files, or why it is refused (`prepareClaim`), for server and fake alike.
 */
export {
  type ClaimabilityFacts,
  canFileClaim,
  claimableFulfillments,
  isPageAfterLookup,
  isTooLate,
  isTooSoon,
  type LookupStep,
  type NotClaimableReason,
  nextStepAfterLookup,
  type OrderClaimability,
  orderClaimability,
  soonestFilingDate,
} from './claimability';
export {
  approvedResolutionKinds,
  type ClaimTypeCategory,
  canResolveClaim,
  claimTypeCategories,
  claimTypeForItems,
  countApproved,
  defaultCreditStore,
  isApprovedResolution,
  isMultiType,
  protectionStatus,
  requestedResolution,
  setResolutionFinal,
} from './claims';
export {
  type EligibilityContext,
  type FulfillmentEligibility,
  fulfillmentEligibility,
  shipmentStatusHasShipped,
  withEligibility,
} from './eligibility';
export {
  type DecodedLogoDataUrl,
  decodeLogoDataUrl,
  LOGO_ACCEPT,
  LOGO_CONTENT_TYPES,
  LOGO_FORMAT_SENTENCE,
  LOGO_MAX_BYTES,
  LOGO_MAX_SIZE_TEXT,
  LOGO_TOO_LARGE,
  type LogoFormat,
  logoSizeProblem,
  sniffLogoFormat,
} from './logo';
export { type OrderChange, orderChangesSinceFiling } from './order-changes';
export {
  type ClaimProblem,
  type PreparedClaim,
  type PreparedClaimItem,
  type PreparedSubmission,
  prepareClaim,
} from './prepare-claim';
export {
  type ClaimQuantityContext,
  type ClaimQuantityRequest,
  capResolutionQuantity,
  checkClaimQuantities,
  claimableQuantities,
  claimableQuantity,
  claimedQuantities,
  fulfillmentLineAvailability,
  type ItemAvailability,
  type KnownLineAvailability,
  type LineAvailability,
  mayClaimAgain,
  orderItemAvailability,
  orderItemForLine,
  type QuantityContext,
  type QuantityProblem,
  type QuantityProblemReason,
  type UnavailableReason,
  type UnknownLineAvailability,
} from './quantities';
export { isResolutionOffered, offeredResolutions } from './resolutions';
export {
  type PlannedResolution,
  planResolutions,
  type ResolutionPlan,
  type ResolutionProblem,
  type ResolutionRequestFacts,
  type ResolutionTerms,
  type ResolvableItem,
  resolutionTermsOf,
} from './resolve';
export { type ShipmentDisplayState, shipmentDisplayState } from './shipments';
export { SNIFF_LENGTH, type SniffedMedia, sniffMediaType, uploadMatchesBytes } from './sniff';
export {
  type AcceptedUpload,
  classifyUpload,
  classifyUploads,
  DEFAULT_UPLOAD_LIMITS,
  MEDIA_CONTENT_TYPES,
  type MediaExtension,
  mediaExtensionOf,
  PHOTO_EXTENSIONS,
  type PhotoExtension,
  type RejectedUpload,
  UPLOAD_ACCEPT,
  type UploadCandidate,
  type UploadClassification,
  type UploadKind,
  type UploadLimits,
  type UploadRejectionReason,
  uploadKindOf,
  VIDEO_EXTENSIONS,
  type VideoExtension,
} from './uploads';
export { type ClaimedLine, claimedLineValue, claimedValue } from './value';
