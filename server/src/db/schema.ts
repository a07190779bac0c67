/**
 * The database schema. One schema and one set of migrations (`drizzle/`) for PGlite and PostgreSQL.
 *
 * Ids: `orders.id` (the order's `systemOrderId`) and the ids of claims, lines, shipments, messages and
 * sessions are random and never shown as proof of anything: a claim's id is what staff URLs, foreign keys
 * and events use. The customer's proof of a claim is the token of its `/view/{token}` link, of which only
 * the SHA-256 is kept (`claims.link_token_hash`). The human claim number is `claims.claim_number`, counted
 * per store. Media keys are random too (≥128 bits), so neither a claim nor a file can be reached by counting.
 *
 * Money is stored as NUMERIC in the order's currency (major units, as the commerce platform sends it), so
 * no conversion rule lives in the database layer.
 */
import type {
  ActorKind,
  Address,
  BrandingSettings,
  ClaimPolicy,
  ClaimStatus,
  ConnectionPlatform,
  Decision,
  FulfillmentLine,
  MoveName,
  OrderSettings,
  Permission,
  ProtectionMarker,
  ProtectionPolicy,
  Role,
  SessionMetadata,
  StoreCredit,
  WaitingOn,
} from '@orderprotection/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Rows of a claim go with it; migration 0002 gave claims new ids, which their rows followed. */
const belongsToClaim = { onDelete: 'cascade', onUpdate: 'cascade' } as const;
const money = (name: string) => numeric(name, { precision: 20, scale: 6, mode: 'number' });

/** A merchant's account: it owns stores, and its account roles apply to each of them. */
export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const stores = pgTable('stores', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  accountId: text('account_id').references(() => accounts.id),
  currency: text('currency'),
  trackingUrl: text('tracking_url'),
  branding: jsonb('branding').$type<BrandingSettings>().notNull(),
  settings: jsonb('settings').$type<OrderSettings>().notNull(),
  policy: jsonb('policy').$type<ClaimPolicy>().notNull(),
  /** The Reply-To of the emails its shoppers get; none: a reply goes to the sender address. */
  replyTo: text('reply_to'),
  /** The last claim number given in this store; incremented in the transaction that files a claim. */
  claimCounter: integer('claim_counter').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Host names that select a store's branding (GET whitelabel/settings?domain=). */
export const storeDomains = pgTable('store_domains', {
  domain: text('domain').primaryKey(),
  storeId: text('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
});

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    /** The commerce platform's order id (`orderId` of the Order, `sourceOrderId` of a claim). */
    sourceOrderId: text('source_order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    /** What a shopper types, normalised (`orderNumberKey`, `emailKey`), so lookup is one index scan. */
    orderNumberKey: text('order_number_key').notNull(),
    customerEmail: text('customer_email').notNull(),
    emailKey: text('email_key').notNull(),
    customerName: text('customer_name'),
    currency: text('currency').notNull(),
    exchangeRate: money('exchange_rate').notNull(),
    subtotal: money('subtotal').notNull(),
    shipping: money('shipping').notNull(),
    shippingTax: money('shipping_tax').notNull(),
    shippingCost: money('shipping_cost'),
    shippingCostTax: money('shipping_cost_tax'),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    discountTotal: money('discount_total').notNull(),
    protected: boolean('protected').notNull(),
    isOneTimeAppeasement: boolean('is_one_time_appeasement').notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>(),
    billingAddress: jsonb('billing_address').$type<Address>(),
    protectionPolicy: jsonb('protection_policy').$type<ProtectionPolicy>(),
    placedAt: instant('placed_at'),
    cancelledAt: instant('cancelled_at'),
    /** When the platform last changed the order, as it said; a write older than this one is ignored. */
    sourceUpdatedAt: instant('source_updated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('orders_store_source_order_id').on(table.storeId, table.sourceOrderId),
    index('orders_lookup').on(table.orderNumberKey, table.emailKey),
  ],
);

export interface OrderItemDisplay {
  color?: string | null;
  size?: string | null;
  sizeRegion?: string | null;
  flavor?: string | null;
}

export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sourceItemId: text('source_item_id').notNull(),
    sourceProductId: text('source_product_id'),
    sourceVariantId: text('source_variant_id'),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    productUrl: text('product_url'),
    itemDescription: text('item_description'),
    sku: text('sku'),
    price: money('price').notNull(),
    discount: money('discount').notNull(),
    tax: money('tax').notNull(),
    quantity: integer('quantity').notNull(),
    refundedQuantity: integer('refunded_quantity').notNull(),
    display: jsonb('display').$type<OrderItemDisplay>().notNull(),
  },
  (table) => [uniqueIndex('order_items_order_source_item').on(table.orderId, table.sourceItemId)],
);

