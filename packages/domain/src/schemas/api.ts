/**
 * The HTTP contract between the portal's client and the server: paths (spec section 7, relative to the
 * API base URL) and the headers that carry proof of access. Both sides import these, so a path or header
 * is spelt in one place. Without zod: every call reads its path here, so a page's first call loads no
 * schema (the answer shapes the spec leaves open are ./whitelabel and the others).
 */

/** Paths relative to the API base URL (`/api` when the server serves the portal). */
export const apiPaths = {
  orderLookup: 'order-lookup',
  sessions: 'sessions',
  session: (id: string) => `sessions/${encodeURIComponent(id)}`,
  claim: (id: string) => `claims/${encodeURIComponent(id)}`,
  claimReviews: (id: string) => `claims/${encodeURIComponent(id)}/reviews`,
  claimMessages: (id: string) => `claims/${encodeURIComponent(id)}/messages`,
  submitClaim: (sourceOrderId: string) => `claims/${encodeURIComponent(sourceOrderId)}`,
  /** Emails the links to an order's claims again, to the order's own address ("Find my claim"). */
  orderClaimLinks: (sourceOrderId: string) => `orders/${encodeURIComponent(sourceOrderId)}/claim-links`,
  whitelabelSettings: 'whitelabel/settings',
  store: (id: string) => `stores/${encodeURIComponent(id)}`,
  /** The media upload URL: POST here for a signed URL, then PUT the file to it. */
  mediaUploads: 'media/uploads',
  /** The staff side: sign-in (better-auth's endpoints), the person, the claim queue and a claim's calls. */
  staffAuth: (endpoint: string) => `staff/auth/${endpoint}`,
  staffMe: 'staff/me',
  staffClaims: 'staff/claims',
  staffClaim: (id: string) => `staff/claims/${encodeURIComponent(id)}`,
  staffClaimMoves: (id: string) => `staff/claims/${encodeURIComponent(id)}/moves`,
  staffClaimResolution: (id: string) => `staff/claims/${encodeURIComponent(id)}/resolution`,
  staffClaimMessages: (id: string) => `staff/claims/${encodeURIComponent(id)}/messages`,
} as const;

/**
 * More of the staff side's calls, kept apart from `apiPaths`: the customer portal bundles `apiPaths` in its
 * first load, and these calls are the console's alone.
 */
