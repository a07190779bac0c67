import {
  apiPaths,
  Claim,
  ClaimSession,
  type ClaimSessionInput,
  type ClaimSubmission,
  IDEMPOTENCY_KEY_HEADER,
  Message,
  type MessageInput,
  OLDER_MESSAGES_HEADER,
  ORDER_TOKEN_HEADER,
  Order,
  Review,
  type ReviewInput,
  Store,
  WhitelabelSettings,
} from '@orderprotection/domain';
import { type AnswerSchema, createRequester, type Method, parseAnswer, type RequestOptions } from './request';
import { defaultTransport, type UploadTransport } from './transport';
import {
  resolveAgainst,
  type UploadableFile,
  type UploadedMedia,
  type UploadOptions,
  uploadMedia,
} from './upload';
import { whitelabelDomain } from './whitelabel';

export interface ClaimsClientOptions {
  /** Where the API lives; `/api` when the server serves the portal. */
  baseURL?: string;
  /** Defaults to the global fetch, looked up at each call. */
  fetch?: typeof fetch;
  /** Milliseconds before a call gives up; 0, the default, waits as long as the server takes. */
  timeout?: number;
  /** How the file bytes are sent to a signed URL; XMLHttpRequest where it exists, else fetch. */
  uploadTransport?: UploadTransport;
}

/**
 * What a schema accepts before its defaults are filled in, so callers may leave defaulted fields out. zod's
 * own helper would make zod a dependency of this package; the schemas carry the type themselves.
 */
type InputOf<Schema extends { _zod: { input: unknown } }> = Schema['_zod']['input'];

export interface OrderLookup {
  email: string;
  /** The order number the shopper typed. */
  order: string;
}

export interface WhitelabelQuery {
  /** The merchant's domain; by default the page's host unless it is localhost (see `whitelabelDomain`). */
  domain?: string | undefined;
  store?: string | undefined;
}

export interface ClaimsClient {
  /** Finds an order by email and order number; its proof of access is kept for the order's later calls. */
  lookupOrder(lookup: OrderLookup): Promise<Order>;
  /** The order's claim session, or null when it has none. */
  getSession(orderId: string): Promise<ClaimSession | null>;
  saveSession(session: InputOf<typeof ClaimSessionInput>): Promise<ClaimSession>;
  deleteSession(session: Pick<ClaimSession, 'id' | 'orderId'>): Promise<void>;
  /** `claimToken` is the unguessable claim id of `/view/{token}`. */
  getClaim(claimToken: string): Promise<Claim>;
  listReviews(claimToken: string): Promise<Review[]>;
  addReview(claimToken: string, review: InputOf<typeof ReviewInput>): Promise<Review>;
  /** The latest page of the claim's messages (as the claim carries them), oldest first. */
  listMessages(claimToken: string): Promise<Message[]>;
  /**
   * The page of messages before the cursor `before` (the claim's `olderMessagesCursor`, or the
   * `olderCursor` of the page after), oldest first; `olderCursor` is null on the oldest page.
   */
  listOlderMessages(claimToken: string, before: string): Promise<MessagePage>;
  sendMessage(claimToken: string, message: InputOf<typeof MessageInput>): Promise<Message>;
  /** Files the claim; a retry with the same `idempotencyKey` returns the first claim instead of a second. */
  submitClaim(sourceOrderId: string, submission: InputOf<typeof ClaimSubmission>): Promise<Claim>;
  /** Emails the links to the order's claims to the order's address (after its lookup); 429 past a few an hour. */
  sendClaimLinks(sourceOrderId: string): Promise<void>;
  getWhitelabelSettings(query?: WhitelabelQuery): Promise<WhitelabelSettings>;
  getStore(storeId: string): Promise<Store>;
  /** Checks the file, gets a signed URL for it, sends it there and returns the media to attach. */
  uploadMedia(file: UploadableFile, options?: UploadOptions): Promise<UploadedMedia>;
}

export interface MessagePage {
  messages: Message[];
  olderCursor: string | null;
}

/** GET sessions while the order has no saved session: no content, rather than an error the browser logs. */
const NO_SESSION_SAVED = 204;