export const fulfillments = pgTable(
  'fulfillments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sourceFulfillmentId: text('source_fulfillment_id').notNull(),
    status: text('status'),
    trackingCompany: text('tracking_company'),
    trackingNumbers: jsonb('tracking_numbers').$type<string[]>().notNull(),
    trackingUrls: jsonb('tracking_urls').$type<string[]>().notNull(),
    shippedAt: instant('shipped_at'),
    deliveredAt: instant('delivered_at'),
    /**
     * What the carrier's tracking service last said (modules/ingest/carriers): when it last scanned the
     * parcel, since when it reports a problem, and its words. Set, the carrier's status and delivery date
     * win over the platform's, which learns them later and second-hand.
     */
    lastScanAt: instant('last_scan_at'),
    exceptionAt: instant('exception_at'),
    carrierDetail: text('carrier_detail'),
    /** Always read with the shipment, never queried on their own. */
    lines: jsonb('lines').$type<FulfillmentLine[]>().notNull(),
  },
  (table) => [
    uniqueIndex('fulfillments_order_source').on(table.orderId, table.sourceFulfillmentId),
    // The queue's search by tracking number: `tracking_numbers @> '["…"]'`.
    index('fulfillments_tracking_numbers').using('gin', sql`${table.trackingNumbers} jsonb_path_ops`),
  ],
);

