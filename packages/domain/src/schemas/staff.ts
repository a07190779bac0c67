/**
 * The staff API's inputs and answers (/api/staff/*): the console and integrations parse with these, the
 * server validates and documents with them.
 */
import { z } from 'zod';
import { ClaimStatus, Decision, ReasonCode, ResolutionChoice, ResolutionKind } from '../enums';
import { QueueTab } from '../lifecycle/queueTab';
import { WaitingOn } from '../lifecycle/state';
import { accountRoles, storeRoles } from '../permissions/roles';
import { PermissionSchema, roleSchema } from '../permissions/schemas';
import { BrandingSettings } from './branding';
import { Claim } from './claim';
import { LIMITS } from './limits';
import { MediaInput, UploadRequest } from './media';
import { Order } from './order';
import { inputEmail, inputString, inputText, isoDateTime } from './primitives';
import { ClaimPolicy } from './store';

export const PersonGrant = z.object({
  role: roleSchema,
  storeId: z.string().optional(),
  accountId: z.string().optional(),
});

/** The shortest password a person may choose (the server refuses shorter; the console says so first). */
export const STAFF_PASSWORD_MIN_LENGTH = 10;

/**
 * `data.reason` of the 403 the staff API answers a person who must change their password first (`StaffMe`'s
 * `mustChangePassword`); the console then shows the change of password.
 */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

/** GET staff/me: who is signed in, their roles and the stores they work on. */
export const StaffMe = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  grants: z.array(PersonGrant),
  stores: z.array(z.object({ id: z.string(), name: z.string(), accountId: z.string().nullable() })),
  /** Sign-in asks for a code from an authenticator app after the password. */
  twoFactorEnabled: z.boolean(),
  /** Their password was chosen for them (and printed): the staff API refuses them anything else until changed. */
  mustChangePassword: z.boolean(),
});
export type StaffMe = z.infer<typeof StaffMe>;

/**
 * POST staff/auth/two-factor/enable (better-auth's answer): the authenticator app's secret as an
 * otpauth:// URI, and one-time backup codes for when the app is lost. Two-factor is on once a code from
 * the app is confirmed (two-factor/verify-totp).
 */
export const TwoFactorSetup = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

const StoreRoleSchema = z.enum(storeRoles);

/** One person of GET staff/stores/{storeId}/team. */
export const TeamMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Their role on this store; null when they work on it only through an account role. */
  storeRole: StoreRoleSchema.nullable(),
  accountRoles: z.array(z.enum(accountRoles)),
  /** Invited, and has not chosen a password yet. */
  invitationPending: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMember>;

/** One of GET staff/stores/{storeId}/assignees: a person who may read the store's claims, so may be given one. */
export const StaffAssignee = z.object({ id: z.string(), name: z.string() });
export type StaffAssignee = z.infer<typeof StaffAssignee>;

/** POST staff/stores/{storeId}/team: invite someone by email with a store role. */
export const TeamInvite = z.strictObject({
  email: inputText(LIMITS.email).pipe(z.email('Enter a valid email address')),
  name: inputText(LIMITS.shortText).min(1, 'Give their name'),
  role: StoreRoleSchema,
});
export type TeamInvite = z.infer<typeof TeamInvite>;

/** PUT staff/stores/{storeId}/team/{personId}: their new store role. */
export const TeamRoleInput = z.strictObject({ role: StoreRoleSchema });

/** POST staff/stores/{storeId}/api-tokens: a token for an integration, on the store or its whole account. */
export const ApiTokenInput = z.strictObject({
  name: inputText(LIMITS.shortText).min(1, 'Name the token after what will use it'),
  permissions: z.array(PermissionSchema).min(1, 'Give the token at least one permission').max(100),
  scope: z.enum(['store', 'account']).default('store'),
});
export type ApiTokenInput = z.infer<typeof ApiTokenInput>;

