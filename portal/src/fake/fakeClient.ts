/**
 * A claims client without a server, over the sample data: what `?fake` runs on and what the page stories
 * render with. It keeps what the shopper does in memory (sessions, claims, messages, reviews, uploads) so
 * the whole flow works, from lookup to the submitted claim's view page. It checks what the real server
 * checks with the same domain functions, and nothing more: it is a demo, not a second server.
 */
import {
  ClaimsApiError,
  type ClaimsClient,
  MediaUploadError,
  type UploadedMedia,
} from '@orderprotection/client';
import {
  Claim,
  ClaimSession,
  ClaimSessionInput,
  ClaimSubmission,
  classifyUpload,
  DEFAULT_CLAIM_POLICY,
  MESSAGE_PAGE_SIZE,
  Message,
  MessageInput,
  mediaCaption,
  type Order,
  prepareClaim,
  Review,
  ReviewInput,
  withEligibility,
} from '@orderprotection/domain';
import { type SampleData, sampleData, sampleStores, whitelabelOf } from './sampleData';

export interface FakeClientOptions {
  /** The clock of the sample data: fixed in stories, the real one in the demo. */
  now?: () => Date;
  /** Milliseconds every call takes, so the demo shows its loading states. */
  latencyMs?: number;
  /** Replaces the sample data, e.g. a story's own order. */
  data?: SampleData;
  /** Sessions saved before the portal opens: a story that starts in the middle of the flow. */
  sessions?: readonly ClaimSession[];
}

const notFound = (message: string) =>
  new ClaimsApiError({ message, statusCode: 404, statusMessage: 'Not Found' });

