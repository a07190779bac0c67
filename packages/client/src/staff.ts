/**
 * The staff API's client, for the console and integrations: sign-in (a session cookie the browser keeps,
 * scoped to /api/staff), the person, the claim queue and a claim's calls. Answers are parsed with the
 * domain's schemas, loaded with the first call that parses one (./staffSchemas), except the two a page
 * opens with: the person and the queue's page are read as the server types them (its tests parse them
 * with the same schemas), so the console's first page builds and runs no schema before its rows. Errors are
 * `ClaimsApiError`s like the customer client's.
 */
import {
  type ApiToken,
  type ApiTokenInput,
  apiPaths,
  type BrandingInput,
  type BulkRequest,
  type BulkResult,
  type Capabilities,
  type CapabilitiesInput,
  type ClaimPolicy,
  type Connection,
  type ConnectionInputs,
  type EmailPreviewKind,
  type Label,
  type Macro,
  type MacroInput,
  type Message,
  type MoveRequest,
  type NewApiToken,
  type NewWebhookEndpoint,
  type NotificationPreferences,
  type ReplyToInput,
  type ResolveRequest,
  type SavedView,
  type SavedViewInput,
  type StaffAssignee,
  type StaffClaimDetail,
  type StaffClaimFeed,
  type StaffClaimQuery,
  type StaffMe,
  type StaffMessageInput,
  type StaffStoreSettings,
  type StoreLogo,
  type StoreRole,
  staffApiPaths,
  type TeamInvite,
  type TeamMember,
  type TwoFactorSetup,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
} from '@orderprotection/domain';
import { type AnswerSchema, createRequester, parseAnswer, type RequestOptions } from './request';
import { defaultTransport, type UploadTransport } from './transport';
import type { UploadableFile, UploadedMedia, UploadOptions } from './upload';

export interface StaffClientOptions {
  /** Where the API lives; `/api` when the console is served by the same server. */
  baseURL?: string;
  /** Defaults to the global fetch, looked up at each call. */
  fetch?: typeof fetch;
  timeout?: number;
  /** How an upload's bytes are sent to its signed URL; XMLHttpRequest in browsers (upload progress). */
  uploadTransport?: UploadTransport;
}

/** What sign-in answers: signed in, or a TOTP code is needed next (`verifyTotp`). */
export type SignInResult = { signedIn: true } | { signedIn: false; twoFactor: true };

/** The queue's query as a caller writes it: every field optional, values as the URL carries them. */
export type FeedQuery = { [Key in keyof StaffClaimQuery]?: string | number | string[] | undefined };