/** A token as lists show it: never its secret, which is answered once when it is made. */
export const ApiToken = z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's first characters, to tell tokens apart. */
  secretPrefix: z.string(),
  scope: z.enum(['store', 'account']),
  permissions: z.array(z.string()),
  createdBy: z.string().nullable(),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
  revokedAt: isoDateTime.nullable(),
});
export type ApiToken = z.infer<typeof ApiToken>;

/** What making a token answers: the token, and its secret, shown this once. */
export const NewApiToken = z.object({ token: ApiToken, secret: z.string() });
export type NewApiToken = z.infer<typeof NewApiToken>;

/** One of a store's labels, which its team puts on claims. */
export const Label = z.object({ id: z.string(), storeId: z.string(), name: z.string() });
export type Label = z.infer<typeof Label>;

/** POST staff/stores/{storeId}/labels. */
export const LabelInput = z.strictObject({ name: inputText(60).min(1, 'Name the label') });

/** POST staff/claims/{id}/labels. */
export const ClaimLabelInput = z.strictObject({ labelId: inputText(100).min(1) });

/** PUT staff/claims/{id}/assignee: a person of the team who may read the claim, or null for nobody. */
export const AssigneeInput = z.strictObject({ personId: inputText(100).min(1).nullable() });

const LabelRef = z.object({ id: z.string(), name: z.string() });
const PersonRef = z.object({ id: z.string(), name: z.string() });

/** A list of values in a query string: `status=NEW&status=OPEN` or `status=NEW,OPEN`. */
const listOf = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .union([inputString(), z.array(inputString())])
    .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((entry) => entry.split(',')))
    .pipe(z.array(item).max(20));

const money = z.coerce.number().finite().nonnegative();
const day = z.iso.date().or(isoDateTime);

export const FEED_PAGE_SIZE = 50;

/** GET staff/claims: the queue's filters, search, sort and page. */
export const StaffClaimQuery = z.strictObject({
  tab: QueueTab.default('all'),
  status: listOf(ClaimStatus).optional(),
  storeId: inputText(100).min(1).optional(),
  claimType: inputText(100).min(1).optional(),
  requestedResolution: ResolutionChoice.optional(),
  filedFrom: day.optional(),
  filedTo: day.optional(),
  valueMin: money.optional(),
  valueMax: money.optional(),
  waitingOn: WaitingOn.optional(),
  /** A person's id, `me`, or `none` for claims nobody works on. */
  assignee: inputText(100).min(1).optional(),
  /** A label's id. */
  label: inputText(100).min(1).optional(),
  /** Claim number, order number, customer email or name, tracking number or SKU. */
  q: inputText(LIMITS.shortText).optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
  cursor: inputText(200).min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(FEED_PAGE_SIZE),
});
export type StaffClaimQuery = z.infer<typeof StaffClaimQuery>;

