/**
 * `@orderprotection/client`: the typed client of the claims API (spec section 7) on ofetch with the spec's
 * client behaviour, answers parsed by the domain's schemas, the upload helper, and the staff API's client.
 */
export {
  type ClaimsClient,
  type ClaimsClientOptions,
  createClaimsClient,
  type MessagePage,
  type OrderLookup,
  type WhitelabelQuery,
} from './client';
export { ClaimsApiError, type ClaimsApiErrorInit, ClaimsTimeoutError, TIMEOUT_MESSAGE } from './errors';
export {
  createStaffClient,
  type EmailPreview,
  type FeedQuery,
  type SignInResult,
  type StaffClient,
  type StaffClientOptions,
} from './staff';
export { fetchTransport, type UploadPut, type UploadTransport, xhrTransport } from './transport';
export {
  MediaUploadError,
  UPLOAD_FAILURE_MESSAGES,
  type UploadableFile,
  type UploadedMedia,
  type UploadFailure,
  type UploadOptions,
} from './upload';
export { whitelabelDomain } from './whitelabel';