export const claims = pgTable(
  'claims',
  {
    id: text('id').primaryKey(),
    /**
     * SHA-256 of the link token (`claimLinkToken` of the id). Null only for a claim from before links were
     * derived, until the server's first start after migration 0002 fills it in (`carryOverClaims`).
     */
    linkTokenHash: text('link_token_hash'),
    /** For a claim from before 0002: SHA-256 of its old link (its old id), which keeps opening it. */
    legacyLinkTokenHash: text('legacy_link_token_hash'),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    claimNumber: integer('claim_number').notNull(),
    sourceOrderId: text('source_order_id').notNull(),
    sourceOrderNumber: text('source_order_number').notNull(),
    /** The lifecycle state (packages/domain lifecycle): `claim_state` is its status. */
    claimState: text('claim_state').$type<ClaimStatus>().notNull(),
    decision: text('decision').$type<Decision>(),
    resolutionCarriedOut: boolean('resolution_carried_out').notNull().default(false),
    waitingOn: text('waiting_on').$type<WaitingOn>(),
    /** Counts the claim's changes: a change made on an older version is refused (optimistic concurrency). */
    version: integer('version').notNull().default(1),
    claimType: text('claim_type').notNull(),
    requestedResolution: text('requested_resolution'),
    description: text('description'),
    updatedShippingAddress: jsonb('updated_shipping_address').$type<Address>(),
    originalShippingAddress: jsonb('original_shipping_address').$type<Address>(),
    signatureKey: text('signature_key'),
    isOta: boolean('is_ota').notNull(),
    authorName: text('author_name'),
    authorEmail: text('author_email'),
    currency: text('currency').notNull(),
    protectionPolicy: jsonb('protection_policy').$type<ProtectionPolicy>(),
    storeCredits: jsonb('store_credits').$type<StoreCredit[]>().notNull(),
    itemCount: integer('item_count').notNull(),
    /**
     * What the claimed units cost the shopper (the domain's `claimedValue`), for the queue's filters. Null
     * only for a claim from before migration 0003, until the next start fills it in (`carryOverClaims`).
     */
    claimedValue: money('claimed_value'),
    /** The team member working the claim. */
    assigneeId: text('assignee_id').references((): AnyPgColumn => people.id, { onDelete: 'set null' }),
    /** Set for claims filed through the API, so a retried submission finds the first claim. */
    idempotencyKey: text('idempotency_key'),
    contentHash: text('content_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('claims_store_number').on(table.storeId, table.claimNumber),
    uniqueIndex('claims_link_token_hash').on(table.linkTokenHash),
    uniqueIndex('claims_legacy_link_token_hash').on(table.legacyLinkTokenHash),
    uniqueIndex('claims_order_idempotency_key').on(table.orderId, table.idempotencyKey),
    uniqueIndex('claims_order_content_hash').on(table.orderId, table.contentHash),
    index('claims_order').on(table.orderId),
    // The queue: a store's claims by status, newest first, and a search by order number or email.
    index('claims_store_status_created').on(table.storeId, table.claimState, table.createdAt, table.id),
    index('claims_store_created').on(table.storeId, table.createdAt, table.id),
    index('claims_status_created').on(table.claimState, table.createdAt, table.id),
    // The tab counts of a filter by claimed value, each counted up to the cap: an index-only scan per tab
    // rather than a sequential scan reading every claim until enough of the tab's statuses turn up.
    index('claims_status_value').on(table.claimState, table.claimedValue),
    // The same within a store (a store's team, or a filter naming the store): without it each tab's count
    // reads a claim from the table per match, 23 ms for a store's status + value filter against 1 ms
    // (bench/staff-api); a claim's insert costs about 5 % more.
    index('claims_store_status_value').on(table.storeId, table.claimState, table.claimedValue),
    index('claims_created').on(table.createdAt, table.id),
    index('claims_order_number').on(table.sourceOrderNumber),
    index('claims_claim_number').on(table.claimNumber),
    index('claims_author_email').on(sql`lower(${table.authorEmail})`),
    index('claims_author_name_prefix').on(sql`lower(${table.authorName}) text_pattern_ops`),
    index('claims_assignee').on(table.assigneeId),
  ],
);

export interface OrderItemSnapshot {
  price: number;
  discount: number;
  tax: number;
  quantity: number;
  refundedQuantity: number;
}

export const claimItems = pgTable(
  'claim_items',
  {
    id: text('id').primaryKey(),
    claimId: text('claim_id')
      .notNull()
      .references(() => claims.id, belongsToClaim),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    sku: text('sku'),
    imageUrl: text('image_url'),
    quantity: integer('quantity').notNull(),
    details: text('details'),
    claimType: text('claim_type').notNull(),
    sourceItemId: text('source_item_id').notNull(),
    sourceProductId: text('source_product_id'),
    sourceVariantId: text('source_variant_id'),
    sourceFulfillmentId: text('source_fulfillment_id'),
    resolutionRequested: text('resolution_requested'),
    creditStore: boolean('credit_store').notNull(),
    /** The order line as it was when the claim was filed. */
    orderItem: jsonb('order_item').$type<OrderItemSnapshot>(),
  },
  (table) => [index('claim_items_claim').on(table.claimId), index('claim_items_sku').on(table.sku)],
);

/**
 * What happened to a claim, one row per change of its lifecycle, written in the transaction of the change:
 * its arrival (filed by the customer, or imported) and every move of the domain's lifecycle.
 */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: text('id').primaryKey(),
    claimId: text('claim_id')
      .notNull()
      .references(() => claims.id, belongsToClaim),
    move: text('move').$type<ClaimEventMove>().notNull(),
    /** Null for the claim's arrival. */
    fromStatus: text('from_status').$type<ClaimStatus>(),
    toStatus: text('to_status').$type<ClaimStatus>().notNull(),
    actorKind: text('actor_kind').$type<ActorKind>().notNull(),
    actorId: text('actor_id'),
    at: instant('at').notNull(),
    reason: text('reason'),
    note: text('note'),
  },
  (table) => [index('claim_events_claim').on(table.claimId, table.at)],
);

/** A move of the lifecycle, or how the claim arrived. */
export type ClaimEventMove = MoveName | 'file' | 'import';