export const StaffClaimSummary = z.object({
  id: z.string(),
  claimNumber: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  orderNumber: z.string(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  items: z.array(z.object({ name: z.string(), quantity: z.number(), claimType: z.string() })),
  itemCount: z.number(),
  claimedValue: z.number(),
  currency: z.string(),
  requestedResolution: z.string().nullable(),
  status: ClaimStatus,
  decision: Decision.nullable(),
  waitingOn: WaitingOn.nullable(),
  assignee: PersonRef.nullable(),
  labels: z.array(LabelRef),
  createdAt: isoDateTime,
  /**
   * When the platform last changed the claim's order (cancelled, edited, refunded) or a carrier last
   * scanned its parcels, when that was after the claim was filed: the claim page says what changed.
   */
  orderChangedAt: isoDateTime.nullish(),
});
export type StaffClaimSummary = z.infer<typeof StaffClaimSummary>;

export const StaffClaimFeed = z.object({
  claims: z.array(StaffClaimSummary),
  /** Give it as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
  /** Claims per tab under the same filters (status filters aside). */
  counts: z.record(QueueTab, z.number()),
  /**
   * Null when the counts are exact (no filter, a store only, or fewer claims matching than the cap);
   * otherwise each tab was counted up to this many (`QUEUE_COUNT_CAP`), so a count equal to it means at
   * least that many.
   */
  countsCappedAt: z.number().int().positive().nullable(),
});
export type StaffClaimFeed = z.infer<typeof StaffClaimFeed>;

export const ClaimEventRecord = z.object({
  id: z.string(),
  move: z.string(),
  from: ClaimStatus.nullable(),
  to: ClaimStatus,
  actor: z.object({ kind: z.string(), id: z.string().nullable(), name: z.string().nullable() }),
  at: isoDateTime,
  reason: ReasonCode.nullable(),
  note: z.string().nullable(),
});
export type ClaimEventRecord = z.infer<typeof ClaimEventRecord>;

export const StaffClaimState = z.object({
  status: ClaimStatus,
  decision: Decision.nullable(),
  resolutionCarriedOut: z.boolean(),
  waitingOn: WaitingOn.nullable(),
  /** Send it back with a move: a move made on an older version is refused with 409. */
  version: z.number().int(),
});
export type StaffClaimState = z.infer<typeof StaffClaimState>;

/** GET staff/claims/{id}: the claim as the staff see it (notes included), with what they may do. */
export const StaffClaimDetail = z.object({
  claim: Claim,
  state: StaffClaimState,
  order: Order.nullable(),
  /** The customer's other claims in this store, newest first. */
  otherClaims: z.array(
    z.object({ id: z.string(), claimNumber: z.string(), status: ClaimStatus, createdAt: isoDateTime }),
  ),
  /** The moves this person may make now (`allowedMoves` for their roles on this store). */
  allowedMoves: z.array(z.string()),
  events: z.array(ClaimEventRecord),
  assignee: PersonRef.nullable(),
  labels: z.array(LabelRef),
});
export type StaffClaimDetail = z.infer<typeof StaffClaimDetail>;

/** POST staff/claims/{id}/moves. */
export const MoveRequest = z.strictObject({
  move: inputText(50).min(1),
  /** The version the person saw (`state.version`). */
  version: z.number().int().min(1),
  reason: ReasonCode.optional(),
  note: inputText(LIMITS.message).optional(),
});
export type MoveRequest = z.infer<typeof MoveRequest>;

/** One item's resolution in POST staff/claims/{id}/resolution (see `planResolutions` for the rules). */
export const ItemResolutionInput = z.strictObject({
  claimItemId: inputText(100).min(1),
  kind: ResolutionKind,
  /** Units to reship, refund or credit; all claimed units when left out. */
  quantity: z.number().int().min(1).max(LIMITS.quantity).optional(),
  /** Share of the units' value a refund or store credit pays; 100 when left out. */
  percentage: z.number().gt(0).max(100).optional(),
  /** The amount of a flat rate (or of a custom resolution that pays one). */
  flatAmount: z.number().finite().nonnegative().max(1_000_000_000).optional(),
  /** What a custom resolution is; shown to the shopper with any resolution. */
  description: inputText(LIMITS.details).optional(),
});
export type ItemResolutionInput = z.infer<typeof ItemResolutionInput>;

/**
 * POST staff/claims/{id}/resolution: approve the claim with a resolution for each of its items, on the
 * `version` the person saw.
 */
export const ResolveRequest = z.strictObject({
  version: z.number().int().min(1),
  items: z.array(ItemResolutionInput).min(1).max(LIMITS.issuesPerClaim),
  /** Shipping paid back with the first refund or store credit. */
  shippingAmount: z.number().finite().nonnegative().max(1_000_000_000).optional(),
  note: inputText(LIMITS.message).optional(),
});
export type ResolveRequest = z.infer<typeof ResolveRequest>;

/**
 * POST staff/claims/{id}/messages: a reply to the shopper, or an internal note nobody outside sees, with
 * files uploaded for the claim through POST staff/claims/{id}/media/uploads (`fileKey` is the upload's
 * `fileName`).
 */
export const StaffMessageInput = z
  .strictObject({
    messageContent: inputText(LIMITS.message).default(''),
    medias: z.array(MediaInput).max(LIMITS.mediaPerMessage).default([]),
    internal: z.boolean().default(false),
  })
  .refine((message) => message.messageContent.length > 0 || message.medias.length > 0, {
    message: 'Write a message or attach a file',
    path: ['messageContent'],
  });
export type StaffMessageInput = z.infer<typeof StaffMessageInput>;

/**
 * POST staff/claims/{id}/media/uploads: a file for a reply or a note on that claim. The claim is in the
 * path, so the customer's `claimId` (a claim token) has no place here.
 */
export const StaffUploadRequest = UploadRequest.omit({ claimId: true });
export type StaffUploadRequest = z.infer<typeof StaffUploadRequest>;

/** At most this many claims in one bulk call; each is changed in a transaction of its own. */
export const BULK_LIMIT = 1000;

export const BulkAction = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('move'),
    move: inputText(50).min(1),
    reason: ReasonCode.optional(),
    note: inputText(LIMITS.message).optional(),
  }),
  z.strictObject({ kind: z.literal('addLabel'), labelId: inputText(100).min(1) }),
  z.strictObject({ kind: z.literal('removeLabel'), labelId: inputText(100).min(1) }),
  z.strictObject({ kind: z.literal('assign'), personId: inputText(100).min(1).nullable() }),
]);
export type BulkAction = z.infer<typeof BulkAction>;

