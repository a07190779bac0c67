/**
 * The staff API's client, for the console and integrations: sign-in (a session cookie the browser keeps,
 * scoped to /api/staff), the person, the claim queue and a claim's calls. Answers are parsed with the
 * domain's schemas, errors are `ClaimsApiError`s like the customer client's.
 */
import {
  apiPaths,
  Label,
  Message,
  type MoveRequest,
  NewWebhookEndpoint,
  type ResolveRequest,
  StaffClaimDetail,
  StaffClaimFeed,
  type StaffClaimQuery,
  StaffMe,
  type StaffMessageInput,
  staffApiPaths,
  WebhookDelivery,
  WebhookEndpoint,
  type WebhookEndpointInput,
} from '@orderprotection/domain';
import { type AnswerSchema, createRequester, parseAnswer, type RequestOptions } from './request';

export interface StaffClientOptions {
  /** Where the API lives; `/api` when the console is served by the same server. */
  baseURL?: string;
  /** Defaults to the global fetch, looked up at each call. */
  fetch?: typeof fetch;
  timeout?: number;
}

/** What sign-in answers: signed in, or a TOTP code is needed next (`verifyTotp`). */
export type SignInResult = { signedIn: true } | { signedIn: false; twoFactor: true };

/** The queue's query as a caller writes it: every field optional, values as the URL carries them. */
export type FeedQuery = { [Key in keyof StaffClaimQuery]?: string | number | string[] | undefined };

export interface StaffClient {
  signIn(credentials: { email: string; password: string }): Promise<SignInResult>;
  verifyTotp(code: string): Promise<void>;
  signOut(): Promise<void>;
  /** Sends a reset link to the address if a person has it; answers the same either way. */
  requestPasswordReset(email: string, redirectTo: string): Promise<void>;
  resetPassword(token: string, newPassword: string): Promise<void>;
  me(): Promise<StaffMe>;
  claims(query?: FeedQuery): Promise<StaffClaimFeed>;
  claim(id: string): Promise<StaffClaimDetail>;
  move(id: string, request: MoveRequest): Promise<StaffClaimDetail>;
  /** Approves the claim with a resolution per item (`planResolutions` computes what the server will store). */
  resolve(id: string, request: ResolveRequest): Promise<StaffClaimDetail>;
  postMessage(id: string, message: { messageContent: string; internal?: boolean }): Promise<Message>;
  /** Gives the claim to a person who may read it, or to nobody with null. */
  assign(id: string, personId: string | null): Promise<StaffClaimDetail>;
  /** A store's labels, by name. */
  labels(storeId: string): Promise<Label[]>;
  addLabel(id: string, labelId: string): Promise<StaffClaimDetail>;
  removeLabel(id: string, labelId: string): Promise<StaffClaimDetail>;
  /** A store's webhook endpoints (`webhook:read`), never their secrets. */
  webhooks(storeId: string): Promise<WebhookEndpoint[]>;
  /** Adds an endpoint; its signing secret is in the answer, this once. */
  addWebhook(storeId: string, input: WebhookEndpointInput): Promise<NewWebhookEndpoint>;
  removeWebhook(storeId: string, endpointId: string): Promise<void>;
  /** The endpoint's latest deliveries with each try's status code, latency and error. */
  webhookDeliveries(storeId: string, endpointId: string): Promise<WebhookDelivery[]>;
  redeliverWebhook(storeId: string, endpointId: string, deliveryId: string): Promise<void>;
}

const anything: AnswerSchema<unknown> = { safeParse: (data) => ({ success: true, data }) };

export function createStaffClient({
  baseURL = '/api',
  fetch: fetchImpl = (input, init) => fetch(input, init),
  timeout = 0,
}: StaffClientOptions = {}): StaffClient {
  const request = createRequester({ baseURL, fetch: fetchImpl, timeout });
  const call = async <T>(schema: AnswerSchema<T>, path: string, options: RequestOptions): Promise<T> =>
    parseAnswer(schema, await request(path, options), `${options.method} ${path}`);
  const post = (path: string, body: Record<string, unknown>) =>
    call(anything, path, { method: 'POST', body });

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
    async signOut() {
      await post(apiPaths.staffAuth('sign-out'), {});
    },
    async requestPasswordReset(email, redirectTo) {
      await post(apiPaths.staffAuth('request-password-reset'), { email, redirectTo });
    },
    async resetPassword(token, newPassword) {
      await post(apiPaths.staffAuth('reset-password'), { token, newPassword });
    },
    me: () => call(StaffMe, apiPaths.staffMe, { method: 'GET' }),
    claims: (query = {}) =>
      call(StaffClaimFeed, apiPaths.staffClaims, {
        method: 'GET',
        query: Object.fromEntries(
          Object.entries(query).flatMap(([key, value]) =>
            value === undefined ? [] : [[key, Array.isArray(value) ? value.join(',') : String(value)]],
          ),
        ),
      }),
    claim: (id) => call(StaffClaimDetail, apiPaths.staffClaim(id), { method: 'GET' }),
    move: (id, move) =>
      call(StaffClaimDetail, apiPaths.staffClaimMoves(id), { method: 'POST', body: { ...move } }),
    resolve: (id, resolution) =>
      call(StaffClaimDetail, apiPaths.staffClaimResolution(id), { method: 'POST', body: { ...resolution } }),
    postMessage: (id, message) =>
      call(Message, apiPaths.staffClaimMessages(id), {
        method: 'POST',
        body: { ...message } satisfies Partial<StaffMessageInput>,
      }),
    assign: (id, personId) =>
      call(StaffClaimDetail, staffApiPaths.claimAssignee(id), { method: 'PUT', body: { personId } }),
    labels: (storeId) => call(Label.array(), staffApiPaths.storeLabels(storeId), { method: 'GET' }),
    addLabel: (id, labelId) =>
      call(StaffClaimDetail, staffApiPaths.claimLabels(id), { method: 'POST', body: { labelId } }),
    removeLabel: (id, labelId) =>
      call(StaffClaimDetail, staffApiPaths.claimLabel(id, labelId), { method: 'DELETE' }),
    webhooks: (storeId) =>
      call(WebhookEndpoint.array(), staffApiPaths.storeWebhooks(storeId), { method: 'GET' }),
    addWebhook: (storeId, input) =>
      call(NewWebhookEndpoint, staffApiPaths.storeWebhooks(storeId), { method: 'POST', body: { ...input } }),
    async removeWebhook(storeId, endpointId) {
      await call(anything, staffApiPaths.storeWebhook(storeId, endpointId), { method: 'DELETE' });
    },
    webhookDeliveries: (storeId, endpointId) =>
      call(WebhookDelivery.array(), staffApiPaths.webhookDeliveries(storeId, endpointId), { method: 'GET' }),
    async redeliverWebhook(storeId, endpointId, deliveryId) {
      await call(anything, staffApiPaths.webhookRedelivery(storeId, endpointId, deliveryId), {
        method: 'POST',
      });
    },
  };
}