export interface StaffClient {
  signIn(credentials: { email: string; password: string }): Promise<SignInResult>;
  /** At sign-in, the code after the password; while turning two-factor on, the code that confirms it. */
  verifyTotp(code: string): Promise<void>;
  /** At sign-in, one of the backup codes shown when two-factor was turned on, instead of a TOTP code. */
  verifyBackupCode(code: string): Promise<void>;
  signOut(): Promise<void>;
  /** Begins turning two-factor on (the password again); it is on once `verifyTotp` confirms a code. */
  enableTwoFactor(password: string): Promise<TwoFactorSetup>;
  disableTwoFactor(password: string): Promise<void>;
  /** Sends a reset link to the address if a person has it; answers the same either way. */
  requestPasswordReset(email: string, redirectTo: string): Promise<void>;
  resetPassword(token: string, newPassword: string): Promise<void>;
  /** Changes the signed-in person's password; their other sessions end (this one is renewed). */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  me(): Promise<StaffMe>;
  claims(query?: FeedQuery): Promise<StaffClaimFeed>;
  claim(id: string): Promise<StaffClaimDetail>;
  move(id: string, request: MoveRequest): Promise<StaffClaimDetail>;
  /** Approves the claim with a resolution per item (`planResolutions` computes what the server will store). */
  resolve(id: string, request: ResolveRequest): Promise<StaffClaimDetail>;
  /**
   * A reply or, with `internal`, a note; `medias` are files `uploadMedia` stored for this claim (a note's
   * never reach the shopper).
   */
  postMessage(
    id: string,
    message: { messageContent: string; internal?: boolean; medias?: { fileKey: string }[] },
  ): Promise<Message>;
  /**
   * Checks a file as the server will (type, size), signs its upload for the claim and sends it with
   * progress; answers what `postMessage` takes in `medias`. Errors are `MediaUploadError`s.
   */
  uploadMedia(
    id: string,
    file: UploadableFile,
    options?: Pick<UploadOptions, 'onProgress' | 'signal'>,
  ): Promise<UploadedMedia>;
  /** Gives the claim to a person who may read it, or to nobody with null. */
  assign(id: string, personId: string | null): Promise<StaffClaimDetail>;
  /** A store's labels, by name. */
  labels(storeId: string): Promise<Label[]>;
  addLabel(id: string, labelId: string): Promise<StaffClaimDetail>;
  removeLabel(id: string, labelId: string): Promise<StaffClaimDetail>;
  /** Adds a label to the store's list. */
  createLabel(storeId: string, name: string): Promise<Label>;
  renameLabel(storeId: string, labelId: string, name: string): Promise<Label>;
  /** Deletes a label from the store's list (and from every claim); answers the labels now. */
  deleteLabel(storeId: string, labelId: string): Promise<Label[]>;
  /** A store's branding and claim policy. */
  storeSettings(storeId: string): Promise<StaffStoreSettings>;
  saveBranding(storeId: string, branding: BrandingInput): Promise<StaffStoreSettings>;
  /** Stores a logo file (`branding:update`); its link shows once the branding is saved with it. */
  uploadLogo(storeId: string, file: Blob, filename: string): Promise<StoreLogo>;
  savePolicy(storeId: string, policy: ClaimPolicy): Promise<StaffStoreSettings>;
  /** The Reply-To of the store's shopper emails; null for none. */
  saveReplyTo(storeId: string, replyTo: string | null): Promise<StaffStoreSettings>;
  /** The signed-in person's emails about the store's claims (`claim:read`). */
  notificationPreferences(storeId: string): Promise<NotificationPreferences>;
  saveNotificationPreferences(
    storeId: string,
    preferences: NotificationPreferences,
  ): Promise<NotificationPreferences>;
  /** What the store offers shoppers: credit, refund, reship, returns (`capabilities:read`). */
  capabilities(storeId: string): Promise<Capabilities>;
  /** Replaces them all (`capabilities:update`); answers them as stored. */
  saveCapabilities(storeId: string, capabilities: CapabilitiesInput): Promise<Capabilities>;
  /** The people a claim of the store may be given to: those who may read its claims (`claim:update`). */
  assignees(storeId: string): Promise<StaffAssignee[]>;
  /** Who works on the store, by name; each team call answers the team as it is after the change. */
  team(storeId: string): Promise<TeamMember[]>;
  invite(storeId: string, invite: TeamInvite): Promise<TeamMember[]>;
  changeRole(storeId: string, personId: string, role: StoreRole): Promise<TeamMember[]>;
  removeMember(storeId: string, personId: string): Promise<TeamMember[]>;
  transferOwnership(storeId: string, personId: string): Promise<TeamMember[]>;
  /** The store's API tokens (its account's too), newest first, never their secrets. */
  apiTokens(storeId: string): Promise<ApiToken[]>;
  /** Makes a token; its secret is in this answer only. */
  createApiToken(storeId: string, input: ApiTokenInput): Promise<NewApiToken>;
  /** Revokes a token and answers the tokens now. */
  revokeApiToken(storeId: string, tokenId: string): Promise<ApiToken[]>;
  /** One move, label or assignment over listed claims or a queue filter; `dryRun` says what would happen. */
  bulk(request: BulkRequest): Promise<BulkResult>;
  /** A store's macros (saved replies), by name. */
  macros(storeId: string): Promise<Macro[]>;
  createMacro(storeId: string, macro: MacroInput): Promise<Macro>;
  updateMacro(storeId: string, macroId: string, macro: MacroInput): Promise<Macro>;
  /** Answers the store's macros left. */
  deleteMacro(storeId: string, macroId: string): Promise<Macro[]>;
  /** The person's saved queue views, and those shared with their stores' teams. */
  views(): Promise<SavedView[]>;
  saveView(view: { name: string; query: string; storeId?: string | null }): Promise<SavedView>;
  /** Answers the views left. */
  deleteView(viewId: string): Promise<SavedView[]>;
  /** A store's webhook endpoints (`webhook:read`), never their secrets. */
  webhooks(storeId: string): Promise<WebhookEndpoint[]>;
  /** Adds an endpoint; its signing secret is in the answer, this once. */
  addWebhook(storeId: string, input: WebhookEndpointInput): Promise<NewWebhookEndpoint>;
  removeWebhook(storeId: string, endpointId: string): Promise<void>;
  /** The endpoint's latest deliveries with each try's status code, latency and error. */
  webhookDeliveries(storeId: string, endpointId: string): Promise<WebhookDelivery[]>;
  redeliverWebhook(storeId: string, endpointId: string, deliveryId: string): Promise<void>;
  /** A store's connections to its platforms with their health (`integrations:read`), never their secrets. */
  connections(storeId: string): Promise<Connection[]>;
  /** Connects the platform, or gives its connection new secrets (`integrations:create`). */
  connect<Platform extends keyof ConnectionInputs>(
    storeId: string,
    platform: Platform,
    input: ConnectionInputs[Platform],
  ): Promise<Connection>;
  /** Stores a test delivery, which is applied like any other; answers the connection after it. */
  testConnection(storeId: string, connectionId: string): Promise<Connection>;
  /** Starts reading the shop's orders of the last `days` (the store's claim window without). */
  backfill(storeId: string, connectionId: string, days?: number): Promise<Connection>;
  /** Disconnects: the platform's deliveries are refused after. */
  disconnect(storeId: string, connectionId: string): Promise<void>;
  /** A shopper email as the store's branding makes it, with sample facts (`branding:read`). */
  emailPreview(storeId: string, kind: EmailPreviewKind): Promise<EmailPreview>;
}