export const staffApiPaths = {
  claimMediaUploads: (id: string) => `staff/claims/${encodeURIComponent(id)}/media/uploads`,
  claimAssignee: (id: string) => `staff/claims/${encodeURIComponent(id)}/assignee`,
  claimLabels: (id: string) => `staff/claims/${encodeURIComponent(id)}/labels`,
  claimLabel: (id: string, labelId: string) =>
    `staff/claims/${encodeURIComponent(id)}/labels/${encodeURIComponent(labelId)}`,
  storeLabels: (storeId: string) => `staff/stores/${encodeURIComponent(storeId)}/labels`,
  storeLabel: (storeId: string, labelId: string) =>
    `staff/stores/${encodeURIComponent(storeId)}/labels/${encodeURIComponent(labelId)}`,
  storeSettings: (storeId: string) => `staff/stores/${encodeURIComponent(storeId)}/settings`,
  storeBranding: (storeId: string) => `staff/stores/${encodeURIComponent(storeId)}/branding`,
  storeLogo: (storeId: string) => `staff/stores/${encodeURIComponent(storeId)}/logo`,
  storePolicy: (storeId: string) => `staff/stores/${encodeURIComponent(storeId)}/policy`,
  storeReplyTo: (storeId: string) => `staff/stores/${encodeURIComponent(storeId)}/reply-to`,
  notificationPreferences: (storeId: string) =>
    `staff/stores/${encodeURIComponent(storeId)}/notification-preferences`,
  storeCapabilities: (storeId: string) => `staff/stores/${encodeURIComponent(storeId)}/capabilities`,
  storeAssignees: (storeId: string) => `staff/stores/${encodeURIComponent(storeId)}/assignees`,
  storeTeam: (storeId: string) => `staff/stores/${encodeURIComponent(storeId)}/team`,
  storeTeamMember: (storeId: string, personId: string) =>
    `staff/stores/${encodeURIComponent(storeId)}/team/${encodeURIComponent(personId)}`,
  storeOwnership: (storeId: string, personId: string) =>
    `staff/stores/${encodeURIComponent(storeId)}/team/${encodeURIComponent(personId)}/ownership`,
  storeApiTokens: (storeId: string) => `staff/stores/${encodeURIComponent(storeId)}/api-tokens`,
  storeApiToken: (storeId: string, tokenId: string) =>
    `staff/stores/${encodeURIComponent(storeId)}/api-tokens/${encodeURIComponent(tokenId)}`,
  claimsBulk: 'staff/claims/bulk',
  views: 'staff/views',
  view: (viewId: string) => `staff/views/${encodeURIComponent(viewId)}`,
  storeMacros: (storeId: string) => `staff/stores/${encodeURIComponent(storeId)}/macros`,
  storeMacro: (storeId: string, macroId: string) =>
    `staff/stores/${encodeURIComponent(storeId)}/macros/${encodeURIComponent(macroId)}`,
  storeWebhooks: (storeId: string) => `staff/stores/${encodeURIComponent(storeId)}/webhooks`,
  storeWebhook: (storeId: string, endpointId: string) =>
    `staff/stores/${encodeURIComponent(storeId)}/webhooks/${encodeURIComponent(endpointId)}`,
  webhookDeliveries: (storeId: string, endpointId: string) =>
    `staff/stores/${encodeURIComponent(storeId)}/webhooks/${encodeURIComponent(endpointId)}/deliveries`,
  webhookRedelivery: (storeId: string, endpointId: string, deliveryId: string) =>
    `staff/stores/${encodeURIComponent(storeId)}/webhooks/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
  storeConnections: (storeId: string) => `staff/stores/${encodeURIComponent(storeId)}/connections`,
  /** `PUT`: connects the platform, or gives its connection new secrets. */
  storePlatformConnection: (storeId: string, platform: string) =>
    `staff/stores/${encodeURIComponent(storeId)}/connections/${encodeURIComponent(platform)}`,
  storeConnection: (storeId: string, connectionId: string) =>
    `staff/stores/${encodeURIComponent(storeId)}/connections/${encodeURIComponent(connectionId)}`,
  connectionTest: (storeId: string, connectionId: string) =>
    `staff/stores/${encodeURIComponent(storeId)}/connections/${encodeURIComponent(connectionId)}/test`,
  connectionBackfill: (storeId: string, connectionId: string) =>
    `staff/stores/${encodeURIComponent(storeId)}/connections/${encodeURIComponent(connectionId)}/backfill`,
  emailPreview: (storeId: string, kind: string) =>
    `staff/stores/${encodeURIComponent(storeId)}/email-previews/${encodeURIComponent(kind)}`,
} as const;

/**
 * Spec section 2: any portal path that contains neither "return" nor "/view" nor "/print" needs a loaded
 * order, and without one goes to /start (which itself needs none: it is where an order is found).
 */
export function needsOrder(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return !(path === '/start' || path.includes('return') || path.includes('/view') || path.includes('/print'));
}

/**
 * The claim token of a portal page that a claim's private link opens: `/view/{token}`,
 * `/view/{token}/review` and `/print/{token}` (spec section 2: the token finds the claim, and so its
 * store). Such a page is always in the claim's store, whatever the host or `?store=` say. Undefined for
 * every other path, and for a token that is not valid percent-encoding.
 */
export function claimTokenOfPortalPath(pathname: string): string | undefined {
  const match = /^\/(?:view\/([^/]+)(?:\/review)?|print\/([^/]+))\/?$/.exec(pathname);
  const encoded = match?.[1] ?? match?.[2];
  if (encoded === undefined) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/** Whether a portal path is a claim's review page, `/view/{token}/review`, whose form posts to itself. */
export function isClaimReviewPath(pathname: string): boolean {
  return /^\/view\/[^/]+\/review\/?$/.test(pathname);
}

/**
 * Proof of a successful order lookup. The server sets it as an HttpOnly cookie for the portal it serves
 * and also returns it in this header, so a portal on another origin can send it back the same way.
 */
export const ORDER_TOKEN_HEADER = 'x-order-token';
/**
 * On a page of GET claims/{id}/messages: the `before` cursor of the next (older) page, absent on the
 * oldest page. A header, so that the answer stays the spec's plain list of messages.
 */
export const OLDER_MESSAGES_HEADER = 'x-older-messages';
/** Messages a page of GET claims/{id}/messages holds unless `limit` says otherwise, and the most it may. */
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_PAGE_MAX = 100;
export const ORDER_TOKEN_COOKIE = 'op_order';
/**
 * The portal's start page sends its lookup as a plain HTML form (POST, url-encoded) when its script has
 * not run (startForm.ts): the path it is sent to and its fields' names.
 */
export const START_FORM_PATH = '/start';
export const START_FORM_FIELDS = { orderNumber: 'order', email: 'email' } as const;
/**
 * The portal's issues page sends its choice as a plain HTML form (POST, url-encoded) when its script has
 * not run (issuesForm.ts): the path it is sent to and its field's name.
 */
export const ISSUES_FORM_PATH = '/issues';
export const ISSUES_FORM_FIELDS = { issueGroup: 'issueGroup' } as const;
/**
 * A claim's page (`/view/{token}`) sends its composer's message as a plain HTML form (POST, url-encoded)
 * to its own path when its script has not run (messageForm.ts): the field's name.
 */
export const MESSAGE_FORM_FIELDS = { messageContent: 'messageContent' } as const;
/**
 * A claim's review page (`/view/{token}/review`) sends its review as a plain HTML form (POST, url-encoded)
 * to its own path when its script has not run (reviewForm.ts): the fields' names, the rating's the star
 * chosen (its number).
 */
export const REVIEW_FORM_FIELDS = { rating: 'rating', comment: 'comment' } as const;
/** The conversation's anchor on a claim's page: where a sent message form leads back to. */
export const CLAIM_MESSAGES_FRAGMENT = 'messages';
/** Lets a client retry a submission: the same key returns the first claim (also accepted in the body). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Every answer carries the id of its request, also written on every log line. */
export const REQUEST_ID_HEADER = 'x-request-id';