export const claimResolutions = pgTable(
  'claim_resolutions',
  {
    id: text('id').primaryKey(),
    claimId: text('claim_id')
      .notNull()
      .references(() => claims.id, belongsToClaim),
    relatedClaimItemId: text('related_claim_item_id'),
    resolutionType: text('resolution_type').notNull(),
    decision: text('decision'),
    reason: text('reason'),
    /** The other fields of the domain's Resolution (amounts, reshipment, who resolved it). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('claim_resolutions_claim').on(table.claimId)],
);

export const claimMessages = pgTable(
  'claim_messages',
  {
    id: text('id').primaryKey(),
    claimId: text('claim_id')
      .notNull()
      .references(() => claims.id, belongsToClaim),
    content: text('content').notNull(),
    senderType: text('sender_type').notNull(),
    senderId: text('sender_id'),
    senderName: text('sender_name'),
    storeId: text('store_id'),
    /** An internal note of the store's team or our staff: no customer call ever returns it. */
    internal: boolean('internal').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('claim_messages_claim').on(table.claimId, table.createdAt)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    claimId: text('claim_id')
      .notNull()
      .references(() => claims.id, belongsToClaim),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  // One review per claim: the shopper's second review edits the first (`addReview`).
  (table) => [uniqueIndex('reviews_claim').on(table.claimId)],
);

/** One saved claim draft per order (spec: the session is restored when the order is found). */
export const claimSessions = pgTable('claim_sessions', {
  id: text('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .unique('claim_sessions_order')
    .references(() => orders.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  status: text('status').notNull(),
  metadata: jsonb('metadata').$type<SessionMetadata>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** `receiving`: one request is writing the upload's bytes; no other may (a signed URL is single-use). */
export type MediaStatus = 'pending' | 'receiving' | 'stored';
/** What an upload URL was signed for: a shopper's file (`upload`) or a team member's (`staff-upload`). */
export const UPLOAD_PURPOSES = ['upload', 'staff-upload'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export type MediaPurpose = UploadPurpose | 'signature' | 'import' | 'logo';

export function isUploadPurpose(purpose: MediaPurpose): purpose is UploadPurpose {
  return (UPLOAD_PURPOSES as readonly MediaPurpose[]).includes(purpose);
}

/**
 * An uploaded file. A row is written when an upload URL is signed (`pending`), and becomes `stored` once
 * the bytes passed the checks. It belongs to the order whose token asked for it, or to the claim whose
 * token did; when a claim or message uses it, `claim_id` and `claim_item_id` or `message_id` are set.
 */
export const media = pgTable(
  'media',
  {
    key: text('key').primaryKey(),
    purpose: text('purpose').$type<MediaPurpose>().notNull(),
    status: text('status').$type<MediaStatus>().notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    claimId: text('claim_id').references(() => claims.id, belongsToClaim),
    claimItemId: text('claim_item_id').references(() => claimItems.id, { onDelete: 'set null' }),
    messageId: text('message_id').references(() => claimMessages.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    /** Spec, Media: "Uploaded at" and the uploader's local time, as the client wrote it. */
    caption: text('caption'),
    maxBytes: integer('max_bytes').notNull(),
    size: integer('size'),
    createdAt: createdAt(),
    storedAt: instant('stored_at'),
  },
  (table) => [
    index('media_order').on(table.orderId),
    index('media_claim').on(table.claimId),
    index('media_claim_item').on(table.claimItemId),
    index('media_message').on(table.messageId),
  ],
);

/**
 * What a row of `lookup_attempts` counts: the failed lookups of one client (`subject` is its address, an
 * IPv6 client's /64), or of one client for one order number (`subject` is `["<client>","<order number>"]`).
 * Rows of the retired scope `order` (one order number from any client) are no longer read and go with
 * their windows.
 */
export type LookupScope = 'client' | 'client-order';

/**
 * The shopper's writes to a claim (messages and reviews, `modules/claims/write-limits.ts`): per claim
 * (`subject` is the claim's row id) and per client (its address, an IPv6 client's /64).
 */
export type ClaimWriteScope = 'claim-writes' | 'client-writes';

/** The links to an order's claims sent again ("Find my claim", `modules/notifications/claim-links.ts`): per order. */
export type ClaimLinksScope = 'claim-links';

export type AttemptScope = LookupScope | ClaimWriteScope | ClaimLinksScope;

/**
 * Attempts per fixed window (`modules/attempt-counters.ts`): failed order lookups per one-minute window,
 * per client and per client and order number (`modules/orders/lookup-limits.ts`), and a shopper's writes
 * to a claim (`modules/claims/write-limits.ts`). Kept in the database so that every server process counts
 * the same attempts. The table keeps its first name; `failures` counts attempts of any scope.
 */
export const lookupAttempts = pgTable(
  'lookup_attempts',
  {
    scope: text('scope').$type<AttemptScope>().notNull(),
    subject: text('subject').notNull(),
    windowStart: instant('window_start').notNull(),
    failures: integer('failures').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.subject, table.windowStart] }),
    index('lookup_attempts_window').on(table.windowStart),
  ],
);

/**
 * People who sign in to the console: a merchant's team and our own staff. This table and the four after
 * it belong to better-auth (modules/people/auth.ts maps its models onto them: `user` is `people`, its
 * `account` is `sign_in_methods`, since an account here is a merchant's); their columns are the ones it
 * reads and writes, under our names.
 */
export const people = pgTable('people', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique('people_email'),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  /** Set when someone else chose their password (people:create prints it); cleared when they change it. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

const personId = () =>
  text('person_id')
    .notNull()
    .references(() => people.id, { onDelete: 'cascade' });

export const personSessions = pgTable(
  'person_sessions',
  {
    id: text('id').primaryKey(),
    /** The session cookie's value is signed; the database holds the token it signs. */
    token: text('token').notNull().unique('person_sessions_token'),
    userId: personId(),
    expiresAt: instant('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('person_sessions_person').on(table.userId)],
);

/** How a person signs in: better-auth's `account` (for us only email and password, `password` hashed). */
export const signInMethods = pgTable(
  'sign_in_methods',
  {
    id: text('id').primaryKey(),
    accountId: text('provider_account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: personId(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: instant('access_token_expires_at'),
    refreshTokenExpiresAt: instant('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('sign_in_methods_person').on(table.userId)],
);

/** One-time values: password reset tokens. */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_identifier').on(table.identifier)],
);

/** A person's TOTP secret and backup codes, encrypted by better-auth with the signing secret. */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: personId(),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: instant('locked_until'),
  },
  (table) => [index('two_factors_person').on(table.userId)],
);

/** Sign-in attempts per client and path, counted in the database so every server process sees them. */
export const authRateLimits = pgTable('auth_rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique('auth_rate_limits_key'),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * The roles a person holds, as the domain's `RoleGrant`: a staff role everywhere (no store, no account),
 * an account role for one account, a store role for one store.
 */
export const roleGrants = pgTable(
  'role_grants',
  {
    id: text('id').primaryKey(),
    personId: personId(),
    role: text('role').$type<Role>().notNull(),
    storeId: text('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('role_grants_person').on(table.personId)],
);

/**
 * Which emails a person chose to get about one store's claims (the domain's `NotificationPreferences`).
 * No row: none. A row outlives the person's reach: mail goes only to those who may read the claim then.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    personId: personId(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    newClaim: boolean('new_claim').notNull().default(false),
    shopperReply: boolean('shopper_reply').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.personId, table.storeId] }),
    index('notification_preferences_store').on(table.storeId),
  ],
);

/**
 * How many claims each store has in each status, kept by a trigger on `claims` (migration 0003): the
 * queue's counts per tab without counting every claim on each page. Written by nothing else.
 */
export const claimCounts = pgTable(
  'claim_counts',
  {
    storeId: text('store_id').notNull(),
    claimState: text('claim_state').$type<ClaimStatus>().notNull(),
    claims: integer('claims').notNull(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.claimState] })],
);

/**
 * How many times each store's claims have changed (inserted, updated or deleted), kept by a trigger on
 * `claims` (migration 0012) in the transaction that changes them, and written by nothing else. A store's
 * row is never deleted, so the sum over any set of stores only grows: the queue reads it in the statement
 * of its page and reuses the tab counts it computed at the same sum (queue.ts).
 */
export const claimChanges = pgTable('claim_changes', {
  storeId: text('store_id').primaryKey(),
  changes: bigint('changes', { mode: 'number' }).notNull(),
});

/** A store's list of labels, which its team puts on claims (`label:create` manages the list). */
export const labels = pgTable(
  'labels',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('labels_store_name').on(table.storeId, sql`lower(${table.name})`)],
);

/** Which labels a claim has (`label:add`, `label:remove`). */
export const claimLabels = pgTable(
  'claim_labels',
  {
    claimId: text('claim_id')
      .notNull()
      .references(() => claims.id, belongsToClaim),
    labelId: text('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.claimId, table.labelId] }),
    index('claim_labels_label').on(table.labelId),
  ],
);

/**
 * A store's macros: saved replies with placeholders, which may also make a move and put a label on the
 * claim (`macro:*`). Names are unique in the store whatever their case; deleting a label leaves its macros
 * without one.
 */
export const macros = pgTable(
  'macros',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    move: text('move'),
    labelId: text('label_id').references(() => labels.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('macros_store_name').on(table.storeId, sql`lower(${table.name})`)],
);

/** Saved views of the claim queue: a person's own (no store), or shared with a store's team. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: text('id').primaryKey(),
    personId: text('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    storeId: text('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('saved_views_person').on(table.personId), index('saved_views_store').on(table.storeId)],
);

/**
 * API tokens for a store's or an account's integrations: the permissions listed, on one store or on every
 * store of one account (the domain's `PermissionGrant`). Only the SHA-256 of the secret is kept; the secret
 * is shown once, when the token is made. A revoked token stays listed, with when it was revoked.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The start of the secret, shown in lists so a person can tell their tokens apart. */
    secretPrefix: text('secret_prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique('api_tokens_secret_hash'),
    storeId: text('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    permissions: jsonb('permissions').$type<Permission[]>().notNull(),
    createdBy: text('created_by').references(() => people.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('api_tokens_store').on(table.storeId), index('api_tokens_account').on(table.accountId)],
);

/**
 * A store's webhook endpoints: where its claims' events are POSTed, signed by the Standard Webhooks
 * scheme with the endpoint's secret (shown once, when it is made; kept here because signing needs it).
 * `failing_since` is the first failure since the last success; an endpoint failing for days is disabled.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    createdBy: text('created_by').references(() => people.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    failingSince: instant('failing_since'),
    disabledAt: instant('disabled_at'),
  },
  (table) => [index('webhook_endpoints_store').on(table.storeId)],
);

/**
 * The outbox: whatever another party must hear about, written in the transaction of the change that
 * caused it, then delivered by the worker (modules/outbox). An `event` row (a claim filed, a message, a
 * move) is turned by the worker into the `email` rows it calls for, in one transaction; an `email` row
 * holds the rendered message, so every try sends the same bytes. A row is taken by one worker at a time
 * through a lease (`locked_until`, taken with FOR UPDATE SKIP LOCKED), so a worker killed mid-delivery
 * leaves it to be taken again when the lease ends, and a delivered row is never taken again.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'event' | 'email' | 'webhook'>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    storeId: text('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    claimId: text('claim_id').references(() => claims.id, belongsToClaim),
    /** The endpoint a `webhook` row is sent to. */
    endpointId: text('endpoint_id').references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: instant('delivered_at'),
  },
  (table) => [
    index('outbox_due').on(table.status, table.nextAttemptAt),
    index('outbox_endpoint').on(table.endpointId, table.createdAt),
  ],
);

/** Every try of an outbox row: when, how long, and how it went. */
export const outboxAttempts = pgTable(
  'outbox_attempts',
  {
    id: text('id').primaryKey(),
    outboxId: text('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    at: instant('at').notNull(),
    ok: boolean('ok').notNull(),
    latencyMs: integer('latency_ms').notNull(),
    /** The HTTP status a webhook's receiver answered, when it answered. */
    statusCode: integer('status_code'),
    error: text('error'),
  },
  (table) => [index('outbox_attempts_row').on(table.outboxId, table.at)],
);

/** Every table, for drizzle's relational queries and for tests that count rows. */
export const schema = {
  stores,
  storeDomains,
  orders,
  orderItems,
  fulfillments,
  claims,
  claimItems,
  claimResolutions,
  claimEvents,
  claimMessages,
  reviews,
  claimSessions,
  media,
  lookupAttempts,
  accounts,
  people,
  personSessions,
  signInMethods,
  verifications,
  twoFactors,
  authRateLimits,
  roleGrants,
  notificationPreferences,
  labels,
  claimLabels,
  webhookEndpoints,
  outbox,
  outboxAttempts,
  claimCounts,
  apiTokens,
  macros,
  savedViews,
} as const;

/**
 * A store's link to a platform that sends it orders or scans (Shopify, WooCommerce, a carrier's tracking
 * service). Its secrets are sealed with `SECRETS_KEY` (security/secrets.ts) and never answered; its health
 * (the last delivery, the last failure and why) is what the console's connections page shows.
 */
export const connections = pgTable(
  'connections',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<ConnectionPlatform>().notNull(),
    /**
     * Which account on the platform: a shop's own host name (aurora.myshopify.com), a WooCommerce site's
     * address (https://shop.example), or the carrier service's name.
     */
    account: text('account').notNull(),
    /** What signs the platform's webhooks (a Shopify app's client secret, a webhook's secret), sealed. */
    webhookSecret: text('webhook_secret').notNull(),
    /**
     * What reads the platform's API, sealed: a Shopify Admin API access token, or WooCommerce's consumer
     * key and secret as `key:secret` (its REST API's basic auth); none for carriers.
     */
    accessToken: text('access_token'),
    /** What marks an order protected on this platform (modules/ingest/protection.ts); none: the default. */
    protection: jsonb('protection').$type<ProtectionMarker>(),
    createdBy: text('created_by').references(() => people.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastFailureAt: instant('last_failure_at'),
    lastFailure: text('last_failure'),
    /** The platform said the app was removed; deliveries are refused from then on. */
    disconnectedAt: instant('disconnected_at'),
  },
  (table) => [uniqueIndex('connections_store_platform').on(table.storeId, table.platform)],
);

/**
 * The inbox: every verified delivery from a platform, stored before it is acknowledged and applied later by
 * the worker, once (modules/ingest/inbox.ts). A redelivery has the platform's delivery id of one already
 * stored and is dropped by the unique index; a row is taken by one worker at a time through a lease, as the
 * outbox's are.
 */
export const inbox = pgTable(
  'inbox',
  {
    id: text('id').primaryKey(),
    connectionId: text('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    /** The platform's name for what happened, e.g. orders/updated. */
    topic: text('topic').notNull(),
    /** The platform's id of the delivery (X-Shopify-Webhook-Id), the same on every retry of it. */
    deliveryId: text('delivery_id').notNull(),
    /** When the platform says it happened; later deliveries may arrive first. */
    triggeredAt: instant('triggered_at'),
    body: text('body').notNull(),
    receivedAt: instant('received_at').notNull(),
    status: text('status').$type<'pending' | 'applied' | 'ignored' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: instant('locked_until'),
    /** Why it was ignored or failed, naming the payload's field where one did not map. */
    outcome: text('outcome'),
    appliedAt: instant('applied_at'),
  },
  (table) => [
    uniqueIndex('inbox_connection_delivery').on(table.connectionId, table.deliveryId),
    index('inbox_due').on(table.status, table.receivedAt),
  ],
);

/**
 * A connection's backfill: its orders of the last `days` read page by page from the platform's API
 * (modules/ingest/backfill.ts). One row per connection, kept after it ends to show how it went; the
 * cursor is the platform's own for the next page, so a restarted worker goes on where the last page ended.
 * A row is taken by one worker at a time through a lease, as the inbox's are.
 */
export const backfills = pgTable(
  'backfills',
  {
    connectionId: text('connection_id')
      .primaryKey()
      .references(() => connections.id, { onDelete: 'cascade' }),
    /** `waiting`: paused until `not_before` by the platform's rate limit. */
    status: text('status').$type<'running' | 'waiting' | 'done' | 'failed'>().notNull(),
    days: integer('days').notNull(),
    /** The oldest order asked for: `days` before the start, fixed so every page asks the same. */
    since: instant('since').notNull(),
    /** The platform's cursor of the next page; none before the first. */
    cursor: text('cursor'),
    ordersDone: integer('orders_done').notNull().default(0),
    /** As the platform counted them at the start; none until it was asked. */
    ordersTotal: integer('orders_total'),
    /** Orders that did not map; the last one's reason is the connection's `last_failure`. */
    ordersFailed: integer('orders_failed').notNull().default(0),
    /** Calls that failed in a row for a reason that may pass (the platform unreachable, its 5xx). */
    errors: integer('errors').notNull().default(0),
    notBefore: instant('not_before'),
    lease: text('lease'),
    lockedUntil: instant('locked_until'),
    error: text('error'),
    startedAt: instant('started_at').notNull(),
    finishedAt: instant('finished_at'),
  },
  (table) => [index('backfills_due').on(table.status, table.notBefore)],
);
