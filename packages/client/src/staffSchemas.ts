/**
 * The domain's schemas the staff client parses answers with, in a module of their own: the client imports
 * it with its first call that parses an answer, so loading the client (the console's first page) builds
 * none of them.
 */
export {
  ApiToken,
  BulkResult,
  Capabilities,
  Connection,
  Label,
  Macro,
  Message,
  NewApiToken,
  NewWebhookEndpoint,
  NotificationPreferences,
  SavedView,
  StaffAssignee,
  StaffClaimDetail,
  StaffStoreSettings,
  StoreLogo,
  TeamMember,
  TwoFactorSetup,
  WebhookDelivery,
  WebhookEndpoint,
} from '@orderprotection/domain';