/** A previewed email: its subject and its HTML, a whole document of its own. */
export interface EmailPreview {
  subject: string;
  html: string;
}

type StaffSchemas = typeof import('./staffSchemas');

export function createStaffClient({
  baseURL = '/api',
  fetch: fetchImpl = (input, init) => fetch(input, init),
  timeout = 0,
  uploadTransport = defaultTransport(fetchImpl),
}: StaffClientOptions = {}): StaffClient {
  const request = createRequester({ baseURL, fetch: fetchImpl, timeout });
  /** The answer parsed with the schema `pick` names; the schemas load beside the call, not before it. */
  const call = async <T>(
    pick: (schemas: StaffSchemas) => AnswerSchema<T>,
    path: string,
    options: RequestOptions,
  ): Promise<T> => {
    const [answer, schemas] = await Promise.all([request(path, options), import('./staffSchemas')]);
    return parseAnswer(pick(schemas), answer, `${options.method} ${path}`);
  };
  /** The answer as the server types it, unparsed. */
  const read = async <T>(path: string, options: RequestOptions): Promise<T> =>
    (await request(path, options)).body as T;
  const text: AnswerSchema<string> = {
    safeParse: (data) =>
      typeof data === 'string'
        ? { success: true, data }
        : { success: false, error: { issues: [{ path: [], message: 'Expected text' }] } },
  };
  const post = (path: string, body: Record<string, unknown>) => read<unknown>(path, { method: 'POST', body });

  return {
    async signIn({ email, password }) {
      const answer = (await post(apiPaths.staffAuth('sign-in/email'), { email, password })) as {
        twoFactorRedirect?: boolean;
      } | null;
      return answer?.twoFactorRedirect === true ? { signedIn: false, twoFactor: true } : { signedIn: true };
    },
    async verifyTotp(code) {
      await post(apiPaths.staffAuth('two-factor/verify-totp'), { code });
    },
    async verifyBackupCode(code) {
      await post(apiPaths.staffAuth('two-factor/verify-backup-code'), { code });
    },
    enableTwoFactor: (password) =>
      call((schemas) => schemas.TwoFactorSetup, apiPaths.staffAuth('two-factor/enable'), {
        method: 'POST',
        body: { password },
      }),
    async disableTwoFactor(password) {
      await post(apiPaths.staffAuth('two-factor/disable'), { password });
    },
    async signOut() {
      await post(apiPaths.staffAuth('sign-out'), {});
    },
    async requestPasswordReset(email, redirectTo) {
      await post(apiPaths.staffAuth('request-password-reset'), { email, redirectTo });
    },
    async resetPassword(token, newPassword) {
      await post(apiPaths.staffAuth('reset-password'), { token, newPassword });
    },
    async changePassword(currentPassword, newPassword) {
      await post(apiPaths.staffAuth('change-password'), {
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
      });
    },
    me: () => read<StaffMe>(apiPaths.staffMe, { method: 'GET' }),
    claims: (query = {}) =>
      read<StaffClaimFeed>(apiPaths.staffClaims, {
        method: 'GET',
        query: Object.fromEntries(
          Object.entries(query).flatMap(([key, value]) =>
            value === undefined ? [] : [[key, Array.isArray(value) ? value.join(',') : String(value)]],
          ),
        ),
      }),
    claim: (id) => call((schemas) => schemas.StaffClaimDetail, apiPaths.staffClaim(id), { method: 'GET' }),
    move: (id, move) =>
      call((schemas) => schemas.StaffClaimDetail, apiPaths.staffClaimMoves(id), {
        method: 'POST',
        body: { ...move },
      }),
    resolve: (id, resolution) =>
      call((schemas) => schemas.StaffClaimDetail, apiPaths.staffClaimResolution(id), {
        method: 'POST',
        body: { ...resolution },
      }),
    postMessage: (id, message) =>
      call((schemas) => schemas.Message, apiPaths.staffClaimMessages(id), {
        method: 'POST',
        body: { ...message } satisfies Partial<StaffMessageInput>,
      }),
    uploadMedia: async (id, file, { onProgress, signal } = {}) => {
      // The upload's checks and its answer's schema load with the first upload, not with the console.
      const { resolveAgainst, uploadMedia } = await import('./upload');
      return uploadMedia(
        {
          request,
          uploadsPath: staffApiPaths.claimMediaUploads(id),
          transport: uploadTransport,
          // The session cookie is the proof; no order token goes with a staff upload.
          orderProof: () => ({}),
          resolveUrl: (url) => resolveAgainst(baseURL, url),
        },
        file,
        { ...(onProgress === undefined ? {} : { onProgress }), ...(signal === undefined ? {} : { signal }) },
      );
    },
    assign: (id, personId) =>
      call((schemas) => schemas.StaffClaimDetail, staffApiPaths.claimAssignee(id), {
        method: 'PUT',
        body: { personId },
      }),
    labels: (storeId) =>
      call((schemas) => schemas.Label.array(), staffApiPaths.storeLabels(storeId), { method: 'GET' }),
    addLabel: (id, labelId) =>
      call((schemas) => schemas.StaffClaimDetail, staffApiPaths.claimLabels(id), {
        method: 'POST',
        body: { labelId },
      }),
    removeLabel: (id, labelId) =>
      call((schemas) => schemas.StaffClaimDetail, staffApiPaths.claimLabel(id, labelId), {
        method: 'DELETE',
      }),
    createLabel: (storeId, name) =>
      call((schemas) => schemas.Label, staffApiPaths.storeLabels(storeId), {
        method: 'POST',
        body: { name },
      }),
    renameLabel: (storeId, labelId, name) =>
      call((schemas) => schemas.Label, staffApiPaths.storeLabel(storeId, labelId), {
        method: 'PUT',
        body: { name },
      }),
    deleteLabel: (storeId, labelId) =>
      call((schemas) => schemas.Label.array(), staffApiPaths.storeLabel(storeId, labelId), {
        method: 'DELETE',
      }),
    storeSettings: (storeId) =>
      call((schemas) => schemas.StaffStoreSettings, staffApiPaths.storeSettings(storeId), { method: 'GET' }),
    uploadLogo: (storeId, file, filename) =>
      call((schemas) => schemas.StoreLogo, staffApiPaths.storeLogo(storeId), {
        method: 'POST',
        query: { filename },
        body: file,
      }),
    saveBranding: (storeId, branding) =>
      call((schemas) => schemas.StaffStoreSettings, staffApiPaths.storeBranding(storeId), {
        method: 'PUT',
        body: { ...branding },
      }),
    savePolicy: (storeId, policy) =>
      call((schemas) => schemas.StaffStoreSettings, staffApiPaths.storePolicy(storeId), {
        method: 'PUT',
        body: { ...policy },
      }),
    saveReplyTo: (storeId, replyTo) =>
      call((schemas) => schemas.StaffStoreSettings, staffApiPaths.storeReplyTo(storeId), {
        method: 'PUT',
        body: { replyTo } satisfies ReplyToInput,
      }),
    notificationPreferences: (storeId) =>
      call((schemas) => schemas.NotificationPreferences, staffApiPaths.notificationPreferences(storeId), {
        method: 'GET',
      }),
    saveNotificationPreferences: (storeId, preferences) =>
      call((schemas) => schemas.NotificationPreferences, staffApiPaths.notificationPreferences(storeId), {
        method: 'PUT',
        body: { ...preferences },
      }),
    capabilities: (storeId) =>
      call((schemas) => schemas.Capabilities, staffApiPaths.storeCapabilities(storeId), { method: 'GET' }),
    saveCapabilities: (storeId, capabilities) =>
      call((schemas) => schemas.Capabilities, staffApiPaths.storeCapabilities(storeId), {
        method: 'PUT',
        body: { ...capabilities },
      }),
    assignees: (storeId) =>
      call((schemas) => schemas.StaffAssignee.array(), staffApiPaths.storeAssignees(storeId), {
        method: 'GET',
      }),
    team: (storeId) =>
      call((schemas) => schemas.TeamMember.array(), staffApiPaths.storeTeam(storeId), { method: 'GET' }),
    invite: (storeId, invite) =>
      call((schemas) => schemas.TeamMember.array(), staffApiPaths.storeTeam(storeId), {
        method: 'POST',
        body: { ...invite },
      }),
    changeRole: (storeId, personId, role) =>
      call((schemas) => schemas.TeamMember.array(), staffApiPaths.storeTeamMember(storeId, personId), {
        method: 'PUT',
        body: { role },
      }),
    removeMember: (storeId, personId) =>
      call((schemas) => schemas.TeamMember.array(), staffApiPaths.storeTeamMember(storeId, personId), {
        method: 'DELETE',
      }),
    transferOwnership: (storeId, personId) =>
      call((schemas) => schemas.TeamMember.array(), staffApiPaths.storeOwnership(storeId, personId), {
        method: 'POST',
      }),
    apiTokens: (storeId) =>
      call((schemas) => schemas.ApiToken.array(), staffApiPaths.storeApiTokens(storeId), { method: 'GET' }),
    createApiToken: (storeId, input) =>
      call((schemas) => schemas.NewApiToken, staffApiPaths.storeApiTokens(storeId), {
        method: 'POST',
        body: { ...input },
      }),
    revokeApiToken: (storeId, tokenId) =>
      call((schemas) => schemas.ApiToken.array(), staffApiPaths.storeApiToken(storeId, tokenId), {
        method: 'DELETE',
      }),
    bulk: (bulkRequest) =>
      call((schemas) => schemas.BulkResult, staffApiPaths.claimsBulk, {
        method: 'POST',
        body: { ...bulkRequest },
      }),
    macros: (storeId) =>
      call((schemas) => schemas.Macro.array(), staffApiPaths.storeMacros(storeId), { method: 'GET' }),
    createMacro: (storeId, macro) =>
      call((schemas) => schemas.Macro, staffApiPaths.storeMacros(storeId), {
        method: 'POST',
        body: { ...macro },
      }),
    updateMacro: (storeId, macroId, macro) =>
      call((schemas) => schemas.Macro, staffApiPaths.storeMacro(storeId, macroId), {
        method: 'PUT',
        body: { ...macro },
      }),
    deleteMacro: (storeId, macroId) =>
      call((schemas) => schemas.Macro.array(), staffApiPaths.storeMacro(storeId, macroId), {
        method: 'DELETE',
      }),
    views: () => call((schemas) => schemas.SavedView.array(), staffApiPaths.views, { method: 'GET' }),
    saveView: (view) =>
      call((schemas) => schemas.SavedView, staffApiPaths.views, {
        method: 'POST',
        body: { ...view } satisfies Partial<SavedViewInput>,
      }),
    deleteView: (viewId) =>
      call((schemas) => schemas.SavedView.array(), staffApiPaths.view(viewId), { method: 'DELETE' }),
    webhooks: (storeId) =>
      call((schemas) => schemas.WebhookEndpoint.array(), staffApiPaths.storeWebhooks(storeId), {
        method: 'GET',
      }),
    addWebhook: (storeId, input) =>
      call((schemas) => schemas.NewWebhookEndpoint, staffApiPaths.storeWebhooks(storeId), {
        method: 'POST',
        body: { ...input },
      }),
    async removeWebhook(storeId, endpointId) {
      await request(staffApiPaths.storeWebhook(storeId, endpointId), { method: 'DELETE' });
    },
    webhookDeliveries: (storeId, endpointId) =>
      call(
        (schemas) => schemas.WebhookDelivery.array(),
        staffApiPaths.webhookDeliveries(storeId, endpointId),
        { method: 'GET' },
      ),
    async redeliverWebhook(storeId, endpointId, deliveryId) {
      await request(staffApiPaths.webhookRedelivery(storeId, endpointId, deliveryId), { method: 'POST' });
    },
    connections: (storeId) =>
      call((schemas) => schemas.Connection.array(), staffApiPaths.storeConnections(storeId), {
        method: 'GET',
      }),
    connect: (storeId, platform, input) =>
      call((schemas) => schemas.Connection, staffApiPaths.storePlatformConnection(storeId, platform), {
        method: 'PUT',
        body: { ...input },
      }),
    testConnection: (storeId, connectionId) =>
      call((schemas) => schemas.Connection, staffApiPaths.connectionTest(storeId, connectionId), {
        method: 'POST',
      }),
    backfill: (storeId, connectionId, days) =>
      call((schemas) => schemas.Connection, staffApiPaths.connectionBackfill(storeId, connectionId), {
        method: 'POST',
        body: days === undefined ? {} : { days },
      }),
    async disconnect(storeId, connectionId) {
      await request(staffApiPaths.storeConnection(storeId, connectionId), { method: 'DELETE' });
    },
    async emailPreview(storeId, kind) {
      const path = staffApiPaths.emailPreview(storeId, kind);
      const answer = await request(path, { method: 'GET', headers: { accept: 'text/html' } });
      return {
        // The server percent-encodes the subject: a header carries no other characters safely.
        subject: decodeURIComponent(answer.headers.get('x-email-subject') ?? ''),
        html: parseAnswer(text, answer, `GET ${path}`),
      };
    },
  };
}