export function createClaimsClient({
  baseURL = '/api',
  fetch: fetchImpl = (input, init) => fetch(input, init),
  timeout = 0,
  uploadTransport = defaultTransport(fetchImpl),
}: ClaimsClientOptions = {}): ClaimsClient {
  const request = createRequester({ baseURL, fetch: fetchImpl, timeout });

  // Proof of an order lookup, the latest per order. Calls name an order by the platform's id (`orderId`,
  // a submission's `sourceOrderId`) or by ours (`systemOrderId`), so the proof is filed under both. Memory
  // only: a reload falls back on the cookie, and a token never outlives the tab.
  const orderTokens = new Map<string, string>();
  let latestToken: string | undefined;
  // An upload names no order, and the server takes whichever order the request proves.
  const orderProof = (orderId: string | undefined): Record<string, string> => {
    const token = orderId === undefined ? latestToken : orderTokens.get(orderId);
    return token === undefined ? {} : { [ORDER_TOKEN_HEADER]: token };
  };

  async function call<T>(schema: AnswerSchema<T>, path: string, options: RequestOptions): Promise<T> {
    return parseAnswer(schema, await request(path, options), describe(options.method, path));
  }

  const get = <T>(schema: AnswerSchema<T>, path: string, options: Omit<RequestOptions, 'method'> = {}) =>
    call(schema, path, { ...options, method: 'GET' });

  return {
    async lookupOrder({ email, order }) {
      const path = apiPaths.orderLookup;
      const answer = await request(path, {
        method: 'GET',
        query: { email: email.trim(), order: order.trim() },
      });
      const found = parseAnswer(Order, answer, describe('GET', path));
      const token = answer.headers.get(ORDER_TOKEN_HEADER);
      if (token !== null && token !== '') {
        for (const id of [found.orderId, found.systemOrderId]) orderTokens.set(id, token);
        latestToken = token;
      }
      return found;
    },

    async getSession(orderId) {
      const path = apiPaths.sessions;
      const answer = await request(path, { method: 'GET', query: { orderId }, headers: orderProof(orderId) });
      if (answer.status === NO_SESSION_SAVED) return null;
      return parseAnswer(ClaimSession, answer, describe('GET', path));
    },

    saveSession: (session) =>
      call(ClaimSession, apiPaths.sessions, {
        method: 'PUT',
        body: session,
        headers: orderProof(session.orderId),
      }),

    async deleteSession({ id, orderId }) {
      await request(apiPaths.session(id), { method: 'DELETE', headers: orderProof(orderId) });
    },

    getClaim: (claimToken) => get(Claim, apiPaths.claim(claimToken)),

    listReviews: (claimToken) => get(Review.array(), apiPaths.claimReviews(claimToken)),

    addReview: (claimToken, review) =>
      call(Review, apiPaths.claimReviews(claimToken), { method: 'POST', body: review }),

    listMessages: (claimToken) =>
      get(Message.array(), apiPaths.claimMessages(claimToken), { query: { claimId: claimToken } }),

    async listOlderMessages(claimToken, before) {
      const path = apiPaths.claimMessages(claimToken);
      const answer = await request(path, { method: 'GET', query: { claimId: claimToken, before } });
      const messages = parseAnswer(Message.array(), answer, describe('GET', path));
      const olderCursor = answer.headers.get(OLDER_MESSAGES_HEADER);
      return { messages, olderCursor: olderCursor === null || olderCursor === '' ? null : olderCursor };
    },

    sendMessage: (claimToken, message) =>
      call(Message, apiPaths.claimMessages(claimToken), {
        method: 'POST',
        query: { storeId: message.storeId },
        body: message,
      }),

    submitClaim: (sourceOrderId, submission) =>
      call(Claim, apiPaths.submitClaim(sourceOrderId), {
        method: 'POST',
        body: submission,
        headers: {
          ...orderProof(sourceOrderId),
          ...(submission.idempotencyKey === undefined
            ? {}
            : { [IDEMPOTENCY_KEY_HEADER]: submission.idempotencyKey }),
        },
      }),

    async sendClaimLinks(sourceOrderId) {
      await request(apiPaths.orderClaimLinks(sourceOrderId), {
        method: 'POST',
        headers: orderProof(sourceOrderId),
      });
    },

    getWhitelabelSettings: ({ domain = whitelabelDomain(currentHostname()), store } = {}) =>
      get(WhitelabelSettings, apiPaths.whitelabelSettings, { query: { domain, store } }),

    getStore: (storeId) => get(Store, apiPaths.store(storeId)),

    uploadMedia: (file, options) =>
      uploadMedia(
        {
          request,
          uploadsPath: apiPaths.mediaUploads,
          transport: uploadTransport,
          orderProof,
          resolveUrl: (url) => resolveAgainst(baseURL, url),
        },
        file,
        options,
      ),
  };
}

function describe(method: Method, path: string): string {
  return `${method} ${path}`;
}

function currentHostname(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.hostname;
}