/**
 * POST staff/claims/bulk: one action over the claims listed, or over every claim a queue filter finds
 * (at most `BULK_LIMIT`). With `dryRun` nothing changes and the answer says what would.
 */
export const BulkRequest = z
  .strictObject({
    action: BulkAction,
    ids: z.array(inputText(100).min(1)).min(1).max(BULK_LIMIT).optional(),
    filter: StaffClaimQuery.omit({ cursor: true, limit: true }).optional(),
    dryRun: z.boolean().default(false),
  })
  .refine((request) => (request.ids === undefined) !== (request.filter === undefined), {
    message: 'Give either ids or a filter',
    path: ['ids'],
  });
export type BulkRequest = z.infer<typeof BulkRequest>;

export const BulkOutcome = z.enum(['changed', 'unchanged', 'refused']);

export const BulkResult = z.object({
  dryRun: z.boolean(),
  /** Claims the filter found beyond the limit, left out. */
  leftOut: z.number().int(),
  counts: z.record(BulkOutcome, z.number().int()),
  /** Per claim; in a dry run `changed` means "would change". */
  results: z.array(
    z.object({
      id: z.string(),
      claimNumber: z.string().nullable(),
      outcome: BulkOutcome,
      reason: z.string().nullable(),
    }),
  ),
});
export type BulkResult = z.infer<typeof BulkResult>;

/** GET staff/stores/{storeId}/settings: what the console's store settings edit. */
export const StaffStoreSettings = z.object({
  storeId: z.string(),
  name: z.string(),
  branding: BrandingSettings,
  policy: ClaimPolicy,
  /** The Reply-To of every email the store's shoppers get; null: replies go to the sender address. */
  replyTo: z.string().nullable(),
});
export type StaffStoreSettings = z.infer<typeof StaffStoreSettings>;

/**
 * POST staff/stores/{storeId}/logo: the stored logo's link, a path on the API's origin. Saving the branding
 * with it as `logoUrl` is what shows it to shoppers.
 */
export const StoreLogo = z.object({ logoUrl: z.string() });
export type StoreLogo = z.infer<typeof StoreLogo>;

/** PUT staff/stores/{storeId}/reply-to: an address the store's team reads, or null for none. */
export const ReplyToInput = z.strictObject({ replyTo: inputEmail.nullable() });
export type ReplyToInput = z.infer<typeof ReplyToInput>;

/**
 * Which emails a person gets about one store's claims (`staff/stores/{storeId}/notification-preferences`):
 * a claim filed, a shopper's message. Off until the person turns them on: someone who reads a busy store's
 * claims (or every store's, as our own staff) would otherwise get mail they never asked for.
 */
export const NotificationPreferences = z.strictObject({
  newClaim: z.boolean(),
  shopperReply: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;