const orderNumberKey = (orderNumber: string) => orderNumber.trim().replace(/^#/, '').toLowerCase();

export function createFakeClient({
  now = () => new Date(),
  latencyMs = 0,
  data,
  sessions: savedSessions = [],
}: FakeClientOptions = {}): ClaimsClient {
  const initial = data ?? sampleData(now());
  const orders = new Map(initial.orders.map((order) => [order.systemOrderId, order]));
  const claims = new Map(initial.claims.map((claim) => [claim.id, claim]));
  const sessions = new Map<string, ClaimSession>(savedSessions.map((session) => [session.orderId, session]));
  const reviews = new Map<string, Review[]>();
  const submissions = new Map<string, Claim>();
  let sequence = 0;
  const nextId = (prefix: string) => {
    sequence += 1;
    return `${prefix}-${sequence}`;
  };

  const settle = <T>(produce: () => T): Promise<T> =>
    new Promise((resolve, reject) => {
      setTimeout(() => {
        try {
          resolve(produce());
        } catch (error) {
          reject(error);
        }
      }, latencyMs);
    });

  const findOrder = (orderId: string): Order => {
    const order = [...orders.values()].find(
      (candidate) => candidate.systemOrderId === orderId || candidate.orderId === orderId,
    );
    if (order === undefined) throw notFound('Order not found.');
    return order;
  };

  const findClaim = (claimToken: string): Claim => {
    const claim = claims.get(claimToken);
    if (claim === undefined) throw notFound('Claim not found.');
    return claim;
  };

  /** What the server would file, by the same domain rule, or its refusal as the server answers it. */
  const fileClaim = (order: Order, submission: ClaimSubmission): Claim => {
    const createdAt = now().toISOString();
    const prepared = prepareClaim(
      withEligibility(order, { policy: DEFAULT_CLAIM_POLICY, now: now() }),
      submission,
    );
    if (!prepared.ok) {
      throw new ClaimsApiError({
        message: prepared.problem.message,
        statusCode: 422,
        statusMessage: 'Unprocessable Entity',
        data: prepared.problem.data,
      });
    }
    const { claim: filed } = prepared;
    const claimItems = filed.items.map((item) => ({
      id: nextId('claim-item'),
      name: item.orderItem.productName,
      imageUrl: item.orderItem.productImage ?? null,
      quantity: item.quantity,
      details: item.details,
      claimType: item.claimType,
      sourceItemId: item.sourceItemId,
      sourceFulfillmentId: item.sourceFulfillmentId,
      resolutionRequested: item.resolutionRequested,
      media: item.media.map((media) => ({ ...media, downloadLink: media.downloadLink ?? '' })),
    }));
    const claimNumber = String(2000 + claims.size);
    const claim = Claim.parse({
      id: `FakeClaimToken-${claimNumber}-${order.orderNumber}`,
      claimNumber,
      sourceOrderId: order.orderId,
      sourceOrderNumber: order.orderNumber,
      orderId: order.systemOrderId,
      claimState: 'NEW',
      claimType: filed.claimType,
      claimDescription: filed.description,
      claimItems,
      requestedResolution: filed.requestedResolution,
      updatedShippingAddress: filed.updatedShippingAddress,
      originalShippingAddress: filed.originalShippingAddress,
      isOta: filed.isOta,
      authorName: filed.authorName,
      authorEmail: filed.authorEmail,
      storeId: order.storeId,
      currency: filed.currency,
      itemCount: filed.itemCount,
      createdAt,
    });
    claims.set(claim.id, claim);
    const existingClaim = {
      id: claim.id,
      claimNumber,
      claimState: claim.claimState,
      createdAt,
      items: claimItems.map(({ sourceItemId, quantity, sourceFulfillmentId }) => ({
        sourceItemId,
        quantity,
        sourceFulfillmentId,
      })),
    };
    const updated = withEligibility(
      { ...order, existingClaims: [...order.existingClaims, existingClaim] },
      { policy: DEFAULT_CLAIM_POLICY, now: now() },
    );
    orders.set(order.systemOrderId, updated);
    return claim;
  };

  return {
    lookupOrder: ({ email, order: orderNumber }) =>
      settle(() => {
        const found = [...orders.values()].find(
          (order) =>
            orderNumberKey(order.orderNumber) === orderNumberKey(orderNumber) &&
            order.customerEmail.toLowerCase() === email.trim().toLowerCase(),
        );
        if (found === undefined) throw notFound('No order matches this order number and email address.');
        return found;
      }),

    getSession: (orderId) =>
      settle(() => {
        const order = findOrder(orderId);
        return sessions.get(order.systemOrderId) ?? null;
      }),

    saveSession: (input) =>
      settle(() => {
        const parsed = ClaimSessionInput.parse(input);
        const order = findOrder(parsed.orderId);
        const previous = sessions.get(order.systemOrderId);
        const session = ClaimSession.parse({
          id: previous?.id ?? nextId('session'),
          email: parsed.email,
          orderId: order.systemOrderId,
          status: parsed.status ?? previous?.status ?? 'STARTED',
          metadata: parsed.metadata ?? previous?.metadata ?? {},
          updatedAt: now().toISOString(),
        });
        sessions.set(order.systemOrderId, session);
        return session;
      }),

    deleteSession: ({ id }) =>
      settle(() => {
        const entry = [...sessions].find(([, session]) => session.id === id);
        if (entry === undefined) throw notFound('No such claim session for this order.');
        sessions.delete(entry[0]);
      }),

    getClaim: (claimToken) => settle(() => findClaim(claimToken)),

    listReviews: (claimToken) =>
      settle(() => {
        findClaim(claimToken);
        return reviews.get(claimToken) ?? [];
      }),

    addReview: (claimToken, input) =>
      settle(() => {
        findClaim(claimToken);
        // One review per claim, as on the server: a second one changes the first.
        const [earlier] = reviews.get(claimToken) ?? [];
        const review = Review.parse({
          ...ReviewInput.parse(input),
          id: earlier?.id ?? nextId('review'),
          claimId: claimToken,
          createdAt: earlier?.createdAt ?? now().toISOString(),
        });
        reviews.set(claimToken, [review]);
        return review;
      }),

    listMessages: (claimToken) => settle(() => findClaim(claimToken).claimMessages.slice(-MESSAGE_PAGE_SIZE)),

    listOlderMessages: (claimToken, before) =>
      settle(() => {
        const all = findClaim(claimToken).claimMessages;
        const end = Math.max(
          0,
          all.findIndex((message) => message.id === before),
        );
        const start = Math.max(0, end - MESSAGE_PAGE_SIZE);
        return { messages: all.slice(start, end), olderCursor: start > 0 ? (all[start]?.id ?? null) : null };
      }),

    sendMessage: (claimToken, input) =>
      settle(() => {
        const claim = findClaim(claimToken);
        const parsed = MessageInput.parse(input);
        const message = Message.parse({
          id: nextId('message'),
          claimId: claim.id,
          messageContent: parsed.messageContent,
          senderName: claim.authorName,
          senderType: 'customer',
          storeId: claim.storeId,
          medias: parsed.medias.map((media) => ({ ...media, downloadLink: media.downloadLink ?? '' })),
          createdAt: now().toISOString(),
        });
        claims.set(claim.id, { ...claim, claimMessages: [...claim.claimMessages, message] });
        return message;
      }),

    // Sends nothing: the fake has no mail. It answers as the server does for an order without claims.
    sendClaimLinks: (sourceOrderId) =>
      settle(() => {
        if (findOrder(sourceOrderId).existingClaims.length === 0) {
          throw new ClaimsApiError({
            message: 'This order has no claims yet.',
            statusCode: 422,
            statusMessage: 'Unprocessable Entity',
          });
        }
      }),

    submitClaim: (sourceOrderId, input) =>
      settle(() => {
        const submission = ClaimSubmission.parse(input);
        const order = findOrder(sourceOrderId);
        const key = submission.idempotencyKey;
        const earlier = key === undefined ? undefined : submissions.get(`${order.systemOrderId}:${key}`);
        if (earlier !== undefined) return earlier;
        const claim = fileClaim(order, submission);
        if (key !== undefined) submissions.set(`${order.systemOrderId}:${key}`, claim);
        return claim;
      }),

    getWhitelabelSettings: ({ store } = {}) =>
      settle(() => {
        const found = sampleStores.find((candidate) => candidate.id === store) ?? sampleStores[0];
        if (found === undefined) throw notFound('No store is set up for this address.');
        return whitelabelOf(found);
      }),

    getStore: (storeId) =>
      settle(() => {
        const found = sampleStores.find((candidate) => candidate.id === storeId);
        if (found === undefined) throw notFound('Store not found.');
        return found;
      }),

    uploadMedia: (file, { onProgress, signal } = {}) =>
      new Promise<UploadedMedia>((resolve, reject) => {
        const accepted = classifyUpload({ filename: file.name, contentType: file.type, size: file.size });
        if (!accepted.ok) {
          reject(new MediaUploadError('refused', accepted.message));
          return;
        }
        // Three steps of progress, so the demo's bars move as they would on a slow connection.
        const steps = [0, 0.5, 1];
        const timers = steps.map((fraction, index) =>
          setTimeout(
            () => {
              onProgress?.(fraction);
              if (fraction < 1) return;
              resolve({
                fileKey: nextId('file'),
                downloadLink: URL.createObjectURL(file),
                filename: file.name,
                fileType: accepted.contentType,
                caption: mediaCaption(now()),
              });
            },
            (latencyMs / 2) * index,
          ),
        );
        signal?.addEventListener('abort', () => {
          for (const timer of timers) clearTimeout(timer);
          reject(signal.reason);
        });
      }),
  };
}
